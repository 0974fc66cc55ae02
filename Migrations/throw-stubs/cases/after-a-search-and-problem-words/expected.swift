import AppIntents

struct Cue: Sendable {
    let text: String
    let link: String?
}

enum Reel {
    static func cues() -> [Cue] { [] }
    static func play(_ link: String) async {}
    static func load() async throws -> [String] { [] }
}

struct JumpToLinkIntent: AppIntent {
    static let title: LocalizedStringResource = "Jump to Link"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        for cue in Reel.cues() {
            if let link = cue.link {
                await Reel.play(link)
                return .result(dialog: "Playing the linked reel.")
            }
        }
        // The loop returns when it finds a link: this is the way out when it found none.
        throw JumpToLinkIntentError.failure("No link found in this part of the reel.")
    }
}

enum JumpToLinkIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct ListLinksIntent: AppIntent {
    static let title: LocalizedStringResource = "List Links"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        for cue in Reel.cues() where cue.link != nil {
            return .result(dialog: "The first link is in \"\(cue.text)\".")
        }
        // A question: its "No …" after the search is most often the answer.
        return .result(dialog: "No links in this part of the reel.")
    }
}

struct LoadReelsIntent: AppIntent {
    static let title: LocalizedStringResource = "Load Reels"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let names = try? await Reel.load() else {
            throw LoadReelsIntentError.failure("There was an issue loading your reels.")
        }
        guard let first = names.first else {
            throw LoadReelsIntentError.failure("I ran into a problem reading the first reel.")
        }
        return .result(dialog: "Loaded \(names.count) reels, starting with \(first).")
    }
}

enum LoadReelsIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct ReelTitleIntent: AppIntent {
    static let title: LocalizedStringResource = "Reel Title"

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        do {
            let names = try await Reel.load()
            return .result(value: names.first ?? "", dialog: "Here is the title.")
        } catch {
            // The message comes from the caught error, through a local.
            let message = error.localizedDescription
            return .result(value: message, dialog: IntentDialog(stringLiteral: message))
        }
    }
}
