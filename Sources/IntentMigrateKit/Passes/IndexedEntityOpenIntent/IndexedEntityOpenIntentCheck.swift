/// Reports indexed entities that no `OpenIntent` in their module opens.
///
/// Reports a note on each `IndexedEntity` type (its declaration, not its extensions) when no intent in the
/// module that conforms to `OpenIntent`, or adopts the `.system.open` schema, has a `target` of that type: a tap
/// on the entity in Spotlight then launches the app instead of showing the item. Rewrites nothing.
package struct IndexedEntityOpenIntentCheck: Pass {
    package let id: PassID = "indexed-entity-open-intent"
    package let summary = "check: an IndexedEntity that no OpenIntent in its module opens"
    package let triggerWords: [TriggerWord] = [.code(IntentProtocols.indexedEntity)]
    package let isCheck = true
    package let explanation = """
    indexed-entity-open-intent — an indexed entity with no OpenIntent

    Siri and Spotlight find an app's content through the entities it indexes. Apple asks for an
    OpenIntent for each indexed entity type, so a tap on a result opens the right screen instead
    of just launching the app. A note on each IndexedEntity type when no intent in its module
    (any file) conforms to OpenIntent, or adopts `.system.open`, with a `target` of that type.

    Reported:
        struct CrateEntity: IndexedEntity { … }      // and no OpenIntent with `var target: CrateEntity`

    Not reported: an OpenIntent in another file of the module whose `target` is the entity
    (optional or not); entities that aren't IndexedEntity.

    Source: the developer guide, "6. Make content findable and contextual" ("Add an OpenIntent for
    each indexed entity type"); the VinylCrate audit ("Apple asks for an OpenIntent for each
    entity type you donate"); Apple, documentation/appintents/openintent ("Spotlight can populate
    this property with an entity someone found during a search") and …/openintent/target;
    documentation/appintents/appschema/systemintent/open.
    """

    package init() {}

    package enum Message {
        package static func missing(_ name: String) -> String {
            "\(name) is in the Spotlight index but no OpenIntent in its module has a target of type \(name): add one so a tap on a result opens it, not just the app"
        }
    }

    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        for (index, type) in file.outline.types.enumerated() where [.struct, .class, .enum, .actor].contains(type.kind) {
            guard file.reaches(type, anyOf: [IntentProtocols.indexedEntity]), !file.isSuppressed(id, type: index),
                  file.index.openIntents(of: type.qualifiedName).isEmpty else { continue }
            output.findings.append(PassFinding(offset: type.keywordOffset, severity: .note, message: Message.missing(type.qualifiedName)))
        }
        return output
    }
}
