import Foundation

extension Notification.Name {
    static let addSession = Notification.Name("addSession")
    static let pauseTimer = Notification.Name("pauseTimer")
    static let skipSong = Notification.Name("skipSong")
}
