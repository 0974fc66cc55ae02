import Foundation

/// An Apple platform a project can build for.
public enum Platform: String, Sendable, CaseIterable, Codable, Comparable {
    case iOS, macOS, watchOS, tvOS, visionOS

    /// The order of `allCases`, without building that array per comparison.
    var rank: Int {
        switch self {
        case .iOS: 0
        case .macOS: 1
        case .watchOS: 2
        case .tvOS: 3
        case .visionOS: 4
        }
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.rank < rhs.rank }
    public static func == (lhs: Platform, rhs: Platform) -> Bool { lhs.rank == rhs.rank }
    /// By case, not by the raw string (floors are dictionaries keyed by platform).
    public func hash(into hasher: inout Hasher) { hasher.combine(rank) }

    /// `init(spelling:)` on bytes: the usual spellings compared in place, others through the string.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        for platform in Platform.allCases where bytes.elementsEqual(platform.rawValue.utf8) { self = platform; return }
        // `*` and `iOS 26.0` (a whole item of the short form) name no platform.
        if bytes.isEmpty || bytes.contains(UInt8(ascii: "*")) || bytes.contains(0x20) { return nil }
        self.init(spelling: String(decoding: bytes, as: UTF8.self))
    }

    /// Accepts the spellings used in `@available` and build settings (`xrOS`, `macCatalyst` excluded).
    public init?(spelling: String) {
        // The usual spellings first, without lowercasing (which allocates).
        switch spelling {
        case "iOS": self = .iOS; return
        case "macOS": self = .macOS; return
        case "watchOS": self = .watchOS; return
        case "tvOS": self = .tvOS; return
        case "visionOS": self = .visionOS; return
        case "*": return nil
        default: break
        }
        switch spelling.lowercased() {
        case "ios", "ipados": self = .iOS
        case "macos", "osx", "macosx": self = .macOS
        case "watchos": self = .watchOS
        case "tvos": self = .tvOS
        case "visionos", "xros": self = .visionOS
        default: return nil
        }
    }
}

/// A dotted OS version such as 26.0 or 27.3.
public struct OSVersion: Sendable, Comparable, Hashable, CustomStringConvertible, Codable {
    public let parts: [Int]

    public init(_ parts: [Int]) { self.parts = parts }

    public init?(_ text: String) { self.init(utf8: Substring(text).utf8) }

    /// Digits and dots, with quotes or spaces around them allowed.
    init?<Bytes: BidirectionalCollection>(utf8 text: Bytes) where Bytes.Element == UInt8, Bytes.SubSequence == Bytes {
        var bytes = text
        func trimmed(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") }
        while let first = bytes.first, trimmed(first) { bytes = bytes.dropFirst() }
        while let last = bytes.last, trimmed(last) { bytes = bytes.dropLast() }
        var parts: [Int] = []
        var value = 0, digits = 0
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard digits > 0 else { return nil }
                parts.append(value)
                value = 0; digits = 0
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                guard digits < 9 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        parts.append(value)
        guard parts.count <= 3 else { return nil }
        self.parts = parts
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        for i in 0..<max(lhs.parts.count, rhs.parts.count) {
            let a = i < lhs.parts.count ? lhs.parts[i] : 0, b = i < rhs.parts.count ? rhs.parts[i] : 0
            if a != b { return a < b }
        }
        return false
    }

    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
    public func hash(into hasher: inout Hasher) {
        var trimmed = parts
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    /// `26.0`, `27.3`: at least major.minor.
    public var description: String {
        var text = ""
        append(to: &text)
        return text
    }

    /// Appends `description` to `text`.
    func append(to text: inout String) {
        guard let first = parts.first else { text += "0.0"; return }
        text += String(first)
        text += "."
        text += parts.count == 1 ? "0" : String(parts[1])
        for part in parts.dropFirst(2) { text += "."; text += String(part) }
    }
}

/// The lowest OS version per platform a project supports, and where that was found.
public struct DeploymentFloor: Sendable, Equatable {
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

    /// Each platform at its first App Intents release. Source: SPEC "Availability floor".
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
    public func raised(by availability: [Platform: OSVersion]) -> DeploymentFloor {
        var copy = self
        for (platform, version) in availability where copy.versions[platform].map({ $0 < version }) ?? false {
            copy.versions[platform] = version
        }
        return copy
    }

    /// The building platforms below `needed`, with their floor.
    public func shortfall(_ needed: [Platform: OSVersion]) -> [(Platform, needs: OSVersion, floor: OSVersion)] {
        platforms.compactMap { platform in
            guard let need = needed[platform], let have = versions[platform], have < need else { return nil }
            return (platform, need, have)
        }
    }

    /// `iOS 17.0, macOS 14.0` for the given platforms.
    public func describe(_ platforms: [Platform]) -> String {
        platforms.compactMap { p in versions[p].map { "\(p.rawValue) \($0)" } }.joined(separator: ", ")
    }
}
