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

/// Names resolved like the compiler, as far as text allows: nested types shadow only inside the types
/// around them, top-level ones in their module only, `AppIntents.X` is always Apple's.
@Suite struct TreeIndexTests {
    func index(_ files: String...) throws -> TreeIndex {
        var index = TreeIndex()
        for text in files {
            let bytes = Array(text.utf8)
            index.add(Outline(bytes: bytes, view: try LexedView(bytes)))
        }
        return index
    }

    /// `finished()` works the walks out once; every question gets the answer the walk gives.
    @Test func finishedIndexAnswersLikeTheWalk() throws {
        let walked = try indexWithReadiness("""
        enum L10n { enum Widgets { enum AppIntent { static let title = "Reload" } } }
        protocol CrateIntent: AppIntent {}
        protocol LoudIntent: CrateIntent, ToolIntent {}
        struct Crate: AppEntity { static let defaultQuery = CrateQuery() }
        struct ShuffleIntent: LoudIntent {
            @Parameter(title: "Crate") var crate: Crate
            func perform() async throws -> some ReturnsValue<[Crate]> { .result(value: []) }
        }
        @AppIntent(.tool) struct PlayIntent: CrateIntent { @Parameter(title: "Crate") var crate: Crate? }
        struct QuietIntent: CrateIntent { @Parameter(title: "Crate") var crate: Crate }
        extension L10n.Widgets { struct Reload: AppIntent {} }
        """)
        let finished = walked.finished()
        let names = walked.inheritance.keys.sorted() + ["Unknown"]
        let tests: [(String) -> Bool] = [{ $0 == "AppIntent" }, { $0 == "ToolIntent" }, { $0 == "AppEntity" }, { _ in false }]
        for name in names {
            #expect(finished.appleBases(ofType: name) == walked.appleBases(ofType: name), "\(name)")
            for extra in [[], ["CrateIntent"], ["AppIntent", "Crate"], ["OpenIntent"]] {
                for test in tests {
                    #expect(finished.anyBase(ofType: name, extra: extra, where: test) == walked.anyBase(ofType: name, extra: extra, where: test), "\(name) \(extra)")
                }
            }
            #expect(finished.tools(using: name) == walked.tools(using: name), "\(name)")
        }
        #expect(finished.tools(using: "Crate") == ["PlayIntent", "ShuffleIntent"])
        #expect(finished.appleBases(ofType: "L10n.Widgets.Reload") == [])
    }

    /// A finished index works a value out once, nil included: an absent answer is kept, not asked again, and is not
    /// mistaken for a kept nil before it is worked out.
    @Test func memoKeepsEveryAnswerNilIncluded() throws {
        let finished = try index("struct A: AppIntent {}").finished()
        var made = 0
        let first: Int? = finished.memoized("none") { made += 1; return nil }
        let second: Int? = finished.memoized("none") { made += 1; return 7 }
        #expect(first == nil && second == nil && made == 1)
        let other: Int? = finished.memoized("some") { made += 1; return 3 }
        #expect(other == 3 && made == 2)
        let unfinished = try index("struct A: AppIntent {}")
        let asked: Int? = unfinished.memoized("some") { 5 }
        #expect(asked == 5)
    }

    /// The index with what the readiness checks ask across files (parameters, return values, tool marks).
    func indexWithReadiness(_ text: String) throws -> TreeIndex {
        var index = TreeIndex()
        let bytes = Array(text.utf8)
        let view = try LexedView(bytes)
        index.add(Outline(bytes: bytes, view: view), view: view, path: "Intents.swift", bytes: bytes)
        return index
    }

    @Test func generatedStringsNamespaceShadowsNothingOutside() throws {
        let index = try index("""
        enum L10n {
            enum Widgets { enum ReloadWidgets { enum AppIntent { static let title = "Reload" } } }
        }
        """, """
        struct ReloadWidgetsIntent: AppIntent { func perform() async throws -> some IntentResult { await Player.shared.play(); return .result() } }
        """)
        #expect(index.appleBases(ofType: "ReloadWidgetsIntent") == ["AppIntent"])
        #expect(index.resolve("AppIntent", in: "") == nil)
        #expect(index.resolve("AppIntent", in: "L10n.Widgets.ReloadWidgets") == "L10n.Widgets.ReloadWidgets.AppIntent")
    }

    @Test func nestedTypeShadowsInsideItsEnclosingTypeAndExtensions() throws {
        let index = try index("""
        enum Outer {
            protocol OpenIntent {}
            struct Inside: OpenIntent {}
        }
        extension Outer {
            struct InExtension: OpenIntent {}
        }
        struct Outside: OpenIntent {}
        """)
        #expect(index.appleBases(ofType: "Outer.Inside") == [])
        #expect(index.appleBases(ofType: "Outer.InExtension") == [])
        #expect(index.appleBases(ofType: "Outside") == ["OpenIntent"])
    }

    @Test func topLevelTypeShadowsInItsModuleAndQualifiedNameIsApples() throws {
        let index = try index("""
        protocol AppIntent {}
        struct Local: AppIntent {}
        struct Qualified: AppIntents.AppIntent {}
        """)
        #expect(index.appleBases(ofType: "Local") == [])
        #expect(index.appleBases(ofType: "Qualified") == ["AppIntent"])
    }

