import AppIntents

/// A dialog in Russian that says the devices were not found ("Устройства не найдены") on a guard's path: a failure,
/// thrown. The success beside it stays.
struct ArmAlarmIntent: AppIntent {
    static let title: LocalizedStringResource = "Поставить на охрану"

    @Parameter(title: "Устройство")
    var device: DeviceEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard device.id != -1 else {
            return .result(dialog: "Устройства не найдены")
        }
        try await Alarm.shared.arm(device.id)
        return .result(dialog: "\(device.name): под охраной")
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
            return .result(dialog: "No model found.")
        }
        try await Models.shared.load(model)
        return .result(dialog: "Loaded \(model.name).")
    }
}
