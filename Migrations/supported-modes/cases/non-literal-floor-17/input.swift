import AppIntents
import UIKit

struct OpenScannerIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Scanner"
    static var openAppWhenRun: Bool = Settings.opensApp

    func perform() async throws -> some IntentResult { .result() }
}

struct ShowQueueIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Queue"
    static var openAppWhenRun: Bool { isPad }

    func perform() async throws -> some IntentResult { .result() }
}

struct SyncCollectionIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync Collection"
    static var openAppWhenRun: Bool {
        UIDevice.current.userInterfaceIdiom == .pad
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct ExportCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Export Crate"
    static let openAppWhenRun = !Settings.backgroundExport

    func perform() async throws -> some IntentResult { .result() }
}
