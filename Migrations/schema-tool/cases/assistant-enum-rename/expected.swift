import AppIntents

@AppEnum(schema: .photos.assetType)
enum SleeveAssetType: String, AppEnum {
    case photo
    case video

    static let caseDisplayRepresentations: [SleeveAssetType: DisplayRepresentation] = [
        .photo: "Photo",
        .video: "Video",
    ]
}
