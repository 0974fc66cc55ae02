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

func outline(_ text: String) throws -> (Outline, SourceText) {
    let source = SourceText(text)
    return (Outline(source: source, view: try LexedView(source.bytes)), source)
}

@Suite struct OutlineTests {
    @Test func attributesOnTheSameLineAndModifiers() throws {
        let (o, _) = try outline("@available(iOS 16.2, *) public final class X: LiveActivityIntent, @unchecked Sendable {}")
        let x = try #require(o.types.first)
        #expect(x.kind == .class && x.name == "X")
        #expect(x.attributes.map(\.name) == ["available"])
        #expect(x.modifiers == ["public", "final"])
        #expect(x.inheritance.map(\.name) == ["LiveActivityIntent", "Sendable"])
    }

    /// A type alias a type can conform through is read with the names it stands for; a generic one, or one to a
    /// function or optional type, is not: nothing conforms through it.
    @Test func typeAliasesToNamesAreRead() throws {
        let (o, _) = try outline("""
        #if os(iOS)
        typealias Action = LiveActivityIntent
        #else
        typealias Action = AppIntent
        #endif
        enum Remote {
            public typealias Command = AppIntents.AppIntent & ProgressReportingIntent
        }
        typealias Pair<T> = (T, T)
        typealias Handler = (Int) -> Void
        typealias Maybe = String?
        """)
        #expect(o.aliases.map(\.qualifiedName) == ["Action", "Action", "Remote.Command"])
        #expect(o.aliases.map(\.aliased) == [["LiveActivityIntent"], ["AppIntent"], ["AppIntents.AppIntent", "ProgressReportingIntent"]])
    }

    /// `@AppIntents.Parameter` is App Intents' `@Parameter`; another module's qualified attribute keeps its module.
    @Test func moduleQualifiedAttributesAreOneAttribute() throws {
        let (o, source) = try outline("""
        @AppIntents.AppIntent(.tool) struct Play: AppIntent {
            @AppIntents.Parameter(title: "Mood") var mood: String
            @AppIntents.Parameter var limit: Int?
            @TipKit.Parameter static var seen: Bool = false
            @AppIntents.Parameter (title: "Spaced") var spaced: String
        }
        """)
        let play = try #require(o.types.first)
        #expect(play.attributes.map(\.name) == ["AppIntent"])
        #expect(play.attributes.first.flatMap(\.arguments).map(source.text) == ".tool")
        #expect(play.properties.map(\.name) == ["mood", "limit", "seen", "spaced"])
        #expect(play.properties.map { $0.attributes.map(\.name) } == [["Parameter"], ["Parameter"], ["TipKit.Parameter"], ["Parameter"]])
        let mood = try #require(play.properties.first?.attributes.first)
        #expect(source.text(mood.range) == "@AppIntents.Parameter(title: \"Mood\")")
        #expect(mood.arguments.map(source.text) == "title: \"Mood\"")
        #expect(play.properties[1].attributes.first.map { source.text($0.range) } == "@AppIntents.Parameter")
        // What a rename replaces: the last component, after the module.
        #expect(play.attributes.first.map { source.text($0.nameRange) } == "AppIntent")
        #expect(play.properties[2].attributes.first.map { source.text($0.nameRange) } == "Parameter")
        let (plain, plainSource) = try outline("@AssistantEntity(schema: .photos.asset) struct P {}")
        #expect(plain.types.first?.attributes.first.map { plainSource.text($0.nameRange) } == "AssistantEntity")
    }

    @Test func braceOnItsOwnLineAndConformancesOverSeveralLines() throws {
        let (o, source) = try outline("""
        struct Search:
            AppIntent,
            PredictableIntent, // why
            Sendable
        {
            static let title: LocalizedStringResource = "Search"
        }
        """)
        let s = try #require(o.types.first)
        #expect(s.inheritance.map(\.name) == ["AppIntent", "PredictableIntent", "Sendable"])
        #expect(source.text(s.body).hasPrefix("{\n    static let title"))
        #expect(s.properties.map(\.name) == ["title"])
        #expect(s.properties[0].typeAnnotation.map(source.text) == "LocalizedStringResource")
        #expect(s.properties[0].initializer.map(source.text) == "\"Search\"")
    }

