import AppIntents

// intent-migrate: ignore describe
@AppIntent(.tool)
struct DebugDumpIntent: AppIntent {
    static let title: LocalizedStringResource = "Dump Debug Log"

    @Parameter(title: "Verbose")
    var verbose: Bool
}

@AppIntent(.tool)
struct ExportCollectionIntent: AppIntent {
    static let title: LocalizedStringResource = "Export Collection"
    static let description = IntentDescription("Exports the person's whole record collection as a CSV file.")

    // intent-migrate: ignore describe
    @Parameter(title: "Legacy Format")
    var legacy: Bool

    @Parameter(title: "Include Wantlist")
    var includeWantlist: Bool

    func perform() async throws -> some ReturnsValue<IntentFile> {
        .result(value: try await Exporter.csv(legacy: legacy, wantlist: includeWantlist))
    }
}

struct RecordEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Record"
    static let defaultQuery = RecordQuery()

    let id: String

    @Property(title: "Matrix Number") // intent-migrate: ignore describe
    var matrix: String

    var displayRepresentation: DisplayRepresentation { "Record" }
}

extension DebugDumpIntent {
    func perform() async throws -> some IntentResult {
        .result()
    }
}
