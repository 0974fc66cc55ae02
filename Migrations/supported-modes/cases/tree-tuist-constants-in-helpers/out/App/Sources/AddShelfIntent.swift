import AppIntents

struct AddShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Shelf"
    static var openAppWhenRun: Bool = false
    @available(iOS 26.0, *)
    static var supportedModes: IntentModes { .background }

    @Parameter(title: "Name")
    var name: String

    func perform() async throws -> some IntentResult {
        await Pantry.shared.addShelf(named: name)
        return .result()
    }
}
