import AppIntents

@AppIntent(schema: .recipes.cook)
struct CookRecipeIntent {
    var recipe: RecipeEntity

    func perform() async throws -> some IntentResult {
        try await Kitchen.shared.start(recipe.id)
        return .result()
    }
}
