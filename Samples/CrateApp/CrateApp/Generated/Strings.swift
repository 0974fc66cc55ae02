// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

// MARK: - Strings

/// One namespace per key path: `intents.app_intent.title` becomes `L10n.Intents.AppIntent.title`.
internal enum L10n {
    internal enum Intents {
        internal enum AppIntent {
            /// Intents
            internal static let title = L10n.tr("Localizable", "intents.app_intent.title", fallback: "Intents")
        }
        internal enum OpenIntent {
            /// Open
            internal static let title = L10n.tr("Localizable", "intents.open_intent.title", fallback: "Open")
        }
    }
}

extension L10n {
    private static func tr(_ table: String, _ key: String, fallback value: String) -> String {
        Bundle.main.localizedString(forKey: key, value: value, table: table)
    }
}
