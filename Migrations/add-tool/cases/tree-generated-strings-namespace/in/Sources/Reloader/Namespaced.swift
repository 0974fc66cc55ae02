import AppIntents

extension L10n.Widgets.ReloadWidgets {
    // Inside the namespace, `AppIntent` is the generated enum: not an intent.
    struct Helper: AppIntent {
        static let title = "Helper"
        func perform() {}
    }
}
