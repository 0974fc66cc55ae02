/// `.intent-migrate.json`: every key optional; command-line options win.
public struct Configuration: Sendable, Equatable {
    /// The most words a word list (`failureWords`, `tools.reviewKeywords`) takes, and the longest word: each list is one
    /// pattern, and a team's own words are a handful.
    package static let wordLimit = 200
    package static let wordLength = 60

    /// A config file that can't be used: exit 2, naming the key and the file.
    public struct ConfigError: Error, CustomStringConvertible, Sendable {
        public let file: String
        public let key: String?
        public let reason: String
        public var description: String { key.map { "\(file): \($0): \(reason)" } ?? "\(file): \(reason)" }
    }

    public static let fileName = ".intent-migrate.json"

    /// Where it was read from (shown in messages).
    public var file: String?
    public var exclude: [String] = []
    public var only: [PassID]?
    public var skip: [PassID] = []
    public var floor: DeploymentFloor?
    public var floorPolicy: FloorPolicy?
    public var placeholder: PlaceholderStyle?
    public var maxFileSize: Int?
    /// The passes' own options (`tools.exclude`, `schemas`, `failureWords`: what each pass declares), by key.
    public var passOptions: [String: PassOptionValue] = [:]
    /// What fails `check` (`--fail-on`).
    public var failOn: FailLevel?
    /// The JSON of `tuist graph --format json` (`--project-graph`), as an absolute path (the config's value is relative
    /// to the config file's folder).
    public var projectGraph: String?
    /// Also migrate files their project compiles in no target (`--include-unbuilt`).
    public var includeUnbuilt: Bool?

    public init() {}

    /// The keys of the run's own settings; the passes' options add theirs (`options`).
    package static let keys: Set<String> = ["exclude", "only", "skip", "floor", "floorPolicy", "placeholder", "maxFileSize", "failOn",
                                            "projectGraph", "includeUnbuilt"]

    /// The nearest `.intent-migrate.json` at or above `path` (a file or folder), if any, up to the root of its
    /// repository (`Workspace.repositoryRoot`): a config in a folder above the repository is not the project's.
    public static func find(above path: String) -> String? {
        // Plain string work and one `stat` per folder: this runs before every command, before any file is read.
        var folder = Paths.absolute(path)
        if Paths.isDirectory(folder) != true { folder = Paths.parent(of: folder) }
        folder = resolvedPath(folder) ?? folder
        let top = Workspace.repositoryRoot(ofFolder: folder)
        while true {
            let candidate = folder.hasSuffix("/") ? folder + fileName : folder + "/" + fileName
            var info = stat()
            if stat(candidate, &info) == 0 { return candidate }
            let parent = Paths.parent(of: folder)
            if parent.isEmpty || parent == folder || folder == top { return nil }
            folder = parent
        }
    }

    /// Reads and checks a config file: unknown keys, wrong types and bad values are errors. `options`: the passes' own
    /// keys (`Passes.options`).
    public static func load(_ path: String, knownPasses: [PassID], options: [AnyPassOption]) throws -> Configuration {
        let shown = Workspace.displayPath(path)
        let root = try readObject(path, shown: shown)
        var config = Configuration()
        config.file = shown
        let values = Values(file: shown, knownPasses: knownPasses, options: options)
        // In key order: the first bad key reported is the same from run to run.
        for key in root.keys.sorted() {
            try config.read(key, root[key]!, values, path: path)
        }
        return config
    }

    /// The file's top-level JSON object.
    private static func readObject(_ path: String, shown: String) throws -> [String: Any] {
        // A regular file, read with a bound (a config that is a link to /dev/zero is no config).
        guard let bytes = readFile(path) else {
            throw ConfigError(file: shown, key: nil, reason: "can't be read (or is not a regular file)")
        }
        let data = Data(bytes)
        let object: Any
        // JSON allows no comma before `}` or `]`; Foundation's reader lets one through.
        if let line = trailingCommaLine(Array(data)) {
            throw ConfigError(file: shown, key: nil, reason: "is not valid JSON: a comma before the closing bracket on line \(line)")
        }
        do { object = try JSONDecoder().decode(JSONValue.self, from: data).value } catch {
            throw ConfigError(file: shown, key: nil, reason: "is not valid JSON")
        }
        guard let root = object as? [String: Any] else { throw ConfigError(file: shown, key: nil, reason: "must be a JSON object") }
        return root
    }

    /// One top-level key: its value checked and kept. `path`: the config file, which a relative `projectGraph` is in.
    private mutating func read(_ key: String, _ value: Any, _ values: Values, path: String) throws {
        switch key {
        case "exclude":
            exclude = try values.strings(key, value)
            if let bad = exclude.first(where: { !Glob.isValid($0) }) { throw values.fail(key, "bad glob '\(bad)'") }
        case "only": only = try values.passIDs(key, value)
        case "skip": skip = try values.passIDs(key, value)
        case "floor": floor = try values.floor(value)
        case "failOn", "floorPolicy", "placeholder", "includeUnbuilt", "projectGraph", "maxFileSize":
            try readSetting(key, value, values, path: path)
        default:
            if !key.contains("."), let option = values.options.first(where: { $0.key == key }) {
                passOptions[key] = try values.read(option, value)
            } else if case let grouped = values.options.filter({ $0.key.hasPrefix(key + ".") }), !grouped.isEmpty {
                try readGroup(key, grouped, value, values)
            } else {
                let known = Configuration.keys.union(values.options.map { String($0.key.split(separator: ".")[0]) })
                throw values.fail(key, "unknown key (known: \(known.sorted().joined(separator: ", ")))")
            }
        }
    }

