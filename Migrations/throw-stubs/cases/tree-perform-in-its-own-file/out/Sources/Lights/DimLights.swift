import AppIntents

struct DimLights: AppIntent {
    static let title: LocalizedStringResource = "Dim the Lights"

    @Parameter(title: "Room")
    var room: String
}
