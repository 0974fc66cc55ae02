// UIKit, as far as the intents use it: documentation/uikit
@_exported import Foundation

/// documentation/uikit/uiimage
open class UIImage: @unchecked Sendable {
    /// documentation/uikit/uiimage/init(named:)
    public init?(named name: String) {}
    /// documentation/uikit/uiimage/pngdata()
    open func pngData() -> Data? { nil }
    /// documentation/uikit/uiimage/jpegdata(compressionquality:)
    open func jpegData(compressionQuality: Double) -> Data? { nil }
}
/// documentation/uikit/uiapplication
@MainActor
open class UIApplication {
    /// documentation/uikit/uiapplication/shared
    public static var shared: UIApplication { fatalError() }
    /// documentation/uikit/uiapplication/supportsalternateicons
    open var supportsAlternateIcons: Bool { false }
    /// documentation/uikit/uiapplication/setalternateiconname(_:completionhandler:)
    open func setAlternateIconName(_ alternateIconName: String?) async throws {}
    /// documentation/uikit/uiapplication/open(_:options:completionhandler:)
    open func open(_ url: URL) async -> Bool { false }
    /// documentation/uikit/uiapplication/canopenurl(_:)
    open func canOpenURL(_ url: URL) -> Bool { false }
}
/// documentation/uikit/uipasteboard
open class UIPasteboard: @unchecked Sendable {
    public static var general: UIPasteboard { fatalError() }
    open var string: String?
}
