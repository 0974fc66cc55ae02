/// One project the tool found: an Xcode project, a Swift package, an XcodeGen spec or a Tuist manifest, with its targets.
package struct Project: Sendable {
    package enum Kind: String, Sendable {
        case xcode = "Xcode project", package = "Swift package", xcodegen = "XcodeGen project", tuist = "Tuist project"
    }

    package let kind: Kind
    /// The project file, absolute: the `.xcodeproj` folder, `Package.swift`, `project.yml` or `Project.swift`.
    package let file: String
    /// The folder its relative paths start from (absolute).
    package let root: String
    package var targets: [Target]
    /// Files the project names outside the repository (`.xcconfig` includes), not read: each gets a note.
    package var notRead: [String] = []
    /// Why the reader couldn't take the targets literally and read the project as one target over its folder (a Tuist
    /// manifest whose targets a helper builds), or nil: said in a note.
    package var guessed: String?

    package init(kind: Kind, file: String, root: String, targets: [Target]) {
        self.kind = kind
        self.file = file
        self.root = root
        self.targets = targets
    }

    /// The indices of the targets that compile the file at `path` (absolute).
    package func targets(compiling path: String) -> [Int] {
        targets.indices.filter { targets[$0].sources.contains(path) }
    }
}

/// A target: one Swift module, with the platforms it builds for and their floors.
package struct Target: Sendable {
    package let name: String
    /// Platform → deployment floor. The keys are the platforms the target builds for; a platform the target
    /// builds for with no floor found anywhere is missing from `floors` but present in `platforms`.
    package var platforms: Set<Platform>
    package var floors: [Platform: OSVersion]
    /// Platform → the file its floor (or, when none, its platform) came from, absolute.
    package var floorSources: [Platform: String]
    /// Platform → where in its floor source the floor is written, when the reader knows (`intent-migrate project` shows it).
    package var floorPlaces: [Platform: FloorPlace] = [:]
    package var sources: SourceSet
    /// What an Xcode target copies into its product as resources: the files of its Copy Bundle Resources phases, and
    /// its folder-synchronized groups with their exceptions (empty for packages and XcodeGen).
    package var resources = SourceSet()
    /// The indices, in the same project, of the targets whose products it copies into its own (an app's extensions
    /// and embedded frameworks, through its Copy Files phases).
    package var embeds: [Int] = []
    /// The product's bundle identifier (`PRODUCT_BUNDLE_IDENTIFIER`), when a configuration writes it out.
    package var bundleIdentifier: String?

    package init(name: String, platforms: Set<Platform>, floors: [Platform: OSVersion] = [:],
                floorSources: [Platform: String] = [:], sources: SourceSet) {
        self.name = name
        self.platforms = platforms
        self.floors = floors
        self.floorSources = floorSources
        self.sources = sources
    }
}

/// Where a floor is written in the file it came from: a line, or the build configuration of a `project.pbxproj` that
/// sets it (its line is found only when `intent-migrate project` shows it, so a run that doesn't show it doesn't search).
package enum FloorPlace: Sendable, Equatable {
    case line(Int)
    case buildSetting(String, configuration: String)
}

/// The Swift files a target compiles: listed files, and folders taken whole except what they exclude.
package struct SourceSet: Sendable {
    /// Absolute, standardized paths of files compiled one by one.
    package var files: Set<String>
    /// Folders whose Swift files are all compiled (absolute, standardized), except the paths in `excluded`
    /// (files or folders, absolute).
    package var folders: [(folder: String, excluded: Set<String>)]

    package init(files: Set<String> = [], folders: [(folder: String, excluded: Set<String>)] = []) {
        self.files = files
        self.folders = folders
    }

    /// The target compiles the file at the absolute, standardized `path`.
    package func contains(_ path: String) -> Bool {
        if files.contains(path) { return true }
        return folders.contains { entry in
            Paths.isInside(path, entry.folder) && !entry.excluded.contains { Paths.isInside(path, $0) || $0 == path }
        }
    }
}

/// A project file that could not be read: the tool falls back to the nearest project folder's floor.
package struct ProjectReadError: Error, CustomStringConvertible, Sendable {
    package let file: String
    package let reason: String
    package init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }
    package var description: String { "\(Workspace.displayPath(file)): \(reason)" }
}
