/// A `.skillsbundle` folder as it lies on disk: `Skills/<name>/SKILL.md` for each skill, and whatever else it holds.
package struct SkillsBundle: Sendable {
    /// One folder in `Skills/`.
    package struct Skill: Sendable, Equatable {
        /// The folder's name, which the skill's `name` must equal.
        package let folderName: String
        package let folder: String
        /// Its `SKILL.md`, or nil when the folder has none.
        package let file: String?
    }

    /// Something the bundle must not hold, and where it is.
    package struct Stray: Sendable, Equatable {
        package enum Place: Sendable, Equatable {
            /// At the top of the bundle, beside `Skills/`.
            case bundle
            /// Directly in `Skills/`, where only skill folders go.
            case skills
            /// In a skill's folder, beside its `SKILL.md` (the folder's name).
            case skill(String)
        }
        package let path: String
        package let isFolder: Bool
        package let place: Place
    }

    /// The bundle's folder, as the walk found it.
    package let path: String
    package private(set) var skills: [Skill] = []
    package private(set) var strays: [Stray] = []
    /// The bundle has its `Skills` folder.
    package private(set) var hasSkillsFolder = false
    /// Folders in the bundle that could not be listed, with why.
    package private(set) var unlistable: [(path: String, reason: String)] = []

    /// Lists the bundle at `path` (symbolic links are neither followed nor accepted as skills).
    package init(path: String) {
        self.path = path
        let prefix = path.hasSuffix("/") ? path : path + "/"
        guard let top = listing(path) else { return }
        for (name, isFolder) in top {
            if name == AppSkills.skillsFolder && isFolder {
                hasSkillsFolder = true
            } else {
                strays.append(Stray(path: prefix + name, isFolder: isFolder, place: .bundle))
            }
        }
        guard hasSkillsFolder, let skillFolders = listing(prefix + AppSkills.skillsFolder) else { return }
        for (name, isFolder) in skillFolders {
            let folder = prefix + AppSkills.skillsFolder + "/" + name
            guard isFolder else {
                strays.append(Stray(path: folder, isFolder: false, place: .skills))
                continue
            }
            var file: String?
            for (inner, innerIsFolder) in listing(folder) ?? [] {
                if inner == AppSkills.skillFile && !innerIsFolder { file = folder + "/" + inner }
                else { strays.append(Stray(path: folder + "/" + inner, isFolder: innerIsFolder, place: .skill(name))) }
            }
            skills.append(Skill(folderName: name, folder: folder, file: file))
        }
    }

    /// The names in a folder with whether each is a folder (a link is neither: it counts as a file), Finder's
    /// metadata left out; nil (and the folder noted) when it can't be listed.
    private mutating func listing(_ folder: String) -> [(name: String, isFolder: Bool)]? {
        guard let entries = Paths.entries(in: folder) else {
            unlistable.append((folder, "folder can't be listed (\(Workspace.listingError(folder)))"))
            return nil
        }
        return entries.filter { !AppSkills.ignoredNames.contains($0.name) }.map { name, type in
            var kind = type
            if kind == Paths.unknownType {
                var info = stat()
                kind = lstat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR ? Paths.directoryType : Paths.fileType
            }
            return (name, kind == Paths.directoryType)
        }
    }
}
