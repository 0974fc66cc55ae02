import AppIntents

/// Raises the glucose target for a while ("Exercise", "Illness").
struct ApplyOverrideIntent: AppIntent {
    static let title: LocalizedStringResource = "Apply Override"

    @Parameter(title: "Preset")
    var preset: String

    func perform() async throws -> some IntentResult {
        try await Loop.shared.apply(preset: preset)
        return .result()
    }
}
