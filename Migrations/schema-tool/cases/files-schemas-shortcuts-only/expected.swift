import AppIntents

@AppIntent(.tool, schema: .files.openFile)
struct OpenExportIntent: OpenIntent {
    var target: ExportFileEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.export(target.id))
        return .result()
    }
}

@AppIntent(.tool, schema: .files.deleteFiles)
struct DeleteExportsIntent: DeleteIntent {
    var entities: [ExportFileEntity]

    func perform() async throws -> some IntentResult {
        try await ExportStore.shared.delete(entities.map(\.id))
        return .result()
    }
}