    @Test func conditionsAroundTypesAndMembers() throws {
        let (o, source) = try outline("""
        #if canImport(UIKit)
        struct A: AppIntent {
            #if os(iOS)
            static var openAppWhenRun: Bool = true
            #else
            static var openAppWhenRun: Bool { false }
            #endif
            @Parameter(title: "Album")
            var album: String
        }
        #endif
        struct B {}
        """)
        #expect(o.types.map(\.name) == ["A", "B"])
        #expect(o.types[0].conditions == ["canImport(UIKit)"])
        #expect(o.types[1].conditions == [])
        let members = o.types[0].properties
        #expect(members.map(\.name) == ["openAppWhenRun", "openAppWhenRun", "album"])
        #expect(members[0].conditions == ["canImport(UIKit)", "os(iOS)"])
        #expect(members[1].conditions == ["canImport(UIKit)", "!(os(iOS))"])
        #expect(members[1].accessors.map(source.text) == "{ false }")
        #expect(members[2].attributes.first?.name == "Parameter")
        #expect(members[2].attributes.first?.arguments.map(source.text) == "title: \"Album\"")
        #expect(members[0].isStatic && !members[2].isStatic)
    }

    @Test func nestedTypesFunctionsAndProtocols() throws {
        let (o, source) = try outline("""
        protocol CrateIntent: AppIntent {}
        extension CrateIntent { static var openAppWhenRun: Bool { true } }
        enum Namespace {
            struct Play: CrateIntent {
                enum Action: String, AppEnum { case play, pause }
                func perform() async -> some IntentResult {
                    struct Local {}
                    return .result()
                }
                private func helper() throws {}
            }
        }
        """)
        #expect(o.types.map(\.name) == ["CrateIntent", "CrateIntent", "Namespace", "Play", "Action"])
        #expect(o.types[1].kind == .extension)
        #expect(o.types[3].parent == 2 && o.types[4].parent == 3)
        let perform = try #require(o.types[3].function(named: "perform"))
        #expect(perform.isAsync && !perform.isThrowing)
        #expect(source.text(perform.effectsInsertionOffset..<perform.effectsInsertionOffset + 3) == " ->")
        #expect(o.types[3].function(named: "helper")?.isThrowing == true)
        var index = TreeIndex()
        index.add(o)
        #expect(index.treeProtocols(refining: ["AppIntent"]) == ["CrateIntent"])
        #expect(index.appleBases(ofType: "Namespace.Play") == ["AppIntent"])
        #expect(o.types.map(\.qualifiedName) == ["CrateIntent", "CrateIntent", "Namespace", "Namespace.Play", "Namespace.Play.Action"])
    }

    /// `anyBase` asks about each name outside the module once, ends on cycles, and stops at the first that holds.
    @Test func anyBaseAsksEachOutsideNameOnce() throws {
        let (o, _) = try outline("""
        protocol A: B {}
        protocol B: A, Sendable {}
        struct S: A, Hashable {}
        struct T {}
        """)
        var index = TreeIndex()
        index.add(o)
        #expect(index.appleBases(ofType: "S") == ["Sendable", "Hashable"])
        #expect(index.appleBases(ofType: "T", extra: ["Unknown"]) == ["Unknown"])
        for type in ["S", "T", "A"] {
            for wanted in ["Sendable", "Hashable", "Nothing"] {
                var asked: [String] = []
                let found = index.anyBase(ofType: type) { asked.append($0); return $0 == wanted }
                #expect(found == index.appleBases(ofType: type).contains(wanted), "\(type) \(wanted)")
                #expect(Set(asked).count == asked.count, "\(type) \(wanted): asked twice: \(asked)")
                if !found { #expect(Set(asked) == index.appleBases(ofType: type)) }
            }
        }
    }

    @Test func classMembersAreNotTypes() throws {
        let (o, _) = try outline("""
        final class Box: AppIntent {
            class var shared: Int { 1 }
            class func make() {}
            static let title: LocalizedStringResource = "Box"
        }
        """)
        #expect(o.types.count == 1)
        #expect(o.types[0].properties.map(\.name) == ["shared", "title"])
        #expect(o.types[0].functions.map(\.name) == ["make"])
    }

    @Test func multiLineInitializersEndWhereTheExpressionEnds() throws {
        let (o, source) = try outline("""
        struct A {
            static let description = IntentDescription(
                "Long text",
                searchKeywords: ["a", "b"]
            )
            static let openAppWhenRun =
                false
            var next = 1
        }
        """)
        let members = o.types[0].properties
        #expect(members.map(\.name) == ["description", "openAppWhenRun", "next"])
        #expect(members[0].initializer.map(source.text)?.hasSuffix(")") == true)
        #expect(members[1].initializer.map(source.text) == "false")
    }
}
