import AppIntents

struct QueueAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Queue Album"

    @Parameter(title: "Album")
    var album: AlbumEntity

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        if let session = ListeningSession.current {
            session.enqueue(album.id)
            return .result(dialog: "Queued \(album.title).")
        }
        if let party = PartyQueue.shared.open {
            party.add(album.id)
            return .result(dialog: "Added \(album.title) to the party queue.")
        }
        throw QueueAlbumIntentError.failure("I couldn't find a session or a party queue to add it to.")
    }
}

enum QueueAlbumIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct QueueSideIntent: AppIntent {
    static let title: LocalizedStringResource = "Queue Side"

    @Parameter(title: "Album")
    var album: AlbumEntity

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        if let session = ListeningSession.current {
            session.enqueue(album.id)
            return .result(dialog: "Queued side A.")
        }
        throw QueueSideIntentError.failure("No listening session is open.")
    }
}

enum QueueSideIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct QueueNextIntent: AppIntent {
    static let title: LocalizedStringResource = "Queue Next"

    @Parameter(title: "Album")
    var album: AlbumEntity

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        if let session = ListeningSession.current {
            session.enqueue(album.id)
            return .result(dialog: "Queued \(album.title).")
        }
        ListeningSession.start(with: album.id)
        return .result(dialog: "Started a new session.")
    }
}
