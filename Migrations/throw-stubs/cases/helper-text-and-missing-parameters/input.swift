import AppIntents

/// The dialog comes from a function of the app that can say the publish failed: a warning.
struct PublishCratePageIntent: AppIntent {
    static let title: LocalizedStringResource = "Publish Crate Page"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let outcome = await Pages.shared.publish()
        return .result(dialog: IntentDialog(stringLiteral: PageMessages.text(for: outcome)))
    }
}

enum PageMessages {
    static func text(for outcome: PublishOutcome) -> String {
        switch outcome {
        case .published: return "Your crate page is live."
        case .rejected: return "Couldn't publish your crate page."
        }
    }
}

/// One local holds the success or the failure text: a warning.
struct ResumeSpinIntent: AppIntent {
    static let title: LocalizedStringResource = "Resume Spin"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let resumed: Bool = await Player.shared.resume()
        let message = resumed ? "Resuming your spin." : "There is no spin to resume."
        return .result(dialog: IntentDialog(stringLiteral: message))
    }
}

/// The person gave no sleeves: the request lacks what it needs, thrown as written.
struct AddSleevesIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Sleeves"

    @Parameter(title: "Sleeves")
    var sleeves: [String]

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard !sleeves.isEmpty else {
            return .result(dialog: "No sleeves given to add.")
        }
        await Crates.shared.add(sleeves)
        return .result(dialog: "Added \(sleeves.count) sleeves.")
    }
}

/// A local made from the parameter is empty: thrown as written.
struct NameCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Name Crate"

    @Parameter(title: "Name")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let trimmed = name.filter { !$0.isWhitespace }
        guard !trimmed.isEmpty else {
            return .result(dialog: IntentDialog(LocalizedStringResource(stringLiteral: "Please say a name for the crate.")))
        }
        await Crates.shared.rename(to: trimmed)
        return .result(dialog: "Named it \(trimmed).")
    }
}

/// Nothing the app looked up needs doing: a truthful answer, left.
struct CleanCratesIntent: AppIntent {
    static let title: LocalizedStringResource = "Clean Crates"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let dusty = await Crates.shared.dusty()
        guard !dusty.isEmpty else { return .result(dialog: "No crates need cleaning.") }
        await Crates.shared.clean(dusty)
        return .result(dialog: "Cleaned \(dusty.count) crates.")
    }
}
