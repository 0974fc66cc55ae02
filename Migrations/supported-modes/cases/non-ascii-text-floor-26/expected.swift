import AppIntents

// Öffnet die App – für „Café del Mar“ 🎵
struct ÖffneSammlungIntent: AppIntent {
    static let title: LocalizedStringResource = "Sammlung öffnen — 収集"
    /// 開くと、アプリが前面に表示されます。
    static var supportedModes: IntentModes { .foreground } // アプリを開く 🎶

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.crates) // «Plattenkiste»
        return .result()
    }
}

struct MélangerIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Mélanger la caisse"
    static var supportedModes: IntentModes { .background } // en arrière-plan, s’il vous plaît

    func perform() async throws -> some IntentResult {
        await Player.shared.shuffle()
        return .result()
    }
}
