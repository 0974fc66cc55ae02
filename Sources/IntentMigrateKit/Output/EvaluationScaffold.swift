/// `intent-migrate scaffold evaluations`: a draft Siri Evaluations test file for the app, in the shape the
/// developer guide gives ("Testing": `IntentDefinitions`, `SiriScenarioLoader`, `SiriScenario`, `UserTurn`,
/// `Calls`, `Calls(.disallowed)`, `Loads`, an `Evaluation` run from a `@Test`). One scenario per tool, its title as
/// the first request (to rewrite in people's words); `Calls(.disallowed)` for each intent held for a decision,
/// next to the tools whose titles share a word with it (else in a scenario of its own); `Loads` for each skill.
package enum EvaluationScaffold {
    struct Intent { let name: String; let title: String; let variable: String }

    /// An app: its name, bundle identifier, the report rows of the intents it compiles, and its skills' names.
    package struct App: Sendable {
        package let name: String
        package let bundleIdentifier: String?
        package let rows: [MigrationReport.Row]
        package let skills: [String]
        package init(name: String, bundleIdentifier: String?, rows: [MigrationReport.Row], skills: [String]) {
            self.name = name
            self.bundleIdentifier = bundleIdentifier
            self.rows = rows
            self.skills = skills
        }
    }

    /// The draft for the apps: their definitions, one scenario loader with every app's scenarios, the evaluation.
    package static func render(_ apps: [App]) -> String {
        var used: Set<String> = []
        func variable(_ name: String) -> String {
            var parts = Words.camelCase(name.split(separator: ".").last.map(String.init) ?? name)
            if parts.count > 1, parts.last == "intent" { parts.removeLast() }
            var base = parts.enumerated().map { $0.offset == 0 ? $0.element : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
            if base.isEmpty || base.first!.isNumber || swiftKeywords.contains(base) { base = "intent" + base }
            var candidate = base, n = 2
            while !used.insert(candidate).inserted { candidate = "\(base)\(n)"; n += 1 }
            return candidate
        }
        var header = """
        // DRAFT: written by `intent-migrate scaffold evaluations`. Edit it before you rely on it.
        //
        // It follows the Siri Evaluations example in the Siri AI developer guide ("Testing"), which is assembled
        // from Apple's reference pages: Siri Evaluations is in preview, so check the imports and names against the
        // SDK you build with. Put it in a UI testing target (the guide says how to run it).
        //
        // Each first request is a tool's title: rewrite it in the words people use, then add the indirect,
        // incomplete and unexpected ones. Calls only checks that the listed calls happen; the Calls(.disallowed)
        // lines name the intents held for a decision, which Siri must not run on its own.
        import Testing

        """
        var scenarios = ""
        var skillsPlaced: Set<String> = []
        for app in apps {
            // An extension with no tool of its own (a widget's configuration) gets no definitions; a project's skills go
            // to its first app.
            let app = App(name: app.name, bundleIdentifier: app.bundleIdentifier, rows: app.rows, skills: app.skills.filter { !skillsPlaced.contains($0) })
            let (definitions, body) = render(app, variable)
            guard !body.isEmpty else { continue }
            skillsPlaced.formUnion(app.skills)
            header += "\n" + definitions
            scenarios += body
        }
        return header + "\nlet draftScenarios = SiriScenarioLoader {\n" + scenarios + footer
    }

    /// Text for a `//` comment: control characters (a line break above all, which would end the comment and make the
    /// rest code) become spaces.
    static func commentText(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
    }

    /// One app's definitions and scenarios.
    static func render(_ app: App, _ variable: (String) -> String) -> (String, String) {
        let appName = app.name
        var tools: [Intent] = [], held: [(Intent, String)] = []
        for row in app.rows where row.type.kind == .intent {
            let decisions = row.findings.compactMap(\.decision)
            let title = row.type.title ?? row.type.name
            let isHeld = row.findings.contains { finding in finding.decision?.summary == Decision.held }
            let marked = row.findings.contains { $0.fixable && $0.id.rawValue == "add-tool" } || decisions.contains(.alreadyTool)
                || (decisions.contains(.included))
            if isHeld {
                held.append((Intent(name: row.type.name, title: title, variable: variable(row.type.name)), decisions.first { $0 != .alreadyTool }?.rawValue ?? "held"))
            } else if marked {
                tools.append(Intent(name: row.type.name, title: title, variable: variable(row.type.name)))
            }
        }
        let words = { (title: String) in Set(Words.plain(title).filter { $0.count > 3 }) }
        guard !tools.isEmpty || !held.isEmpty else { return ("", "") }
        let definitionsName = variable(app.name)
        // Names from project files go into comments and literals only, made safe there: a crafted name stays text.
        var defs = "// \(commentText(appName))\nlet \(definitionsName) = IntentDefinitions(bundleIdentifier: \"\(Placeholder.escaped(app.bundleIdentifier ?? "com.example.\(appName.lowercased())"))\")"
            + (app.bundleIdentifier == nil ? "  // a stand-in: put the app's bundle identifier here (its build settings don't write one out)" : "") + "\n"
        for tool in tools { defs += "let \(tool.variable) = \(definitionsName).intents[\"\(tool.name)\"]\n" }
        for (intent, reason) in held { defs += "let \(intent.variable) = \(definitionsName).intents[\"\(intent.name)\"]  // held for a decision (\(reason)): never run by Siri on its own\n" }
        var skillVariables: [(String, String)] = []
        for skill in app.skills {
            let name = variable(skill.replacingAll("-", with: " ").split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Skill")
            skillVariables.append((name, skill))
            defs += "let \(name) = \(definitionsName).skills[\"\(Placeholder.escaped(skill))\"]\n"
        }
        var out = ""
        var placed: Set<String> = []
        for tool in tools {
            let alike = held.filter { !words($0.0.title).isDisjoint(with: words(tool.title)) }
            out += "    // \(tool.name): rewrite the request in people's words.\n    SiriScenario {\n"
            out += "        UserTurn(\"\(Placeholder.escaped(tool.title)) in \(Placeholder.escaped(appName))\") {\n"
            out += "            Calls { \(tool.variable) }\n"
            for (intent, _) in alike { out += "            Calls(.disallowed) { \(intent.variable) }\n"; placed.insert(intent.name) }
            out += "        }\n    }\n"
        }
        for (intent, _) in held where !placed.contains(intent.name) {
            out += "    // \(intent.name) is held for a decision: asked for, Siri must still not run it on its own.\n    SiriScenario {\n"
            out += "        UserTurn(\"\(Placeholder.escaped(intent.title)) in \(Placeholder.escaped(appName))\") {\n"
            out += "            Calls(.disallowed) { \(intent.variable) }\n        }\n    }\n"
        }
        for (variable, skill) in skillVariables {
            out += "    // The \(commentText(skill)) skill: write a request it is for (vague, several steps), and the tools it chains.\n    SiriScenario {\n"
            out += "        UserTurn(\(Placeholder.expression("a request for the \(skill) skill, in \(appName)", style: .todo))) {\n"
            out += "            Loads(.required) { \(variable) }\n        }\n    }\n"
        }
        return (defs, out)
    }

    static let footer = """
        }

        struct DraftEvaluation: Evaluation {
            let name: String
            let dataset: SiriScenarioLoader

            func subject(from sample: SiriScenario) async throws -> SiriScenarioSubject {
                try await SiriService.run(scenario: sample)
            }

            var evaluators: Evaluators { SiriExpectationEvaluator() }

            func aggregateMetrics(using aggregator: inout MetricsAggregator) {
                Self.computeSiriMetrics(into: &aggregator)
            }
        }

        @Test(.evaluates(DraftEvaluation(name: "Draft scenarios", dataset: draftScenarios)))
        func draftScenariosPass() async throws {
            let result = EvaluationContext.current.result
            // Replies vary between runs: gate on a pass rate, and run the suite several times.
            #expect(result.aggregateValue(.mean(of: .intentsAllPass)) >= 0.9)
        }

        """

    static let swiftKeywords: Set<String> = ["return", "class", "struct", "enum", "func", "let", "var", "if", "else", "for", "in", "while",
                                             "switch", "case", "default", "import", "open", "public", "private", "internal", "static"]
}
