import AppIntents
import Foundation

@AppIntent(.tool)
final class ExportCollectionIntent: AppIntent, @unchecked Sendable {
    static let title: LocalizedStringResource = "Export Collection"

    @Parameter(title: "Format", default: .csv)
    var format: ExportFormat

    private let lock = NSLock()

    required init() {}

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        lock.lock()
        defer { lock.unlock() }
        let file = try await Exporter.shared.export(format: format)
        return .result(value: file)
    }
}
