import AppIntents

/// A parameter can switch the confirmation off: it is not "always", so the reviewer is told.
struct DeleteCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Delete Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    @Parameter(title: "Confirm First", default: true)
    var confirmFirst: Bool

    func perform() async throws -> some IntentResult {
        if confirmFirst {
            try await requestConfirmation(dialog: "Delete \(crate.name)?")
        }
        await Crates.shared.delete(crate)
        return .result()
    }
}

/// The module's own helper asks every time: a confirmation.
@AppIntent(.tool)
struct ClearHistoryIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear History"

    func perform() async throws -> some IntentResult {
        try await askBeforeLosingData()
        await History.shared.clear()
        return .result()
    }
}

/// A setting can switch the question off: held for a person, as a parameter would be.
struct ClearPlaysIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear Plays"

    func perform() async throws -> some IntentResult {
        if !PlaybackSettings.skipClearQuestion {
            try await requestConfirmation(dialog: "Clear every play?")
        }
        await PlayHistory.shared.clear()
        return .result()
    }
}

/// A choice with Cancel asks every time: a confirmation.
@AppIntent(.tool)
struct DeleteWantlistIntent: AppIntent {
    static let title: LocalizedStringResource = "Delete Wantlist"

    func perform() async throws -> some IntentResult {
        let choice = try await requestChoice(between: [.init(title: "Delete", style: .destructive), .cancel], dialog: "Delete the whole wantlist?")
        guard choice.style == .destructive else { return .result() }
        await Wantlist.shared.deleteAll()
        return .result()
    }
}

extension AppIntent {
    func askBeforeLosingData() async throws {
        try await requestConfirmation(dialog: "This can't be undone. Go ahead?")
    }
}
