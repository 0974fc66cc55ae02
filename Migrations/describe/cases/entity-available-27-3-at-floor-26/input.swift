import AppIntents

@available(iOS 27.3, *)
struct SessionEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Listening Session"
    static let defaultQuery = SessionQuery()

    let id: UUID

    @Property(title: "Started")
    var started: Date

    @ComputedProperty(
        title: "Length"
    )
    var length: TimeInterval { Date.now.timeIntervalSince(started) }

    var displayRepresentation: DisplayRepresentation { "Session" }
}

@available(iOS 27.3, *) struct TurntableEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Turntable"
    static let defaultQuery = TurntableQuery()

    let id: String

    @Property(title: "Speed")
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
    @ComputedProperty(title: "Volume")
    var volume: Double { Speaker.volume(of: id) }

    var displayRepresentation: DisplayRepresentation { "\(room)" }
}

@available(iOS 27.3, *)
extension Library {
    struct ShelfEntity: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
        static let defaultQuery = ShelfQuery()

        let id: String

        @Property(title: "Position")
        var position: Int

        var displayRepresentation: DisplayRepresentation { "Shelf \(position)" }
    }
}
