import AppIntents

enum Mood: String, AppEnum {
    case calm, lively
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [.calm: "Calm", .lively: "Lively"]
}

struct Venue {
    var name: String
}
