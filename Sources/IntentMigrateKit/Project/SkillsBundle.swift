/// A `.skillsbundle` folder as it lies on disk: `Skills/<name>/SKILL.md` for each skill, and whatever else it holds.
public struct SkillsBundle: Sendable {
    /// One folder in `Skills/`.
    public struct Skill: Sendable, Equatable {
        /// The folder's name, which the skill's `name` must equal.
        public let folderName: String
        public let folder: String
        /// Its `SKILL.md`, or nil when the folder has none.
        public let file: String?
    }

    /// Something the bundle must not hold, and where it is.
    public struct Stray: Sendable, Equatable {
        public enum Place: Sendable, Equatable {
            /// At the top of the bundle, beside `Skills/`.
            case bundle
            /// Directly in `Skills/`, where only skill folders go.
            case skills
            /// In a skill's folder, beside its `SKILL.md` (the folder's name).
            case skill(String)
        }
        public let path: String
        public let isFolder: Bool
        public let place: Place
    }

    /// The bundle's folder, as the walk found it.
    public let path: String
    public private(set) var skills: [Skill] = []
    public private(set) var strays: [Stray] = []
    /// The bundle has its `Skills` folder.
    public private(set) var hasSkillsFolder = false
    /// Folders in the bundle that could not be listed, with why.
    public private(set) var unlistable: [(path: String, reason: String)] = []

    /// Lists the bundle at `path` (symbolic links are neither followed nor accepted as skills).
    public init(path: String) {
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
