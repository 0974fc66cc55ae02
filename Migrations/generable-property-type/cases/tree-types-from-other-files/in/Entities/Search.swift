import AppIntents

@AppEntity(.generable)
struct EveningSearch: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Evening Search"

    @Property(title: "Mood", description: "How lively the place should be")
    var mood: Mood

    @Property(title: "Venue", description: "Where to go")
    var venue: Venue

    var displayRepresentation: DisplayRepresentation { "Evening" }

    init() {}
}
