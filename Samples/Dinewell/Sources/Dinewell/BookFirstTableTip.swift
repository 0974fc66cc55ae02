//
//  BookFirstTableTip.swift
//  Dinewell
//
//  In a file of its own: TipKit's `@Parameter` macro and App Intents'
//  `@Parameter` share a name, so a file that imports both frameworks
//  can't use either unqualified.
//

import SwiftUI
import TipKit

// MARK: - Tip

/// Suggests asking Siri once someone has booked by hand at least once.
///
/// TipKit's `@Parameter` is a tip rule input, not an intent parameter.
struct BookFirstTableTip: Tip {
    @Parameter static var hasBooked: Bool = false

    @Parameter(.transient)
    static var isShowingMap: Bool = false

    var title: Text {
        Text("Book by voice")
    }

    var message: Text? {
        Text("Say “Book Café Lumière for four at eight” next time.")
    }

    var image: Image? {
        Image(systemName: "fork.knife")
    }

    var rules: [Rule] {
        #Rule(Self.$hasBooked) { $0 == true }
        #Rule(Self.$isShowingMap) { $0 == false }
    }
}
