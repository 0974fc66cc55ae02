import AppIntents

/// Every scanner intent needs the camera, so they all come to the front.
protocol ScannerIntent: AppIntent {}

extension ScannerIntent {
    @available(iOS 26.0, *)
    static var supportedModes: IntentModes { .foreground(.immediate) }
}

struct ScanReceiptIntent: ScannerIntent {
    static let title: LocalizedStringResource = "Scan Receipt"
    static let openAppWhenRun = true

    @MainActor
    func perform() async throws -> some IntentResult {
        ScannerSession.shared.begin(kind: "receipt")
        return .result()
    }
}

struct ScanBusinessCardIntent: ScannerIntent {
    static let title: LocalizedStringResource = "Scan Business Card"
    static var openAppWhenRun: Bool = true // "true" keeps older systems opening the app

    @MainActor
    func perform() async throws -> some IntentResult {
        ScannerSession.shared.begin(kind: "business card")
        return .result()
    }
}
