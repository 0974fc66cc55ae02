import AppIntents

enum CrateIntents {
    struct RenameCrateIntent: AppIntent {
        static let title: LocalizedStringResource = "Rename Crate"

        @Parameter(title: "Crate")
        var crate: CrateEntity

        @Parameter(title: "New Name")
        var newName: String

        func perform() async throws -> some IntentResult & ProvidesDialog {
            guard !newName.isEmpty else {
                return .result(dialog: "That's an invalid crate name.")
            }
            try await CrateStore.shared.rename(crate.id, to: newName)
            return .result(dialog: "Renamed to \(newName).")
        }
    }

    struct ArchiveCrateIntent: AppIntent {
        static let title: LocalizedStringResource = "Archive Crate"

        func perform() async throws -> some IntentResult & ProvidesDialog {
            return .result(dialog: "Archived.")
        }
    }
}
