import AppIntents

enum PlaybackIntents {
    @AppIntent(.tool)
    struct PauseIntent: AudioPlaybackIntent {
        static let title: LocalizedStringResource = "Pause"

        func perform() async throws -> some IntentResult {
            await Player.shared.pause()
            return .result()
        }
    }

    enum Queue {
        /// Moves the current track to the end of the queue.
        @available(iOS 17.0, *)
        @AppIntent(.tool)
        struct RequeueTrackIntent: AppIntent {
            static let title: LocalizedStringResource = "Requeue Track"

            func perform() async throws -> some IntentResult {
                await Player.shared.requeueCurrent()
                return .result()
            }
        }
    }
}

extension Library {
    struct CountAlbumsIntent: AppIntent {
        static let title: LocalizedStringResource = "Count Albums"

        func perform() async throws -> some IntentResult & ReturnsValue<Int> {
            return .result(value: Library.shared.albumCount)
        }
    }
}
