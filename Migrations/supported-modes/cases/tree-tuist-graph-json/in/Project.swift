import ProjectDescription
import ProjectDescriptionHelpers

// Built by a helper: only `tuist graph --format json` says what it makes.
let project = Project.recipesApp()
