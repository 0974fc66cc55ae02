import AppIntents

@AppIntent(.tool, schema: .files.moveFiles)
struct MoveExportsIntent {
    var files: [ExportFileEntity]
    var destination: FolderEntity

    func perform() async throws -> some IntentResult {
        try await ExportStore.shared.move(files.map(\.id), to: destination.id)
        return .result()
    }
}
