/// The lowest OS version per platform a project supports, and where that was found.
public struct DeploymentFloor: Sendable, Hashable {
    /// Platform → lowest version. The keys are the platforms the project builds for.
    public var versions: [Platform: OSVersion]
    /// The file the floor came from, as shown to the user (`--floor` when given on the command line).
    public var source: String
    /// False when nothing named a floor: every platform is taken at its first App Intents release.
    public var isKnown: Bool

    public init(versions: [Platform: OSVersion], source: String, isKnown: Bool = true) {
        self.versions = versions
        self.source = source
        self.isKnown = isKnown
    }

    /// Each platform at its first App Intents release. Source: the specification "Availability floor".
    public static let unknown = DeploymentFloor(versions: [
        .iOS: OSVersion([16, 0]), .macOS: OSVersion([13, 0]), .watchOS: OSVersion([9, 0]),
        .tvOS: OSVersion([16, 0]), .visionOS: OSVersion([1, 0]),
    ], source: "no deployment target found", isKnown: false)

    /// The platforms the project builds for, in a stable order.
    public var platforms: [Platform] { versions.keys.sorted() }

    /// Parses `iOS=26.0,macOS=15.0` (`--floor`).
    public static func parse(_ text: String, source: String = "--floor") -> DeploymentFloor? {
        var versions: [Platform: OSVersion] = [:]
        for item in text.split(separator: ",") {
            let pair = item.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace(newlines: false) }
            guard pair.count == 2, let platform = Platform(spelling: pair[0]), let version = OSVersion(pair[1]) else { return nil }
            versions[platform] = version
        }
        return versions.isEmpty ? nil : DeploymentFloor(versions: versions, source: source)
    }

    /// This floor raised by an `@available(iOS 27.3, macOS 27.3, *)` around a declaration.
    package func raised(by availability: [Platform: OSVersion]) -> DeploymentFloor {
        var copy = self
        for (platform, version) in availability where copy.versions[platform].map({ $0 < version }) ?? false {
            copy.versions[platform] = version
        }
        return copy
    }

    /// The building platforms below `needed`, with their floor.
    package func shortfall(_ needed: [Platform: OSVersion]) -> [(Platform, needs: OSVersion, floor: OSVersion)] {
        platforms.compactMap { platform in
            guard let need = needed[platform], let have = versions[platform], have < need else { return nil }
            return (platform, need, have)
        }
    }

    /// The building platforms where the construct doesn't exist at all (absent from `needed`).
    package func unavailable(_ needed: [Platform: OSVersion]) -> [Platform] {
        platforms.filter { needed[$0] == nil }
    }

    /// `iOS 17.0, macOS 14.0` for the given platforms.
    package func describe(_ platforms: [Platform]) -> String {
        platforms.compactMap { p in versions[p].map { "\(p.rawValue) \($0)" } }.joined(separator: ", ")
    }
}
