import AppIntents

@AppIntent(.tool)
struct ImportCoverIntent: AppIntent {
    static let title: LocalizedStringResource = "Import Cover"
    static let description = IntentDescription("Sets the cover art of an album in the person's collection from an image.")

    @Parameter(title: "Album", description: "The album whose cover changes")
    var album: AlbumEntity

    #if os(iOS)
    @Parameter(title: "Photo")
    var image: IntentFile
    #else
    @Parameter(title: "Image File", supportedContentTypes: [.image])
    var image: IntentFile
    #endif

    func perform() async throws -> some IntentResult {
        #if os(iOS)
        try await Covers.shared.set(image.data, for: album.id, source: CoverSource.photos)
        #else
        try await Covers.shared.set(image.data, for: album.id, source: CoverSource.file)
        #endif
        return .result()
    }
}

#if canImport(UIKit)
@AppIntent(.tool)
struct ScanBarcodeIntent: AppIntent {
    static let title: LocalizedStringResource = "Scan Barcode"

    @Parameter(title: "Add to Wantlist", default: false)
    var addToWantlist: Bool

    func perform() async throws -> some IntentResult {
        try await BarcodeScanner.shared.scan(addToWantlist: addToWantlist)
        return .result()
    }
}
#endif
