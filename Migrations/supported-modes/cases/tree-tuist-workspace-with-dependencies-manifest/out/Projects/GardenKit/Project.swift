import ProjectDescription

let project = Project(
    name: "GardenKit",
    targets: [
        .target(name: "GardenKit", destinations: [.iPhone, .iPad, .mac], product: .framework, bundleId: "com.example.gardenkit",
                deploymentTargets: .multiplatform(iOS: "17.0", macOS: "14.0"), sources: ["Sources/**"]),
    ]
)
