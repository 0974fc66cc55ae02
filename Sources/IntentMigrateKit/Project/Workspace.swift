/// The Swift files under the paths given on the command line.
package struct Workspace: Sendable {
    /// A path given on the command line that doesn't exist.
    package struct MissingPath: Error, CustomStringConvertible, Sendable {
        package let path: String
        package var description: String { "no such file or directory: \(path)" }
    }

    /// A path given on the command line that leads out of its repository through a symbolic link.
    package struct LinkLeavesRepository: Error, CustomStringConvertible, Sendable {
        package let path: String
        package let link: String
        package let target: String
        package let repository: String
        package var description: String {
            let through = link == Paths.absolute(path) ? "" : " through \(Workspace.displayPath(link))"
            return "\(path) leads\(through) to \(target), outside \(repository) (its repository): not read or written. Name \(target) itself to migrate it as its own project"
        }
    }

    /// Folders never walked into.
    package static let skippedFolders: Set<String> = [".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Every `.swift` file, as paths built from the given ones (so relative stays relative), in a stable order.
    package let files: [String]
    /// For each file, the given path it was found under (the file itself when given by name).
    package let roots: [String]
    /// What the walk could not look at, and why: folders it could not list, names that are not UTF-8 (they
    /// can't be opened through a Swift string). Reported like unreadable files.
    package let unlistable: [(path: String, reason: String)]
    /// Every folder the walk listed (absolute) → the names in it that make it a project (`ProjectModel.isProjectName`;
    /// none for most): the deployment floor of a file is found without listing its folders again.
    package let listedFolders: [String: [String]]
    /// The `.skillsbundle` folders found (a given path that is one included), as paths built from the given ones, in walk
    /// order, with the given path each was found under. Not subject to git's ignore rules (only `exclude`).
    package let skillsBundles: [(path: String, root: String)]

    /// Walks `paths`, leaving out files matching an `exclude` glob (relative to the given path they fall
    /// under) and, in a git repository, files git ignores. A file named explicitly is always kept.
    /// `standardInput`: the name given to the text read from standard input (`--assume-filename`), a file
    /// whether or not it exists on disk.
    package init(paths: [String], exclude: [String] = [], respectGitignore: Bool = true, standardInput: String? = nil) throws {
        var files: [String] = []
        var roots: [String] = []
        var folders: [String: [String]] = [:]
        var unlistable: [(path: String, reason: String)] = []
        var bundles: [(path: String, root: String)] = []
        // One entry per file however it is spelled (`sub` and `./sub`, relative and absolute): compared
        // as absolute paths when more than one path is given.
        var seen: Set<String> = []
        func isNew(_ path: String) -> Bool { paths.count == 1 || seen.insert(Paths.absolute(path)).inserted }
        for given in paths {
            if given == standardInput {
                let path = given
                files.append(path)
                roots.append(Paths.parent(of: Paths.absolute(path)))
                continue
            }
            // A path given explicitly is followed when it is a symbolic link, as `rg` and `find -H` do, but only as far as
            // the repository holding the link: then it is named by where it leads, and a file is never written over a link.
            let path = try Workspace.followingLinks(given)
            var info = stat()
            guard stat(path, &info) == 0 else { throw MissingPath(path: given) }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                let gitRoot = Workspace.gitRoot(ofFolder: path)
                let top = Paths.absolute(path)
                // Git lists what it doesn't ignore while the folder is walked.
                let (walked, listing) = concurrently({ Workspace.walked(path, exclude: exclude, gitRoot: gitRoot) }, {
                    respectGitignore && gitRoot != nil ? Git.notIgnoredSwiftFiles(in: top) : nil
                })
                var found = walked.found
                folders.merge(walked.folders) { a, _ in a }
                unlistable += walked.unlistable
                bundles += ((Workspace.isSkillsBundle(path) ? [path] : []) + walked.bundles).map { ($0, path) }
                if respectGitignore { found = Workspace.withoutIgnored(found, walkedFrom: path, listed: gitRoot == nil ? [:] : [top: listing]) }
                for file in found where isNew(file.path) { files.append(file.path); roots.append(path) }
            } else if (info.st_mode & S_IFMT) == S_IFREG, isNew(path) {
                files.append(path)
                roots.append(Paths.parent(of: Paths.absolute(path)))
            }
        }
        self.files = files
        self.roots = roots
        self.unlistable = unlistable
        listedFolders = folders
        skillsBundles = bundles
    }

    /// `path` with its symbolic links resolved when it goes through any (relative to the current folder when it lies
    /// in it), else `path` itself. Each link must stay inside the repository holding it (`repositoryRoot`).
    package static func followingLinks(_ path: String) throws -> String {
        let absolute = Paths.absolute(path)
        var real = ""
        var throughLink = false
        for part in absolute.split(separator: "/") {
            let candidate = real + "/" + part
            var info = stat()
            guard lstat(candidate, &info) == 0 else { throw MissingPath(path: path) }
            guard info.st_mode & S_IFMT == S_IFLNK else { real = candidate; continue }
            guard let target = resolvedPath(candidate) else { throw MissingPath(path: path) }
            let repository = repositoryRoot(ofFolder: real.isEmpty ? "/" : real)
            guard Paths.isInside(target, repository) else {
                throw LinkLeavesRepository(path: path, link: candidate, target: target, repository: displayPath(repository))
            }
            real = target == "/" ? "" : target
            throughLink = true
        }
        guard throughLink else { return path }
        let resolved = real.isEmpty ? "/" : real
        return Paths.isInside(resolved, Paths.currentDirectory) && resolved != Paths.currentDirectory ? relative(resolved, to: Paths.currentDirectory) : resolved
    }

    /// The folder the tool keeps to around `folder` (absolute, links resolved): the git work tree holding it; outside
    /// git, the current folder when `folder` lies in it, else `folder` itself. Links named on the command line, configs,
    /// projects found above a path and the sources project files name stay inside it.
    package static func repositoryRoot(ofFolder folder: String) -> String {
        if let root = gitRoot(ofFolder: folder) { return root }
        return Paths.isInside(folder, Paths.currentDirectory) ? Paths.currentDirectory : folder
    }

    /// A folder named `….skillsbundle` (a trailing slash allowed).
    package static func isSkillsBundle(_ path: String) -> Bool {
        var name = Substring(path)
        while name.hasSuffix("/") { name = name.dropLast() }
        return name.hasSuffix(AppSkills.bundleExtension)
    }

    /// A file found by the walk, with the git work tree it lies in (the nearest folder above it with a `.git`).
    package struct Walked: Sendable {
        package let path: String
        package let gitRoot: String?
    }

    /// What walking a folder finds (`walk`).
    package struct Walk: Sendable {
        package var found: [Walked] = []
        package var folders: [String: [String]] = [:]
        package var bundles: [String] = []
        package var unlistable: [(path: String, reason: String)] = []
    }

    /// Walks `directory` (`walk`), inside the git work tree `gitRoot`.
    package static func walked(_ directory: String, exclude: [String], gitRoot: String?) -> Walk {
        var walk = Walk()
        Workspace.walk(directory, root: directory, exclude: exclude, gitRoot: gitRoot, into: &walk.found, folders: &walk.folders,
                       bundles: &walk.bundles, unlistable: &walk.unlistable)
        return walk
    }

    /// Recursive readdir walk in name order; symbolic links are neither followed nor listed. The entry's type
    /// comes from the listing (`d_type`), and from `lstat` only where the file system doesn't say.
    package static func walk(_ directory: String, root: String, exclude: [String], gitRoot around: String?,
                     into found: inout [Walked], folders: inout [String: [String]], bundles: inout [String],
                     unlistable: inout [(path: String, reason: String)]) {
        guard let entries = Paths.entries(in: directory) else {
            unlistable.append((directory, "folder can't be listed (\(listingError(directory))); its files were not looked at"))
            return
        }
        let prefix = directory == "." ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
        for name in entries.filter({ $0.type == Paths.invalidNameType }).map(\.name) where name.hasSuffix(".swift") {
            unlistable.append((prefix + name, "file name is not UTF-8, so it can't be opened by name here; left untouched"))
        }
        folders[Paths.absolute(directory)] = entries.map(\.name).filter(ProjectModel.isProjectName)
        let gitRoot = entries.contains { $0.name == ".git" } ? Paths.absolute(directory) : around
        for (name, type) in entries where type != Paths.invalidNameType {
            var kind = type
            if kind != Paths.directoryType && !(kind == Paths.fileType && name.hasSuffix(".swift")) && kind != Paths.unknownType { continue }
            let path = prefix + name
            if !exclude.isEmpty {
                let relative = root == "." ? path : String(path.dropFirst(root.count).drop { $0 == "/" })
                if exclude.contains(where: { Glob.matches($0, relative) }) { continue }
            }
            if kind == Paths.unknownType {
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                kind = (info.st_mode & S_IFMT) == S_IFDIR ? Paths.directoryType : (info.st_mode & S_IFMT) == S_IFREG ? Paths.fileType : 0
            }
            if kind == Paths.directoryType, !skippedFolders.contains(name) {
                if name.hasSuffix(AppSkills.bundleExtension) { bundles.append(path) }
                walk(path, root: root, exclude: exclude, gitRoot: gitRoot, into: &found, folders: &folders, bundles: &bundles, unlistable: &unlistable)
            } else if kind == Paths.fileType, name.hasSuffix(".swift") {
                found.append(Walked(path: path, gitRoot: gitRoot))
            }
        }
    }

    /// Why a folder can't be listed.
    package static func listingError(_ directory: String) -> String {
        guard let dir = opendir(directory) else { return systemError() }
        closedir(dir)
        return "it went away"
    }
    /// The walked files git doesn't ignore: per work tree, what `git ls-files --cached --others --exclude-standard`
    /// lists (git's own answer; its rules are not reimplemented). Where git can't answer, every file is kept.
    /// `listed`: what git already said, per folder it was asked in.
    package static func withoutIgnored(_ files: [Walked], walkedFrom folder: String, listed: [String: ByteStrings?] = [:]) -> [Walked] {
        let top = Paths.absolute(folder)
        var listings = listed
        // A walked path is the walked folder's path, then the path relative to it: that part is looked up as it is, with
        // no path made or hashed per file.
        let start = folder == "." ? 0 : folder.utf8.count + (folder.hasSuffix("/") ? 0 : 1)
        var topListing: ByteStrings?? = listed[top]
        return files.filter { file in
            guard let root = file.gitRoot else { return true }
            // Git is asked in the walked folder, or in a work tree nested inside it.
            if root.utf8.count > top.utf8.count {
                if listings[root] == nil { listings[root] = Git.notIgnoredSwiftFiles(in: root) }
                guard let listing = listings[root] ?? nil else { return true }
                return listing.contains(relative(file.path, to: root))
            }
            if topListing == nil { topListing = .some(Git.notIgnoredSwiftFiles(in: top)) }
            guard let listing = topListing ?? nil else { return true }
            return listing.contains(file.path, from: start)
        }
    }

    /// The root of the git work tree holding `path` (a folder with `.git`), or nil outside git.
    package static func gitRoot(of path: String) -> String? {
        gitRoot(ofFolder: Paths.parent(of: Paths.absolute(path)))
    }

    /// The root of the git work tree holding `folder` or being it, or nil outside git.
    package static func gitRoot(ofFolder folder: String) -> String? {
        var folder = Paths.absolute(folder)
        var info = stat()
        if lstat(folder == "/" ? "/.git" : folder + "/.git", &info) == 0 { return folder }
        while let slash = folder.lastIndex(of: "/") {
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
            var info = stat()
            if lstat(folder == "/" ? "/.git" : folder + "/.git", &info) == 0 { return folder }
            if folder == "/" { return nil }
        }
        return nil
    }

    /// `path` relative to `root` when it lies inside it.
    package static func relative(_ path: String, to root: String) -> String {
        let absolute = Paths.absolute(path)
        let base = root.hasSuffix("/") ? root : root + "/"
        guard absolute.utf8.starts(with: base.utf8) else { return absolute }
        return String(decoding: absolute.utf8.dropFirst(base.utf8.count), as: UTF8.self)
    }

    /// How a file is named in output: relative to the current directory.
    package static func displayPath(_ path: String) -> String {
        if path.hasPrefix("/") { return relative(path, to: Paths.currentDirectory) }
        return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }
}
