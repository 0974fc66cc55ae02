import AppIntents

struct TrailEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    static let defaultQuery = TrailQuery()

    let id: UUID
    let name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}
