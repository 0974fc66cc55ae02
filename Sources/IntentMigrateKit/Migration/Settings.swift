/// What a pass does with a change that needs a newer OS than the deployment floor.
public enum FloorPolicy: String, Sendable, CaseIterable {
    /// Gate the change with `@available` where Swift allows it, else skip it with a warning.
    case gate
    /// Never gate: skip the change and warn.
    case skip
    /// Write the plain change: the user is raising the floor.
    case ignore
}

/// Options that change what passes do, from the command line and the config file.
public struct Settings: Sendable {
    /// What each pass made of its own options (`tools.exclude`, `failureWords`: `PassOption`), once per run, by key
    /// (`Settings.value(_:)` asks).
    var preparedOptions: [String: any Sendable] = [:]
    /// `--floor`: replaces whatever the project files say.
    public var floorOverride: DeploymentFloor?
    public var floorPolicy: FloorPolicy = .gate
    /// How description and error placeholders are written (`--placeholder`).
    public var placeholder: PlaceholderStyle = .todo
    /// Every pass id there is (not only the selected ones): a suppression naming another is a note.
    public var knownPassIDs: [PassID] = []
    /// The availability check runs after the passes (`--skip availability` turns it off).
    public var checkAvailability = true
    /// `why`: passes say what they left alone and why (a return left as a success), not only what they changed.
    public var explainReturns = false

    public init() {}
}
