import AppIntents

struct SyncScrobblesIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync Scrobbles"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await Scrobbler.shared.isSignedIn else {
            throw SyncScrobblesIntentError.failure("Please sign in to Last.fm first.")
        }
        guard await Scrobbler.shared.hasPending else {
            return .result(dialog: "You don't have any scrobbles waiting.")
        }
        await Scrobbler.shared.sync()
        return .result(dialog: "Synced.")
    }
}

enum SyncScrobblesIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct MarkCrateDoneIntent: AppIntent {
    static let title: LocalizedStringResource = "Kiste abschließen"

    @Parameter(title: "Kiste")
    var crate: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await CrateStore.shared.isUnlocked(crate) else {
            throw MarkCrateDoneIntentError.failure("Die Kiste ist gesperrt und kann nicht abgeschlossen werden.")
        }
        await CrateStore.shared.markDone(crate)
        return .result(dialog: "Erledigt.")
    }
}

enum MarkCrateDoneIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

// A question may answer that something is missing: nothing to say.
struct GetWantlistCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Wantlist Count"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let count = await Wantlist.shared.count, count > 0 else {
            return .result(dialog: "You don't have anything on your wantlist.")
        }
        return .result(dialog: "\(count) records on your wantlist.")
    }
}

// Undoing what isn't there: the state is already what was asked, a no-op (no finding).
struct UnstarAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Unstar Album"

    @Parameter(title: "Album")
    var album: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let star = await Crates.shared.star(on: album) else {
            return .result(dialog: "You haven't starred that album.")
        }
        await Crates.shared.remove(star)
        return .result(dialog: "Unstarred.")
    }
}

// Undoing, but the dialog says something else is missing: a warning.
struct RemoveBookmarkIntent: AppIntent {
    static let title: LocalizedStringResource = "Remove Bookmark"

    @Parameter(title: "Album")
    var album: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let mark = await Crates.shared.bookmark(on: album) else {
            return .result(dialog: "You haven't saved that album yet.")
        }
        await Crates.shared.remove(mark)
        return .result(dialog: "Removed.")
    }
}
