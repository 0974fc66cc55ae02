import AppIntents

// Shortcuts-only on its page, inside the Siri-supported camera domain: becomes a tool.
@AppIntent(.tool, schema: .camera.setDevice)
struct SwitchCameraIntent {
    var device: CameraDeviceEntity
    func perform() async throws -> some IntentResult { .result() }
}

// Shortcuts-only on its page: a person's .tool is kept, not removed.
@AppIntent(.tool, schema: .photos.straighten)
struct StraightenPhotoIntent {
    var target: [PhotoEntity]
    func perform() async throws -> some IntentResult { .result() }
}

// Siri-supported, and deprecated since 27.0.
@AppIntent(schema: .photos.search)
struct SearchPhotosIntent: ShowInAppSearchResultsIntent {
    static var searchScopes: [StringSearchScope] = [.general]
    var criteria: StringSearchCriteria
    func perform() async throws -> some IntentResult { .result() }
}
