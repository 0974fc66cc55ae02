/// The passes in the order they run. The pipeline takes this list; it never names a pass.
public enum Passes {
    public static let all: [any Pass] = [
        AddToolPass(),         // first: decides which plain intents become tools
        SchemaToolPass(),      // after add-tool, which leaves schema intents to it
        SupportedModesPass(),  // independent of tools; before describe, which inserts after `title`
        DescribePass(),        // after add-tool and schema-tool: describes the tools they marked
        ThrowStubsPass(),      // last of the passes that edit: its error enum goes after the intent, clear of every other insertion
        // The Siri readiness checks: they report and never edit, so they come after every edit and judge the
        // file as `apply` would leave it (the tools add-tool just marked, the descriptions describe added).
        InternalIndexingKeyCheck(),
        DefaultSpotlightIndexCheck(),
        IndexedEntityOpenIntentCheck(),
        DeferredIndexingKeyCheck(),
        GenerablePropertyTypeCheck(),
        EntityTransferableCheck(),
        AppleTrademarkCheck(),
        DescriptionRestatesTitleCheck(),
        ParameterRangeUnitCheck(),
        SimilarToolsCheck(),
        SkillsBundleCheck(),   // a tree check: the skills bundles beside the Swift files, once per run
    ]

    /// The ids, in order.
    public static var ids: [PassID] { all.map(\.id) }

    /// The passes' own keys in `.intent-migrate.json` (`tools.exclude`, `schemas`, `failureWords`), each declared by its pass.
    public static var options: [AnyPassOption] { all.compactMap { ($0 as? any ConfigurablePass)?.options }.flatMap { $0 } }

    /// The types of facts the passes collect from every file of a module (`CollectingPass`).
    /// Worked out once: every file's index asks for it.
    package static let collectedFacts: [any ModuleFacts.Type] = all.compactMap { ($0 as? any CollectingPass)?.factsType }

    /// Selects passes by `--only`/`--skip`; an unknown id is returned as an error.
    public static func select(only: [PassID]?, skip: [PassID]) -> Result<[any Pass], UnknownPassError> {
        let known = Set(ids)
        if let bad = ((only ?? []) + skip).first(where: { !known.contains($0) }) {
            return .failure(UnknownPassError(id: bad, valid: ids))
        }
        return .success(all.filter { (only == nil || only!.contains($0.id)) && !skip.contains($0.id) })
    }
}

/// `--only`/`--skip` named a pass that doesn't exist.
public struct UnknownPassError: Error, CustomStringConvertible, Sendable {
    public let id: PassID
    public let valid: [PassID]
    public var description: String {
        let hint = closest(to: id.rawValue, among: valid.map(\.rawValue)).map { " (did you mean \($0)?)" } ?? ""
        return "unknown pass '\(id)'\(hint); valid passes: \(valid.map(\.rawValue).joined(separator: ", "))"
    }
}
