import AppIntents

struct ConnectTunnelIntent: AppIntent {
    static let title: LocalizedStringResource = "Connect Tunnel"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        for _ in 0..<10 {
            if await TunnelManager.shared.isUp { return .result(dialog: .tunnelUp) }
            try await Task.sleep(for: .seconds(1))
        }
        return .result(dialog: .tunnelTimedOut)
    }
}
