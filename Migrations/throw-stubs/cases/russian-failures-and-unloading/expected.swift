import AppIntents

/// Russian dialogs: "Не удалось поставить на охрану" ("couldn't arm") on a guard's path is a failure, thrown; "Устройства
/// не найдены" ("no devices found") may be the honest answer, as "No … found" can: warned. The success stays.
struct ArmAlarmIntent: AppIntent {
    static let title: LocalizedStringResource = "Поставить на охрану"

    @Parameter(title: "Устройство")
    var device: DeviceEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard device.id != -1 else {
            return .result(dialog: "Устройства не найдены")
        }
        guard try await Alarm.shared.arm(device.id) else {
            throw ArmAlarmIntentError.failure("Не удалось поставить на охрану")
        }
        return .result(dialog: "\(device.name): под охраной")
    }
}

enum ArmAlarmIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// "Unload Model" whose guard says "No model loaded.": the absence it asked for is already there, the no-op it says.
/// Not thrown.
struct UnloadModelIntent: AppIntent {
    static let title: LocalizedStringResource = "Unload Model"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let model = Models.shared.loaded else {
            return .result(dialog: "No model loaded.")
        }
        await Models.shared.unload(model)
        return .result(dialog: "Unloaded \(model.name).")
    }
}

/// A load that finds nothing to load is a failure: thrown.
struct LoadModelIntent: AppIntent {
    static let title: LocalizedStringResource = "Load Model"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let model = Models.shared.preferred else {
            throw LoadModelIntentError.failure("No model found.")
        }
        try await Models.shared.load(model)
        return .result(dialog: "Loaded \(model.name).")
    }
}

enum LoadModelIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
