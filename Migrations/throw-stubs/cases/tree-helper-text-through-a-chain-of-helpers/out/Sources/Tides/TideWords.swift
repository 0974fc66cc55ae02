enum GaugeError: Error { case offline }

struct Gauge {
    func nextTime(at harbour: String, kind: String) async throws -> String {
        guard !harbour.isEmpty else { throw GaugeError.offline }
        return "06:40"
    }
}

/// The sentences, written once. These functions can't throw: a gauge that can't be read becomes text.
struct TideWords {
    func gaugeAnswer(harbour: String, kind: String) async -> String {
        do {
            let time = try await Gauge().nextTime(at: harbour, kind: kind)
            return "The next \(kind) tide at \(harbour) is at \(time)."
        } catch {
            return "The tide gauge at \(harbour) can't be read right now."
        }
    }

    func tableText() -> String {
        tableLines().joined(separator: " ")
    }

    func tableLines() -> [String] { ["High at 06:40.", "Low at 12:55."] }
}
