/// When each construct the passes add or meet became available. One row per construct, with its source.
package enum Availability {
    package struct Row: Sendable {
        /// How messages name the construct, e.g. `@Property(description:)`.
        package let construct: String
        package let introduced: [Platform: OSVersion]
        package let source: String
        /// Checked only against a floor a project names: code using it builds already, and the first App Intents
        /// release taken when no project says would flag every use (the 18.0 schema domains).
        package var onlyAgainstKnownFloor = false
    }

    package static func all(_ version: OSVersion) -> [Platform: OSVersion] {
        Dictionary(uniqueKeysWithValues: Platform.allCases.map { ($0, version) })
    }

    /// iOS (and iPadOS, Mac Catalyst), macOS and visionOS at `version`: where Apple's newest App Intents APIs
    /// exist (not tvOS or watchOS).
    package static func apple(_ version: OSVersion) -> [Platform: OSVersion] { [.iOS: version, .macOS: version, .visionOS: version] }

    package static let v26 = OSVersion([26, 0]), v27 = OSVersion([27, 0]), v27_3 = OSVersion([27, 3])

    /// `IntentModes` and `AppIntent.supportedModes`: 26.0 on every platform.
    package static let supportedModes = Row(construct: "supportedModes (IntentModes)", introduced: all(v26),
        source: "documentation/appintents/intentmodes; documentation/appintents/appintent/supportedmodes")
    package static let computedProperty = Row(construct: "@ComputedProperty", introduced: all(v26),
        source: "documentation/appintents/computedproperty")
    package static let deferredProperty = Row(construct: "@DeferredProperty", introduced: all(v26),
        source: "documentation/appintents/deferredproperty(title:)")
    /// `@Property(title:description:authenticationPolicy:visibility:)` and the other entity property descriptions:
    /// 27.3 on every platform.
    package static let propertyDescription = Row(construct: "@Property(description:)", introduced: all(v27_3),
        source: "documentation/appintents/entityproperty/init(title:description:authenticationPolicy:visibility:); documentation/appintents/deferredproperty(title:description:authenticationpolicy:visibility:)")
    package static let generableEntity = Row(construct: "@AppEntity(.generable)", introduced: apple(v27_3),
        source: "documentation/appintents/appentitytraits/generable; documentation/appintents/appentity(_:)")
    package static let indexedEntityQuery = Row(construct: "IndexedEntityQuery", introduced: apple(v27),
        source: "documentation/appintents/indexedentityquery")
    /// `ToolIntent`, which `@AppIntent(.tool)` adds: 27.3 on iOS, iPadOS, Mac Catalyst, macOS and visionOS.
    package static let toolIntent = Row(construct: "ToolIntent (@AppIntent(.tool))", introduced: apple(v27_3),
        source: "documentation/appintents/toolintent; documentation/appintents/appintenttraits/tool")

    /// Every fixed row, for the tests that hold the table to its sources.
    package static let rows: [Row] = [supportedModes, computedProperty, deferredProperty, propertyDescription, generableEntity,
                                     indexedEntityQuery, toolIntent]

    /// Where `ToolIntent` (what `@AppIntent(.tool)` adds) exists: not watchOS or tvOS.
    package static var toolIntentPlatforms: Set<Platform> { Set(toolIntent.introduced.keys) }

    /// Schema domains by when they arrived. The 18.0 ones: iOS 18.0, macOS 15.0, visionOS 2.0, no tvOS or watchOS.
    /// Source: documentation/appintents/appschema/<domain>intent (each domain's protocol page).
    package static let schemaDomains18: Set<String> = ["books", "browser", "journal", "presentation", "reader", "spreadsheet",
                                                      "whiteboard", "wordProcessor", "files", "mail", "photos", "camera", "system"]
    /// Domains introduced in 27.0 (iOS, macOS, visionOS). Source: documentation/appintents/appschema/<domain>intent.
    package static let schemaDomains27: Set<String> = ["audio", "messages", "notes", "reminders", "calendar", "clock", "maps", "phone"]
    /// Individual 27.0 schemas in older domains. Source: documentation/appintents/appschema/systemintent/open,
    /// …/systemintent/searchinapp, …/mailintent/opendraft, …/mailintent/openmessage, …/photosintent/editasset.
    package static let schemas27: Set<String> = ["system.open", "system.searchInApp", "mail.openDraft", "mail.openMessage", "photos.editAsset"]
    /// Schemas deprecated in 27.0, with what replaces them. Source: documentation/appintents/appschema/photosintent/search
    /// ("Use .system.searchInApp instead"); documentation/appintents/appschema/systemintent/search (available 18.0–27.0).
    package static let deprecatedSchemas27: [String: String] = ["system.search": "system.searchInApp", "photos.search": "system.searchInApp"]

    /// The row for a schema: when it arrived, and on which platforms. Nil for a domain the table doesn't know.
    package static func schema(domain: String, name: String) -> Row? {
        let construct = "schema .\(domain).\(name)"
        if schemas27.contains("\(domain).\(name)") || schemaDomains27.contains(domain) {
            return Row(construct: construct, introduced: apple(v27), source: "documentation/appintents/appschema/\(domain.lowercased())intent")
        }
        if domain == "video" {
            // iOS, iPadOS, tvOS and visionOS 27.3; not macOS or watchOS. Source: documentation/appintents/appschema/videointent
            return Row(construct: construct, introduced: [.iOS: v27_3, .tvOS: v27_3, .visionOS: v27_3], source: "documentation/appintents/appschema/videointent")
        }
        if schemaDomains18.contains(domain) {
            return Row(construct: construct, introduced: [.iOS: OSVersion([18, 0]), .macOS: OSVersion([15, 0]), .visionOS: OSVersion([2, 0])],
                       source: "documentation/appintents/appschema/\(domain.lowercased())intent", onlyAgainstKnownFloor: true)
        }
        return nil
    }
}
