import ProjectDescription

extension Project {
    /// Every feature module of the app: iPhone and iPad, from iOS 17.
    public static func featureModule(name: String, bundlePrefix: String = "com.example") -> Project {
        Project(name: name, targets: [
            .target(name: name, destinations: [.iPhone, .iPad], product: .framework, bundleId: "\(bundlePrefix).\(name.lowercased())",
                    deploymentTargets: .iOS("17.0"), sources: ["Modules/\(name)/Sources/**"]),
        ])
    }
}
