import AppIntents

// Live Activity buttons run in the app's process on iOS; elsewhere the same intents are plain App Intents.
#if os(iOS)
typealias TimerAction = LiveActivityIntent
#else
typealias TimerAction = AppIntent
#endif
