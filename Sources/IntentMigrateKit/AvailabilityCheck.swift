/// Warns where the code uses something newer than its deployment floor without an `@available` gate:
/// whatever a pass added and whatever was already there. Runs once, after the passes.
public enum AvailabilityCheck {
    static let entityPropertyWrappers: Set<String> = ["Property", "ComputedProperty", "DeferredProperty"]
    static let schemaMacros: Set<String> = ["AppIntent", "AssistantIntent", "AppEntity", "AssistantEntity", "AppEnum", "AssistantEnum"]

    public static func run(_ file: FileContext) -> [PassFinding] {
        var findings: [PassFinding] = []
        func check(_ row: Availability.Row, _ floor: DeploymentFloor, at offset: Int, construct: String? = nil) {
            if let message = file.shortfallMessage(construct ?? row.construct, floor, row.introduced) {
                findings.append(PassFinding(offset: offset, severity: .warning, message: message, id: ReservedID.availability))
            }
        }
        for (index, type) in file.outline.types.enumerated() {
            let typeFloor = file.floor(inside: index)
            for attribute in type.attributes where schemaMacros.contains(attribute.name) {
                if file.hasTrait("generable", in: attribute) {
                    check(Availability.generableEntity, typeFloor, at: attribute.range.lowerBound)
                }
                if let schema = file.schemaReference(in: attribute), let row = Availability.schema(domain: schema.domain, name: schema.name) {
                    check(row, typeFloor, at: attribute.range.lowerBound)
                }
            }
            if let query = type.inheritance.first(where: { $0.name == "IndexedEntityQuery" }) {
                check(Availability.indexedEntityQuery, typeFloor, at: query.range.lowerBound)
            }
            for property in type.properties {
                let floor = file.floor(at: property, inside: index)
                if property.isStatic, property.name == "supportedModes" {
                    check(Availability.supportedModes, floor, at: property.nameRange.lowerBound, construct: "supportedModes")
                }
                for attribute in property.attributes where entityPropertyWrappers.contains(attribute.name) {
                    if attribute.name == "ComputedProperty" { check(Availability.computedProperty, floor, at: attribute.range.lowerBound) }
                    if attribute.name == "DeferredProperty" { check(Availability.deferredProperty, floor, at: attribute.range.lowerBound) }
                    if let label = file.argumentLabel("description", in: attribute) {
                        check(Availability.propertyDescription, floor, at: label, construct: "@\(attribute.name)(description:)")
                    }
                }
            }
        }
        return findings
    }
}

extension FileContext {
    /// Offset of a top-level `label:` argument in an attribute, when present.
    func argumentLabel(_ label: String, in attribute: Attribute) -> Int? {
        let top = topLevelArgumentTokens(attribute)
        for (n, i) in top.enumerated() where text(ofToken: i) == label && view.tokens[i].kind == .identifier {
            if n + 1 < top.count, text(ofToken: top[n + 1]) == ":", n == 0 || text(ofToken: top[n - 1]) == "," {
                return view.tokens[i].range.lowerBound
            }
        }
        return nil
    }

    /// Token index of `.trait` (its dot) among an attribute's top-level arguments (`@AppEntity(.generable)`):
    /// a `.name` that makes up a whole argument (followed by `,` or the end of the list).
    func traitToken(_ trait: String, in attribute: Attribute) -> Int? { traitTokens(trait, in: attribute).first }

    /// Every `.trait` argument (written twice, it is still one trait).
    func traitTokens(_ trait: String, in attribute: Attribute) -> [Int] {
        let top = topLevelArgumentTokens(attribute)
        return top.indices.filter { n in
            text(ofToken: top[n]) == "." && n + 1 < top.count && text(ofToken: top[n + 1]) == trait
                && (n + 2 == top.count || text(ofToken: top[n + 2]) == ",")
        }.map { top[$0] }
    }

    func hasTrait(_ trait: String, in attribute: Attribute) -> Bool { traitToken(trait, in: attribute) != nil }
}
