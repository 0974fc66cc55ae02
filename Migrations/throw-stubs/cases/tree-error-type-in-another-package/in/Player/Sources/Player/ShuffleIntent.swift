import AppIntents

struct ShuffleIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await Queue.shared.hasTracks else {
            return .result(dialog: "Couldn't shuffle: the queue is empty.")
        }
        await Queue.shared.shuffle()
        return .result(dialog: "Shuffled.")
    }
}
