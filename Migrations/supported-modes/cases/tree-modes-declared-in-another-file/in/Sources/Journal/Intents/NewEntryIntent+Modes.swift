import AppIntents

extension NewEntryIntent {
    /// Writing happens in the app: the composer needs the keyboard.
    static var supportedModes: IntentModes { .foreground }
}
