import AppIntents
import CoreSpotlight

struct CustomerEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Customer"
    static let defaultQuery = CustomerQuery()

    let id: String

    @ComputedProperty(title: "Tax ID", visibility: .internal, indexingKey: \.identifier)
    var taxID: String { record.taxID }

    @Property(title: "Loyalty Code", visibility: .internal, customIndexingKey: CSCustomAttributeKey(keyName: "loyalty")!)
    var loyaltyCode: String

    @DeferredProperty(
        title: "Balance Note",
        visibility: .internal,
        indexingKey: \.contentDescription
    )
    var balanceNote: String {
        get async { await Ledger.note(for: id) }
    }

    var record: CustomerRecord
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
