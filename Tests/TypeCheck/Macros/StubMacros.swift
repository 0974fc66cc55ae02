// The macros of the stub SDK (Tests/TypeCheck/SDK). Each expands to what Apple's macro of the same name is
// documented to add — a conformance, mostly — and nothing more: the stub checks that a macro is spelled,
// labelled and placed as Apple declares it, not what the real one generates inside the type.
// Built against the toolchain's SwiftSyntax (lib/swift/host) and loaded with -load-plugin-library.
import SwiftSyntax
import SwiftSyntaxMacros

/// The protocols, of those the compiler says the type still lacks, whose names are in `wanted`.
private func extensions(adding wanted: [String], of type: some TypeSyntaxProtocol, missing protocols: [TypeSyntax])
    throws -> [ExtensionDeclSyntax] {
    let names = protocols.map { $0.trimmedDescription }
    let adding = wanted.filter { name in names.contains { $0 == name || $0.hasSuffix("." + name) } }
    guard !adding.isEmpty else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: adding.joined(separator: ", ")) {}")]
}

/// Whether the attribute's unlabelled first argument (the traits) names `.tool`, alone or in an array.
private func namesTool(_ node: AttributeSyntax) -> Bool {
    guard case .argumentList(let arguments)? = node.arguments, let first = arguments.first, first.label == nil else { return false }
    return first.expression.trimmedDescription.contains(".tool")
}

/// `@AppIntent(.tool)`: documentation/appintents/appintent(_:) — adds `ToolIntent`.
public struct ToolIntentMacro: ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        try extensions(adding: ["ToolIntent"], of: type, missing: protocols)
    }
}

/// `@AppIntent(schema:)` and `@AppIntent(_:schema:)` (and the deprecated `@AssistantIntent(schema:)`):
/// documentation/appintents/appintent(schema:), documentation/appintents/appintent(_:schema:) — an `AppIntent`
/// that is an `AssistantSchemaIntent`, plus `ToolIntent` when the traits say `.tool`. Its member attributes make the
/// schema's plain stored properties parameters (`var message: AttributedString`, as the example of
/// documentation/appintents/appintent(_:schema:) writes them), so the intent has the `init()` `AppIntent` requires.
public struct SchemaIntentMacro: ExtensionMacro, MemberAttributeMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        try extensions(adding: ["AppIntent", "AssistantSchemaIntent"] + (namesTool(node) ? ["ToolIntent"] : []), of: type, missing: protocols)
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        isPlainStoredVariable(member) ? ["@Parameter"] : []
    }
}

/// A `var name: Type` member with no attribute, modifier that makes it static, initial value or accessors.
private func isPlainStoredVariable(_ member: some DeclSyntaxProtocol) -> Bool {
    guard let variable = member.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var",
          variable.attributes.isEmpty, variable.bindings.count == 1, let binding = variable.bindings.first,
          binding.typeAnnotation != nil, binding.initializer == nil, binding.accessorBlock == nil else { return false }
    return !variable.modifiers.contains { ["static", "class", "lazy"].contains($0.name.text) }
}

/// `@AppEntity(.generable)`: documentation/appintents/appentity(_:) — adds `GenerableEntity` to a transient entity.
public struct GenerableEntityMacro: ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        try extensions(adding: ["GenerableEntity"], of: type, missing: protocols)
    }
}

/// `@AppEntity(schema:)` and `@AssistantEntity(schema:)`: documentation/appintents/appentity(schema:) — adds `AppEntity`
/// and `AssistantSchemaEntity`.
public struct EntityMacro: ExtensionMacro, MemberAttributeMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        try extensions(adding: ["AppEntity", "AssistantSchemaEntity"], of: type, missing: protocols)
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] { [] }
}

/// `@AppEnum(schema:)` and `@AssistantEnum(schema:)`: documentation/appintents/appenum(schema:) — adds `AppEnum`.
public struct EnumMacro: ExtensionMacro, MemberAttributeMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        try extensions(adding: ["AppEnum", "AssistantSchemaEnum"], of: type, missing: protocols)
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] { [] }
}

/// `@ComputedProperty` and `@DeferredProperty`: documentation/appintents/computedproperty(title:),
/// documentation/appintents/deferredproperty(title:). The property keeps the accessors it was written with; the
/// `$`-prefixed peer Apple adds is not modelled (nothing the tool writes or reads uses it).
public struct EntityComputedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] { [] }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

/// TipKit's `@Parameter`: documentation/tipkit/parameter(_:) — a `Tips.Parameter` peer named `$name`, which rules read.
public struct TipParameterMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return [] }
        let type = binding.typeAnnotation?.type.trimmedDescription ?? "Bool"
        let isStatic = variable.modifiers.contains { $0.name.text == "static" }
        return ["\(raw: isStatic ? "static " : "")var $\(raw: name): Tips.Parameter<\(raw: type)> { Tips.Parameter() }"]
    }
}

/// TipKit's `#Rule`: documentation/tipkit/rule(_:_:) — the arguments are checked against the macro's
/// declaration; the expansion is an empty rule.
public struct TipRuleMacro: ExpressionMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> ExprSyntax {
        "Tips.Rule()"
    }
}
