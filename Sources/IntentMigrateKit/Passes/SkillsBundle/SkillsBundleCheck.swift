/// Checks the app skills of a `Skills.skillsbundle` against Apple's rules (`Knowledge/AppSkills.swift`).
///
/// A tree check: it reads the bundles the walk found (not Swift files), with the project model for the targets that copy
/// each one, and the modules' indices for the intent types a skill's body names. Positions point into the `SKILL.md`
/// file (its line and column); what is wrong with a file or folder as a whole is reported at its path, line 1.
package struct SkillsBundleCheck: TreeCheck {
    package let id: PassID = "skills-bundle"
    package let summary = "check: app skills (Skills.skillsbundle): layout, frontmatter, limits, one bundle per target in its resources"
    package let explanation = """
    skills-bundle — app skills in a Skills.skillsbundle

    An app skill is a Markdown file, Skills.skillsbundle/Skills/<name>/SKILL.md, that tells Siri how
    several tools fit together. Xcode validates the bundle when it builds: a bundle with an error, or
    one missing from the app target's Copy Bundle Resources phase, gives Siri none of its skills.

        ---
        name: flight-add
        description: Guides the person through adding a flight to their itinerary.
        ---
        Ask where they are going and when they leave, then use the create flight tool.

    Errors (the bundle is invalid, or Siri doesn't get it):
      - no frontmatter (`---` lines at the top), a frontmatter key other than `name` and
        `description`, a line that isn't `key: value`, a key given twice, the file not UTF-8;
      - `name` missing, not 1–64 of a-z 0-9 -, a hyphen at either end or `--`, or not its folder's;
      - `description` missing, empty, over several lines, or longer than 1,024 characters;
      - a body longer than 10,000 characters (reported where it passes the limit);
      - a file other than SKILL.md in a skill folder, a skill folder without one, anything in the
        bundle but Skills/, or in Skills/ but skill folders;
      - a bundle no target of its Xcode project copies as a resource; two bundles in one target.
    Warnings: a skill name used twice in one app (the app, its extensions and embedded frameworks:
    Siri keeps one of them, which one is undefined); a bundle with no Skills folder.
    Note: a body that names an App Intent type (`GetWeatherIntent`): refer to it by what it does.

    Suppression comments are Swift's: for a skill, use `--skip skills-bundle`, config "skip", or
    the baseline.

    Source: Apple, "Orchestrating complex actions with app skills".
    """

    package init() {}

    package func run(_ tree: TreeContext) -> [FileResult] {
        var report = Report()
        var seen: Set<String> = []
        let bundles = tree.skillsBundles.filter { seen.insert(Paths.absolute($0.path)).inserted }.sorted { $0.path < $1.path }
        var byTarget: [TargetRef: [String]] = [:]
        var names: [SkillName] = []
        for bundle in bundles {
            checkBundle(bundle.path, tree: tree, byTarget: &byTarget, names: &names, into: &report)
        }
        checkBundlesPerTarget(byTarget, model: tree.model, into: &report)
        checkNamesShippedTogether(names, model: tree.model, into: &report)
        return report.results()
    }

    /// A skill's name, where it is written, and the targets that copy its bundle.
    private typealias SkillName = (name: String, file: String, line: Int, column: Int, targets: [TargetRef])

    /// One bundle: the targets that copy it (added to `byTarget`), its layout, and each of its skills (their names
    /// added to `names`).
    private func checkBundle(_ path: String, tree: TreeContext, byTarget: inout [TargetRef: [String]], names: inout [SkillName],
                             into report: inout Report) {
        let model = tree.model
        let absolute = Paths.absolute(path)
        let shown = Workspace.displayPath(path)
        let refs = model.targets(copying: absolute)
        let targetNames = refs.map { "\(Workspace.displayPath(model.projects[$0.project].file)):\(model.target($0).name)" }
        for ref in refs { byTarget[ref, default: []].append(shown) }
        if refs.isEmpty, let project = model.xcodeProject(holding: absolute) {
            report.add(shown, .error, "no target of \(Workspace.displayPath(model.projects[project].file)) copies this bundle in its Copy Bundle Resources phase, so the app gives Siri none of its skills: add it to the app target's resources")
        }
        let layout = SkillsBundle(path: path)
        checkLayout(layout, shown: shown, targetNames: targetNames, into: &report)
        let intents = Self.intentTypes(in: refs.isEmpty ? Array(tree.indices.values) : refs.compactMap { tree.indices[.target($0)] })
        for skill in layout.skills {
            guard let file = skill.file else {
                report.add(Workspace.displayPath(skill.folder), .error,
                           "the skill folder \(skill.folderName) has no \(AppSkills.skillFile): each folder in \(AppSkills.skillsFolder)/ is one skill and must hold one",
                           targets: targetNames)
                continue
            }
            let path = Workspace.displayPath(file)
            switch readFile(file, limit: tree.maxFileSize) {
            case .unreadable:
                report.failures.append(.failed(path: path, bytes: [], reason: "unreadable; left untouched"))
            case .tooLarge(let size):
                report.failures.append(.failed(path: path, bytes: [], reason: "larger than \(tree.maxFileSize) bytes (\(size)); skipped, left untouched"))
            case .bytes(let bytes):
                report.originals[path] = bytes
                report.targets[path] = targetNames
                let skillFile = SkillFile(bytes: bytes)
                if let name = check(skillFile, folder: skill.folderName, intents: intents, path: path, into: &report) {
                    names.append((name.value, path, name.line, name.column, refs))
                }
            }
        }
    }

    /// What the bundle holds besides its skills: folders that can't be listed, a missing Skills folder, and anything
    /// where only skills belong.
    private func checkLayout(_ layout: SkillsBundle, shown: String, targetNames: [String], into report: inout Report) {
        for (folder, reason) in layout.unlistable { report.failures.append(.failed(path: Workspace.displayPath(folder), bytes: [], reason: reason)) }
        if !layout.hasSkillsFolder && layout.unlistable.isEmpty {
            report.add(shown, .warning, "the bundle has no \(AppSkills.skillsFolder) folder, so it holds no skills: each skill is \(AppSkills.skillsFolder)/<name>/\(AppSkills.skillFile)")
        }
        for stray in layout.strays {
            let what = stray.isFolder ? "folder" : "file"
            let message: String
            switch stray.place {
            case .bundle: message = "a \(what) beside \(AppSkills.skillsFolder)/ in the skills bundle: the bundle holds only \(AppSkills.skillsFolder)/<name>/\(AppSkills.skillFile)"
            case .skills: message = "a file directly in \(AppSkills.skillsFolder)/: each skill is a folder named after it, holding its \(AppSkills.skillFile)"
            case .skill(let name): message = "a \(what) beside \(name)/\(AppSkills.skillFile): a skill folder holds only its \(AppSkills.skillFile) (Siri takes no scripts or references)"
            }
            report.add(Workspace.displayPath(stray.path), .error, message, targets: targetNames)
        }
    }

    /// One bundle per target: each bundle after a target's first is an error.
    private func checkBundlesPerTarget(_ byTarget: [TargetRef: [String]], model: ProjectModel, into report: inout Report) {
        for (ref, shown) in byTarget.sorted(by: { $0.key < $1.key }) where shown.count > AppSkills.bundlesPerTarget {
            for bundle in shown.dropFirst() {
                report.add(bundle, .error, "target \(model.target(ref).name) already copies \(shown[0]): an app target can hold only one .skillsbundle")
            }
        }
    }

    /// One name per skill across what ships together (an app with its extensions and embedded frameworks): a name
    /// used twice, or a bundle copied by two of its targets, is a warning, once per place the name is written.
    private func checkNamesShippedTogether(_ names: [SkillName], model: ProjectModel, into report: inout Report) {
        var reported: Set<String> = []
        for p in model.projects.indices {
            for product in model.products(of: p) {
                let inProduct = names.filter { entry in entry.targets.contains { $0.project == p && product.contains($0.target) } }
                let app = model.projects[p].targets[product[0]].name
                for entry in inProduct {
                    let others = Set(inProduct.filter { $0.name == entry.name && $0.file != entry.file }.map(\.file)).sorted()
                    // One bundle copied by two targets of the app ships each of its skills twice.
                    let copiers = entry.targets.filter { $0.project == p && product.contains($0.target) }
                    if others.isEmpty, copiers.count > 1, reported.insert("\(entry.file):\(entry.line)").inserted {
                        report.add(entry.file, .warning,
                                   "skill name \"\(entry.name)\" ships twice in \(app): its bundle is copied by both \(copiers.map { model.target($0).name }.joined(separator: " and ")); Siri uses only one, and which one is undefined",
                                   line: entry.line, column: entry.column)
                    }
                    guard !others.isEmpty, reported.insert("\(entry.file):\(entry.line)").inserted else { continue }
                    report.add(entry.file, .warning,
                               "skill name \"\(entry.name)\" is also used by \(others.joined(separator: ", ")), which ship\(others.count == 1 ? "s" : "") in \(app) too: Siri uses only one of them, and which one is undefined",
                               line: entry.line, column: entry.column)
                }
            }
        }
    }

    /// The rules for one `SKILL.md`; its name and where it is written, when it has one.
    private func check(_ skill: SkillFile, folder: String, intents: [String: String?], path: String,
                       into report: inout Report) -> (value: String, line: Int, column: Int)? {
        func add(_ severity: Severity, _ message: String, line: Int = 1, column: Int = 1) {
            report.add(path, severity, message, line: line, column: column)
        }
        for problem in skill.problems {
            switch problem {
            case .notUTF8(let line, let column):
                add(.error, "\(AppSkills.skillFile) is not UTF-8 from here on: a skill is UTF-8 text", line: line, column: column)
            case .noFrontmatter:
                add(.error, "no frontmatter: a skill starts with a \(AppSkills.delimiter) line, `name:` and `description:`, and a closing \(AppSkills.delimiter) line")
            case .unterminated:
                add(.error, "the frontmatter opened here has no closing \(AppSkills.delimiter) line")
            case .notAField(let line, let text):
                add(.error, "frontmatter line is not `key: value`: \(text.trimmingWhitespace())", line: line)
            }
        }
        // A file that can't be read as a skill has nothing more to check.
        if skill.problems.contains(where: { if case .notAField = $0 { false } else { true } }) { return nil }

        var firstLine: [String: Int] = [:]
        for field in skill.fields {
            if let first = firstLine[field.key] {
                add(.error, "`\(field.key)` is given again (first on line \(first)): give it once", line: field.line)
                continue
            }
            firstLine[field.key] = field.line
            guard AppSkills.allowedKeys.contains(field.key) else {
                add(.error, "frontmatter key `\(field.key)` is not one Siri reads: only `name` and `description` (remove it)", line: field.line)
                continue
            }
            if field.isMultiline {
                add(.error, "the \(field.key) spans \(field.isBlock ? "a block of lines" : "\(field.continuationLines + 1) lines"): it must be one line",
                    line: field.line, column: field.valueColumn)
            }
        }
        var named: (value: String, line: Int, column: Int)?
        if let name = skill.field("name"), !name.value.isEmpty || name.isBlock {
            if !name.isBlock {
                if let problem = AppSkills.nameProblem(name.value) {
                    add(.error, "skill name \"\(name.value)\" \(problem) (1–\(AppSkills.nameLength.upperBound) of a-z, 0-9 and -, no hyphen at either end, no --)",
                        line: name.line, column: name.valueColumn)
                }
                if name.value != folder {
                    add(.error, "skill name \"\(name.value)\" is not its folder's, \"\(folder)\": they must be the same", line: name.line, column: name.valueColumn)
                }
                named = (name.value, name.line, name.valueColumn)
            }
        } else {
            add(.error, "no `name` in the frontmatter: a skill needs one, equal to its folder's (\"\(folder)\")", line: skill.field("name")?.line ?? 1)
        }
        if let description = skill.field("description") {
            if description.value.isEmpty && !description.isMultiline {
                add(.error, "the description is empty: Siri decides from it alone whether the skill applies to a request", line: description.line)
            } else if description.value.count > AppSkills.descriptionMaxLength {
                add(.error, "the description is \(description.value.count) characters long, over Apple's limit of \(AppSkills.descriptionMaxLength)",
                    line: description.line, column: description.valueColumn)
            }
        } else {
            add(.error, "no `description` in the frontmatter: Siri reads it to decide whether the skill applies to a request")
        }

        let body = skill.body
        if body.count > AppSkills.bodyMaxLength {
            let past = body.index(body.startIndex, offsetBy: AppSkills.bodyMaxLength)
            let (line, column) = skill.source.position(of: skill.bodyStart + body.utf8.distance(from: body.startIndex, to: past))
            add(.error, "the body is \(body.count) characters long, over Apple's limit of \(AppSkills.bodyMaxLength): it passes the limit here",
                line: line, column: column)
        }
        for (word, offset) in Self.words(in: Array(body.utf8)) {
            guard let title = intents[word] else { continue }
            let (line, column) = skill.source.position(of: skill.bodyStart + offset)
            let suggestion = title.map { "by what it does, as its title says (\"\($0)\": \"the \($0.lowercased()) tool\")" } ?? "by what it does, as its title says"
            add(.note, "the body names \(word), an App Intent type: Siri knows tools by their titles and descriptions, so refer to it \(suggestion)",
                line: line, column: column)
        }
        return named
    }

    /// Simple name → title of the App Intent types the indices declare (not the protocols).
    package static func intentTypes(in indices: [TreeIndex]) -> [String: String?] {
        var result: [String: String?] = [:]
        for index in indices {
            for name in index.declaredNames where !index.protocols.contains(name)
                && index.anyBase(ofType: name, where: IntentProtocols.all.contains) {
                let simple = String(name.split(separator: ".").last ?? Substring(name))
                let title = index.readiness[name]?.title
                if (result[simple] ?? nil) == nil { result[simple] = .some(title) }
            }
        }
        return result
    }

    /// The identifier-like words of a text (`[A-Za-z_][A-Za-z0-9_]*`) with their byte offsets.
    package static func words(in bytes: [UInt8]) -> [(String, Int)] {
        // Swift's identifier bytes as the lexer has them, ASCII only.
        func isStart(_ b: UInt8) -> Bool { b < 0x80 && Lexer.isIdentifierHead(b) }
        func isPart(_ b: UInt8) -> Bool { b < 0x80 && Lexer.isIdentifierBody(b) }
        var result: [(String, Int)] = []
        var i = 0
        while i < bytes.count {
            guard isStart(bytes[i]), i == 0 || !isPart(bytes[i - 1]) && bytes[i - 1] < 0x80 else { i += 1; continue }
            var end = i
            while end < bytes.count && isPart(bytes[end]) { end += 1 }
            result.append((String(decoding: bytes[i..<end], as: UTF8.self), i))
            i = end
        }
        return result
    }

    /// The findings gathered per file, made into results.
    private struct Report {
        var findings: [String: [Finding]] = [:]
        var originals: [String: [UInt8]] = [:]
        var targets: [String: [String]] = [:]
        var failures: [FileResult] = []

        mutating func add(_ path: String, _ severity: Severity, _ message: String, line: Int = 1, column: Int = 1, targets: [String]? = nil) {
            findings[path, default: []].append(Finding(path: path, line: line, column: column, severity: severity, id: FindingID(rawValue: "skills-bundle"), message: message))
            if let targets { self.targets[path] = targets }
        }

        func results() -> [FileResult] {
            let order: (Finding, Finding) -> Bool = { ($0.line, $0.column, $0.message) < ($1.line, $1.column, $1.message) }
            return failures + findings.keys.sorted().map { path in
                let sorted = findings[path]!.sorted(by: order)
                let bytes = originals[path] ?? []
                let result = FileResult(path: path, original: bytes, migrated: bytes, findings: sorted, migratedFindings: sorted, newTools: [], failure: nil)
                return targets[path].map { result.compiled(by: $0) } ?? result
            }
        }
    }
}
