/// The raw values the player's events are sent under.
enum PlayerEvents {
    static let skip = "skipSong"
}
