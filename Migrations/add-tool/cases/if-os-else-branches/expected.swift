import AppIntents
import Foundation

#if os(macOS)
@AppIntent(.tool)
struct RevealExportIntent: AppIntent, URLRepresentableIntent {
    static let title: LocalizedStringResource = "Reveal Export"
    static let urlRepresentation: URLRepresentation = "vinylcrate://exports/latest"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
#else
    @AppIntent(.tool)
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
