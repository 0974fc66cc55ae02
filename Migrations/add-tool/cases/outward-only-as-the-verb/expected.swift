import AppIntents

/// "Post" is what it acts on, not what it does: a like reaches no one new. Marked.
@AppIntent(.tool)
struct LikePostIntent: AppIntent {
    static let title: LocalizedStringResource = "Like Post"

    @Parameter(title: "Post")
    var post: String

    func perform() async throws -> some IntentResult {
        try await Timeline.shared.like(post)
        return .result()
    }
}

/// Reading one's email sends nothing. Marked.
@AppIntent(.tool)
struct CheckEmailIntent: AppIntent {
    static let title: LocalizedStringResource = "Check Email"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = try await Mailbox.shared.unreadCount()
        return .result(dialog: "You have \(count) unread emails.")
    }
}

/// Making a post is publishing it: held for a person.
struct CreatePostIntent: AppIntent {
    static let title: LocalizedStringResource = "Create Post"

    @Parameter(title: "Text")
    var text: String

    func perform() async throws -> some IntentResult {
        try await Timeline.shared.publish(text)
        return .result()
    }
}

/// The second verb sends: held for a person.
struct SaveAndSendReportIntent: AppIntent {
    static let title: LocalizedStringResource = "Save and Send Report"

    func perform() async throws -> some IntentResult {
        try await Reports.shared.sendToTeam()
        return .result()
    }
}

/// A record's URI is what only the app knows: a Shortcuts step, held.
struct ShowPostByAddressIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Post by Address"

    @Parameter(title: "Post URI")
    var postURI: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let post = try await Timeline.shared.post(at: postURI)
        return .result(dialog: "\(post.author) wrote: \(post.text)")
    }
}
