import AppIntents

/// Says it added the crate, and adds nothing: its answer is made of its own words and the parameter. A stub.
struct AddCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Crate"

    @Parameter(title: "Name")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard !name.isEmpty else {
            return .result(dialog: "Please give the crate a name.")
        }
        let message = "Added \(name)."
        return .result(dialog: IntentDialog(stringLiteral: message))
    }
}

/// The same answer, and the crate really added: a tool.
@AppIntent(.tool)
struct CreateCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Create Crate"

    @Parameter(title: "Name")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Crates.shared.add(named: name)
        return .result(dialog: "Added \(name).")
    }
}

/// Reads a count through its answer's interpolation: it reads something, a tool.
@AppIntent(.tool)
struct CountCratesIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Crates"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "You have \(Crates.shared.count) crates.")
    }
}

/// Takes nothing and only says it logged a spin: no input to echo, nothing named. A stub too.
struct LogSpinIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Spin"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Logged a spin.")
    }
}
