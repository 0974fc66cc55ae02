import ProjectDescription
import ProjectDescriptionHelpers

// Only the module's name is written here: where it runs and from which release is the helper's business.
let project = Project.featureModule(name: "Notes")
