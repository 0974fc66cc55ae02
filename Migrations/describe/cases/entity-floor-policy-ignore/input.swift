import AppIntents

struct AlbumEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()

    let id: String

    @Property(title: "Genres")
    var genres: [String]

    @Property(
        title: "Year",
        authenticationPolicy: .alwaysAllowed
    )
    var year: Int

    @ComputedProperty(title: "Decade")
    var decade: Int { year / 10 * 10 }

    @Property(title: "Purchase Price", visibility: .internal)
    var purchasePrice: Decimal

    var displayRepresentation: DisplayRepresentation { "Album" }
}
