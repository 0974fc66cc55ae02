import ProjectDescription

/// What every target of the app shares.
public enum Constants {
    public static let destinations: Destinations = Set<Destination>([.iPhone, .iPad, .macCatalyst])
    public static let deploymentTargets = DeploymentTargets.iOS("16.4")
}
