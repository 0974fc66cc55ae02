import AppIntents
import Foundation

#if os(macOS)
struct RevealExportIntent: AppIntent, URLRepresentableIntent {
    static let title: LocalizedStringResource = "Reveal Export"
    static let urlRepresentation: URLRepresentation = "vinylcrate://exports/latest"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
#else
    struct ShowExportIntent: AppIntent {
        static let title: LocalizedStringResource = "Show Export"

        @MainActor
        func perform() async throws -> some IntentResult {
            #if os(iOS)
            Router.shared.show(.exports)
            #endif
            return .result()
        }
    }
#endif
