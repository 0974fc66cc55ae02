import AppIntents

@AppIntent(schema: .books.openBook)
struct OpenBookIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("books.openBook")
        return .result()
    }
}

@AppIntent(schema: .browser.createTab)
struct CreateTabIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("browser.createTab")
        return .result()
    }
}

@AppIntent(schema: .journal.updateEntry)
struct UpdateEntryIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("journal.updateEntry")
        return .result()
    }
}

@AppIntent(schema: .presentation.createPresentation)
struct CreatePresentationIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("presentation.createPresentation")
        return .result()
    }
}

@AppIntent(schema: .reader.openDocument)
struct OpenReaderDocumentIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("reader.openDocument")
        return .result()
    }
}

@AppIntent(schema: .spreadsheet.createSpreadsheet)
struct CreateSpreadsheetIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("spreadsheet.createSpreadsheet")
        return .result()
    }
}

@AppIntent(schema: .whiteboard.createBoard)
struct CreateBoardIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("whiteboard.createBoard")
        return .result()
    }
}

@AppIntent(schema: .wordProcessor.openDocument)
struct OpenWordDocumentIntent {
    func perform() async throws -> some IntentResult {
        try await Workspace.shared.run("wordProcessor.openDocument")
        return .result()
    }
}
