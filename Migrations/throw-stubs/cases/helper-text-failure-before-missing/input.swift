import AppIntents

/// A helper that says what is missing on one path ("isn't ready yet") and fails on another ("Couldn't run …"): in a
/// search (a question), only the failure reads as one, and it is the one the warning names.
enum ToolRunner {
    static func run(tool: String) async -> String {
        guard let registry = Boot.registry else {
            return "The tool registry isn't ready yet."
        }
        do { return try await registry.execute(tool) }
        catch { return "Couldn't run \(tool): \(error.localizedDescription)" }
    }
}

struct SearchWebIntent: AppIntent {
    static let title: LocalizedStringResource = "Search the Web"

    @Parameter(title: "Query")
    var query: String

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let text = await ToolRunner.run(tool: query)
        return .result(value: text, dialog: IntentDialog(stringLiteral: text))
    }
}
