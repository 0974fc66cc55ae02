import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "Pantry",
    targets: [
        .target(
            name: "Pantry",
            destinations: Constants.destinations,
            product: .app,
            bundleId: "com.example.pantry",
            deploymentTargets: Constants.deploymentTargets,
            sources: ["App/Sources/**"]
        ),
    ]
)