    /// A key that holds one setting of the command line's (`--fail-on`, `--floor-policy`, `--placeholder`,
    /// `--include-unbuilt`, `--project-graph`, `--max-file-size`).
    private mutating func readSetting(_ key: String, _ value: Any, _ values: Values, path: String) throws {
        func fail(_ reason: String) -> ConfigError { values.fail(key, reason) }
        switch key {
        case "failOn":
            guard let text = value as? String, let level = FailLevel(rawValue: text) else { throw fail("must be \"error\", \"warning\", \"deferred\" or \"note\"") }
            failOn = level
        case "floorPolicy":
            guard let text = value as? String, let policy = FloorPolicy(rawValue: text) else { throw fail("must be \"gate\", \"skip\" or \"ignore\"") }
            floorPolicy = policy
        case "placeholder":
            guard let text = value as? String, let style = PlaceholderStyle(rawValue: text) else { throw fail("must be \"todo\" or \"editor\"") }
            placeholder = style
        case "includeUnbuilt":
            guard let flag = value as? Bool else { throw fail("must be true or false") }
            includeUnbuilt = flag
        case "projectGraph":
            guard let text = value as? String, !text.isEmpty else { throw fail("must be the path of the JSON that `tuist graph --format json` writes") }
            projectGraph = text.hasPrefix("/") ? text : Paths.parent(of: Paths.absolute(path)) + "/" + text
        case "maxFileSize":
            guard !(value is Bool), let bytes = value as? Int, bytes > 0 else { throw fail("must be a positive whole number of bytes") }
            maxFileSize = bytes
        default: break
        }
    }

    /// A group of the passes' options (`tools`: `exclude`, `include`, `reviewKeywords`), an object of their keys.
    private mutating func readGroup(_ group: String, _ options: [AnyPassOption], _ value: Any, _ values: Values) throws {
        let names = options.map { String($0.key.dropFirst(group.count + 1)) }
        guard let object = value as? [String: Any] else {
            let listed = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
            throw values.fail(group, "must be an object with \(listed)")
        }
        for (name, inner) in object {
            guard let option = options.first(where: { $0.key == group + "." + name }) else {
                throw values.fail("\(group).\(name)", "unknown key (known: \(names.joined(separator: ", ")))")
            }
            passOptions[option.key] = try values.read(option, inner)
        }
    }

    /// Reads the values the keys share the rules of (lists of strings, words, pass ids, a floor), with errors that name
    /// the file and the key.
    private struct Values {
        let file: String
        let knownPasses: [PassID]
        let options: [AnyPassOption]

        /// A pass's option, read as its kind says.
        func read(_ option: AnyPassOption, _ value: Any) throws -> PassOptionValue {
            switch option.kind {
            case .strings: return .list(try strings(option.key, value))
            case .words: return .list(try words(option.key, value))
            case .choices(let allowed, let example):
                guard let map = value as? [String: Any] else { throw fail(option.key, "must be an object such as \(example)") }
                var choices: [String: String] = [:]
                for (name, choice) in map {
                    guard let text = choice as? String, allowed.contains(text) else {
                        throw fail("\(option.key).\(name)", "must be " + allowed.map { "\"\($0)\"" }.joined(separator: " or "))
                    }
                    choices[name] = text
                }
                return .choices(choices)
            }
        }

        func fail(_ key: String, _ reason: String) -> ConfigError { ConfigError(file: file, key: key, reason: reason) }

        func strings(_ key: String, _ value: Any) throws -> [String] {
            guard let list = value as? [Any], let strings = list as? [String] else { throw fail(key, "must be an array of strings") }
            // Words and globs are matched as text: a control character (a NUL above all) can't be meant.
            if let bad = strings.first(where: { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }) {
                throw fail(key, "'\(bad.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined())' holds a control character")
            }
            return strings
        }

        /// Words matched in dialogs and names: a bounded list of short words (every word goes into one pattern).
        func words(_ key: String, _ value: Any) throws -> [String] {
            let words = try strings(key, value)
            if words.count > Configuration.wordLimit { throw fail(key, "\(words.count) words; at most \(Configuration.wordLimit)") }
            if let long = words.first(where: { $0.utf8.count > Configuration.wordLength }) {
                throw fail(key, "'\(long.prefix(40))…' is longer than \(Configuration.wordLength) bytes")
            }
            return words
        }

        func passIDs(_ key: String, _ value: Any) throws -> [PassID] {
            let ids = try strings(key, value).map(PassID.init(rawValue:))
            if let bad = ids.first(where: { !knownPasses.contains($0) }) {
                throw fail(key, "unknown pass '\(bad)'; valid passes: \(knownPasses.map(\.rawValue).joined(separator: ", "))")
            }
            return ids
        }

        /// `floor`: platform → version string; an empty object sets none.
        func floor(_ value: Any) throws -> DeploymentFloor? {
            guard let map = value as? [String: Any] else { throw fail("floor", "must be an object such as {\"iOS\": \"26.0\"}") }
            var versions: [Platform: OSVersion] = [:]
            for (name, version) in map {
                guard let platform = Platform(spelling: name) else { throw fail("floor.\(name)", "unknown platform (iOS, macOS, watchOS, tvOS, visionOS)") }
                guard let text = version as? String, let parsed = OSVersion(text) else { throw fail("floor.\(name)", "must be a version string such as \"26.0\"") }
                versions[platform] = parsed
            }
            return versions.isEmpty ? nil : DeploymentFloor(versions: versions, source: file)
        }
    }
}
