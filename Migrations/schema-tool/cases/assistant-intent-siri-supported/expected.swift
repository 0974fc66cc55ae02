import AppIntents

@AppIntent(schema: .photos.openAsset)
struct OpenSleevePhotoIntent: OpenIntent {
    var target: AssetEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.asset(target.id))
        return .result()
    }
}
