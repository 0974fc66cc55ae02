import Foundation

/// Which Swift files of a tree are project manifests (a package's `Package.swift`, Tuist's manifests and its own folder),
/// not app code.
extension ProjectModel {
    /// A package's own `Package.swift`, or a Tuist project's `Project.swift`: Swift, but the manifest, never a source of
    /// the project (and no stray file). A source file of the app named `Package.swift` is not one.
    /// Tuist's own folder beside a Tuist manifest (its `ProjectDescriptionHelpers`, its dependencies) is manifest code too.
    /// So are Tuist's configuration and workspace manifests (`Tuist.swift`, `Workspace.swift`) in a Tuist project's folder.
    /// A Tuist workspace's folder (`Workspace.swift` at its top, the manifests in folders below) counts as a Tuist
    /// project's for these: its `Tuist/`, its `Workspace.swift` and a `Package.swift` of Tuist's `PackageSettings`.
    package func isManifest(_ path: String) -> Bool {
        if path.contains("/Tuist/") || path.hasPrefix("Tuist/") {
            let absolute = Paths.absolute(path)
            if projects.contains(where: { $0.kind == .tuist && absolute.hasPrefix($0.root + "/Tuist/") }) { return true }
            if let range = absolute.range(of: "/Tuist/", options: .backwards), isTuistWorkspace(String(absolute[..<range.lowerBound])) { return true }
        }
        if ["tuist.swift", "workspace.swift"].contains(String(path.split(separator: "/").last ?? "").lowercased()) {
            let folder = Paths.parent(of: Paths.absolute(path))
            if projectFolders[folder]?.contains(where: { projects[$0].kind == .tuist }) == true || isTuistWorkspace(folder) { return true }
        }
        guard path == "Package.swift" || path.hasSuffix("/Package.swift") || path.hasSuffix("/Project.swift") || path == "Project.swift" else { return false }
        let absolute = Paths.absolute(path)
        return manifests.contains(absolute) || (isTuistWorkspace(Paths.parent(of: absolute)) && ProjectModel.isTuistDependencies(absolute))
    }

    /// The first Tuist project of the workspace whose manifest code `file` is (its `Workspace.swift`, its `Tuist/`
    /// folder, its dependencies' `Package.swift`), or nil.
    package func tuistWorkspaceProject(owning file: String) -> Int? {
        let folder = file.range(of: "/Tuist/", options: .backwards).map { String(file[..<$0.lowerBound]) } ?? Paths.parent(of: file)
        return projects.firstIndex { $0.kind == .tuist && Paths.isInside($0.root, folder) }
    }

    /// The folder holds a Tuist `Workspace.swift` (one that imports ProjectDescription; the name in any case, as a Mac's
    /// file system finds it) and the model read Tuist projects below it.
    package func isTuistWorkspace(_ folder: String) -> Bool {
        guard projects.contains(where: { $0.kind == .tuist && Paths.isInside($0.root, folder) }),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return names.contains { $0.lowercased() == "workspace.swift" && TuistProjectReader.isManifest(folder + "/" + $0) }
    }

    /// `Tuist/Package.swift`: the Swift packages a Tuist project depends on (its folder is Tuist's own).
    /// So is a `Package.swift` that declares Tuist's `PackageSettings` under `#if TUIST` (Tuist reads it; SwiftPM builds
    /// nothing of the app from it).
    package static func isTuistDependencies(_ file: String) -> Bool {
        if file.hasSuffix("/Tuist/Package.swift") { return true }
        guard file.hasSuffix("/Package.swift"), case .bytes(let bytes) = readFile(file, limit: 1 << 20) else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.contains("#if TUIST") && text.contains("PackageSettings")
    }
}
