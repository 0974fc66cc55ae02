import AppIntents

struct ClearPlayedCratesIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear Played Crates"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let played = await CrateStore.shared.playedCrates()
        // Nothing to clear is the state that was asked for.
        guard !played.isEmpty else {
            return .result(dialog: "No played crates to clear.")
        }
        await CrateStore.shared.remove(played)
        return .result(dialog: "Cleared \(played.count) crates.")
    }
}

struct OpenListeningRoomIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Listening Room"

    func perform() async throws -> some IntentResult {
        guard let room = await RoomStore.shared.lastRoom else {
            // Falls back to a new room: the work is still done.
            await RoomStore.shared.createRoom()
            return .result()
        }
        do {
            try await room.join()
        } catch {
            await RoomStore.shared.joinLocally(room)
            return .result()
        }
        return .result()
    }
}
