import AppIntents
import Foundation

@AppIntent(.tool)
final class ArchiveCollectionIntent: AppIntent, @unchecked Sendable {
    static let title: LocalizedStringResource = "Archive Collection"

    @Parameter(title: "Format", default: .csv)
    var format: ExportFormat

    private let lock = NSLock()

    required init() {}

    func perform() async throws -> some IntentResult & ProvidesDialog {
        lock.lock()
        defer { lock.unlock() }
        let file = try await Exporter.shared.export(format: format)
        return .result(dialog: "Archived \(file.filename).")
    }
}
