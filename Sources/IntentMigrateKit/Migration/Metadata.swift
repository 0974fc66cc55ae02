/// The titles and descriptions a person writes for Siri, as the Siri readiness checks read them: an intent's
/// static `title` and `description`, and the `title:` and `description:` arguments of each `@Parameter` and
/// entity property (`@Property`, `@ComputedProperty`, `@DeferredProperty`).
package struct MetadataText {
    /// A string literal of the expression: what it says, and where it starts.
    package struct Literal {
        package let text: String
        package let offset: Int
    }
    /// Every literal of the expression (`IntentDescription("…", searchKeywords: ["…"])` has several).
    package let literals: [Literal]
    /// What a person reads: the `defaultValue:` literal of a keyed resource, else the first literal.
    package let shown: Literal?
}

/// One thing that has a title and a description: an intent, one of its parameters, or an entity property.
package struct MetadataOwner {
    package enum Kind { case intent, parameter, property }
    package let kind: Kind
    /// In the user's words: `PlayAlbum`, `the parameter album of PlayAlbum`, `the property name of AlbumEntity`.
    package let subject: String
    package let title: MetadataText?
    package let description: MetadataText?
    /// The type it belongs to (index in the outline) and, for a member, where the member starts.
    package let typeIndex: Int
    package let memberStart: Int?
    /// A parameter's or property's declaration and attribute.
    package let property: PropertyDecl?
    package let attribute: Attribute?
}

extension FileContext {
    /// The string literals of a range (nil: none), and the one a person reads.
    package func metadataText(in range: Range<Int>?) -> MetadataText? {
        guard let range else { return nil }
        let indices = view.tokenIndices(in: range)
        var literals: [MetadataText.Literal] = []
        var shown: MetadataText.Literal?
        for i in indices where view.tokens[i].kind == .string {
            let literal = MetadataText.Literal(text: StringLiteral.value(source.text(view.tokens[i].range)), offset: view.tokens[i].range.lowerBound)
            literals.append(literal)
            if i >= indices.lowerBound + 2, token(i - 1, is: ":"), token(i - 2, is: "defaultValue") { shown = literal }
        }
        guard !literals.isEmpty else { return nil }
        return MetadataText(literals: literals, shown: shown ?? literals.first)
    }

    /// A type that App Intents reads metadata from: an intent or an entity (schema ones included).
    package func hasAppIntentsMetadata(_ type: TypeDecl) -> Bool {
        guard type.kind != .protocol else { return false }
        if type.attributes.contains(where: { TreeIndex.macroConformances[$0.name] != nil }) { return true }
        return reaches(type, anyOf: IntentProtocols.intentsAndEntities)
    }

    /// The type's own title and description (static members of this declaration), when it has either.
    package func intentMetadata(of type: TypeDecl, at index: Int) -> MetadataOwner? {
        func text(_ name: String) -> MetadataText? {
            guard let property = type.properties.first(where: { $0.isStatic && $0.name == name }) else { return nil }
            return metadataText(in: property.initializer ?? property.accessors)
        }
        let title = text("title"), description = text("description")
        guard title != nil || description != nil else { return nil }
        return MetadataOwner(kind: .intent, subject: type.simpleName, title: title, description: description,
                             typeIndex: index, memberStart: nil, property: nil, attribute: nil)
    }

    /// The type's `@Parameter`s (`parameters`) or entity properties (`!parameters`) with their `title:` and `description:`.
    package func memberMetadata(of type: TypeDecl, at index: Int, parameters: Bool) -> [MetadataOwner] {
        var owners: [MetadataOwner] = []
        for property in type.properties where !property.isStatic {
            let wanted: (Attribute) -> Bool = parameters ? { $0.name == "Parameter" } : { IntentProtocols.entityPropertyWrappers.contains($0.name) }
            guard let attribute = property.attributes.first(where: wanted), !hasTrait("transient", in: attribute) else { continue }
            let subject = "the \(parameters ? "parameter" : "property") \(property.name) of \(type.simpleName)"
            owners.append(MetadataOwner(kind: parameters ? .parameter : .property, subject: subject,
                                        title: metadataText(in: argumentText("title", in: attribute)),
                                        description: metadataText(in: argumentText("description", in: attribute)),
                                        typeIndex: index, memberStart: property.range.lowerBound, property: property, attribute: attribute))
        }
        return owners
    }

    /// True when a suppression comment turns `passID` off for the owner (its member or its type).
    package func isSuppressed(_ passID: PassID, _ owner: MetadataOwner) -> Bool {
        if let start = owner.memberStart { return isSuppressed(passID, member: start, type: owner.typeIndex) }
        return isSuppressed(passID, type: owner.typeIndex)
    }
}
