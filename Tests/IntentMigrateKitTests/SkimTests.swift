import Foundation
import Testing
@testable import IntentMigrateKit

/// Skimming (`LexedView.skimming`): the first scan of a large file makes no tokens inside function bodies,
/// accessors and closures. Whatever that scan reads must come out as from a full lex: whether the file lexes,
/// the mask and comments, every byte-level fact of the outline, and what can be hollowed.
@Suite struct SkimTests {
    /// The byte-level facts of an outline (token indices differ by design and are left out): per type, its line
    /// and its members' lines.
    static func facts(_ outline: Outline, _ view: LexedView) -> [(type: String, members: [String], names: [String])] {
        func attributes(_ list: [Attribute]) -> String { list.map { "@\($0.name)\($0.range)\(String(describing: $0.arguments))" }.joined(separator: " ") }
        return outline.types.map { type in
            let line = "type \(type.kind) \(type.name) \(type.simpleName) \(type.nameRange) start \(type.startOffset(in: view)) "
                + "keyword \(type.keywordOffset) body \(type.body) parent \(String(describing: type.parent)) "
                + "[\(attributes(type.attributes))] \(type.modifiers) \(type.inheritance.map { "\($0.name)\($0.range)" }) "
                + "\(type.conditions)"
            var members = ["cases \(type.cases)"]
            for p in type.properties {
                members.append("  property \(p.name) \(p.nameRange) \(p.range) \(p.keyword) static \(p.isStatic) \(p.modifiers) "
                               + "[\(attributes(p.attributes))] keyword \(p.keywordOffset) declaration \(p.declarationStart) "
                               + "type \(String(describing: p.typeAnnotation)) = \(String(describing: p.initializer)) "
                               + "{} \(String(describing: p.accessors)) \(p.conditions)")
            }
            for f in type.functions {
                members.append("  func \(f.name) \(f.range) static \(f.isStatic) \(f.modifiers) effects \(f.effectsInsertionOffset) "
                               + "throws \(f.isThrowing) async \(f.isAsync) body \(String(describing: f.body)) \(f.conditions)")
            }
            return (line, members, type.cases + type.properties.map(\.name) + type.functions.map(\.name))
        }
    }

    /// What the index knows: the declared names, protocols and inheritance, and for every type the tree
    /// declares whether it has each member the index is asked about.
    static func knowledge(_ outline: Outline) -> [String] {
        var index = TreeIndex()
        index.add(outline)
        var lines = ["names \(index.declaredNames.sorted())", "protocols \(index.protocols.sorted())"]
        lines += index.inheritance.keys.sorted().map { "\($0): \(index.inheritance[$0]!.sorted())" }
        for name in index.inheritance.keys.sorted() {
            for member in TreeIndex.membersAsked {
                lines.append("\(name).\(member) \(index.declares(member: member, in: name)) \(index.declares(staticMember: member, in: name))")
            }
        }
        return lines
    }

    static func candidates(_ bytes: [UInt8], _ view: LexedView, _ outline: Outline) -> [String] {
        Pipeline(passes: Passes.all).focus.candidates(bytes: bytes, view: view, outline: outline)
            .map { "\($0.hollow.interior) \($0.hollow.declaration) \($0.names)" }
    }

