import AppIntents

struct RestaurantEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Restaurant"
    static let defaultQuery = RestaurantQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct PriceBand {
    var low: Int
    var high: Int
}

@AppEntity(.generable)
struct TableSearch: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Table Search"

    @Property(title: "Restaurant", description: "The restaurant to search at")
    var restaurant: RestaurantEntity

    @Property(title: "Price", description: "The price band, from 1 to 4")
    var price: PriceBand?

    @Property(title: "Extras", description: "Extra wishes by name")
    var extras: [String: Bool]

    @Property(title: "Window", description: "Earliest and latest arrival")
    var window: (Date, Date)

    var displayRepresentation: DisplayRepresentation { "Table search" }

    init() {}
}
