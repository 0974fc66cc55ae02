import AppIntents

enum KettleError: Error {
    case message(String)
    case noKettle
}

// A return anywhere inside a catch that speaks the caught error is a failure, even under an if or a switch.
struct StopBoilIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Boiling"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            try await Kettle.shared.stop()
            return .result(dialog: "The kettle is off.")
        } catch {
            if let kettleError = error as? KettleError {
                switch kettleError {
                case .message(let text):
                    return .result(dialog: "Something bad happened: \(text)")
                case .noKettle:
                    return .result(dialog: "Something bad happened with the kettle.")
                }
            } else {
                return .result(dialog: "The kettle said: \(error.localizedDescription)")
            }
        }
    }
}

// An empty dialog says nothing: in a lookup's guard it is the bare result of a failure, thrown with a message to write.
struct SaveRecipeLinkIntent: AppIntent {
    static let title: LocalizedStringResource = "Save Recipe Link"

    @Parameter(title: "Link")
    var link: URL

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let recipe = await RecipeBox.shared.recipe(from: link) else {
            return .result(dialog: "")
        }
        return .result(dialog: "Saved \(recipe.name).")
    }
}

enum BrewState: String, AppEnum {
    case brewing, idle, notAvailable

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Brew State"
    static let caseDisplayRepresentations: [BrewState: DisplayRepresentation] = [
        .brewing: "Brewing", .idle: "Idle", .notAvailable: "Not Available",
    ]
}

// A value that is a case named for the failure, on a failure path, is warned; an ordinary case is the answer.
struct BrewStateIntent: AppIntent {
    static let title: LocalizedStringResource = "Brew State"

    @Parameter(title: "Machine")
    var machineID: String

    func perform() async throws -> some IntentResult & ReturnsValue<BrewState> {
        guard let machine = CoffeeBar.shared.machine(machineID) else {
            return .result(value: .notAvailable)
        }
        if machine.isIdle {
            return .result(value: .idle)
        }
        return .result(value: .brewing)
    }
}
