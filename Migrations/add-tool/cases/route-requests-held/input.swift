import AppIntents

/// Leaves a request for the app, which picks the tab when it comes forward: what the person gets is the app's call.
struct RunSpeedTestIntent: AppIntent {
    static let title: LocalizedStringResource = "Run Speed Test"
    static let openAppWhenRun = true

    @MainActor
    func perform() async throws -> some IntentResult {
        PendingRoute.requestSpeedTest()
        return .result()
    }
}

/// Measures here and says the result: a tool.
struct MeasureLatencyIntent: AppIntent {
    static let title: LocalizedStringResource = "Measure Latency"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let milliseconds = try await LatencyProbe.shared.measure()
        return .result(dialog: "Latency is \(milliseconds) ms.")
    }
}

/// Records the ride the person asked for: "Route" inside a name is a route the app keeps, not where it goes.
struct StartRideIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Ride"
    static let openAppWhenRun = true

    @MainActor
    func perform() async throws -> some IntentResult {
        RouteTracker.shared.startRecording()
        return .result()
    }
}
