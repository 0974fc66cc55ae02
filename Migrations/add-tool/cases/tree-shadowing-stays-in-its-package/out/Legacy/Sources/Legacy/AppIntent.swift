/// This package's own, older protocol of the same name.
public protocol AppIntent {
    func perform() async throws
}

public protocol OpenIntent: AppIntent {}

struct LegacyRefresh: AppIntent {
    static let title = "Refresh"
    func perform() async throws {}
}
