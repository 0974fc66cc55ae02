import AppIntents

/// Hands the journal to the next step as a file: nobody asks Siri for a file.
struct ExportJournalIntent: AppIntent {
    static let title: LocalizedStringResource = "Export Journal"

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        let data = try await JournalStore.shared.exportedMarkdown()
        return .result(value: IntentFile(data: data, filename: "Journal.md"))
    }
}

/// A file in, a file out: a step between two others.
struct ResizePhotoIntent: AppIntent {
    static let title: LocalizedStringResource = "Resize Photo"

    @Parameter(title: "Photo")
    var photo: IntentFile

    @Parameter(title: "Width", default: 1024)
    var width: Int

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        let resized = try PhotoResizer.resize(photo.data, toWidth: width)
        return .result(value: IntentFile(data: resized, filename: photo.filename))
    }
}

/// Exports, then erases what it exported without asking: the destructive part is for a person to decide.
struct ExportAndEraseRidesIntent: AppIntent {
    static let title: LocalizedStringResource = "Export and Erase Rides"

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        let data = try await RideLog.shared.exportAll()
        try await RideLog.shared.eraseAll()
        return .result(value: IntentFile(data: data, filename: "Rides.csv"))
    }
}

/// Says what it exported: a person can ask for this one.
@AppIntent(.tool)
struct BackUpJournalIntent: AppIntent {
    static let title: LocalizedStringResource = "Back Up Journal"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = try await JournalStore.shared.backUp()
        return .result(dialog: "Backed up \(count) entries.")
    }
}
