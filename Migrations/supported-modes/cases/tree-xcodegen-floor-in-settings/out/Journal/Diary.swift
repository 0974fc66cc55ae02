@MainActor
final class Diary {
    static let shared = Diary()
    func openToday() {}
}
