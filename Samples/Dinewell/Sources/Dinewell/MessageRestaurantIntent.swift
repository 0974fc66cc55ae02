//
//  MessageRestaurantIntent.swift
//  Dinewell
//
//  Chat with a restaurant about a booking ("tell Café Lumière we're running
//  ten minutes late"). Adopts the messages schema, which Siri already knows.
//

import AppIntents
import Foundation
#if canImport(UIKit)
import UIKit
#endif

// MARK: - Message a restaurant

/// Sends a chat message to a restaurant through Dinewell's inbox.
@available(iOS 27.0, macOS 27.0, *)
@AppIntent(schema: .messages.sendMessage)
struct MessageRestaurantIntent {
    @Parameter var recipients: [IntentPerson]
    @Parameter var content: String?

    func perform() async throws -> some IntentResult {
        let inbox = RestaurantInbox.shared
        let threads = try await inbox.threads(for: recipients.map(\.identifier))
        for thread in threads {
            try await inbox.send(content ?? "", in: thread)
        }

        #if canImport(UIKit)
        await UINotificationFeedbackGenerator().notificationOccurred(.success)
        #endif

        return .result()
    }
}

// MARK: - Message helpers

extension MessageRestaurantIntent {
    /// Restaurants can't read emoji shortcodes like ":wine_glass:"; drop
    /// them before sending.
    static func strippingShortcodes(from text: String) -> String {
        text.replacing(#/:[a-z0-9_+\-]+:/#, with: "")
    }

    /// "Running 10 min late" → 10, so the restaurant sees a structured delay.
    static func delayInMinutes(in text: String) -> Int? {
        text.firstMatch(of: #/(\d+)\s*(?:min|minutes)\b/#).flatMap { Int($0.output.1) }
    }
}