    @Test func anotherModulesProtocolIsSeenButNeverShadowsApplesNames() throws {
        var shared = try index("""
        public protocol AppIntentWithServer: AppIntent {}
        public protocol OpenIntent {}
        """)
        var app = try index("""
        struct Toggle: AppIntentWithServer {}
        struct Show: OpenIntent {}
        """)
        app.otherModulesProtocols = shared.exportedProtocols(refining: IntentProtocols.all)
        #expect(app.otherModulesProtocols.keys.sorted() == ["AppIntentWithServer"])
        #expect(app.appleBases(ofType: "Toggle") == ["AppIntentWithServer", "AppIntent"])
        #expect(app.appleBases(ofType: "Show") == ["OpenIntent"])
        shared.otherModulesProtocols = [:]
        #expect(shared.appleBases(ofType: "OpenIntent") == [])
    }

    @Test func membersAreKeptPerQualifiedName() throws {
        let index = try index("""
        enum A { struct SettingsIntent: AppIntent { static let description = IntentDescription("…") } }
        enum B { struct SettingsIntent: AppIntent {} }
        extension B.SettingsIntent { func perform() async throws -> some IntentResult { await Player.shared.play(); return .result() } }
        """)
        #expect(index.declares(staticMember: "description", in: "A.SettingsIntent"))
        #expect(!index.declares(staticMember: "description", in: "B.SettingsIntent"))
        #expect(index.declares(member: "perform", in: "B.SettingsIntent"))
        #expect(!index.declares(member: "perform", in: "A.SettingsIntent"))
    }
}

/// Apple's facts are data with their sources: every row names the documentation page it comes from.
@Suite struct KnowledgeTableTests {
    @Test func everyRowNamesItsDocumentationPage() {
        for row in Availability.rows {
            #expect(row.source.hasPrefix("documentation/appintents/"), "\(row.construct): \(row.source)")
            #expect(!row.introduced.isEmpty, "\(row.construct) exists on no platform")
        }
        for row in SchemaCatalog.rows {
            #expect(row.source.hasPrefix("documentation/appintents/"), "\(row.key): \(row.source)")
        }
        #expect(Set(SchemaCatalog.rows.map(\.key)).count == SchemaCatalog.rows.count, "a key twice")
        for domain in Set(SchemaCatalog.rows.map { String($0.key.split(separator: ".")[0]) }) where !["visualIntelligence", "assistant"].contains(domain) {
            #expect(Availability.schema(domain: domain, name: "x") != nil, "no availability for the \(domain) domain")
        }
    }

    /// What the passes write or check has its platforms: ToolIntent (what `@AppIntent(.tool)` adds) is not on
    /// watchOS or tvOS, supportedModes and the property descriptions are everywhere, the newest APIs not on tvOS/watchOS.
    @Test func constructsTheyWriteHaveTheirPlatforms() {
        #expect(Availability.toolIntentPlatforms == [.iOS, .macOS, .visionOS])
        #expect(Set(Availability.supportedModes.introduced.keys) == Set(Platform.allCases))
        #expect(Set(Availability.propertyDescription.introduced.keys) == Set(Platform.allCases))
        for row in [Availability.generableEntity, Availability.indexedEntityQuery] {
            #expect(row.introduced[.watchOS] == nil && row.introduced[.tvOS] == nil, "\(row.construct)")
        }
        #expect(Availability.schema(domain: "video", name: "playContent")?.introduced.keys.sorted() == [.iOS, .tvOS, .visionOS])
        #expect(Availability.schema(domain: "journal", name: "createEntry")?.introduced[.iOS] == OSVersion([18, 0]))
        #expect(SchemaCatalog.support(domain: "photos", schema: "straighten") == .shortcutsOnly)
        #expect(SchemaCatalog.support(domain: "photos", schema: "search") == .siri)
        #expect(SchemaCatalog.support(domain: "assistant", schema: "activate") == .singlePurpose)
    }
}

/// What each module learns of the other modules' protocols is the union of their exports, as merging them one by one gives.
@Suite struct OthersExportsTests {
    @Test func isTheUnionOfTheOtherModulesExports() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<50 {
            let modules = (0..<Int.random(in: 1...6, using: &generator)).map { ModuleKey.folder("/m\($0)") }
            var exports: [ModuleKey: [String: Set<String>]] = [:]
            for module in modules {
                var protocols: [String: Set<String>] = [:]
                for _ in 0..<Int.random(in: 0...3, using: &generator) {
                    protocols["P\(Int.random(in: 0...3, using: &generator))", default: []]
                        .formUnion((0..<Int.random(in: 1...3, using: &generator)).map { _ in "B\(Int.random(in: 0...4, using: &generator))" })
                }
                exports[module] = protocols
            }
            let merged = Engine.othersExports(exports)
            for module in modules {
                var expected: [String: Set<String>] = [:]
                for (other, protocols) in exports where other != module { expected.merge(protocols) { $0.union($1) } }
                #expect(merged[module] == expected, "round \(round), \(module)")
            }
        }
    }
}
