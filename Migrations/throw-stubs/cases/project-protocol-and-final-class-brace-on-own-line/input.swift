import AppIntents

protocol CrateIntent: AppIntent {
    var crateID: String { get }
}

struct EmptyCrateIntent: CrateIntent
{
    static let title: LocalizedStringResource = "Empty Crate"

    @Parameter(title: "Crate ID")
    var crateID: String

    func perform() async throws -> some IntentResult & ProvidesDialog
    {
        guard let crate = await CrateStore.shared.crate(id: crateID) else
        {
            return .result(dialog: "Crate not found.")
        }
        await CrateStore.shared.empty(crate)
        return .result(dialog: "Emptied \(crate.name).")
    }
}

final class ExportCrateIntent:
    AppIntent,
    CustomIntentMigratedAppIntent,
    PredictableIntent,
    @unchecked Sendable
{
    static let intentClassName = "ExportCrateIntentIntent"
    static let title: LocalizedStringResource = "Export Crate"

    @Parameter(title: "Crate ID")
    var crateID: String

    @Parameter(title: "Format")
    var format: ExportFormat

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$crateID, \.$format)) { crateID, format in
            DisplayRepresentation(title: "Export \(crateID) as \(format)")
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let file = try? await Exporter.shared.export(crateID) else {
            return .result(dialog: "Export failed. Check your storage and try again.")
        }
        await ShareSheet.present(file)
        return .result(dialog: "Exported.")
    }
}

enum ExportFormat: String, AppEnum {
    case csv, json

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Export Format"
    static let caseDisplayRepresentations: [ExportFormat: DisplayRepresentation] = [.csv: "CSV", .json: "JSON"]
}
