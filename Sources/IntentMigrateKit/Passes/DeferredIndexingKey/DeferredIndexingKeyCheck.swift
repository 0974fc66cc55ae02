/// Reports a `@DeferredProperty` that is the only place an indexed entity keeps a value it asks Spotlight to index.
///
/// Reports a warning on a `@DeferredProperty` with `indexingKey:` or `customIndexingKey:` in an `IndexedEntity`
/// when no `@Property` or `@ComputedProperty` of the type maps the same key and its `attributeSet` doesn't set
/// it: the system doesn't index deferred properties, so the value never reaches Spotlight or Siri. Rewrites nothing.
package struct DeferredIndexingKeyCheck: Pass {
    package let id: PassID = "deferred-indexing-key"
    package let summary = "check: a searchable value that only a @DeferredProperty holds (deferred properties aren't indexed)"
    package let triggerWords: [TriggerWord] = ["Entity"]
    package let isCheck = true
    package let explanation = """
    deferred-indexing-key — a searchable value only a deferred property holds

    The system doesn't index a @DeferredProperty when an IndexedEntity is donated to Spotlight, and
    doesn't send it to Siri up front. A deferred property with an `indexingKey:` or
    `customIndexingKey:` asks for a value to be searchable that never reaches the index. A warning
    when nothing else in the type carries that key: no @Property or @ComputedProperty with the same
    key, and no `attributeSet` that sets it. Put the value in a @Property or @ComputedProperty.

    Reported:
        struct AlbumEntity: IndexedEntity {
            @DeferredProperty(title: "Tracks", indexingKey: \\.textContent)
            var tracks: String { get async { await Tracklist.load(id) } }

    Not reported: a deferred property without a key; the same key on a @Property or
    @ComputedProperty of the type, or set in its `attributeSet`; entities that aren't indexed.

    Source: Apple, documentation/appintents/deferredproperty(title:) and
    …/deferredproperty(title:indexingkey:) ("The system doesn't index it when you donate an
    IndexedEntity to a Spotlight index"); the developer guide, "6. Make content
    findable and contextual" ("Put anything Siri needs to search on in a @Property or @ComputedProperty").
    """

    package init() {}

    package enum Message {
        package static func deferred(_ property: String, _ key: String) -> String {
            "@DeferredProperty \(property) maps \(key), but the system doesn't index deferred properties and nothing else in the entity sets it: move the value to a @Property or @ComputedProperty so Spotlight and Siri can search it"
        }
    }

    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        for (index, type) in file.outline.types.enumerated() where file.reaches(type, anyOf: [IntentProtocols.indexedEntity]) {
            // The type's declarations and extensions in this file.
            let bodies = file.outline.types.filter { $0.qualifiedName == type.qualifiedName }
            let members = bodies.flatMap(\.properties)
            for property in type.properties where !property.isStatic {
                guard let attribute = property.attributes.first(where: { $0.name == "DeferredProperty" }),
                      let label = IntentProtocols.indexingKeyLabels.first(where: { file.argumentLabel($0, in: attribute) != nil }),
                      let key = keyText(label, attribute, file),
                      !file.isSuppressed(id, member: property.range.lowerBound, type: index) else { continue }
                let elsewhere = members.contains { other in
                    other.attributes.contains { ["Property", "ComputedProperty"].contains($0.name) && keyText(label, $0, file) == key }
                }
                // `attributeSet` (or `defaultAttributeSet`) that assigns the same attribute: `attributes.textContent = …`.
                let component = String(key.split(separator: ".").last ?? Substring(key))
                let setInAttributes = members.contains { member in
                    ["attributeSet", "defaultAttributeSet"].contains(member.name) && assigns(component, in: member.accessors ?? member.initializer, file)
                }
                guard !elsewhere, !setInAttributes else { continue }
                output.findings.append(PassFinding(offset: attribute.range.lowerBound, severity: .warning, message: Message.deferred(property.name, key)))
            }
        }
        return output
    }

    /// The key argument's code without spaces (`\.textContent`, `.init("tracks")`).
    private func keyText(_ label: String, _ attribute: Attribute, _ file: FileContext) -> String? {
        guard let range = file.argumentText(label, in: attribute) else { return nil }
        return file.source.text(range).filter { !$0.isWhitespace }
    }

    /// The range assigns `.component =` somewhere.
    private func assigns(_ component: String, in range: Range<Int>?, _ file: FileContext) -> Bool {
        guard let range else { return false }
        let indices = file.view.tokenIndices(in: range)
        return indices.contains { i in
            i + 2 < indices.upperBound && file.token(i, is: ".") && file.token(i + 1, is: component) && file.token(i + 2, is: "=")
        }
    }
}
