import AppIntents

// Never leaves the app: its data is private to the account.
// intent-migrate: ignore entity-transferable
struct AccountEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
    static let defaultQuery = AccountQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

@AppIntent(.tool)
struct ShowBalance: AppIntent {
    static let title: LocalizedStringResource = "Show Balance"
    @Parameter(title: "Account", description: "The account to show")
    var account: AccountEntity
    func perform() async throws -> some IntentResult { .result() }
}
