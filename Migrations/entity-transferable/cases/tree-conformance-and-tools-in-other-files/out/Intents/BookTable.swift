import AppIntents

@AppIntent(.tool)
struct BookTable: AppIntent {
    static let title: LocalizedStringResource = "Book a Table"
    @Parameter(title: "Restaurant", description: "The restaurant to book")
    var restaurant: RestaurantEntity
    func perform() async throws -> some ReturnsValue<ReservationEntity> {
        .result(value: try await Reservations.book(restaurant.id))
    }
}
