/// Reports descriptions that only restate their title.
///
/// Reports a warning when the description of a tool, one of its parameters or an entity property says
/// nothing its title doesn't: the same words once small words ("the", "a", "this", "your") and plural or
/// third-person endings are set aside. Unfinished placeholders are `describe`'s to report. Rewrites nothing.
package struct DescriptionRestatesTitleCheck: Pass {
    package let id: PassID = "description-restates-title"
    package let summary = "check: a description that only restates its title"
    package let triggerWords: [TriggerWord] = ["Intent", "Entity"]
    package let isCheck = true
    package let explanation = """
    description-restates-title — a description that says nothing the title doesn't

    Siri chooses a tool, fills its parameters and reads entities from their titles and
    descriptions, written for someone who has never opened the app. A description that repeats
    the title ("Play Album" / "Plays an album.") gives Siri nothing more. A warning when every word
    of the description, small words aside, is already in the title (plurals and "-s" verbs read as
    the same word). For tools (`@AppIntent(.tool)` without a schema), their `@Parameter`s, and
    the properties of entities.

    Reported:
        @Parameter(title: "Album", description: "The album")

    Not reported: a description that adds anything ("The album to play, from the person's
    collection"); unfinished `TODO:` placeholders; intents that aren't tools.

    Source: Apple, "Bringing custom actions and content to Siri" (Provide additional information
    for app intents; Add information to your app entities); the developer guide, "3. Describe
    intents and parameters" ("Write each description for someone who has never opened your app").
    """

    package init() {}

    package enum Message {
        package static func restates(_ subject: String, _ title: String) -> String {
            "the description of \(subject) only restates its title (\"\(title)\"): say what it does or holds for someone who has never opened the app"
        }
    }

    /// Words that carry no meaning of their own in a short description.
    package static let smallWords: Set<String> = [
        "a", "an", "the", "this", "that", "these", "those", "of", "for", "to", "in", "on", "at", "by", "with", "and", "or",
        "your", "you", "my", "our", "its", "it", "is", "are", "be", "item", "value", "s",
    ]

    /// The meaningful words of a text, each reduced to a stem (`plays` → `play`, `entries` → `entry`).
    package static func stems(_ text: String) -> Set<String> {
        Set(Words.plain(text).filter { !smallWords.contains($0) }.map(stem))
    }

    package static func stem(_ word: String) -> String {
        if word.count > 4, word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.count > 4, ["ches", "shes", "sses", "xes"].contains(where: word.hasSuffix) { return String(word.dropLast(2)) }
        if word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }

    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        for (index, type) in file.outline.types.enumerated() {
            var owners: [MetadataOwner] = []
            if file.isToolIntent(type) {
                owners += [file.intentMetadata(of: type, at: index)].compactMap { $0 } + file.memberMetadata(of: type, at: index, parameters: true)
            } else if file.isEntity(type) {
                owners += file.memberMetadata(of: type, at: index, parameters: false)
            }
            for owner in owners where !file.isSuppressed(id, owner) {
                guard let title = owner.title?.shown, let description = owner.description?.shown,
                      !Placeholder.isUnfinished(description.text) else { continue }
                let titleWords = DescriptionRestatesTitleCheck.stems(title.text)
                guard !titleWords.isEmpty, DescriptionRestatesTitleCheck.stems(description.text).isSubset(of: titleWords) else { continue }
                output.findings.append(PassFinding(offset: description.offset, severity: .warning,
                                                   message: Message.restates(owner.subject, title.text)))
            }
        }
        return output
    }
}
