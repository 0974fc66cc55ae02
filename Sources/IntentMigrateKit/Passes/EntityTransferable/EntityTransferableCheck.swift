/// Reports entities that a tool takes or returns but that conform to `Transferable` nowhere in their module.
///
/// Reports a note on the entity's declaration naming the tools: without a transferable representation Siri
/// can't hand the entity to another app. Generable entities are left out (Siri builds them from the request;
/// they don't travel). Rewrites nothing.
package struct EntityTransferableCheck: Pass {
    package let id: PassID = "entity-transferable"
    package let summary = "check: an entity a tool takes or returns with no Transferable conformance (Siri can't pass it on)"
    package let triggerWords: [TriggerWord] = ["Entity"]
    package let isCheck = true
    package let explanation = """
    entity-transferable — an entity a tool uses that Siri can't pass to another app

    People ask Siri for tasks across apps ("email my flight to my partner"), and data that passes
    from one app to another needs a representation the other app can handle. Apple: if your app
    intent uses custom app entities for its parameters or results, provide transferable
    representations for those entities. A note on each entity of the module that a tool (marked
    `@AppIntent(.tool)` or conforming to ToolIntent, in any file) takes as a `@Parameter` or
    returns (`ReturnsValue<…>`, alone or in an array), when the entity conforms to Transferable
    nowhere in its module.

    Reported:
        struct AlbumEntity: AppEntity { … }      // a tool returns it; no `extension AlbumEntity: Transferable`

    Not reported: an entity with a Transferable conformance in any file of its module; entities no
    tool uses (intents not yet marked count once `apply` marks them); generable entities.

    Source: Apple, "Bringing custom actions and content to Siri" ("Offer a transferable
    representation of your app entities"); the developer guide, "6. Make content findable and
    contextual"; the VinylCrate audit ("Let entities travel"); Apple,
    documentation/coretransferable/transferable.
    """

    package init() {}

    package enum Message {
        package static func missing(_ entity: String, _ tools: [String]) -> String {
            let named = tools.prefix(3).joined(separator: ", ") + (tools.count > 3 ? " and \(tools.count - 3) more" : "")
            return "\(entity) is taken or returned by the tool\(tools.count == 1 ? "" : "s") \(named) but conforms to Transferable nowhere in its module: Siri can't pass it to another app; add a Transferable conformance (a ProxyRepresentation of its text is a start)"
        }
    }

    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        let index = file.index
        for (i, type) in file.outline.types.enumerated() where [.struct, .class, .enum, .actor].contains(type.kind) {
            let name = type.qualifiedName
            guard file.reaches(type, anyOf: IntentProtocols.entities) || type.attributes.contains(where: { $0.name == "AppEntity" || $0.name == "AssistantEntity" }),
                  !index.isGenerable(name),
                  !file.reaches(type, anyOf: [IntentProtocols.transferable]), !file.isSuppressed(id, type: i) else { continue }
            let tools = index.tools(using: name)
            guard !tools.isEmpty else { continue }
            output.findings.append(PassFinding(offset: type.keywordOffset, severity: .note,
                                               message: Message.missing(type.qualifiedName, tools.map { $0.split(separator: ".").last.map(String.init) ?? $0 })))
        }
        return output
    }
}
