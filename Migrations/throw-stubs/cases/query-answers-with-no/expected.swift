import AppIntents

struct GetListeningStreakIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Listening Streak"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let streak = await PlayHistory.shared.streak() else {
            return .result(dialog: "No streak yet. Play an album today to start one.")
        }
        return .result(dialog: "\(streak) days in a row.")
    }
}

struct ResumeSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Resume Session"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let session = ListeningSession.current else {
            throw ResumeSessionIntentError.failure("No session to resume.")
        }
        await session.resume()
        return .result(dialog: "Resumed.")
    }
}

enum ResumeSessionIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

// A query by its name, not its title: a note too.
struct GetSessionStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Session Status"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let session = ListeningSession.current else {
            return .result(dialog: "No session is running.")
        }
        return .result(dialog: "Playing \(session.title).")
    }
}

// "No … available" after a guard's lookup in a query: the lookup came back empty (a warning), where "No streak yet." is
// the answer itself.
struct GetLastReadingIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Last Reading"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let reading = await PlayHistory.shared.lastReading() else {
            return .result(dialog: "No recent reading available.")
        }
        return .result(dialog: "\(reading) decibels.")
    }
}

// A question's nil after a guard's lookup: there may be none to give (a warning, not a rewrite).
struct GetPinnedNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Pinned Note"

    func perform() async throws -> some IntentResult & ReturnsValue<String?> {
        guard let note = PinBoard.shared.pinned else {
            return .result(value: nil)
        }
        return .result(value: note)
    }
}

// The same when the lookup is tried with try?: a warning.
struct GetLatestHeadlineIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Latest Headline"

    func perform() async throws -> some IntentResult & ReturnsValue<String?> {
        guard let headline = try? PinBoard.shared.latestHeadline() else {
            return .result(value: nil)
        }
        return .result(value: headline)
    }
}

final class PinBoard: @unchecked Sendable {
    static let shared = PinBoard()
    var pinned: String?
    func latestHeadline() throws -> String { "" }
}
