import Testing
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

    @Test func generatedStringsNamespaceShadowsNothingOutside() throws {
        let index = try index("""
        enum L10n {
            enum Widgets { enum ReloadWidgets { enum AppIntent { static let title = "Reload" } } }
        }
        """, """
        struct ReloadWidgetsIntent: AppIntent { func perform() async throws -> some IntentResult { .result() } }
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
        extension B.SettingsIntent { func perform() async throws -> some IntentResult { .result() } }
        """)
        #expect(index.declares(staticMember: "description", in: "A.SettingsIntent"))
        #expect(!index.declares(staticMember: "description", in: "B.SettingsIntent"))
        #expect(index.declares(member: "perform", in: "B.SettingsIntent"))
        #expect(!index.declares(member: "perform", in: "A.SettingsIntent"))
    }
}
