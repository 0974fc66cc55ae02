import AppIntents

struct OpenReleaseIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Release"

    @Parameter(title: "Release")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let url = DiscogsLinks.url(for: name) else {
            return .result(dialog: #"Couldn't open "\#(name)"."#)
        }
        guard await DiscogsClient.shared.isReachable else {
            return .result(dialog: """
                Discogs isn't available right now.
                Try again later.
                """)
        }
        await Browser.open(url)
        return .result(dialog: #"Opened "\#(name)"."#)
    }
}
