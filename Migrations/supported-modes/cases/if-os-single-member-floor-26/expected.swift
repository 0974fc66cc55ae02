import AppIntents

struct ScanBarcodeIntent: AppIntent {
    static let title: LocalizedStringResource = "Scan Barcode"

    #if os(iOS)
    static var supportedModes: IntentModes { .foreground }
    #else
    static var supportedModes: IntentModes { .background }
    #endif

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.scanner)
        return .result()
    }
}
