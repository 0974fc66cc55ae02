/// Apple's rules for app skills: a `Skills.skillsbundle` whose `Skills/<name>/SKILL.md` files guide Siri through a task
/// that takes several tools. Source: Apple, "Orchestrating complex actions with app skills"
/// (`developer.apple.com/documentation/appintents/orchestrating-complex-actions-with-app-skills`), which says where each rule comes from below.
package enum AppSkills {
    /// The bundle's extension: "start by adding a `Skills.skillsbundle` to your Xcode project".
    package static let bundleExtension = ".skillsbundle"
    /// The one folder in the bundle: "Xcode adds the `Skills.skillsbundle` with an empty `Skills` folder".
    package static let skillsFolder = "Skills"
    /// "Each directory in `Skills/` represents one skill and must contain a `SKILL.md` file — don't include other files in
    /// the skills bundle."
    package static let skillFile = "SKILL.md"
    /// Finder's folder metadata: not part of what a person wrote, and not checked in; passed over.
    package static let ignoredNames: Set<String> = [".DS_Store"]
    /// "An app target can only contain one `.skillsbundle`."
    package static let bundlesPerTarget = 1

    /// The frontmatter's delimiter line: "at the top of your `SKILL.md` file, delimited by `---` lines".
    package static let delimiter = "---"
    /// "Siri doesn't support other frontmatter fields": `name` and `description`, both required.
    package static let allowedKeys = ["name", "description"]
    /// "1-64 lowercase characters, including letters, digits, and hyphens … Don't start or end the `name` with a hyphen,
    /// and don't use double hyphens (`--`). The skill `name` must match the name of the skill's directory."
    package static let nameLength = 1...64
    package static func isNameCharacter(_ c: Character) -> Bool { ("a"..."z").contains(c) || ("0"..."9").contains(c) || c == "-" }
    /// "The `description` is required, can't be empty, must be a single line, and no longer than 1024 characters."
    package static let descriptionMaxLength = 1024
    /// "free-form instructions, limited to 10,000 characters".
    package static let bodyMaxLength = 10_000

    /// Why a name breaks the rules, or nil for a good one.
    package static func nameProblem(_ name: String) -> String? {
        if !nameLength.contains(name.count) { return "is \(name.count) characters long (1 to \(nameLength.upperBound))" }
        if let bad = name.first(where: { !isNameCharacter($0) }) {
            return "has \"\(bad)\": only lowercase letters, digits and hyphens"
        }
        if name.hasPrefix("-") || name.hasSuffix("-") { return "starts or ends with a hyphen" }
        if name.contains("--") { return "has a double hyphen" }
        return nil
    }
}
