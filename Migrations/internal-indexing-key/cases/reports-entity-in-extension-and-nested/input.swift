import AppIntents

enum Bank {
    struct AccountEntity {
        let id: String

        @ComputedProperty(title: "Routing Number", visibility: .internal, indexingKey: \.identifier)
        var routingNumber: String { String(id.prefix(9)) }

        @Property(title: "Nickname", description: "The name the account holder gave this account")
        var nickname: String
    }
}

extension Bank.AccountEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
    static let defaultQuery = AccountQuery()
    var displayRepresentation: DisplayRepresentation { "\(nickname)" }
}
