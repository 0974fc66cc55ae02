import AppIntents

// A tool would be marked @AppIntent(.tool); this file has none without a schema.
@AppIntent(.tool, schema: .books.openBook)
struct OpenLinerNotesIntent: OpenIntent {
    @Parameter(title: "Liner Notes")
    var target: LinerNotesEntity
}

@AppIntent(schema: .photos.openAsset)
struct OpenCoverIntent: OpenIntent {
    @Parameter(title: "Cover")
    var target: CoverPhotoEntity

    @Parameter var criteria: String
}

@AppIntent(
    .tool,
    schema: .journal.createEntry
)
struct LogListeningIntent: AppIntent {
    @Parameter(title: "Message")
    var message: AttributedString?

    func perform() async throws -> some IntentResult {
        try await Journal.shared.log(message)
        return .result()
    }
}

struct ShowStatsIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Stats"
    static let hint = "@AppIntent(.tool)"

    @Parameter(title: "Period")
    var period: StatsPeriod

    @Parameter
    var criteria: String

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.stats(period))
        return .result()
    }
}

@available(iOS 17.0, *)
struct WidgetCrateConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity?
}
