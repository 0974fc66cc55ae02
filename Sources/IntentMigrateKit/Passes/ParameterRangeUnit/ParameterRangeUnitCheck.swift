/// Reports number, date and measurement parameters of tools whose description names no range, unit or format.
///
/// Reports a note on the `description:` of a tool's `@Parameter` whose type is a number (`Int`, `Double`, …), a
/// date or a measurement, when the description holds no digit and none of the range, unit and format words
/// of `DescriptionAdvice` ("from", "minutes", "time zone", "number of", …). A parameter that declares its
/// range (`inclusiveRange:`) is left alone. Rewrites nothing.
package struct ParameterRangeUnitCheck: Pass {
    package let id: PassID = "parameter-range-unit"
    package let summary = "check: a number, date or measurement parameter whose description names no range, unit or format"
    package let triggerWords: [TriggerWord] = ["Intent"]
    package let isCheck = true
    package let explanation = """
    parameter-range-unit — a number or date parameter described without its range, unit or format

    Siri fills a tool's parameters from what a person says, guided by each parameter's
    description. Apple: spell out formats, ranges, and units — "from 1 to 12", "in the
    restaurant's local time zone", "a 3-letter airport code". A note on the description of a
    tool's @Parameter whose type is a number, a Date or DateComponents, or a Measurement, when the
    description has no digit and no range, unit, count or format word (the list is
    Knowledge/DescriptionAdvice.swift).

    Reported:
        @Parameter(title: "Guests", description: "The people coming")
        var partySize: Int

    Not reported: "Total number of guests, from 1 to 12"; "When the party arrives, in the
    restaurant's local time zone"; a parameter with `inclusiveRange:`; parameters without a
    description (`describe` adds one); strings, booleans and entities; intents that aren't tools.

    Source: the developer guide, "3. Describe intents and parameters" ("Spell out formats, ranges,
    and units"); the VinylCrate audit ("Apple specifically asks you to include the range of a
    number in the description").
    """

    package init() {}

    package enum Message {
        package static func missing(_ subject: String, _ kind: String) -> String {
            "the description of \(subject) names no \(kind): spell it out for Siri (\"from 1 to 12\", \"in minutes\", \"in the local time zone\")"
        }
    }

    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        for (index, type) in file.outline.types.enumerated() where file.isToolIntent(type) {
            for owner in file.memberMetadata(of: type, at: index, parameters: true) where !file.isSuppressed(id, owner) {
                guard let attribute = owner.attribute, file.argumentLabel("inclusiveRange", in: attribute) == nil,
                      let annotation = owner.property?.typeAnnotation, let name = TypeReference(file.source.text(annotation)).name,
                      let kind = kind(of: name), let description = owner.description?.shown,
                      !Placeholder.isUnfinished(description.text), !namesRangeUnitOrFormat(description.text) else { continue }
                output.findings.append(PassFinding(offset: description.offset, severity: .note, message: Message.missing(owner.subject, kind)))
            }
        }
        return output
    }

    /// What the description should name for a value of this type, or nil when the type needs none.
    private func kind(of name: String) -> String? {
        let simple = String(name.split(separator: ".").last ?? Substring(name))
        if DescriptionAdvice.numericTypes.contains(simple) { return "range or unit" }
        if DescriptionAdvice.dateTypes.contains(simple) { return "time zone, precision or format" }
        if DescriptionAdvice.measurementTypes.contains(simple) { return "range" }
        return nil
    }

    private func namesRangeUnitOrFormat(_ text: String) -> Bool {
        if text.contains(where: \.isNumber) || text.contains("%") || text.contains("°") { return true }
        return Words.plain(text).contains { DescriptionAdvice.rangeUnitFormatWords.contains($0) }
    }
}
