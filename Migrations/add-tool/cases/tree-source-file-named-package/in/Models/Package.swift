/// A record package the shop sells: a source file of the app that happens to share SwiftPM's manifest name.
public protocol Package: Identifiable {
    var title: String { get }
    var price: Double { get }
}
