import AppIntents

struct CrateEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crate"
    static let defaultQuery = CrateQuery()

    let id: String

    @DeferredProperty(title: "Album Titles", indexingKey: \.keywords)
    var albumTitles: [String] {
        get async { await Crates.albumTitles(id) }
    }

    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

extension CrateEntity: IndexedEntity {}
