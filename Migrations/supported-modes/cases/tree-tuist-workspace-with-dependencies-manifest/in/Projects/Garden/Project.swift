import ProjectDescription

let project = Project(
    name: "Garden",
    targets: [
        .target(name: "Garden", destinations: [.iPhone, .iPad], product: .app, bundleId: "com.example.garden",
                deploymentTargets: .iOS("17.0"), sources: ["Sources/**"], dependencies: [.project(target: "GardenKit", path: "../GardenKit")]),
    ]
)
