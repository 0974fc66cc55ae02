import AppIntents
import Foundation

@AppIntent(.tool)
struct PlayRadioIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Radio"

    func perform() async throws -> some IntentResult {
        try await Player.shared.playRadio()
        return .result()
    }
}

@AppIntent(.tool)
struct RecordListeningNoteIntent: AudioRecordingIntent {
    static let title: LocalizedStringResource = "Record Listening Note"

    func perform() async throws -> some IntentResult {
        try await Recorder.shared.start()
        return .result()
    }
}

@AppIntent(.tool)
struct EndSessionIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "End Session"

    func perform() async throws -> some IntentResult {
        await Session.shared.end()
        return .result()
    }
}

@AppIntent(.tool)
struct ScanBarcodeIntent: ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Scan Barcode"

    func perform() async throws -> some IntentResult {
        try await requestToContinueInForeground()
        return .result()
    }
}

struct DeleteCrateIntent: DeleteIntent {
    static let title: LocalizedStringResource = "Delete Crate"

    @Parameter(title: "Crates")
    var entities: [CrateEntity]

    func perform() async throws -> some IntentResult {
        try Library.shared.deleteCrates(entities.map(\.id))
        return .result()
    }
}

@AppIntent(.tool)
struct SetVolumeIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set Volume"

    @Parameter(title: "Volume", inclusiveRange: (0, 1))
    var value: Double

    func perform() async throws -> some IntentResult {
        Player.shared.volume = value
        return .result()
    }
}

@AppIntent(.tool)
struct ShowAlbumPageIntent: URLRepresentableIntent {
    static let title: LocalizedStringResource = "Show Album Page"
    static let urlRepresentation: URLRepresentation = "vinylcrate://albums/\(\.$album)"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct ImportLibraryIntent: ProgressReportingIntent {
    static let title: LocalizedStringResource = "Import Library"

    func perform() async throws -> some IntentResult {
        progress.totalUnitCount = 1
        try await Importer.shared.run()
        progress.completedUnitCount = 1
        return .result()
    }
}

@AppIntent(.tool)
struct SearchCollectionIntent: ShowInAppSearchResultsIntent {
    static let title: LocalizedStringResource = "Search Collection"
    static let searchScopes: [StringSearchScope] = [.general]

    @Parameter(title: "Criteria")
    var criteria: StringSearchCriteria

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.search(criteria.term)
        return .result()
    }
}

@AppIntent(.tool)
struct PhotographSleeveIntent: CameraCaptureIntent {
    static let title: LocalizedStringResource = "Photograph Sleeve"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

@AppIntent(.tool)
struct PlayLinerNotesVideoIntent: PlayVideoIntent {
    static let title: LocalizedStringResource = "Play Liner Notes Video"

    func perform() async throws -> some IntentResult {
        try await VideoPlayer.shared.playLinerNotes()
        return .result()
    }
}

@AppIntent(.tool)
struct ToggleListeningModeIntent: SystemIntent {
    static let title: LocalizedStringResource = "Toggle Listening Mode"

    func perform() async throws -> some IntentResult {
        Settings.shared.listeningMode.toggle()
        return .result()
    }
}

@AppIntent(.tool)
struct ArchiveCrateIntent: UndoableIntent {
    static let title: LocalizedStringResource = "Archive Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult {
        try CrateArchive.shared.archive(crate.id)
        await undoManager?.registerUndo(withTarget: CrateArchive.shared) { archive in
            try? archive.unarchive(crate.id)
        }
        return .result()
    }
}

@AppIntent(.tool)
struct ShowListeningRoomIntent: TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Show Listening Room"

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.showListeningRoom()
        return .result()
    }
}

@AppIntent(.tool)
struct PlayDailyMixIntent: PredictableIntent {
    static let title: LocalizedStringResource = "Play Daily Mix"

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction {
            DisplayRepresentation(title: "Play Daily Mix")
        }
    }

    func perform() async throws -> some IntentResult {
        try await Player.shared.playDailyMix()
        return .result()
    }
}

@AppIntent(.tool)
struct LogSpinIntent: CustomIntentMigratedAppIntent {
    static let intentClassName = "LogSpinIntent"
    static let title: LocalizedStringResource = "Log Spin"

    func perform() async throws -> some IntentResult {
        try Library.shared.logSpin()
        return .result()
    }
}

/// The crates' archive: UndoManager registers undo actions with a class instance.
final class CrateArchive: @unchecked Sendable {
    static let shared = CrateArchive()

    func archive(_ id: String) throws {}
    func unarchive(_ id: String) throws {}
}
