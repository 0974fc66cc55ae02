import AppIntents

/// The app's own switch for voice actions, read before any intent runs.
private func voiceEnabled() async -> Bool { await Choir.shared.voiceEnabled }

/// A dialog the file's intents share, declared once at file scope: it asks the person to turn something on first.
private let voiceOffDialog = IntentDialog("Voice actions are switched off. Turn it on in Choir Settings → Voice.")

/// A file-scope dialog that says nothing went wrong.
private let thanksDialog = IntentDialog("Thanks for singing along.")

/// The guard's else answers with the shared constant: the rehearsal did not start, so it is a failure.
struct StartRehearsalIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Rehearsal"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await voiceEnabled() else { return .result(dialog: voiceOffDialog) }
        try await Choir.shared.startRehearsal()
        return .result(dialog: thanksDialog)
    }
}

/// A local of the same name hides the file's constant: its own text is read, and it says the work was done.
struct EndRehearsalIntent: AppIntent {
    static let title: LocalizedStringResource = "End Rehearsal"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let voiceOffDialog = IntentDialog("Rehearsal ended.")
        try await Choir.shared.endRehearsal()
        return .result(dialog: voiceOffDialog)
    }
}
