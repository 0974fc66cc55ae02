import AppIntents
import UniformTypeIdentifiers

struct ExportHistoryIntent: AppIntent {
    static let title: LocalizedStringResource = "Export Drink History"

    @Parameter(title: "Days", default: 30)
    var days: Int

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        let csv = try await HistoryExporter.csv(lastDays: days)
        return .result(value: IntentFile(data: csv, filename: "sip-history.csv", type: .commaSeparatedText))
    }
}
