import AppIntents

struct AlbumEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()

    let id: String

    @Property(title: "Genres", description: "TODO: describe Genres for someone who doesn't know the app")
    var genres: [String]

    @Property(
        title: "Year",
        description: "TODO: describe Year for someone who doesn't know the app",
        authenticationPolicy: .alwaysAllowed
    )
    var year: Int

    @ComputedProperty(title: "Decade", description: "TODO: describe Decade for someone who doesn't know the app")
    var decade: Int { year / 10 * 10 }

    @Property(title: "Purchase Price", visibility: .internal)
    var purchasePrice: Decimal

    var displayRepresentation: DisplayRepresentation { "Album" }
}
