import Foundation
import Testing
@testable import IMSupport
@testable import IMKnowledge
@testable import IMSource
@testable import IMProject
@testable import IMIndex
@testable import IMMigration
@testable import IMPasses
@testable import IMEngine
@testable import IntentMigrateKit

let sampleFindings = [
    Finding(path: "Sources/B.swift", line: 9, column: 5, severity: .note, id: "add-tool", message: "B is already a tool"),
    Finding(path: "Sources/A b.swift", line: 3, column: 1, severity: .warning, id: "add-tool", message: "mark A as a tool, now: 100%", fixable: true),
    Finding(path: "Sources/A b.swift", line: 12, column: 7, severity: .error, id: "schema-tool", message: ".messages.sendMessage is Siri-supported"),
    Finding(path: "Sources/C.swift", line: 2, column: 3, severity: .warning, id: "availability", message: "supportedModes needs iOS 26.0"),
]

func reportInput() -> ReportInput {
    ReportInput(findings: sampleFindings,
                floors: [DeploymentFloor(versions: [.iOS: OSVersion([26, 0])], source: "App.xcodeproj/project.pbxproj")],
                passes: Passes.all, root: "/work/repo")
}

@Suite struct ReportTests {
    /// The report's sort puts paths in order once; it must order exactly as `reportOrder` does.
    @Test func reportSortMatchesTheOrderItPromises() {
        var rng = SeededGenerator(state: 0x50_27)
        let paths = ["a/x.swift", "a-b/x.swift", "a.b/y.swift", "A/x.swift", "é/z.swift", "a/x.swift2", "b.swift"]
        let ids = ["describe", "add-tool", "throw-stubs"]
        for round in 0..<200 {
            let findings = (0..<Int.random(in: 0...40, using: &rng)).map { _ in
                Finding(path: paths.randomElement(using: &rng)!, line: Int.random(in: 1...4, using: &rng),
                        column: Int.random(in: 1...3, using: &rng), severity: Severity.allCases.randomElement(using: &rng)!,
                        id: FindingID(rawValue: ids.randomElement(using: &rng)!), message: ["m", "n", "o"].randomElement(using: &rng)!)
            }
            let expected = findings.sorted(by: Finding.reportOrder).map(\.textLine)
            #expect(Finding.inReportOrder(findings).map(\.textLine) == expected, "round \(round)")
            // As the pipeline leaves them: each file's findings in one run, in order within it, files in any order
            // (the quick path), and the same with one finding moved out of order or a file split in two (the full sort).
            var grouped: [Finding] = []
            for path in Set(findings.map(\.path)).shuffled(using: &rng) {
                grouped += findings.filter { $0.path == path }.sorted { ($0.line, $0.column, $0.id, $0.message) < ($1.line, $1.column, $1.id, $1.message) }
            }
            #expect(Finding.inReportOrder(grouped).map(\.textLine) == expected, "grouped, round \(round)")
            if grouped.count > 2 {
                var disturbed = grouped
                disturbed.swapAt(Int.random(in: 0..<grouped.count, using: &rng), Int.random(in: 0..<grouped.count, using: &rng))
                // (Ties on the whole key keep their order of arrival, so each is compared with its own sorted order.)
                #expect(Finding.inReportOrder(disturbed).map(\.textLine) == disturbed.sorted(by: Finding.reportOrder).map(\.textLine),
                        "disturbed, round \(round)")
                let moved = disturbed.remove(at: 0)
                disturbed.append(moved)
                #expect(Finding.inReportOrder(disturbed).map(\.textLine) == disturbed.sorted(by: Finding.reportOrder).map(\.textLine),
                        "moved, round \(round)")
            }
        }
    }

    @Test func textIsSortedAndParsable() {
        let lines = TextReport().render(reportInput()).split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[0] == "Sources/A b.swift:3:1: warning: mark A as a tool, now: 100% [add-tool]")
        #expect(lines.map { String($0.split(separator: ":")[0]) } == ["Sources/A b.swift", "Sources/A b.swift", "Sources/B.swift", "Sources/C.swift"])
    }

    @Test func jsonDecodes() throws {
        struct Document: Decodable {
            struct Item: Decodable { let path: String; let line: Int; let column: Int; let severity: String; let pass: String; let message: String; let fixable: Bool }
            struct Floor: Decodable { let project: String; let known: Bool; let versions: [String: String] }
            let tool: String; let version: String; let floors: [Floor]; let findings: [Item]
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(JSONReport().render(reportInput()).utf8))
        #expect(document.version == intentMigrateVersion)
        #expect(document.floors.first?.versions == ["iOS": "26.0"])
        #expect(document.findings.count == 4)
        #expect(document.findings[0].fixable && document.findings[0].pass == "add-tool" && document.findings[0].line == 3)
    }

    @Test func sarifHasTheRequiredFields() throws {
        let object = try JSONSerialization.jsonObject(with: Data(SARIFReport().render(reportInput()).utf8)) as! [String: Any]
        #expect(object["version"] as? String == "2.1.0")
        #expect((object["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(object["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let base = try #require((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])
        #expect(base["uri"] as? String == "file:///work/repo/")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "intent-migrate")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(Set(Passes.ids.map(\.rawValue) + ["availability", "input"]).isSubset(of: Set(ruleIDs)))
        #expect(rules.allSatisfy { ($0["help"] as? [String: Any])?["text"] is String })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 4)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            #expect(ruleIDs[result["ruleIndex"] as! Int] == ruleID)
            #expect(["error", "warning", "note"].contains(result["level"] as? String))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            #expect(!(artifact["uri"] as! String).hasPrefix("/"))
            let region = try #require(location["region"] as? [String: Any])
            #expect(region["startLine"] is Int && region["startColumn"] is Int)
        }
        #expect((results[0]["locations"] as? [[String: Any]]).flatMap { (($0[0]["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String } == "Sources/A%20b.swift")
    }

    @Test func githubLinesMatchTheWorkflowCommandGrammar() throws {
        let grammar = try Regex(#"^::(error|warning|notice) file=[^,:\n]+,line=\d+,col=\d+,title=[^,:\n]+::[^\r\n]*$"#)
        let summary = try Regex(#"^::notice title=intent-migrate::[^\r\n]*$"#)
        var input = reportInput()
        input.verbose = true
        let lines = GitHubReport().render(input).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        for line in lines { #expect(line.wholeMatch(of: grammar) != nil, "\(line)") }
        // Errors first, then warnings, then notes: GitHub shows the first 10 of each kind.
        #expect(lines.map { String($0.prefix { $0 != " " }) } == ["::error", "::warning", "::warning", "::notice"], "\(lines)")
        #expect(lines.contains("::warning file=Sources/A b.swift,line=3,col=1,title=add-tool::mark A as a tool, now: 100%25"))
        #expect(lines.contains("::notice file=Sources/B.swift,line=9,col=5,title=add-tool::B is already a tool"))
        // Without --verbose the notes are counted in a last notice, not annotated.
        let quiet = GitHubReport().render(reportInput()).split(separator: "\n").map(String.init)
        #expect(quiet.count == 4 && quiet.last?.wholeMatch(of: summary) != nil, "\(quiet)")
        #expect(quiet.last?.contains("1 errors, 2 warnings, 1 notes in all (notes with --verbose)") == true, "\(quiet)")
        // Paths relative to the workspace, whatever folder the tool ran in.
        #expect(GitHubReport.annotationPath("/w/repo/App/A.swift", workspace: "/w/repo") == "App/A.swift")
    }

    @Test func baselineMatchesByTextNotLine() {
        let texts: [String: String] = ["Sources/A b.swift:3": "struct A: AppIntent {", "Sources/A b.swift:12": "@AppIntent(.tool, schema: .messages.sendMessage)",
                                       "Sources/B.swift:9": "struct B: AppIntent {", "Sources/C.swift:2": "static var supportedModes: IntentModes { .foreground }"]
        let baseline = Baseline(findings: sampleFindings) { texts["\($0.path):\($0.line)"]! }
        // The same findings, moved down by five lines.
        let moved = sampleFindings.map { finding -> Finding in var f = finding; f.line += 5; return f }
        let movedTexts = Dictionary(uniqueKeysWithValues: texts.map { key, value in
            let parts = key.split(separator: ":"); return ("\(parts[0]):\(Int(parts[1])! + 5)", value)
        })
        let (kept, stale) = baseline.filter(moved) { movedTexts["\($0.path):\($0.line)"]! }
        #expect(kept.isEmpty && stale.isEmpty)
        // A new finding is kept; a fixed one leaves a stale entry.
        var changed = Array(moved.dropLast())
        changed.append(Finding(path: "Sources/D.swift", line: 1, column: 1, severity: .warning, id: "describe", message: "new"))
        let (kept2, stale2) = baseline.filter(changed) { movedTexts["\($0.path):\($0.line)"] ?? "struct D {" }
        #expect(kept2.map(\.path) == ["Sources/D.swift"])
        #expect(stale2.map(\.path) == ["Sources/C.swift"])
    }

    @Test func configErrorsNameTheKeyAndFile() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func load(_ json: String) -> String? {
            let file = folder.appendingPathComponent(".intent-migrate.json")
            try! Data(json.utf8).write(to: file)
            do { _ = try Configuration.load(file.path, knownPasses: Passes.ids, options: Passes.options); return nil } catch { return "\(error)" }
        }
        #expect(load(#"{"exclude": ["Generated/**"], "tools": {"exclude": ["A"], "reviewKeywords": ["rent"]}, "floor": {"iOS": "26.0"}, "schemas": {"files": "siri"}, "maxFileSize": 1000, "failureWords": ["oops"], "only": ["add-tool"], "floorPolicy": "skip", "placeholder": "editor"}"#) == nil)
        #expect(load(#"{"excludes": []}"#)?.contains("excludes: unknown key") == true)
        #expect(load(#"{"exclude": "Generated"}"#)?.contains("exclude: must be an array of strings") == true)
        #expect(load(#"{"exclude": ["[abc"]}"#)?.contains("bad glob") == true)
        // A NUL in a word used to stop the run on a failed precondition (SIGILL); now it is a config error.
        #expect(load(#"{"failureWords": ["can\u0000t"]}"#)?.contains(#"failureWords: 'can\u{0}t' holds a control character"#) == true)
        #expect(load(#"{"tools": {"reviewKeywords": ["a\tb"]}}"#)?.contains("holds a control character") == true)
        // 3,000 long words made a pattern too large to compile (a crash); word lists are bounded, a config error past it.
        let many = (0..<3000).map { "\"w\(String(repeating: "x", count: 19))\($0)\"" }.joined(separator: ", ")
        #expect(load(#"{"failureWords": [\#(many)]}"#)?.contains("failureWords: 3000 words; at most 200") == true)
        let most = (0..<200).map { "\"\(String(repeating: "w", count: 59))\($0 % 10)\"" }.joined(separator: ", ")
        #expect(load(#"{"failureWords": [\#(most)]}"#) == nil)
        #expect(load(#"{"tools": {"reviewKeywords": ["\#(String(repeating: "a", count: 61))"]}}"#)?.contains("is longer than 60 bytes") == true)
        #expect(load(#"{"floor": {"iOS": 26}}"#)?.contains("floor.iOS") == true)
        #expect(load(#"{"floorPolicy": "sometimes"}"#)?.contains("floorPolicy") == true)
        #expect(load(#"{"maxFileSize": true}"#)?.contains("maxFileSize") == true)
        #expect(load(#"{"tools": {"include": "PayDepositIntent"}}"#)?.contains("tools.include") == true)
        #expect(load(#"{"tools": {"includes": []}}"#)?.contains("tools.includes") == true)
        #expect(load(#"{"schemas": {"files": "maybe"}}"#)?.contains("schemas.files") == true)
        #expect(load(#"{"only": ["nope"]}"#)?.contains("unknown pass 'nope'") == true)
        #expect(load("[1]")?.contains("must be a JSON object") == true)
        #expect(load("{")?.contains(".intent-migrate.json") == true)
        // Whole numbers however written are byte counts; fractions, signs and strings are not.
        for json in [#"{"maxFileSize": 1000.0}"#, #"{"maxFileSize": 1e3}"#] { #expect(load(json) == nil, "\(json)") }
        for json in [#"{"maxFileSize": 1.5}"#, #"{"maxFileSize": -1}"#, #"{"maxFileSize": "1000"}"#, #"{"maxFileSize": null}"#] {
            #expect(load(json)?.contains("maxFileSize: must be a positive whole number of bytes") == true, "\(json)")
        }
        #expect(load(#"{"exclude": null}"#)?.contains("exclude: must be an array of strings") == true)
        #expect(load(#"{"only": ["add-tool", 3]}"#)?.contains("only: must be an array of strings") == true)
    }

    /// Each path segment percent-encoded as a URI path segment (`;` and `%` too), `/` kept.
    @Test func sarifURIsEncodeSegments() {
        #expect(SARIFReport.uri("Sources/A b/é;x%/C+D@1.swift") == "Sources/A%20b/%C3%A9%3Bx%25/C+D@1.swift")
        #expect(SARIFReport.uri("plain/Path_-.~!$&'()*,:=.swift") == "plain/Path_-.~!$&'()*,:=.swift")
    }

    @Test func globs() {
        #expect(Glob.matches("Generated/**", "Generated/A/B.swift"))
        #expect(Glob.matches("**/*.generated.swift", "A/B/C.generated.swift"))
        #expect(Glob.matches("**/*.generated.swift", "C.generated.swift"))
        #expect(!Glob.matches("Sources/*.swift", "Sources/A/B.swift"))
        #expect(Glob.matches("Sources/*.swift", "Sources/B.swift"))
        #expect(Glob.matches("Fixtures", "Tests/Fixtures/A.swift"))
        #expect(Glob.matches("Tests", "Tests"))
        #expect(Glob.matches("Test?", "Tests"))
        #expect(Glob.matches("**/A/**/B.swift", "x/A/y/z/B.swift") && !Glob.matches("**/A/**/B.swift", "x/y/B.swift"))
    }

    /// Many `**` in a glob matched in time linear in pattern × path (it was exponential: minutes).
    @Test func globsWithManyDoubleStarsAreFast() {
        let pattern = Array(repeating: "**", count: 30).joined(separator: "/") + "/nomatch"
        let path = Array(repeating: "a", count: 40).joined(separator: "/")
        #expect(!Glob.matches(pattern, path))
    }
}
