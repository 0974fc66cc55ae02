import AppIntents

struct Herbarium {
    static let shared = Herbarium()
    func plant(named name: String) -> Plant? { nil }
    func water(_ plant: Plant) {}
    var isOpen: Bool { true }
    var plants: [Plant] { [] }
}

struct Plant { let name: String }

/// A value alone that says there is none, after the lookup of what the person named found nothing: the action
/// didn't happen, and the value's words become the error's message.
struct WaterPlantIntent: AppIntent {
    static let title: LocalizedStringResource = "Water Plant"

    @Parameter(title: "Plant")
    var name: String

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        guard let plant = Herbarium.shared.plant(named: name) else {
            throw WaterPlantIntentError.failure("No plant by that name in the herbarium.")
        }
        Herbarium.shared.water(plant)
        return .result(value: "Watered \(plant.name).")
    }
}

enum WaterPlantIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// A question's value that says nothing was found after its lookup: likely the failure, a warning.
struct GetPlantNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Plant Note"

    @Parameter(title: "Plant")
    var name: String

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        guard let plant = Herbarium.shared.plant(named: name) else {
            return .result(value: "No note found for that plant.")
        }
        return .result(value: "\(plant.name) likes bright shade.")
    }
}

/// The text comes from a closure whose guard gives up with a sentence: the same return says the success and the
/// failure, so it is a warning.
struct WaterAllIntent: AppIntent {
    static let title: LocalizedStringResource = "Water All Plants"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let summary: String = await MainActor.run {
            guard Herbarium.shared.isOpen else {
                return "The herbarium is closed for the night."
            }
            Herbarium.shared.plants.forEach(Herbarium.shared.water)
            return "Watered every plant."
        }
        return .result(value: summary)
    }
}

/// A question whose closure's guard says there is none gives its answer: nothing to say.
struct CountPlantsIntent: AppIntent {
    static let title: LocalizedStringResource = "How Many Plants"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let answer: String = await MainActor.run {
            guard !Herbarium.shared.plants.isEmpty else { return "No plants yet." }
            return "\(Herbarium.shared.plants.count) plants."
        }
        return .result(value: answer)
    }
}

/// A value beside the failing dialog, even one that only names the failure ("Error"), is a literal the rewrite would
/// drop: the failure keeps its warning.
struct CheckHerbariumIntent: AppIntent {
    static let title: LocalizedStringResource = "Check Herbarium"

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        guard Herbarium.shared.isOpen else {
            return .result(value: "Error", dialog: "I couldn't reach the herbarium.")
        }
        return .result(value: "Open", dialog: "The herbarium is open.")
    }
}

/// The same beside a value with words of its own ("Closed").
struct HerbariumStateIntent: AppIntent {
    static let title: LocalizedStringResource = "Herbarium State"

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        guard Herbarium.shared.isOpen else {
            return .result(value: "Closed", dialog: "I couldn't reach the herbarium.")
        }
        return .result(value: "Open", dialog: "The herbarium is open.")
    }
}

/// Failures said in Russian ("didn't manage to find"), Chinese ("not found") and Portuguese ("open … first, so that").
struct FindSeedIntent: AppIntent {
    static let title: LocalizedStringResource = "Find Seed"

    @Parameter(title: "Seed")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard Herbarium.shared.isOpen else {
            throw FindSeedIntentError.failure("Abra o Herbário primeiro para usar a Siri.")
        }
        guard let plant = Herbarium.shared.plant(named: name) else {
            throw FindSeedIntentError.failure("Не получилось найти семена \(name).")
        }
        guard !plant.name.isEmpty else {
            throw FindSeedIntentError.failure("未找到种子「\(name)」。")
        }
        guard plant.name.count < 40 else {
            throw FindSeedIntentError.failure("Abrí el Herbario y acortá el nombre primero.")
        }
        guard plant.name.count > 1 else {
            throw FindSeedIntentError.failure("请打开植物园修改名称。")
        }
        guard Herbarium.shared.isOpen else {
            throw FindSeedIntentError.failure("Seed search needs Apple Intelligence enabled.")
        }
        return .result(dialog: "Found \(plant.name).")
    }
}

enum FindSeedIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// The words are set in a local by the statement right before the return: read as if written in it. The literal stays
/// where it is; the error carries the local.
struct ExportHerbariumIntent: AppIntent {
    static let title: LocalizedStringResource = "Export Herbarium"

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        guard Herbarium.shared.isOpen else {
            let message = "Please open the herbarium first."
            throw ExportHerbariumIntentError.failure(LocalizedStringResource(stringLiteral: message))
        }
        let summary = "Exported \(Herbarium.shared.plants.count) plants."
        return .result(value: summary, dialog: IntentDialog(stringLiteral: summary))
    }
}

enum ExportHerbariumIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
