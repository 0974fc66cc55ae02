import AppIntents

/// The else logs that the token is invalid before a bare success: the code itself calls the empty token a failure,
/// though the guard also tests `isEmpty`.
struct RaiseAlarmIntent: AppIntent {
    static let title: LocalizedStringResource = "Raise Alarm"

    func perform() async throws -> some IntentResult {
        guard let token = Session.shared.token, !token.isEmpty else {
            Logger.shared.d(message: "Token is invalid", tag: "")
            throw RaiseAlarmIntentError.failure("TODO: say what went wrong")
        }
        await Alarm.raise(token: token)
        return .result()
    }
}

enum RaiseAlarmIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// A placeholder of punctuation where the value would be says as little as "": the lookup found nothing. The rewrite
/// would drop the literal, so it is a warning.
struct GetLunarDayIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Lunar Day"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        guard let today = LunarCalendar.today() else {
            return .result(value: "--/--")
        }
        return .result(value: "\(today.day)/\(today.month)")
    }
}

/// Vietnamese "can't get the data": a failure on the guard's else.
struct CopyLunarDayIntent: AppIntent {
    static let title: LocalizedStringResource = "Sao chép ngày âm lịch"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let today = LunarCalendar.today() else {
            throw CopyLunarDayIntentError.failure("Không thể lấy dữ liệu lịch âm lúc này.")
        }
        Pasteboard.copy("\(today.day)/\(today.month)")
        return .result(dialog: "Đã sao chép.")
    }
}

enum CopyLunarDayIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
