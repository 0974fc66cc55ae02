import AppIntents

// A fetch tried with try?: its guard's else is where the error went, and the empty list hides it.
struct GetCrateNamesIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Crate Names"

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        guard let crates: [String] = try? await CrateStore.shared.fetchAll() else {
            throw GetCrateNamesIntentError.failure("TODO: say what went wrong")
        }
        return .result(value: crates)
    }
}

enum GetCrateNamesIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

// The failure is recorded for the app's status screen, not done another way: still a failure.
struct CloseCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Close Crate"

    @Parameter(title: "Crate")
    var crateID: String

    func perform() async throws -> some IntentResult {
        guard await CrateStore.shared.isWritable else {
            CrateStore.shared.recordLastAction(kind: "error", message: "The crate store is read-only.")
            throw CloseCrateIntentError.failure("TODO: say what went wrong")
        }
        await CrateStore.shared.close(crateID)
        return .result()
    }
}

enum CloseCrateIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

// Dialogs in Chinese: "无法获取唱片箱" ("can't get the crate") is a failure, "已关闭" ("closed") is not.
struct LockCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "锁定唱片箱"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let crate: String = await CrateStore.shared.current else {
            throw LockCrateIntentError.failure("无法获取唱片箱")
        }
        await CrateStore.shared.lock(crate)
        return .result(dialog: "已关闭")
    }
}

enum LockCrateIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
