// CoreLocation, as far as intents use it: documentation/corelocation
@_exported import Foundation

/// documentation/corelocation/cllocation
open class CLLocation: @unchecked Sendable {
    public init(latitude: Double, longitude: Double) {}
}
/// documentation/corelocation/clplacemark
open class CLPlacemark: @unchecked Sendable {
    open var name: String? { nil }
    open var locality: String? { nil }
    open var location: CLLocation? { nil }
}
