import AppIntents

struct ScanBarcodeIntent: AppIntent {
    static let title: LocalizedStringResource = "Scan Barcode"

    #if os(iOS)
    static var openAppWhenRun: Bool = true
    @available(iOS 26.0, macOS 26.0, *)
    static var supportedModes: IntentModes { .foreground }
    #else
    static var openAppWhenRun: Bool = false
    @available(iOS 26.0, macOS 26.0, *)
    static var supportedModes: IntentModes { .background }
    #endif

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.scanner)
        return .result()
    }
}
