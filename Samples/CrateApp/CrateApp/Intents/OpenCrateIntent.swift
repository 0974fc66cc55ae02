//
//  OpenCrateIntent.swift
//  CrateApp
//

import AppIntents
import Foundation

// MARK: - Open a crate

/// Opens a crate's detail screen. Spotlight uses this when someone taps a
/// crate in search results.
struct OpenCrateIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Crate"
    static let description = IntentDescription("Open a crate in CrateApp.")

    // Always foreground: there's nothing to show without the app.
    static var openAppWhenRun: Bool {
        return true
    }

    @Parameter(title: "Crate")
    var target: CrateEntity

    init() {}

    init(target: CrateEntity) {
        self.target = target
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        let navigator = AppNavigator.shared
        if let crate = CrateStore.shared.crate(withID: target.id) {
            navigator.popToRoot()
            navigator.show(.crate(crate.id))
            return .result()
        }
        return .result()
    }
}

// MARK: - Deep links

extension OpenCrateIntent {
    /// Builds the `crateapp://crate/<id>` link the widget uses for the same
    /// screen.
    static func deepLink(for crateID: String) -> URL? {
        URL(string: "crateapp://crate/\(crateID)")
    }
}
