import AppIntents

/// A poke is a notification on another person's phone: held for a person.
struct PokeFriendIntent: AppIntent {
    static let title: LocalizedStringResource = "Poke a Friend"

    @Parameter(title: "Friend")
    var friend: String

    func perform() async throws -> some IntentResult {
        try await Buddies.shared.poke(friend)
        return .result()
    }
}

/// The title is in another language ("Dar un toque", Spanish for a poke); the type's name says what it does: held.
struct PokePartnerIntent: AppIntent {
    static let title: LocalizedStringResource = "Dar un toque"

    func perform() async throws -> some IntentResult {
        try await PartnerLink.shared.sendPoke()
        return .result()
    }
}

/// Counting the pokes one got reaches no one: marked.
struct CountPokesIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Pokes"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = try await Buddies.shared.receivedPokes()
        return .result(dialog: "You have \(count) pokes.")
    }
}
