/// Warns where the code uses something newer than its deployment floor without an `@available` gate:
/// whatever a pass added and whatever was already there. Runs once, on the text the passes leave.
package enum AvailabilityCheck {

    package static func run(_ file: FileContext) -> [PassFinding] {
        var findings: [PassFinding] = []
        func check(_ row: Availability.Row, _ floor: DeploymentFloor, at offset: Int, construct: String? = nil) {
            if let message = file.shortfallMessage(construct ?? row.construct, floor, row.introduced) {
                findings.append(PassFinding(offset: offset, severity: .warning, message: message, id: FindingID.availability))
            }
        }
        let id = PassID(rawValue: FindingID.availability.rawValue)
        for (index, type) in file.outline.types.enumerated() where !file.isSuppressed(id, type: index) {
            let typeFloor = file.floor(inside: index)
            for attribute in type.attributes where IntentProtocols.schemaMacros.contains(attribute.name) {
                if file.hasTrait("generable", in: attribute) {
                    check(Availability.generableEntity, typeFloor, at: attribute.range.lowerBound)
                }
                if let schema = file.schemaReference(in: attribute), let row = Availability.schema(domain: schema.domain, name: schema.name),
                   typeFloor.isKnown || !row.onlyAgainstKnownFloor {
                    check(row, typeFloor, at: attribute.range.lowerBound)
                }
                if let schema = file.schemaReference(in: attribute), let replacement = Availability.deprecatedSchemas27["\(schema.domain).\(schema.name)"] {
                    findings.append(PassFinding(offset: attribute.range.lowerBound, severity: .note,
                                                message: "schema .\(schema.domain).\(schema.name) is deprecated since 27.0: .\(replacement) replaces it",
                                                id: FindingID.availability))
                }
            }
            if let query = type.inheritance.first(where: { $0.name == "IndexedEntityQuery" }) {
                check(Availability.indexedEntityQuery, typeFloor, at: query.range.lowerBound)
            }
            for property in type.properties where !file.suppressions.suppresses(id, declarationStart: property.range.lowerBound) {
                // Worked out only for members something is checked on (most have nothing).
                var memberFloor: DeploymentFloor?
                func floor() -> DeploymentFloor {
                    if let memberFloor { return memberFloor }
                    let found = file.floor(at: property, inside: index)
                    memberFloor = found
                    return found
                }
                if property.isStatic, property.name == "supportedModes" {
                    check(Availability.supportedModes, floor(), at: property.nameRange.lowerBound, construct: "supportedModes")
                }
                for attribute in property.attributes where IntentProtocols.entityPropertyWrappers.contains(attribute.name) {
                    if attribute.name == "ComputedProperty" { check(Availability.computedProperty, floor(), at: attribute.range.lowerBound) }
                    if attribute.name == "DeferredProperty" { check(Availability.deferredProperty, floor(), at: attribute.range.lowerBound) }
                    if let label = file.argumentLabel("description", in: attribute) {
                        check(Availability.propertyDescription, floor(), at: label, construct: "@\(attribute.name)(description:)")
                    }
                }
            }
        }
        return findings
    }
}

