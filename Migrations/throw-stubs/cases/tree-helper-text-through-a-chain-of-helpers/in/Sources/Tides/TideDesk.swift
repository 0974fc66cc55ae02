/// What Siri says about tides: each answer is passed down to the one that knows the harbour.
struct TideDesk {
    func highTideAnswer(harbour: String) async -> String {
        await harbourAnswer(harbour: harbour, kind: "high")
    }

    func harbourAnswer(harbour: String, kind: String) async -> String {
        await TideWords().gaugeAnswer(harbour: harbour, kind: kind)
    }

    /// Only success texts down this chain: nothing to warn about.
    func tableAnswer() -> String {
        TideWords().tableText()
    }
}
