import Foundation

/// Errors the shuffle action reports to Siri and Shortcuts.
enum ShuffleCrateIntentError: Error, CustomLocalizedStringResourceConvertible {
    case emptyCrate(name: String)
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .emptyCrate(name): "\(name) has no records yet."
        case let .failure(message): message
        }
    }
}
