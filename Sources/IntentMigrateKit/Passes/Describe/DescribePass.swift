/// Adds description placeholders Siri needs: tool intents, their parameters, entity properties.
///
/// Reports a warning for a `description` that isn't an `IntentDescription` (Siri doesn't read it),
/// for every unfinished placeholder still in the code, and (id `availability`) for entity
/// properties it can't describe below a 27.3 floor.
/// Rewrites: adds `static let description = IntentDescription("TODO: …")` to tool intents without
/// one, and `description: "TODO: …"` to `@Parameter` and to entity `@Property`,
/// `@ComputedProperty` and `@DeferredProperty` attributes without one.
package struct DescribePass: Pass {
    package static let id: PassID = "describe"
    package var id: PassID { Self.id }
    package let summary = "add description placeholders to tool intents, their parameters and entity properties"
    package let triggerWords: [TriggerWord] = ["@AppIntent", "Entity", .stringStart("TODO: describe"), "<#describe"]
    package let explanation = """
    describe — description placeholders Siri can't do without

    Siri chooses and fills a tool from its title and description, each parameter's title and
    description, and the title and description of every entity property. Write each description
    for someone who has never opened the app. This pass adds placeholders where they are missing,
    and `check` reports every placeholder still in the code as "unfinished description", so CI
    stays red until a person has written the words.

    Scope: tool intents (`@AppIntent(.tool)` without `schema:`: a schema brings its own
    description), their `@Parameter`s, and `@Property`/`@ComputedProperty`/`@DeferredProperty` of
    entity types. TipKit's `@Parameter`, static properties and `visibility: .internal` entity
    properties are never touched. `@Parameter(description:)` is iOS 16; the entity property
    `description:` argument is 27.3 and can't be gated, so below a 27.3 floor it is skipped with a
    deferred availability note, "waiting for a 27.3 floor" (unless --floor-policy ignore). --placeholder editor writes Xcode
    placeholders (<#…#>) that refuse to compile until filled.

    Before:
        @AppIntent(.tool)
        struct ShuffleCrate: AppIntent {
            static let title: LocalizedStringResource = "Shuffle Crate"
            @Parameter(title: "Crate")
            var crate: CrateEntity

    After:
        @AppIntent(.tool)
        struct ShuffleCrate: AppIntent {
            static let title: LocalizedStringResource = "Shuffle Crate"
            static let description = IntentDescription("TODO: describe what Shuffle Crate does, for someone who has never opened the app")
            @Parameter(title: "Crate", description: "TODO: describe the Crate parameter for someone who doesn't know the app")
            var crate: CrateEntity

    Source: Apple, "Bringing custom actions and content to Siri" (Provide additional information for
    app intents; Add information to your app entities); the developer guide (Describe intents and
    parameters; Describe entities); the VinylCrate audit (Write descriptions for a stranger, and watch
    the floor); the specification (4. describe; Availability floor).
    """

    package init() {}

    package enum Message {
        package static func intent(_ name: String) -> String { "add a description to the tool \(name): Siri reads it to choose the tool" }
        package static func parameter(_ name: String) -> String { "add a description to the parameter \(name): Siri reads it to fill the value" }
        package static func property(_ name: String) -> String { "add a description to the entity property \(name): Siri reads it to understand the entity" }
        package static func notIntentDescription(_ name: String) -> String {
            "\(name).description is not an IntentDescription: Siri does not read it; use static let description = IntentDescription(\"…\")"
        }
        package static func indexingKey(_ wrapper: String, _ key: String) -> String {
            "@\(wrapper) with \(key): has no initializer that also takes description:, so none is added (describe the entity in its displayRepresentation instead, or use @ComputedProperty)"
        }
        package static let unfinished = "unfinished description: write it for someone who has never opened the app"
        package static func skipped(_ shortfall: String) -> String { "\(shortfall): description not added (an argument can't be gated with @available)" }
    }


    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        for offset in Placeholder.unfinished(in: file, prefix: "describe ") {
            var finding = PassFinding(offset: offset, severity: .warning, message: Message.unfinished)
            finding.tally = DescribePass.unfinished
            output.findings.append(finding)
        }
        let style = file.settings.placeholder
        for (index, type) in file.outline.types.enumerated() where [.struct, .class, .actor, .enum].contains(type.kind) {
            if file.isToolIntent(type) {
                describeIntent(type, at: index, file, style, &output)
            } else if file.isEntity(type) {
                describeEntity(type, at: index, file, style, &output)
            }
        }
        return output
    }

    package func describeIntent(_ type: TypeDecl, at index: Int, _ file: FileContext, _ style: PlaceholderStyle, _ output: inout PassOutput) {
        guard !file.isSuppressed(id, type: index) else { return }
        let name = type.simpleName
        if let description = type.properties.first(where: { $0.isStatic && $0.name == "description" }) {
            let declared = description.typeAnnotation.map { file.source.text($0).mentions("IntentDescription") } == true
                || file.code(description.initializer ?? description.accessors, contains: "IntentDescription")
            if !declared {
                output.findings.append(PassFinding(offset: description.range.lowerBound, severity: .warning, message: Message.notIntentDescription(name)))
            }
        } else if !file.index.declares(staticMember: "description", in: type.qualifiedName) {
            let titleProperty = type.property(named: "title")
            let titleRange = titleProperty?.initializer ?? titleProperty?.accessors
            let titleText = titleRange.flatMap(file.localizedText(in:))
            // The title a person reads (as `titleText(of:)` reads it), else the type's name in words (`BookTableIntent` → "book table").
            let title = titleText?.words ?? titleRange.flatMap(file.firstStringLiteral(in:)) ?? FileContext.words(of: name)
            var placeholder = Placeholder.expression("describe what \(title) does, for someone who has never opened the app", style: style)
            if let titleText { placeholder = titleText.keyed(placeholder, call: "LocalizedStringResource") }
            let access = (titleProperty?.modifiers ?? type.modifiers).filter { ["public", "open", "package"].contains($0) }
                .map { $0 == "open" ? "public" : $0 }.first.map { $0 + " " } ?? ""
            let declaration = "\(access)static let description = IntentDescription(\(placeholder))"
            var edit = file.insertMember(declaration, in: type, after: titleProperty, message: Message.intent(name))
            edit.tally = DescribePass.written
            output.edits.append(edit)
        }
        for property in type.properties where !property.isStatic {
            guard let attribute = property.attributes.first(where: { $0.name == "Parameter" }),
                  !file.hasTrait("transient", in: attribute),
                  !file.isSuppressed(id, member: property.range.lowerBound, type: index) else { continue }
            let title = file.argumentText("title", in: attribute).flatMap(file.localizedText(in:))
            let label = title?.words ?? file.argumentText("title", in: attribute).flatMap { file.firstStringLiteral(in: $0) } ?? property.name
            var placeholder = Placeholder.expression("describe the \(label) parameter for someone who doesn't know the app", style: style)
            if let title { placeholder = title.keyed(placeholder) }
            if var edit = file.addDescriptionArgument(placeholder, to: attribute, message: Message.parameter(property.name)) {
                edit.tally = DescribePass.written
                output.edits.append(edit)
            }
        }
    }

    package func describeEntity(_ type: TypeDecl, at index: Int, _ file: FileContext, _ style: PlaceholderStyle, _ output: inout PassOutput) {
        for property in type.properties where !property.isStatic {
            guard let attribute = property.attributes.first(where: { IntentProtocols.entityPropertyWrappers.contains($0.name) }),
                  file.argumentLabel("description", in: attribute) == nil,
                  !file.code(file.argumentText("visibility", in: attribute), contains: "internal"),
                  !file.isSuppressed(id, member: property.range.lowerBound, type: index) else { continue }
            // @Property and @DeferredProperty have no initializer taking both an indexing key and a description.
            if IntentProtocols.wrappersWithoutDescribedIndexing.contains(attribute.name),
               let key = IntentProtocols.indexingKeyLabels.first(where: { file.argumentLabel($0, in: attribute) != nil }) {
                output.findings.append(PassFinding(offset: attribute.range.lowerBound, severity: .note, message: Message.indexingKey(attribute.name, key)))
                continue
            }
            let floor = file.floor(at: property, inside: index)
            if let shortfall = file.shortfallMessage("@\(attribute.name)(description:)", floor, Availability.propertyDescription.introduced),
               file.settings.floorPolicy != .ignore {
                output.findings.append(file.deferred(at: attribute.range.lowerBound, floor, Availability.propertyDescription.introduced,
                                                     message: Message.skipped(shortfall), id: FindingID.availability))
                continue
            }
            let title = file.argumentText("title", in: attribute).flatMap(file.localizedText(in:))
            let label = title?.words ?? file.argumentText("title", in: attribute).flatMap { file.firstStringLiteral(in: $0) } ?? property.name
            var placeholder = Placeholder.expression("describe \(label) for someone who doesn't know the app", style: style)
            if let title { placeholder = title.keyed(placeholder) }
            if var edit = file.addDescriptionArgument(placeholder, to: attribute, message: Message.property(property.name)) {
                edit.tally = DescribePass.written
                output.edits.append(edit)
            }
        }
    }
}

extension DescribePass: SummarizingPass {
    /// A description placeholder written; one still unfinished in the code (`check` after `apply`).
    static let written = Tally(id, "placeholder-written"), unfinished = Tally(id, "unfinished")

    package var summaries: [PassSummary] {
        [PassSummary(kind: .write, title: "descriptions", parts: [
            .init(DescribePass.written, isEdit: true) { n, tense in
                "\(plural(n, "placeholder")) \(tense == .toDo ? "to write" : tense == .wouldBe ? "would be written" : "written")"
            },
            .init(DescribePass.unfinished, isEdit: false) { n, _ in "\(n) unfinished in the code" },
        ]) { counts in
            let left = counts[DescribePass.written] + counts[DescribePass.unfinished]
            return left > 0 ? "write \(plural(left, "description"))" : nil
        }]
    }
}
