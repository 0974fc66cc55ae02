import ProjectDescription

// Two generations of the same notebook app: the new one on iOS 26, the old one kept for iOS 17 devices.
let project = Project(
    name: "Notebook",
    targets: [
        .target(
            name: "Notebook",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.notebook",
            deploymentTargets: .iOS("26.0"),
            sources: ["App/**"]
        ),
        Target(
            name: "NotebookClassic",
            platform: .iOS,
            product: .app,
            bundleId: "com.example.notebook.classic",
            deploymentTarget: .iOS(targetVersion: "17.0", devices: .iphone),
            sources: [.glob("Legacy/**", excluding: ["Legacy/Unused/**"])]
        ),
    ]
)
