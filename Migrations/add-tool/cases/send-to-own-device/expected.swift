import AppIntents

struct Route: Sendable {
    let name: String
}

enum RouteStore {
    static func route(named name: String) -> Route? { name.isEmpty ? nil : Route(name: name) }
    static func transferToWatch(_ route: Route) async {}
    static func share(_ route: Route, with friend: String) async {}
    static func mirrorLastRide() async {}
    static func sendFace(to friend: String) async {}
    static func text(_ route: Route, to number: String) async {}
}

/// Moves a route from the phone to the person's own watch: it reaches no one, so it is marked.
@AppIntent(.tool)
struct SendRouteToWatchIntent: AppIntent {
    static let title: LocalizedStringResource = "Send Route to Watch"

    @Parameter(title: "Route") var routeName: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let route = RouteStore.route(named: routeName) else {
            throw RouteError.notFound
        }
        await RouteStore.transferToWatch(route)
        return .result(dialog: "Sending \(route.name) to your watch.")
    }
}

/// The same words with a device named only by the title: "to" and a device after it.
@AppIntent(.tool)
struct ShareRideIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Ride to TV"

    func perform() async throws -> some IntentResult {
        await RouteStore.mirrorLastRide()
        return .result()
    }
}

/// Sharing with a friend reaches another person: held for a decision.
struct ShareRouteIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Route"

    @Parameter(title: "Route") var routeName: String
    @Parameter(title: "Friend") var friend: String

    func perform() async throws -> some IntentResult {
        guard let route = RouteStore.route(named: routeName) else {
            throw RouteError.notFound
        }
        await RouteStore.share(route, with: friend)
        return .result()
    }
}

/// A device named without "to" (what is sent, not where): still reaches someone.
struct SendWatchFaceIntent: AppIntent {
    static let title: LocalizedStringResource = "Send Watch Face"

    @Parameter(title: "Friend") var friend: String

    func perform() async throws -> some IntentResult {
        await RouteStore.sendFace(to: friend)
        return .result()
    }
}

enum RouteError: Error {
    case notFound
}

/// A phone *number* is someone else's: "to" and a device word that doesn't end the phrase reach a person.
struct SendRouteToPhoneNumberIntent: AppIntent {
    static let title: LocalizedStringResource = "Send Route to Phone Number"

    @Parameter(title: "Route") var routeName: String
    @Parameter(title: "Number") var number: String

    func perform() async throws -> some IntentResult {
        guard let route = RouteStore.route(named: routeName) else {
            throw RouteError.notFound
        }
        await RouteStore.text(route, to: number)
        return .result()
    }
}
