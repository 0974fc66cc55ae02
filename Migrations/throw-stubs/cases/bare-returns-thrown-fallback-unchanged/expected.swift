import AppIntents

struct MarkPlayedIntent: AppIntent {
    static let title: LocalizedStringResource = "Mark Played"

    @Parameter(title: "Album ID")
    var albumID: String

    func perform() async throws -> some IntentResult {
        guard let album = await Library.shared.album(id: albumID) else {
            throw MarkPlayedIntentError.failure("TODO: say what went wrong")
        }
        do {
            try await PlayHistory.shared.mark(album)
        } catch {
            Log.error("mark played: \(error)")
            throw error
        }
        if album.isNew {
            await Library.shared.clearNewBadge(album)
        }
        return .result()
    }
}

enum MarkPlayedIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct OpenCrateOrLibraryIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Crate or Library"

    @Parameter(title: "Crate Name")
    var name: String

    @MainActor
    func perform() async throws -> some IntentResult {
        if let crate = await CrateStore.shared.crate(named: name) {
            Navigator.shared.open(crate)
            return .result()
        }
        Navigator.shared.openLibrary()
        return .result()
    }
}
