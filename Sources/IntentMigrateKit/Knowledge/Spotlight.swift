/// Core Spotlight's App Intents API, as the Siri readiness checks need it.
package enum Spotlight {
    /// The index class. Source: documentation/corespotlight/cssearchableindex
    package static let index = "CSSearchableIndex"
    /// The default index: "use it only during prototyping or testing … In your production code, create named
    /// indexes using init(name:)". Source: documentation/corespotlight/cssearchableindex/default();
    /// the Siri AI developer guide (docs/sources.md) ("index the entities in a named index (Apple reserves the default index for prototyping)").
    package static let defaultIndex = "default"
    /// The methods that put app entities into an index or take them out. Source:
    /// documentation/corespotlight/cssearchableindex/indexappentities(_:priority:),
    /// …/deleteappentities(identifiedby:oftype:), …/deleteappentities(oftype:)
    package static let appEntityMethods: Set<String> = ["indexAppEntities", "deleteAppEntities"]
}
