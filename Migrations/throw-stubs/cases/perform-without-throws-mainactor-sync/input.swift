import AppIntents

struct ClearQueueIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear Queue"

    @MainActor
    func perform() -> some IntentResult & ProvidesDialog {
        guard Player.shared.hasQueue else {
            return .result(dialog: "There's nothing in the queue. Sorry!")
        }
        Player.shared.clearQueue()
        return .result(dialog: "Cleared the queue.")
    }
}
