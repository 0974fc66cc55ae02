/// An Apple platform a project can build for.
public enum Platform: String, Sendable, CaseIterable, Codable, Comparable {
    case iOS, macOS, watchOS, tvOS, visionOS

    /// The order of `allCases`, without building that array per comparison.
    package var rank: Int {
        switch self {
        case .iOS: 0
        case .macOS: 1
        case .watchOS: 2
        case .tvOS: 3
        case .visionOS: 4
        }
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.rank < rhs.rank }

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

/// A dotted OS version such as 26.0 or 27.3 (up to three parts, kept inline: versions are compared and
/// printed for every construct checked against a floor).
public struct OSVersion: Sendable, Comparable, Hashable, CustomStringConvertible {
    package let major: Int32, minor: Int32, patch: Int32
    /// How many parts were written (1–3): `26` prints as `26.0`, `17.4.1` keeps its third part.
    package let count: Int8

    /// The parts as written.
    public var parts: [Int] { Array([Int(major), Int(minor), Int(patch)].prefix(Int(count))) }

    /// One to three parts (more are dropped, an empty list is 0, each part is clamped to 32 bits).
    public init(_ parts: [Int]) {
        major = Int32(clamping: parts.first ?? 0)
        minor = parts.count > 1 ? Int32(clamping: parts[1]) : 0
        patch = parts.count > 2 ? Int32(clamping: parts[2]) : 0
        count = Int8(min(max(parts.count, 1), 3))
    }

    public init?(_ text: String) { self.init(utf8: Substring(text).utf8) }

    /// Digits and dots, with quotes or spaces around them allowed.
    package init?<Bytes: BidirectionalCollection>(utf8 text: Bytes) where Bytes.Element == UInt8, Bytes.SubSequence == Bytes {
        var bytes = text
        func trimmed(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") }
        while let first = bytes.first, trimmed(first) { bytes = bytes.dropFirst() }
        while let last = bytes.last, trimmed(last) { bytes = bytes.dropLast() }
        var parts: (Int32, Int32, Int32) = (0, 0, 0)
        var count = 0
        var value: Int32 = 0, digits = 0
        func finish() -> Bool {
            guard digits > 0, count < 3 else { return false }
            switch count {
            case 0: parts.0 = value
            case 1: parts.1 = value
            default: parts.2 = value
            }
            count += 1
            value = 0; digits = 0
            return true
        }
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard finish() else { return nil }
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                guard digits < 9 else { return nil }
                value = value * 10 + Int32(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                return nil
            }
        }
        guard finish() else { return nil }
        (major, minor, patch) = parts
        self.count = Int8(count)
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// `26` equals `26.0`: missing parts count as zero.
    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) == (rhs.major, rhs.minor, rhs.patch)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(major); hasher.combine(minor); hasher.combine(patch)
    }

    /// `26.0`, `27.3`: at least major.minor.
    public var description: String { count > 2 ? "\(major).\(minor).\(patch)" : "\(major).\(minor)" }
}
