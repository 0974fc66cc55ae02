import AppIntents

/// The dialog is a localization key whose words say the failure: a warning.
struct ResumeCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Resume Crate"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let crate = await Crates.shared.lastPlayed() else {
            return .result(dialog: IntentDialog(stringLiteral: "resume_crate_empty_error".localized))
        }
        await Player.shared.play(crate)
        return .result(dialog: "Resuming your crate.")
    }
}

/// The dialog comes from a call named for the failure: a warning.
struct TagSleeveIntent: AppIntent {
    static let title: LocalizedStringResource = "Tag Sleeve"

    @Parameter(title: "Tag")
    var tag: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let sleeve = await Crates.shared.current() else {
            return .result(dialog: IntentDialog(stringLiteral: SleeveDialogs.invalidSleeve(named: tag)))
        }
        await Crates.shared.tag(sleeve, with: tag)
        return .result(dialog: "Tagged.")
    }
}

/// The app says it lacks what the answer needs: a question not answered, a warning. "You have no …" is the answer.
struct HowManySpinsIntent: AppIntent {
    static let title: LocalizedStringResource = "How Many Spins"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let history = await Crates.shared.history() else {
            return .result(dialog: "I don't have your listening history yet.")
        }
        if history.isEmpty {
            return .result(dialog: "You have no spins yet.")
        }
        return .result(dialog: "You spun \(history.count) records.")
    }
}

/// Found in the if-let, played; the else finds nothing and still returns success: a warning.
struct PlaySleeveIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Sleeve"

    @Parameter(title: "Name")
    var name: String

    func perform() async throws -> some IntentResult {
        if let sleeve = await Crates.shared.sleeve(named: name) {
            await Player.shared.play(sleeve)
            return .result()
        } else {
            return .result()
        }
    }
}

/// An optional the else does without: the else still does the work, left as a success.
struct ShuffleAllIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle All"

    @Parameter(title: "Crate")
    var crateName: String?

    func perform() async throws -> some IntentResult {
        if let crateName {
            await Player.shared.shuffle(crateName)
            return .result()
        } else {
            await Player.shared.shuffleEverything()
            return .result()
        }
    }
}

enum SleeveDialogs {
    static func invalidSleeve(named name: String) -> String { "That sleeve is missing." }
}

extension String {
    var localized: String { self }
}
