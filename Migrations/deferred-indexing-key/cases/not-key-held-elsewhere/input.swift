import AppIntents
import CoreSpotlight

struct RestaurantEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Restaurant"
    static let defaultQuery = RestaurantQuery()

    let id: String
    var restaurant: Restaurant

    // The same key on a computed property: the value is indexed from there.
    @ComputedProperty(title: "About", description: "Cuisine and neighborhood, in one sentence", indexingKey: \.contentDescription)
    var about: String { restaurant.summary }

    @DeferredProperty(title: "Live Summary", indexingKey: \.contentDescription)
    var liveSummary: String {
        get async { await restaurant.fetchSummary() }
    }

    // The attribute set fills `keywords` itself.
    @DeferredProperty(title: "Dishes", indexingKey: \.keywords)
    var dishes: [String] {
        get async { await restaurant.fetchDishes() }
    }

    var attributeSet: CSSearchableItemAttributeSet {
        let attributes = defaultAttributeSet
        attributes.keywords = restaurant.signatureDishes
        return attributes
    }

    // No key: nothing was asked to be searchable.
    @DeferredProperty(title: "Wait", description: "The expected wait, in minutes")
    var wait: Int {
        get async { await restaurant.fetchWait() }
    }

    var displayRepresentation: DisplayRepresentation { "\(restaurant.name)" }
}
