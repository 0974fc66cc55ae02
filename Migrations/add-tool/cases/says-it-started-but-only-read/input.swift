import AppIntents

/// "Start Cooking" finds the meal and says it is starting, but nothing starts: a stub.
struct StartCookingIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Cooking"

    @Parameter(title: "Meal")
    var meal: MealEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let meals = try await MealStore.shared.fetchMeals()
        guard meals.first(where: { $0.id == meal.id }) != nil else {
            throw $meal.needsValueError("Which meal?")
        }
        let label: String
        label = meal.name.lowercased()
        return .result(dialog: "Starting \(label).")
    }
}

/// The same title with the timers started: marked.
struct StartBakingIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Baking"

    @Parameter(title: "Meal")
    var meal: MealEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let found = try await MealStore.shared.fetchMeal(meal.id)
        try await Kitchen.shared.startTimers(for: found)
        return .result(dialog: "Starting \(meal.name).")
    }
}

/// Assigning what it found to the app's state is doing something: marked.
struct SetTonightsMealIntent: AppIntent {
    static var title: LocalizedStringResource = "Set Tonight's Meal"

    @Parameter(title: "Meal")
    var meal: MealEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let found = try await MealStore.shared.fetchMeal(meal.id)
        Planner.shared.tonight = found
        return .result(dialog: "Tonight: \(meal.name).")
    }
}

/// A Live Activity's button that calls a handler the app registers (`handler?()`) does something: judged as a button.
struct CancelCookingIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Cancel Cooking"

    func perform() async throws -> some IntentResult {
        CookingHandlers.cancel?()
        return .result()
    }
}
