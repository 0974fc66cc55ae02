import AppIntents
import StoreKit

enum CoffeeSize: String, AppEnum {
    case small, large
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Coffee Size"
    static let caseDisplayRepresentations: [CoffeeSize: DisplayRepresentation] = [.small: "Small", .large: "Large"]
}

struct Tips {
    static let shared = Tips()
    var products: [Product] { [] }
}

/// Its name and title say nothing of money, but perform() starts a StoreKit purchase: a person decides to pay.
struct ThankTheDeveloperIntent: AppIntent {
    static let title: LocalizedStringResource = "Thank the Developer"

    @Parameter(title: "Size")
    var size: CoffeeSize

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let product = Tips.shared.products.first(where: { $0.id.hasSuffix(size.rawValue) }) else {
            throw $size.needsValueError("Pick another size.")
        }
        _ = try await product.purchase()
        return .result(dialog: "Thanks for the coffee!")
    }
}

/// A bridge that takes the App Group the app keeps its shared data in: another step or a widget fills it in, nobody says it.
struct RefreshSharedStoreIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Shared Store"

    @Parameter(title: "App Group")
    var appGroup: String?

    func perform() async throws -> some IntentResult {
        await SharedStore.refresh(group: appGroup ?? "group.example.shared")
        return .result()
    }
}

enum SharedStore {
    static func refresh(group: String) async {}
}

/// The answer is built in a local and nothing else is touched: the hours are never logged.
struct LogHoursIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Hours"

    @Parameter(title: "Hours")
    var hours: Double

    @Parameter(title: "Note")
    var note: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        var reply = "Logged \(hours) hours"
        if let note, !note.isEmpty {
            reply += " for \(note)"
        }
        reply += "."
        return .result(dialog: IntentDialog(stringLiteral: reply))
    }
}
