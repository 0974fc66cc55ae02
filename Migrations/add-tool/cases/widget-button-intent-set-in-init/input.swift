import AppIntents
import SwiftUI
import WidgetKit

actor Codes {
    static let shared = Codes()
    func copy(_ secret: String) {}
    func reveal(_ secret: String) {}
    func refreshAll() {}
}

/// Copies a code the widget shows: the widget's button, which its view sets up in `init`.
struct CopyCodeIntent: AppIntent {
    static let title: LocalizedStringResource = "Copy Code"

    @Parameter(title: "Secret") var secret: String

    init() {}
    init(secret: String) { self.secret = secret }

    func perform() async throws -> some IntentResult {
        await Codes.shared.copy(secret)
        return .result()
    }
}

/// The other button the same view may hold.
struct RevealCodeIntent: AppIntent {
    static let title: LocalizedStringResource = "Reveal Code"

    @Parameter(title: "Secret") var secret: String

    init() {}
    init(secret: String) { self.secret = secret }

    func perform() async throws -> some IntentResult {
        await Codes.shared.reveal(secret)
        return .result()
    }
}

/// Something a person asks for, run by no button: marked.
struct RefreshCodesIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Codes"

    func perform() async throws -> some IntentResult {
        await Codes.shared.refreshAll()
        return .result()
    }
}

/// The button's intent is a stored property the view's `init` fills in; `Button(intent:)` takes the property.
struct CodeButton<Label: View>: View {
    private let intent: (any AppIntent)?
    private let label: () -> Label

    init(secret: String?, revealOnly: Bool, @ViewBuilder label: @escaping () -> Label) {
        if let secret, !revealOnly {
            self.intent = CopyCodeIntent(secret: secret)
        } else if let secret {
            self.intent = RevealCodeIntent(secret: secret)
        } else {
            self.intent = nil
        }
        self.label = label
    }

    var body: some View {
        if let intent {
            Button(intent: intent) { label() }
        } else {
            label()
        }
    }
}
