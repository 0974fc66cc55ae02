import Foundation
import Testing
@testable import IMMigration
@testable import IMPasses

/// Each pass is described in three places besides its doc comment: its `explanation` (`intent-migrate explain <id>`),
/// `Migrations/<id>/README.md`, and a row of the user README's pass tables, which `make readme` copies from the
/// Migrations README. These tests keep them in step: the same passes, the same title, the same sources, the same order.
@Suite struct PassDocumentationTests {
    static let migrations = repositoryRoot.appendingPathComponent("Migrations")

    /// `Migrations/<id>/README.md`, or nil when it can't be read.
    static func readme(_ id: PassID) -> String? {
        try? String(contentsOf: migrations.appendingPathComponent("\(id)/README.md"), encoding: .utf8)
    }

    /// The source file that declares the pass, for the messages (`Sources/IntentMigrateKit/Passes/…`).
    static func sourceFile(_ id: PassID) -> String {
        let folder = repositoryRoot.appendingPathComponent("Sources/IntentMigrateKit/Passes")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        let name = names.first { name in
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return text.contains("id: PassID = \"\(id)\"")
        }
        return name.map { "Sources/IntentMigrateKit/Passes/\($0)" } ?? "the source of \(id)"
    }

    @Test func everyPassHasAMigrationsFolderAndEveryFolderAPass() throws {
        let ids = Set(Passes.ids.map(\.rawValue))
        for id in Passes.ids where Self.readme(id) == nil {
            Issue.record("pass \(id) (in Passes.all) has no Migrations/\(id)/README.md")
        }
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.migrations.path).filter { !$0.hasPrefix(".") }
        for folder in folders.sorted() where !ids.contains(folder) {
            Issue.record("Migrations/\(folder) names no pass in Passes.all (passes: \(Passes.ids.map(\.rawValue).joined(separator: ", ")))")
        }
    }

    /// `explain <id>` opens with `<id> — <title>`; the README opens with `# ` and the same line.
    @Test func readmeTitleIsTheExplanationsFirstLine() {
        for pass in Passes.all {
            let first = pass.explanation.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            #expect(first.hasPrefix("\(pass.id) — "),
                    "the explanation of \(pass.id) (\(Self.sourceFile(pass.id))) doesn't open with \"\(pass.id) — <title>\": \(first)")
            guard let readme = Self.readme(pass.id) else { continue }  // reported by the test above
            let title = readme.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            #expect(title == "# \(first)", """
                Migrations/\(pass.id)/README.md's title and the explanation in \(Self.sourceFile(pass.id)) disagree:
                  README:      \(title)
                  explanation: # \(first)
                """)
        }
    }

    /// The explanation's `Source:` part and the README's `## Source` section cite the same Apple pages and documents.
    @Test func explanationAndReadmeCiteTheSameSources() {
        for pass in Passes.all {
            guard let readme = Self.readme(pass.id) else { continue }
            let file = Self.sourceFile(pass.id)
            guard let explained = Citations.explanationSource(pass.explanation) else {
                Issue.record("the explanation of \(pass.id) (\(file)) has no \"Source:\" part")
                continue
            }
            guard let documented = Citations.readmeSource(readme) else {
                Issue.record("Migrations/\(pass.id)/README.md has no ## Source section")
                continue
            }
            let e = Citations.sources(in: explained), r = Citations.sources(in: documented)
            for unknown in e.unknownTitles + r.unknownTitles {
                Issue.record("\(pass.id) cites an Apple page by a title this test doesn't know (\(unknown)): add it to Citations.appleTitles")
            }
            #expect(!e.cited.isEmpty, "the explanation of \(pass.id) (\(file)) cites no source this test recognises")
            for missing in r.cited.subtracting(e.cited).sorted() {
                Issue.record("\(pass.id): Migrations/\(pass.id)/README.md's ## Source cites \(missing), the explanation's Source: in \(file) doesn't")
            }
            for missing in e.cited.subtracting(r.cited).sorted() {
                Issue.record("\(pass.id): the explanation's Source: in \(file) cites \(missing), Migrations/\(pass.id)/README.md's ## Source doesn't")
            }
        }
    }

    /// The user README's pass and check tables are made by `make readme` from each pass's `## README row`, in the order
    /// of `Passes.all`, a check in the table with a severity column: a new pass adds its row in its own folder.
    @Test func userReadmeTablesAreMadeFromTheMigrationsFolders() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for (name, checks) in [("passes", false), ("checks", true)] {
            let expected = Passes.all.filter { $0.isCheck == checks }.map { pass in
                "| `\(pass.id)` | \(Self.readme(pass.id).flatMap(Citations.readmeRow) ?? "(no ## README row)") |"
            }
            let rows = Citations.generatedRows(text, name)
            let differing = zip(rows ?? [], expected).filter { $0.0 != $0.1 }.map { "  README.md: \($0.0)\n  expected:  \($0.1)" }
            #expect(rows == expected, """
                README.md's \(name) table is not what `make readme` makes from Migrations/<id>/README.md; run `make readme`.
                \(rows == nil ? "README.md has no <!-- \(name): generated … --> block" : "\(rows!.count) rows, \(expected.count) expected")
                \(differing.joined(separator: "\n"))
                """)
        }
    }

    /// `intent-migrate passes` and `make readme` tell a check by its summary: `check: …` for a check, never for a pass.
    @Test func aCheckSaysSoInItsSummary() {
        for pass in Passes.all {
            #expect(pass.summary.hasPrefix("check: ") == pass.isCheck,
                    "\(pass.id) is \(pass.isCheck ? "a check, whose summary must start" : "a pass, whose summary must not start") with \"check: \"")
        }
    }

    /// Each test must be able to fail: the parsers find what they should in known text.
    @Test func citationsAreReadAsIntended() {
        let found = Citations.sources(in: """
            Apple, "Bringing custom actions and content to Siri"; documentation/AppIntents/ToolIntent and
            …/openintent/target, developer.apple.com/documentation/corespotlight/cssearchableindex/default() (Discussion),
            …/deleteappentities(oftype:). The Siri AI developer guide (docs/sources.md); the VinylCrate audit;
            the specification; Apple Trademark List; Apple, "A page nobody wrote".
            """)
        #expect(found.cited == [
            "documentation/appintents/bringing-custom-actions-and-content-to-siri", "documentation/appintents/toolintent",
            "documentation/appintents/openintent/target", "documentation/corespotlight/cssearchableindex/default()",
            "documentation/corespotlight/cssearchableindex/deleteappentities(oftype:)",
            "the Siri AI developer guide", "the VinylCrate audit", "the specification", "Apple Trademark List",
        ])
        #expect(found.unknownTitles == ["A page nobody wrote"])
        let readme = "# x\n\n## Why\nw\n\n## README row\nThe row of the user README's table.\n\nnote | y | z\n\n## Cases\n"
        #expect(Citations.readmeRow(readme) == "note | y | z")
        #expect(Citations.readmeRow("# x\n\n## README row\n\n## Cases\n") == nil)
        let rows = Citations.generatedRows("""
            <!-- passes: generated -->
            | id | what it does |
            |---|---|
            | `a-pass` | x |

            <!-- end of passes -->
            | `outside` | n |
            """, "passes")
        #expect(rows == ["| `a-pass` | x |"])
        #expect(Citations.generatedRows("| `a-pass` | x |", "passes") == nil)
    }
}

/// Reads the sources a pass's documentation cites, normalised so that the explanation and the README can be compared.
enum Citations {
    /// Apple pages cited by title rather than by address.
    static let appleTitles: [String: String] = [
        "Bringing custom actions and content to Siri": "documentation/appintents/bringing-custom-actions-and-content-to-siri",
        "Orchestrating complex actions with app skills": "documentation/appintents/orchestrating-complex-actions-with-app-skills",
        "App schema domains": "documentation/appintents/app-schema-domains",
    ]
    /// The other documents (docs/sources.md), each with the words that name it.
    static let documents: [(name: String, words: String)] = [
        ("the Siri AI developer guide", "developer guide"),
        ("the VinylCrate audit", "VinylCrate audit"),
        ("the specification", "the specification"),
        ("Apple Trademark List", "Apple Trademark List"),
    ]

    /// The explanation from its `Source:` line to its end.
    static func explanationSource(_ explanation: String) -> String? {
        guard let range = explanation.range(of: "\nSource:") else { return nil }
        return String(explanation[range.upperBound...])
    }

    /// The README's `## Source` section, up to the next heading.
    static func readmeSource(_ readme: String) -> String? {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "## Source") else { return nil }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return lines[(start + 1)..<end].joined(separator: "\n")
    }

    /// Apple pages (`documentation/…`, lowercased, without `developer.apple.com/`; `…/x` is the last full address's
    /// parent plus `x`; a known title is its page), and the documents of `documents`. A title after `Apple, ` that
    /// isn't in `appleTitles` is returned apart, so that a new one can't be missed.
    static func sources(in text: String) -> (cited: Set<String>, unknownTitles: [String]) {
        // Lines joined: a title may be broken across two.
        let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var cited = Set<String>()
        var unknown: [String] = []
        let page = #"(?:developer\.apple\.com/)?(documentation/[A-Za-z0-9_/().:-]+)|…/([A-Za-z0-9_/().:-]+)"#
        var parent: String?
        for match in flat.matches(of: try! Regex(page)) {
            let full = match.output[1].substring, short = match.output[2].substring
            if let full {
                let address = trimmed(full.lowercased())
                cited.insert(address)
                parent = address.split(separator: "/").dropLast().joined(separator: "/")
            } else if let short, let parent {
                cited.insert(parent + "/" + trimmed(short.lowercased()))
            }
        }
        for (title, address) in appleTitles where flat.contains("\"\(title)\"") { cited.insert(address) }
        for match in flat.matches(of: #/Apple, "([^"]+)"/#) where appleTitles[String(match.output.1)] == nil {
            unknown.append(String(match.output.1))
        }
        for document in documents where flat.lowercased().contains(document.words.lowercased()) { cited.insert(document.name) }
        return (cited, unknown)
    }

    /// An address without the punctuation that follows it in a sentence: a trailing `.`, `,` or `:`, and a `)` it doesn't open.
    static func trimmed(_ address: String) -> String {
        var address = Substring(address)
        while let last = address.last {
            if ".,:;".contains(last) || (last == ")" && address.filter { $0 == "(" }.count < address.filter { $0 == ")" }.count) {
                address = address.dropLast()
            } else { break }
        }
        return String(address)
    }

    /// The cells of a Migrations README's `## README row`: its first line after the heading that isn't empty or the
    /// sentence that says what the section is.
    static func readmeRow(_ readme: String) -> String? {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "## README row") else { return nil }
        for line in lines[(start + 1)...] {
            if line.hasPrefix("## ") { return nil }
            // As `make readme` reads it (awk's `NF`): a line of only spaces is empty.
            if !line.allSatisfy(\.isWhitespace) && !line.hasPrefix("The row") { return String(line) }
        }
        return nil
    }

    /// The rows (`| `id` | … |`) between `<!-- NAME: generated` and `<!-- end of NAME -->`, or nil without that block.
    static func generatedRows(_ text: String, _ name: String) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("<!-- \(name): generated") }),
              let end = lines[start...].firstIndex(of: "<!-- end of \(name) -->") else { return nil }
        return lines[start..<end].filter { $0.hasPrefix("| `") }.map(String.init)
    }
}
