import AppIntents

enum Bank {
    struct AccountEntity {
        let id: String

        @Property(title: "Routing Number", visibility: .internal, indexingKey: \.identifier)
        var routingNumber: String

        @Property(title: "Nickname", description: "The name the account holder gave this account")
        var nickname: String
    }
}

extension Bank.AccountEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
    static let defaultQuery = AccountQuery()
    var displayRepresentation: DisplayRepresentation { "\(nickname)" }
}
