import AppIntents
import SwiftUI

/// The buttons of an interactive snippet drive the snippet, as a widget's drive the widget: held, not marked. The
/// intent that shows the snippet and the app's own quick-note intent are tools.
@AppIntent(.tool)
struct ShowPanelIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Quick Panel"

    func perform() async throws -> some IntentResult & ShowsSnippetIntent {
        .result(snippetIntent: PanelSnippetIntent())
    }
}

struct PanelSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Quick Panel"

    func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result(view: PanelView())
    }
}

struct PanelView: View {
    var body: some View {
        HStack {
            Button(intent: AddPanelNoteIntent()) { Label("Note", systemImage: "square.and.pencil") }
            Button(intent: ClearPanelIntent()) { Label("Clear", systemImage: "xmark") }
        }
    }
}

struct AddPanelNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Note From Panel"

    func perform() async throws -> some IntentResult {
        await Notes.shared.addBlank()
        return .result()
    }
}

struct ClearPanelIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear Panel Form"

    func perform() async throws -> some IntentResult {
        await Panel.shared.clearForm()
        return .result()
    }
}

@AppIntent(.tool)
struct QuickNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Quick Note"

    @Parameter(title: "Text")
    var text: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Notes.shared.add(text)
        return .result(dialog: "Saved your note.")
    }
}
