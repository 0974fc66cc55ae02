import AppIntents

@available(iOS 27.3, *)
struct SessionEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Listening Session"
    static let defaultQuery = SessionQuery()

    let id: UUID

    @Property(title: "Started", description: "TODO: describe Started for someone who doesn't know the app")
    var started: Date

    @ComputedProperty(
        title: "Length",
        description: "TODO: describe Length for someone who doesn't know the app"
    )
    var length: TimeInterval { Date.now.timeIntervalSince(started) }

    var displayRepresentation: DisplayRepresentation { "Session" }
}

@available(iOS 27.3, *) struct TurntableEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Turntable"
    static let defaultQuery = TurntableQuery()

    let id: String

    @Property(title: "Speed", description: "TODO: describe Speed for someone who doesn't know the app")
    var rpm: Int

    var displayRepresentation: DisplayRepresentation { "\(rpm) rpm" }
}

struct SpeakerEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Speaker"
    static let defaultQuery = SpeakerQuery()

    let id: String

    @Property(title: "Room")
    var room: String

    @available(iOS 27.3, *)
    @ComputedProperty(title: "Volume", description: "TODO: describe Volume for someone who doesn't know the app")
    var volume: Double { Speaker.volume(of: id) }

    var displayRepresentation: DisplayRepresentation { "\(room)" }
}

@available(iOS 27.3, *)
extension Library {
    struct ShelfEntity: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
        static let defaultQuery = ShelfQuery()

        let id: String

        @Property(title: "Position", description: "TODO: describe Position for someone who doesn't know the app")
        var position: Int

        var displayRepresentation: DisplayRepresentation { "Shelf \(position)" }
    }
}
