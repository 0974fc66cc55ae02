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
/// documentation/uikit/uidevice (main-actor isolated, imported from Objective-C as `@preconcurrency`: in the Swift 5 mode
/// the check uses, a nonisolated read is a warning, as it is against Apple's SDK)
@MainActor @preconcurrency
open class UIDevice {
    /// documentation/uikit/uidevice/current
    open class var current: UIDevice { fatalError() }
    /// documentation/uikit/uidevice/userinterfaceidiom
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
}
/// documentation/uikit/uiuserinterfaceidiom
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}
/// documentation/uikit/uifeedbackgenerator
@MainActor @preconcurrency
open class UIFeedbackGenerator {
    public init() {}
    /// documentation/uikit/uifeedbackgenerator/prepare()
    open func prepare() {}
}
/// documentation/uikit/uinotificationfeedbackgenerator
@available(iOS 10.0, *)
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// documentation/uikit/uinotificationfeedbackgenerator/feedbacktype
    public enum FeedbackType: Int, Sendable, Equatable {
        /// documentation/uikit/uinotificationfeedbackgenerator/feedbacktype/success (…/warning, …/error)
        case success, warning, error
    }
    /// documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}
