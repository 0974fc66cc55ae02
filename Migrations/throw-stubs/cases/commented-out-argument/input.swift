import AppIntents

struct AddToWantlistIntent: AppIntent {
    static let title: LocalizedStringResource = "Add to Wantlist"

    @Parameter(title: "Album")
    var album: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await Wantlist.shared.add(album) else {
            return .result(
                // value: album,
                dialog: "I couldn't add that album right now."
            )
        }
        return .result(dialog: "Added.")
    }
}
