/// Reports entity properties that are `visibility: .internal` and also carry a Spotlight indexing key.
///
/// Reports a warning: the indexing key puts the property in the Spotlight index, where Siri and search
/// find it again, so `.internal` no longer keeps it to the app. Rewrites nothing (which one to drop is a decision).
package struct InternalIndexingKeyCheck: Pass {
    package let id: PassID = "internal-indexing-key"
    package let summary = "check: an entity property kept internal but given a Spotlight indexing key"
    package let triggerWords: [TriggerWord] = ["Entity"]
    package let isCheck = true
    package let explanation = """
    internal-indexing-key — an internal entity property that Spotlight indexes anyway

    `visibility: .internal` limits an entity property to the app and its extensions: Siri,
    Shortcuts and other system features don't surface or read it. An `indexingKey:` or
    `customIndexingKey:` on the same property maps it into the Spotlight index, which makes it
    discoverable again. Apple: don't combine them. A warning on the attribute; nothing is rewritten:
    drop the key, or the `.internal` if the property is meant to be found.

    Reported:
        @ComputedProperty(title: "Tax ID", visibility: .internal, indexingKey: \\.identifier)
        var taxID: String { record.taxID }

    Not reported: `.internal` without a key, a key without `.internal`, properties of types that
    aren't entities.

    Source: Apple, documentation/appintents/intentvisibility ("Don't combine the internal option
    with an indexing key for Spotlight") and …/intentvisibility/internal; the developer guide,
    "4. Describe entities and protect sensitive data"; Apple, "Bringing custom actions and content
    to Siri" (Add information to your app entities).
    """

    package init() {}

    package enum Message {
        package static func combined(_ wrapper: String, _ property: String, _ key: String) -> String {
            "@\(wrapper) \(property) is internal to the app but its \(key) puts it in the Spotlight index, where Siri and search find it again: drop \(key): or visibility: .internal"
        }
    }

    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        for (index, type) in file.outline.types.enumerated() where file.hasAppIntentsMetadata(type) {
            for property in type.properties where !property.isStatic {
                guard let attribute = property.attributes.first(where: { IntentProtocols.entityPropertyWrappers.contains($0.name) }),
                      let visibility = file.argumentText("visibility", in: attribute),
                      file.view.tokenIndices(in: visibility).contains(where: { file.token($0, is: "internal") }),
                      let key = IntentProtocols.indexingKeyLabels.first(where: { file.argumentLabel($0, in: attribute) != nil }),
                      !file.isSuppressed(id, member: property.range.lowerBound, type: index) else { continue }
                output.findings.append(PassFinding(offset: attribute.range.lowerBound, severity: .warning,
                                                   message: Message.combined(attribute.name, property.name, key)))
            }
        }
        return output
    }
}
