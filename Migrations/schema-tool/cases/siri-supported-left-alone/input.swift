import AppIntents

@AppIntent(schema: .mail.sendDraft)
struct MailSendDraftIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("mail.sendDraft")
        return .result()
    }
}

@AppIntent(schema: .photos.openAsset)
struct PhotosOpenAssetIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("photos.openAsset")
        return .result()
    }
}

@AppIntent(schema: .camera.startCapture)
struct CameraStartCaptureIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("camera.startCapture")
        return .result()
    }
}

@AppIntent(schema: .system.open)
struct SystemOpenIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("system.open")
        return .result()
    }
}

@AppIntent(schema: .audio.playAudio)
struct AudioPlayAudioIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("audio.playAudio")
        return .result()
    }
}

@AppIntent(schema: .messages.sendMessage)
struct MessagesSendMessageIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("messages.sendMessage")
        return .result()
    }
}

@AppIntent(schema: .files.openFile)
struct FilesOpenFileIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("files.openFile")
        return .result()
    }
}

@AppIntent(schema: .visualIntelligence.semanticContentSearch)
struct VisualIntelligenceSemanticContentSearchIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("visualIntelligence.semanticContentSearch")
        return .result()
    }
}

@AppIntent(schema: .assistant.activate)
struct AssistantActivateIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("assistant.activate")
        return .result()
    }
}

@AppIntent(schema: .notes.createNote)
struct NotesCreateNoteIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("notes.createNote")
        return .result()
    }
}

@AppIntent(schema: .reminders.createReminder)
struct RemindersCreateReminderIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("reminders.createReminder")
        return .result()
    }
}

@AppIntent(schema: .calendar.createEvent)
struct CalendarCreateEventIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("calendar.createEvent")
        return .result()
    }
}

@AppIntent(schema: .clock.startTimer)
struct ClockStartTimerIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("clock.startTimer")
        return .result()
    }
}

@AppIntent(schema: .maps.searchPlaces)
struct MapsSearchPlacesIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("maps.searchPlaces")
        return .result()
    }
}

@AppIntent(schema: .phone.startCall)
struct PhoneStartCallIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("phone.startCall")
        return .result()
    }
}

@AppEntity(schema: .photos.asset)
struct SleevePhotoEntity {
    static let defaultQuery = SleevePhotoQuery()

    let id: String

    var displayRepresentation: DisplayRepresentation { "Sleeve photo" }
}

@AppEnum(schema: .photos.assetType)
enum SleeveAssetType: String, AppEnum {
    case photo
    case video

    static let caseDisplayRepresentations: [SleeveAssetType: DisplayRepresentation] = [.photo: "Photo", .video: "Video"]
}
