import AppIntents
#if canImport(UIKit)
import UIKit
#endif

struct SetAppIconIntent: AppIntent {
    static let title: LocalizedStringResource = "Set App Icon"

    @Parameter(title: "Icon")
    var icon: AppIconEntity

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        #if os(iOS)
        guard UIApplication.shared.supportsAlternateIcons else {
            throw SetAppIconIntentError.failure("Custom icons are not supported on this device.")
        }
        try await UIApplication.shared.setAlternateIconName(icon.id)
        #else
        if icon.id != AppIconEntity.defaultID {
            throw SetAppIconIntentError.failure("Custom icons are only available on iPhone and iPad.")
        }
        #endif
        return .result(dialog: "Changed the icon to \(icon.name).")
    }
}

enum SetAppIconIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
