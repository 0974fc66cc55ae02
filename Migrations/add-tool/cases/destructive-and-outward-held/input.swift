import AppIntents

struct DeleteCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Delete Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult {
        try await Crates.shared.delete(crate)
        return .result()
    }
}

/// Asks first: marked with no flag.
struct RemoveFromWantlistIntent: AppIntent {
    static let title: LocalizedStringResource = "Remove from Wantlist"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult {
        try await requestConfirmation(result: .result(dialog: "Remove \(album.title) from your wantlist?"))
        try await Wantlist.shared.remove(album)
        return .result()
    }
}

/// The title says what the name doesn't: it reaches a friend.
struct RecommendAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Send Album to a Friend"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult {
        try await Messages.shared.recommend(album)
        return .result()
    }
}

/// "deleted" in a comment or a string is not the intent's effect.
struct ShowDeletedItemsIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Recently Played"

    func perform() async throws -> some IntentResult {
        Router.shared.show(.recentlyPlayed) // never "delete"s anything
        return .result()
    }
}

/// "Posts" is the noun of a reading intent here: an intent's name is an imperative, whose verb would be "Post".
struct SearchPostsIntent: AppIntent {
    static let title: LocalizedStringResource = "Search Posts"

    @Parameter(title: "Text")
    var text: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = await Timeline.shared.count(matching: text)
        return .result(dialog: "\(count) posts mention \(text).")
    }
}

/// It asks every time, yet what it sends reaches other people: marked, with a note for the reviewer.
struct ShareCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Crate with a Friend"

    @Parameter(title: "Friend")
    var friend: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(result: .result(dialog: "Share your crate with \(friend)?"))
        await Crates.shared.share(with: friend)
        return .result(dialog: "Shared.")
    }
}

/// Clearing asked for, and it sends too: marked, with a note.
struct ClearAndSendCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear and Send Crate"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(result: .result(dialog: "Clear your crate and send its list to your friends?"))
        await Crates.shared.clearAndSend()
        return .result(dialog: "Sent.")
    }
}
