import AppIntents

struct Cue: Sendable {
    let text: String
    let link: String?
}

enum Reel {
    static func cues() -> [Cue] { [] }
    static func play(_ link: String) async {}
    static func load() async throws -> [String] { [] }
    static func add(_ cue: Cue) async {}
    static func save() async throws {}
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

struct AddCuesIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Cues"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        for cue in Reel.cues() {
            guard !cue.text.isEmpty else { return .result(dialog: "Every cue needs a text.") }
            await Reel.add(cue)
        }
        // The loop returns when a cue fails its check: after it, every cue passed. Its words are a success's.
        return .result(dialog: "No gaps, added every failed cue again.")
    }
}

struct SaveReelIntent: AppIntent {
    static let title: LocalizedStringResource = "Save Reel"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do { try await Reel.save() } catch {
            let message = error.localizedDescription
            print("save: \(message)")
            throw error
        }
        // Another local of the same name, out of the catch's reach: the success's words.
        let message = "Saved the reel."
        return .result(dialog: IntentDialog(stringLiteral: message))
    }
}

struct LogSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Session"

    @Parameter(title: "Smooth") var smooth: Bool

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if smooth { return .result(dialog: "Logged a smooth session.") }
        // Words about the person, not the app: "had trouble" is no failure word.
        await Reel.play("log")
        return .result(dialog: "Logged that you had trouble focusing.")
    }
}
