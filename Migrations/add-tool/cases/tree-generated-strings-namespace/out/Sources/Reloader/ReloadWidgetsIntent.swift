import AppIntents

@AppIntent(.tool)
struct ReloadWidgetsIntent: AppIntent {
    static let title: LocalizedStringResource = "Reload Widgets"

    func perform() async throws -> some IntentResult {
        await WidgetRefresher.reloadAll()
        return .result()
    }
}
