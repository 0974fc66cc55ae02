import AppIntents

struct ScanBarcodeIntent: AppIntent {
    static let title: LocalizedStringResource = "Scan Barcode"

    #if os(iOS)
    static var openAppWhenRun: Bool = true
    #else
    static var openAppWhenRun: Bool = false
    #endif

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.scanner)
        return .result()
    }
}
