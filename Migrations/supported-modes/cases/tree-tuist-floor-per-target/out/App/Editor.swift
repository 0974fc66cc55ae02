@MainActor
final class Editor {
    static let shared = Editor()
    func newPage() {}
}
