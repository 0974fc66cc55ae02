import AppIntents
import CoreTransferable

protocol Shareable: Transferable {}

struct EntryEntity: AppEntity, Shareable {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Entry"
    static let defaultQuery = EntryQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
    static var transferRepresentation: some TransferRepresentation { ProxyRepresentation(exporting: \.id) }
}

@AppIntent(.tool)
struct OpenEntry: AppIntent {
    static let title: LocalizedStringResource = "Open Entry"
    @Parameter(title: "Entry", description: "The journal entry to open")
    var entry: EntryEntity
    func perform() async throws -> some IntentResult { .result() }
}
