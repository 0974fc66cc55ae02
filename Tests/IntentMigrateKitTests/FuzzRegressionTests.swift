import Testing
@testable import IMSupport
@testable import IMKnowledge
@testable import IMSource
@testable import IMProject
@testable import IMIndex
@testable import IMMigration
@testable import IMPasses
@testable import IMEngine
@testable import IntentMigrateKit

/// Inputs the fuzzer found (shrunk by hand): each once broke idempotency or lost text.
@Suite struct FuzzRegressionTests {
    static let inputs: [String] = [
        // A garbled @AppIntent(…) without .tool: no second macro.
        "import AppIntents\n@AppIntent(.treturn .result()ool)\nstruct A: AppIntent {\n    static let title: LocalizedStringResource = \"A\"\n}\n",
        // Stray tokens before .tool.
        "import AppIntents\n@AppIntent(\n */   .tool, schema: .journal.createEntry\n)\nstruct B {}\n",
        // .tool written twice on a Siri-supported schema.
        "import AppIntents\n@AppIntent(\n    .tool,\n    .tool,\n    schema: .photos.openAsset\n)\nstruct C: OpenIntent {}\n",
        // The body closes on the title's line.
        "import AppIntents\n@AppIntent(.tool)\nstruct D: AppIntent {\n    static let title: LocalizedStringResource =} \"D\"\n",
        // A body holding only a comment.
        "import AppIntents\n@AppIntent(.tool)\nstruct E: AppIntent {// keep me\n}\n",
        // An orphan attribute, a comment, then openAppWhenRun.
        "import AppIntents\nstruct F: AppIntent {\n    @MainActor\n\n    // Always foreground.\n    static var openAppWhenRun: Bool {\n        return true\n    }\n}\n",
        // An attribute left on openAppWhenRun while supportedModes exists.
        "import AppIntents\nstruct G: AppIntent {\n    static var supportedModes: IntentModes { .background }\n    @Parameter(title: \"Crate\")\n    static var openAppWhenRun: Bool = true\n}\n",
        // A dangling operator before the next declaration.
        "import AppIntents\n@AppIntent(.tool)\nstruct H: AppIntent {\n    static let title: LocalizedStringResource = \"H\"\n*/\n}\n",
        // A body-less func before the intent.
        "import AppIntents\n    func perform() async throws -> some IntentResult\nstruct I: AppIntent\n{\n    static let title: LocalizedStringResource = \"I\"\n}\n",
        // openAppWhenRun true beside a supportedModes of the same type (here a nested type's, by broken braces): the modes
        // say how it runs, so removing the left-over openAppWhenRun doesn't change whether it is a tool.
        "import AppIntents\nstruct K: AppIntent {\n    static let title: LocalizedStringResource = \"Show Shelf\"\n    static var openAppWhenRun: Bool = true\n    func perform() async throws -> some IntentResult {\n        Router.shared.show(.shelf)\n        return .result()\n    struct L: AudioPlaybackIntent {\n}\n    }\n    static var supportedModes: IntentModes { .background }\n}\n",
        // openAppWhenRun in one extension of a protocol, a supportedModes it can't read in another.
        "import AppIntents\nprotocol ShelfIntent: AppIntent {}\nextension ShelfIntent {\n    static var openAppWhenRun: Bool { true }\n}\nextension ShelfIntent {\n    static var supportedModes: Inten//tModes { .foreground }\n}\nstruct M: ShelfIntent {\n    static let title: LocalizedStringResource = \"Show Random Shelf\"\n    func perform() async throws -> some IntentResult {\n        Router.shared.show(.shelf)\n        return .result()\n    }\n}\n",
        // A stub that answers with its parameter, and a failure guard `throw-stubs` rewrites into a throw: still a stub after it.
        "import AppIntents\nstruct N: AppIntent {\n    static let title: LocalizedStringResource = \"Add Shelf\"\n    @Parameter(title: \"Name\")\n    var name: String\n    func perform() async throws -> some IntentResult & ProvidesDialog {\n        guard !name.isEmpty else {\n            return .result(dialog: \"Please give the shelf a name.\")\n        }\n        return .result(dialog: \"Added \\(name).\")\n    }\n}\n",
        // `.tool,` with an empty comment after it, on a Siri-supported schema: the comment stays when `.tool` goes.
        "import AppIntents\n@AppIntent(\n    .tool,//\n    schema: .photos.openAsset\n)\nstruct O: OpenIntent {\n    var target: AssetEntity\n}\n",
        // A stub whose every answer is a failure dialog: after they are thrown it answers with throws, still a stub.
        "import AppIntents\nstruct P: AppIntent {\n    static let title: LocalizedStringResource = \"Rate Shelf\"\n    @Parameter(title: \"Stars\")\n    var stars: Int\n    func perform() async throws -> some IntentResult & ProvidesDialog {\n        if stars == 0 {\n            return .result(dialog: \"Zero stars isn't supported.\")\n        }\n        return .result(dialog: \"That rating is invalid.\")\n    }\n}\n",
        // A `supportedModes` garbled out of `static` (an instance property, which App Intents doesn't read) beside
        // openAppWhenRun true: both passes read it as no supportedModes, so the intent opens the app before and after.
        "import AppIntents\nstruct Q: AppIntent {\n    static let title: LocalizedStringResource = \"Open Shelf\"\n    static var openAppWhenRun: Bool = true\n    sttry .result()atic var supportedModes: IntentModes { .foreground(.deferred) }\n    @Parameter(title: \"Shelf\")\n    var shelf: String\n    func perform() async throws -> some IntentResult {\n        Router.shared.show(.shelf(shelf))\n        return .result()\n    }\n}\n",
        // "Stop …" whose perform() only reads and answers (a stub) and whose failure dialog `throw-stubs` rewrites: the
        // thrown error's `.failure(…)` is no work, so it is the same stub after the rewrite.
        "import AppIntents\nstruct R: AppIntent {\n    static let title: LocalizedStringResource = \"Stop Listening Session\"\n    func perform() async throws -> some IntentResult & ProvidesDialog {\n        let session: ListeningSession? = SessionStore.shared.current\n        if session?.isLocked == true {\n            return .result(dialog: \"Couldn't stop the session\")\n        }\n        return .result(dialog: \"Stopped.\")\n    }\n}\n",
        // A `"""` across two declarations of openAppWhenRun: replacing them would drop the literal (make fuzz, session 23).
        "import AppIntents\nstruct S: AppIntent {\n    static let title: LocalizedStringResource = \"New Entry\"\n    static var openAppWhenRun: Bo\"\"\"ol = true\n    static var openAppWhenRun: Bo\"\"\"ol = true\n    func perform() async throws -> some IntentResult {\n        return .result()\n    }\n}\n",
        // An attribute trailing the intent's closing brace.
        "import AppIntents\nstruct J: AppIntent {\n    func perform() async throws -> some IntentResult {\n        guard ready else { return .result(dialog: \"Couldn't start.\") }\n        return .result()\n    }\n}@AppIntent(.tool)\n",
    ]

    @Test(arguments: inputs)
    func stableAndLossless(_ input: String) throws {
        var settings = Settings()
        settings.floorOverride = DeploymentFloor.parse("iOS=27.3,macOS=27.3")
        let result = migrate(input, settings: settings)
        try #require(result.failure == nil, "\(result.failure ?? "")")
        #expect((try? LexedView(result.migrated)) != nil)
        #expect(migrate(bytes: result.migrated, settings: settings).migrated == result.migrated, "a second run changed it")
        #expect(try expectLiteralsAndCommentsKept(Array(input.utf8), result.migrated))
    }
}
