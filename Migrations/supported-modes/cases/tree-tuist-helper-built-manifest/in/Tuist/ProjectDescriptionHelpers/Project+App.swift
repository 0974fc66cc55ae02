import ProjectDescription

extension Project {
    /// One app target over `Targets/<name>/Sources`.
    public static func app(name: String, destinations: Destinations, deploymentTargets: DeploymentTargets) -> Project {
        Project(name: name, targets: [
            .target(name: name, destinations: destinations, product: .app, bundleId: "com.example.\(name.lowercased())",
                    deploymentTargets: deploymentTargets, sources: ["Targets/\(name)/Sources/**"]),
        ])
    }
}
