/// When each construct the passes add or meet became available. One row per construct, with its source.
public enum Availability {
    public struct Row: Sendable {
        /// How messages name the construct, e.g. `@Property(description:)`.
        public let construct: String
        public let introduced: [Platform: OSVersion]
        public let source: String
    }

    static func all(_ version: OSVersion) -> [Platform: OSVersion] {
        Dictionary(uniqueKeysWithValues: Platform.allCases.map { ($0, version) })
    }

    static let v26 = OSVersion([26, 0]), v27 = OSVersion([27, 0]), v27_3 = OSVersion([27, 3])

    /// `IntentModes` and `AppIntent.supportedModes`.
    public static let supportedModes = Row(construct: "supportedModes (IntentModes)", introduced: all(v26),
        source: "documentation/appintents/intentmodes; seeds/vinylcrate-app-intents-audit.txt (Retire openAppWhenRun)")
    public static let computedProperty = Row(construct: "@ComputedProperty", introduced: all(v26),
        source: "documentation/appintents/computedproperty")
    public static let deferredProperty = Row(construct: "@DeferredProperty", introduced: all(v26),
        source: "documentation/appintents/deferredproperty")
    /// `@Property(title:description:…)` and the other entity property descriptions.
    public static let propertyDescription = Row(construct: "@Property(description:)", introduced: all(v27_3),
        source: "seeds/vinylcrate-app-intents-audit.txt (init(title:description:authenticationPolicy:visibility:) is iOS 27.3)")
    public static let generableEntity = Row(construct: "@AppEntity(.generable)", introduced: all(v27_3),
        source: "seeds/bringing-custom-actions-and-content-to-siri.md (Let Siri fill an app entity); documentation/appintents/generableentity")
    public static let indexedEntityQuery = Row(construct: "IndexedEntityQuery", introduced: all(v27),
        source: "seeds/vinylcrate-app-intents-audit.txt (IndexedEntityQuery is iOS 27.0)")

    /// Where `ToolIntent` (what `@AppIntent(.tool)` adds) exists: iOS, iPadOS, Mac Catalyst (both iOS here),
    /// macOS and visionOS; not watchOS or tvOS. Source: documentation/appintents/toolintent.
    public static let toolIntentPlatforms: Set<Platform> = [.iOS, .macOS, .visionOS]

    /// Schema domains introduced in 27.0 (the rest predate the preview).
    public static let schemaDomains27: Set<String> = ["audio", "messages", "notes", "reminders", "calendar", "clock", "maps", "phone"]
    /// Individual 27.0 schemas in older domains.
    public static let schemas27: Set<String> = ["system.open"]

    /// The row for a schema, when it is a 27.0 one. Source: SPEC "Availability floor"; the VinylCrate audit for `.system.open`.
    public static func schema(domain: String, name: String) -> Row? {
        guard schemaDomains27.contains(domain) || schemas27.contains("\(domain).\(name)") else { return nil }
        return Row(construct: "schema .\(domain).\(name)", introduced: all(v27),
                   source: "documentation/appintents/app-schema-domains")
    }
}
