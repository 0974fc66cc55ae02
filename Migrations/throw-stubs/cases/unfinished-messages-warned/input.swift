import AppIntents

struct OpenCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Crate"

    @Parameter(title: "Crate Name")
    var name: String

    @MainActor
    func perform() async throws -> some IntentResult {
        if let crate = await CrateStore.shared.crate(named: name) {
            Navigator.shared.open(crate)
            return .result()
        }
        throw OpenCrateIntentError.failure("TODO: say what went wrong")
    }
}

enum OpenCrateIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct ShowAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Album"

    @Parameter(title: "Album ID")
    var albumID: String

    @MainActor
    func perform() async throws -> some IntentResult {
        if await Library.shared.contains(albumID) {
            Navigator.shared.showAlbum(albumID)
            return .result()
        }
        throw ShowAlbumIntentError.failure(<#say what went wrong#>)
    }
}

enum ShowAlbumIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