    /// Compares a skim with a full lex of `bytes`; returns how many tokens the skim saved (nil: neither lexes).
    @discardableResult
    static func compare(_ bytes: [UInt8], _ label: String) -> Int? {
        let full = try? LexedView(bytes)
        let skim = try? LexedView.skimming(bytes)
        #expect((full == nil) == (skim == nil), "\(label): lexes \(full != nil), skims \(skim != nil)")
        guard let full, let skim else { return nil }
        #expect(skim.mask == full.mask, "\(label): mask differs")
        #expect(skim.comments == full.comments, "\(label): comments differ")
        let fullOutline = Outline(bytes: bytes, view: full), skimOutline = Outline(bytes: bytes, view: skim)
        let expected = facts(fullOutline, full), got = facts(skimOutline, skim)
        // The same types; each with the same members, or (a body the skim passed over) none of them when the
        // full lex finds none the index is asked about.
        #expect(got.map(\.type) == expected.map(\.type), "\(label): types differ\nfull: \(expected.map(\.type))\nskim: \(got.map(\.type))")
        for (skimmed, whole) in zip(got, expected) where skimmed.members != whole.members {
            #expect(skimmed.names.isEmpty && !whole.names.contains(where: TreeIndex.membersAsked.contains),
                    "\(label): members differ\nfull: \(whole.members)\nskim: \(skimmed.members)")
        }
        #expect(knowledge(skimOutline) == knowledge(fullOutline), "\(label): the index differs")
        #expect(candidates(bytes, skim, skimOutline) == candidates(bytes, full, fullOutline), "\(label): hollowing differs")
        return full.tokens.count - skim.tokens.count
    }

    @Test func skimmingReadsTheFilesLikeAFullLex() {
        var saved = 0
        for (i, bytes) in FuzzTests.corpus.enumerated() { saved += SkimTests.compare(bytes, "corpus file \(i)") ?? 0 }
        // The corpus has function bodies: a skim that never skipped one would prove nothing.
        #expect(saved > 5_000, "only \(saved) tokens skimmed")
    }

    @Test(.timeLimit(.minutes(10)))
    func mutatedFilesSkimLikeAFullLex() {
        let iterations = Int(ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"] ?? "") ?? 3000
        var rng = SeededGenerator(state: 0x5_C1A4)
        var lexed = 0
        for iteration in 0..<iterations {
            let original = FuzzTests.corpus[Int.random(in: 0..<FuzzTests.corpus.count, using: &rng)]
            let input = FuzzTests.mutate(original, &rng)
            if SkimTests.compare(input, "iteration \(iteration)") != nil { lexed += 1 }
        }
        #expect(lexed > iterations / 4, "only \(lexed) of \(iterations) inputs lexed")
    }

    /// Where a `/` inside a body starts a regex depends on the token before it; a skim has no tokens there.
    @Test func slashesInBodiesSkimLikeAFullLex() {
        let bodies = [
            "let r = /a{/", "return /[}]/", "x = a / b; let y = /}/", "if x { _ = y /2 }", "let z = a+/b/",
            "let w = a /* c */ /b{/", "guard let m = s.firstMatch(of: /x(/) else { return }", "let q = f(/}/)",
            "let e = #/a}{/#", "let s = \"\\(/}/)\"", "case /a/: break", "let t = x! /2/", "let u = `return` /a}/",
            "let v = $0 /2", "let k = @escaping /a}/", "let p = 1.5 /2/", "let c = a\n/b}/", "x = y // }\n",
            "let n = \"s\" /a}/", "let m = #\"s\"#return /a}/", "in /a}/", "let o = a ?/b/", "let g = [a] /x}/",
        ]
        for (i, body) in bodies.enumerated() {
            let text = "struct S {\n    func f() {\n        \(body)\n    }\n    var after: Int\n}\n"
            SkimTests.compare(Array(text.utf8), "slash case \(i): \(body)")
        }
    }

    /// Type bodies are read in full, at any depth and however their headers are written.
    @Test func typeBodiesAreNotSkimmed() throws {
        let text = """
        @available(iOS 17, *) struct A<T>: P where T == (Int, Int) {
            struct B: Q
            #if os(iOS)
            , R
            #endif
            {
                var x: Int { didSet { print(x) } }
                func f() { struct Local { var hidden: Int } }
                enum E { case a, b(String) }
            }
            class func make() -> A { A() }
            init() { struct NotAMember { var hidden: Int } }
            subscript(i: Int) -> Int { i }
            var handler: () -> Void = { }
            lazy var table: [Int] = { [1, 2] }()
            static let k = Kind.class
            func g() { if true { let struct_ = 1 } }
            protocol Inner { func h() }
        }
        extension A.B { var y: Int { 0 } }
        """
        let bytes = Array(text.utf8)
        let saved = try #require(SkimTests.compare(bytes, "nested types"))
        #expect(saved > 0)
        let skim = try LexedView.skimming(bytes)
        let outline = Outline(bytes: bytes, view: skim)
        #expect(outline.types.map(\.simpleName) == ["A", "B", "E", "Inner", "B"])
        #expect(outline.types[1].properties.map(\.name) == ["x"])
    }

    /// Whatever stands between a type keyword and the next brace is that type's header to the outline, even a
    /// member's keyword (a mutated file the fuzzer found): the skim reads the brace as a type body too.
    @Test func membersKeywordsInATypeHeaderSkimLikeAFullLex() throws {
        for header in ["struct Odd: P, func f()", "struct Odd: P, var x: Int", "class Odd: Q where T: R, init()", "enum Odd subscript(i: Int)"] {
            // A member the index is asked about: the body is read (see `bodiesThatDeclareNothingAskedAreSkimmed`).
            let text = "\(header) {\n    var description: Int\n    func g() { let y = 1 }\n}\n"
            let bytes = Array(text.utf8)
            try #require(SkimTests.compare(bytes, "header: \(header)") != nil)
            let outline = Outline(bytes: bytes, view: try LexedView.skimming(bytes))
            #expect(outline.types.first?.properties.map(\.name) == ["description"], "\(header)")
        }
    }

    /// A type body that declares no type and no member the index is asked about is passed over like a function
    /// body (its `#if`s kept); a header naming an intent or entity, a nested type, an asked member or a directive
    /// that doesn't close inside the body has it read.
    @Test func bodiesThatDeclareNothingAskedAreSkimmed() throws {
        func members(_ text: String) throws -> [String] {
            let bytes = Array(text.utf8)
            try #require(SkimTests.compare(bytes, text) != nil)
            let outline = Outline(bytes: bytes, view: try LexedView.skimming(bytes))
            return outline.types.flatMap { $0.properties.map(\.name) + $0.functions.map(\.name) + $0.cases }
        }
        let filler = "    /// The class, the struct and the enum of it.\n    func load() { let s = \"perform\"; struct Local {} }\n"
        #expect(try members("final class Store {\n    var items: [Int] = []\n\(filler)}\n").isEmpty)
        #expect(try members("final class Store {\n    #if DEBUG\n    var log = 1\n    #endif\n\(filler)}\n").isEmpty)
        #expect(try members("enum Mode: String { case fast, slow }\n").isEmpty)
        #expect(try members("struct Store: AppIntent {\n    var items = 1\n}\n") == ["items"])
        #expect(try members("struct StoreEntity {\n    var items = 1\n}\n") == ["items"])
        #expect(try members("final class Store {\n    var items = 1\n    func perform() {}\n}\n") == ["items", "perform"])
        #expect(try members("enum Failure: Error { case failure(String) }\n") == ["failure"])
        #expect(try members("final class Store {\n    var items = 1\n    struct Inner { }\n}\n") == ["items"])
        #expect(try members("final class Store {\n    var items = 1 // no supportedModes here\n}\n").isEmpty)
        #expect(try members("final class Store {\n    var items = \"supportedModes\"\n}\n") == ["items"])
        #expect(try members("final class Store {\n    var items = 1\n    #if DEBUG\n    var log = 1\n}\n#endif\n") == ["items", "log"])
    }

    /// A skim fails where a full lex fails, inside skipped bodies too.
    @Test func brokenBodiesFailLikeAFullLex() {
        for body in ["let s = \"open", "/* never closed", "let x = (1]", "let y = `name", "let r = #/x", "}", "{"] {
            let text = "struct S {\n    func f() {\n        \(body)\n    }\n}\n"
            SkimTests.compare(Array(text.utf8), "broken: \(body)")
            #expect((try? LexedView.skimming(Array(text.utf8))) == nil, "skim accepted: \(body)")
        }
    }
}
