/// Reports Apple trademarks in App Intents titles and descriptions.
///
/// Reports a warning for each mark of `AppleTrademarks` named in an intent's `title` or `description`, a
/// `@Parameter`'s or an entity property's `title:` or `description:`: App Store validation rejected an intent
/// description that named "Apple Music" (ITMS-90626). Every intent and entity counts, tool or not: the
/// validator reads all of them. Rewrites nothing.
package struct AppleTrademarkCheck: Pass {
    package let id: PassID = "apple-trademark"
    package let summary = "check: Apple trademarks (\"Apple Music\", \"iPhone\", …) in intent and entity titles and descriptions"
    package let triggerWords: [TriggerWord] = ["Intent", "Entity"]
    package let isCheck = true
    package let explanation = """
    apple-trademark — Apple trademarks in App Intents metadata

    Titles and descriptions of intents, their parameters and entity properties go into the app's
    static App Intents metadata, which App Store validation reads. An app was rejected with
    ITMS-90626 for saying "Apple Music" in an IntentDescription. A warning for each Apple mark
    (Apple Music, Apple TV, Apple Watch, AirPods, iPhone, iPad, iCloud, Siri, … — the table is
    Knowledge/AppleTrademarks.swift, each row with its source) named in a title or description of
    any intent or entity, tool or not. Describe the action without the mark ("your music
    library", "your phone").

    Reported:
        static let description = IntentDescription("Plays the album in Apple Music.")

    Not reported: marks in comments, code, dialogs and other strings; words that merely contain a
    mark (`Sirius`, `iPadOS`); marks that are also plain words (Mac, Home, Health, Music).

    Source: the VinylCrate audit ("Write descriptions for a stranger, and watch the floor": ITMS-90626
    for "Apple Music" in an IntentDescription); Apple Trademark List
    (apple.com/legal/intellectual-property/trademark/appletmlist.html).
    """

    package init() {}

    package enum Message {
        package static func mark(_ mark: String, _ role: String, _ subject: String) -> String {
            "the \(role) of \(subject) names \"\(mark)\", an Apple trademark: App Store validation rejected intent metadata naming Apple Music (ITMS-90626); say it without the mark"
        }
    }

    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        for (index, type) in file.outline.types.enumerated() where file.hasAppIntentsMetadata(type) {
            let owners = [file.intentMetadata(of: type, at: index)].compactMap { $0 }
                + file.memberMetadata(of: type, at: index, parameters: true) + file.memberMetadata(of: type, at: index, parameters: false)
            for owner in owners where !file.isSuppressed(id, owner) {
                for (role, text) in [("title", owner.title), ("description", owner.description)] {
                    for literal in text?.literals ?? [] {
                        for mark in AppleTrademarks.marks(in: literal.text) {
                            output.findings.append(PassFinding(offset: literal.offset, severity: .warning, message: Message.mark(mark, role, owner.subject)))
                        }
                    }
                }
            }
        }
        return output
    }
}
