/// Reports properties of a generable entity whose type isn't one a model can fill in.
///
/// Reports an error on each `@Property` (and computed or deferred property) of an `@AppEntity(.generable)`
/// type whose type is a dictionary, a tuple, or a type of the module that is neither an `AppEnum`, a generable
/// entity nor a `@Generable` value (arrays and optionals of these are fine): the seeds call anything else a
/// compile error. Types from outside the module are left alone (their kind can't be told from here). Rewrites nothing.
package struct GenerablePropertyTypeCheck: Pass {
    package let id: PassID = "generable-property-type"
    package let summary = "check: a generable entity property whose type a model can't fill in (a compile error)"
    package let triggerWords: [TriggerWord] = ["Entity"]
    package let isCheck = true
    package let explanation = """
    generable-property-type — a generable entity property of a type the model can't generate

    `@AppEntity(.generable)` lets Siri build the entity straight from a request. Every property of
    a generable entity has to be a plain value (Int, String, Date, …), an AppEnum, another
    generable entity, or an array of these; anything else is a compile error. An error on each
    property whose type is a dictionary, a tuple, or a type declared in the module that is none of
    those (a non-generable entity, a plain struct or enum). Types from other modules and the SDK
    are not judged.

    Reported:
        @AppEntity(.generable)
        struct TableSearch: TransientAppEntity {
            @Property(title: "Restaurant") var restaurant: RestaurantEntity   // an ordinary entity

    Not reported: String, Int, Date and other outside types; an AppEnum; another generable
    entity; a `@Generable` value; arrays and optionals of these; entities that aren't generable.

    Source: the developer guide, "5. Let Siri create entities from the request" ("Anything else is
    a compile error"); Apple, "Bringing custom actions and content to Siri" ("Make sure your
    generable entity's properties are also generable types"); documentation/appintents/generableentity,
    …/appentitytraits/generable, …/appentity(_:).
    """

    package init() {}

    package enum Message {
        package static let rule = "a generable entity's properties must be plain values, AppEnums, generable entities or arrays of these, or it doesn't compile"
        package static func entity(_ property: String, _ type: String) -> String {
            "\(property) has the type \(type), an entity that isn't generable; \(rule): mark \(type) @AppEntity(.generable), or hold its identifier"
        }
        package static func plain(_ property: String, _ type: String) -> String {
            "\(property) has the type \(type), neither an AppEnum nor a generable entity; \(rule)"
        }
        package static func shape(_ property: String, _ written: String) -> String { "\(property) has the type \(written), not a plain value; \(rule)" }
    }

    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        for (index, type) in file.outline.types.enumerated() where isGenerable(type, file) {
            for property in type.properties where !property.isStatic {
                guard property.attributes.contains(where: { IntentProtocols.entityPropertyWrappers.contains($0.name) }),
                      let annotation = property.typeAnnotation,
                      !file.isSuppressed(id, member: property.range.lowerBound, type: index) else { continue }
                let written = file.source.text(annotation)
                let reference = TypeReference(written)
                let offset = property.attributes.first!.range.lowerBound
                guard let name = reference.name else {
                    output.findings.append(PassFinding(offset: offset, severity: .error, message: Message.shape(property.name, written)))
                    continue
                }
                guard let own = file.index.resolve(name, in: type.qualifiedName) else { continue }
                let index = file.index
                if index.reaches(own, IntentProtocols.appEnum) || index.isGenerable(own) || index.isGenerableValue(own) { continue }
                let isEntity = index.anyBase(ofType: own) { IntentProtocols.entities.contains($0) }
                output.findings.append(PassFinding(offset: offset, severity: .error,
                                                   message: isEntity ? Message.entity(property.name, name) : Message.plain(property.name, name)))
            }
        }
        return output
    }

    private func isGenerable(_ type: TypeDecl, _ file: FileContext) -> Bool {
        guard [.struct, .class, .extension].contains(type.kind) else { return false }
        if type.attributes.contains(where: { $0.name == "AppEntity" && $0.traits(view: file.view, bytes: file.source.bytes).contains("generable") }) {
            return true
        }
        return file.index.isGenerable(type.qualifiedName) || file.reaches(type, anyOf: [IntentProtocols.generableEntity])
    }
}
