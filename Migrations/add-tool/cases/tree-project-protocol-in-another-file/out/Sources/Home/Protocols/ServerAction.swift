import AppIntents

/// Every action that talks to a server.
protocol ServerAction: AppIntent {
    var serverName: String { get }
}
