import AppIntents

@AppEntity(schema: .photos.asset)
struct CoverPhotoEntity: IndexedEntity {
    static let defaultQuery = CoverPhotoQuery()

    let id: String

    @Property(title: "Album Title")
    var title: String?

    @Property
    var creationDate: Date?

    @ComputedProperty(title: "Is Front Cover")
    var isFrontCover: Bool { id.hasSuffix("-front") }

    var displayRepresentation: DisplayRepresentation { "\(title ?? "Cover")" }
}

@AssistantEntity(schema: .photos.album)
struct CoverAlbumEntity: AppEntity {
    static let defaultQuery = CoverAlbumQuery()

    let id: String

    @Property(title: "Name")
    var name: String?

    var displayRepresentation: DisplayRepresentation { "\(name ?? "Album")" }
}

@AppEntity(schema: .reminders.reminder)
struct ListenLaterEntity: AppEntity {
    static let defaultQuery = ListenLaterQuery()

    let id: String

    @Property(title: "Title")
    var title: String

    var displayRepresentation: DisplayRepresentation { "\(title)" }
}
