import AppIntents

@AppIntent(.tool)
struct SetVolumeIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Volume"
    static let description = IntentDescription("Sets the playback volume of the turntable speaker, from 0 (silent) to 1 (full).")

    @Parameter(title: "Volume", default: 0.5, inclusiveRange: (0, 1))
    var volume: Double

    @Parameter(title: "Fade (seconds)", inclusiveRange: (0, 10))
    var fade: Int

    @Parameter(default: 0, inclusiveRange: (-1, 1))
    var balance: Int

    func perform() async throws -> some IntentResult {
        await Speaker.shared.set(volume: volume, fade: fade, balance: balance)
        return .result()
    }
}
