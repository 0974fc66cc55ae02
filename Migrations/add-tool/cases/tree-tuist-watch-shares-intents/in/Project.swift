import ProjectDescription

let project = Project(
    name: "Steady",
    targets: [
        .target(
            name: "Steady",
            destinations: [.iPhone, .iPad],
            product: .app,
            bundleId: "com.example.steady",
            deploymentTargets: .iOS("27.3"),
            sources: ["Phone/**", "Shared/**"]
        ),
        .target(
            name: "SteadyWatch",
            destinations: .watchOS,
            product: .watch2App,
            bundleId: "com.example.steady.watchkitapp",
            deploymentTargets: .multiplatform(watchOS: "26.0"),
            sources: "Watch/**"
        ),
        .target(
            name: "SteadyWatchShared",
            destinations: [.appleWatch],
            product: .framework,
            bundleId: "com.example.steady.watchshared",
            deploymentTargets: .watchOS("26.0"),
            sources: .paths(["Shared"])
        ),
    ]
)
