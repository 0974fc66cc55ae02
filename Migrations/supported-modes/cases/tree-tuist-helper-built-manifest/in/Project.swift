import ProjectDescription
import ProjectDescriptionHelpers

// The app's targets come from a helper of Tuist/ProjectDescriptionHelpers: only its arguments are written here.
let project = Project.app(
    name: "Journal",
    destinations: [.iPhone, .iPad],
    deploymentTargets: .iOS("17.0")
)
