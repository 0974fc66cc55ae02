import AppIntents

// The app's spoken answers, kept in one place. This file names no intent.
extension IntentDialog {
    static var tunnelUp: IntentDialog { "You're connected." }
    static var tunnelTimedOut: IntentDialog { "The tunnel is taking too long to come up. Check the app and try again." }
}
