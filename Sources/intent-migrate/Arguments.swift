import IntentMigrateKit

/// A usage error: exit 2 with a message that names the bad argument.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

/// `--color`: when output is coloured.
enum ColorMode: String { case auto, always, never }

/// The command line, parsed.
struct Arguments {
    enum Command: String, CaseIterable { case diff, apply, check, report, why, scaffold, project, passes, explain, version, completions }

    var command: Command?
    var paths: [String] = []
    var only: [String]?
    var skip: [String] = []
    var exitCode = false
    var output: String?
    var verbose = false
    var quiet = false
    var jobs: Int?
    var help = false
    var version = false
    var explainID: String?
    var prefilter = false
    var floor: DeploymentFloor?
    var floorPolicy: FloorPolicy?
    var placeholder: PlaceholderStyle?
    var config: String?
    var exclude: [String] = []
    var includeUnbuilt = false
    var projectGraph: String?
    var maxFileSize: Int?
    var format: ReportFormat = .text
    /// `--format` as given: `check` takes text, json, sarif, github; `report` markdown, json.
    var formatText: String?
    var typeName: String?
    var failOn: FailLevel?
    var baseline: String?
    var writeBaseline: String?
    var allowDirty = false
    var allowHardLinks = false
    var allowNoVCS = false
    var absolutePaths = false
    var verify = false
    var color: ColorMode = .auto
    var assumeFilename: String?
    var noProgress = false
    /// `completions bash|zsh|fish`: the shell.
    var shell: String?
    /// `--since REF`: only the Swift files changed against that git ref.
    var since: String?

    /// Reads the command line: each argument in turn, then the checks that need all of them, in this order (the first
    /// problem found is the one reported).
    static func parse(_ argv: [String]) throws -> Arguments {
        var arguments = Arguments()
        var rest = argv[...]
        while let argument = rest.popFirst() {
            try arguments.read(argument, rest: &rest)
        }
        try arguments.check("--exit-code", given: arguments.exitCode, takenBy: [.diff])
        try arguments.resolveFormat()
        try arguments.checkOperands()
        try arguments.checkStandardInput()
        try arguments.checkOptionsTakenByCommand()
        return arguments
    }

    /// One argument: an option (its value inline, `--name=value`, or the next argument), `--` (all the rest are
    /// paths), or a command, its operand or a path.
    private mutating func read(_ argument: String, rest: inout ArraySlice<String>) throws {
        var name = argument
        var inline: String?
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inline = String(argument[argument.index(after: equals)...])
        }
        func take() throws -> String {
            if let inline { return inline }
            guard let next = rest.popFirst(), !next.hasPrefix("--") || next == "-" else {
                throw UsageError(description: "\(name) needs a value")
            }
            return next
        }
        if setFlag(name) { return }
        if try readValue(of: name, take) { return }
        if try readCheckedValue(of: name, take) { return }
        if name == "--" {
            paths += rest; rest = []
            return
        }
        try readOperand(argument, name: name)
    }

    /// An option that takes no value (one given a value inline keeps ignoring it); false for any other argument.
    private mutating func setFlag(_ name: String) -> Bool {
        switch name {
        case "--help", "-h": help = true
        case "--version": version = true
        case "--exit-code": exitCode = true
        case "--include-unbuilt": includeUnbuilt = true
        case "--prefilter": prefilter = true
        case "--allow-dirty": allowDirty = true
        case "--allow-hard-links": allowHardLinks = true
        case "--allow-no-vcs": allowNoVCS = true
        case "--absolute-paths": absolutePaths = true
        case "--verify": verify = true
        case "--no-color": color = .never
        case "--no-progress": noProgress = true
        case "--verbose", "-v": verbose = true
        case "--quiet", "-q": quiet = true
        default: return false
        }
        return true
    }

    /// An option whose value is kept as given (a path, a ref, pass ids; `--format` is checked once the command is
    /// known); false for any other argument.
    private mutating func readValue(of name: String, _ take: () throws -> String) throws -> Bool {
        func ids(_ text: String) -> [String] { text.split(separator: ",").map { $0.trimmingWhitespace(newlines: false) } }
        switch name {
        case "--only": only = (only ?? []) + ids(try take())
        case "--skip": skip += ids(try take())
        case "--project-graph": projectGraph = try take()
        case "--config": config = try take()
        case "--format": formatText = try take()
        case "--baseline": baseline = try take()
        case "--write-baseline": writeBaseline = try take()
        case "--assume-filename": assumeFilename = try take()
        case "--since": since = try take()
        case "--output", "-o": output = try take()
        default: return false
        }
        return true
    }

    /// An option whose value must be one of a few words, a number, a glob or a floor, checked here; false for any other
    /// argument.
    private mutating func readCheckedValue(of name: String, _ take: () throws -> String) throws -> Bool {
        switch name {
        case "--floor":
            let text = try take()
            guard let floor = DeploymentFloor.parse(text) else {
                throw UsageError(description: "--floor takes platform=version pairs such as iOS=26.0,macOS=15.0, not '\(text)' (platforms: iOS, macOS, watchOS, tvOS, visionOS)")
            }
            self.floor = floor
        case "--exclude":
            let glob = try take()
            guard Glob.isValid(glob) else { throw UsageError(description: "--exclude: bad glob '\(glob)'") }
            exclude.append(glob)
        case "--max-file-size":
            let text = try take()
            guard let bytes = Int(text), bytes > 0 else { throw UsageError(description: "--max-file-size needs a positive number of bytes, not '\(text)'") }
            maxFileSize = bytes
        case "--fail-on":
            let text = try take()
            guard let level = FailLevel(rawValue: text) else { throw UsageError(description: "--fail-on takes error, warning, deferred or note, not '\(text)'") }
            failOn = level
        case "--color":
            let text = try take()
            guard let mode = ColorMode(rawValue: text) else { throw UsageError(description: "--color takes auto, always or never, not '\(text)'") }
            color = mode
        case "--placeholder":
            let text = try take()
            guard let style = PlaceholderStyle(rawValue: text) else {
                throw UsageError(description: "--placeholder takes todo or editor, not '\(text)'")
            }
            placeholder = style
        case "--floor-policy":
            let text = try take()
            guard let policy = FloorPolicy(rawValue: text) else {
                throw UsageError(description: "--floor-policy takes gate, skip or ignore, not '\(text)'")
            }
            floorPolicy = policy
        case "--jobs", "-j":
            let text = try take()
            // 0: as many as there are cores (the default), as `make -j0`-style tools take it.
            guard let jobs = Int(text), jobs >= 0 else { throw UsageError(description: "--jobs needs a number (0: one per core), not '\(text)'") }
            self.jobs = jobs == 0 ? nil : jobs
        case _ where name.hasPrefix("-j") && name.count > 2 && name.dropFirst(2).allSatisfy(\.isNumber):
            let jobs = Int(name.dropFirst(2)) ?? 0
            self.jobs = jobs == 0 ? nil : jobs
        default: return false
        }
        return true
    }

    /// An argument that is no option: an unknown option is an error; otherwise the command, `help`, the command's
    /// operand (a shell, a pass id, a type name, `evaluations`), or a path.
    private mutating func readOperand(_ argument: String, name: String) throws {
        if argument.hasPrefix("-") && argument != "-" {
            let hint = closest(to: name, among: Arguments.options.flatMap(\.names)).map { "; did you mean \($0)?" } ?? ""
            throw UsageError(description: "unknown option '\(argument)'\(hint) (see intent-migrate --help)")
        }
        if command == nil, argument == "help", !help {
            // `help` and `help <command>`, as git has them.
            help = true
        } else if command == nil {
            guard let command = Command(rawValue: argument) else {
                let names = Command.allCases.map(\.rawValue)
                let hint = closest(to: argument, among: names).map { " (did you mean \($0)?)" } ?? ""
                throw UsageError(description: "unknown command '\(argument)'\(hint); commands: \(names.joined(separator: ", "))")
            }
            self.command = command
            if command == .version { version = true }
        } else if command == .completions, shell == nil {
            guard ["bash", "zsh", "fish"].contains(argument) else { throw UsageError(description: "completions takes bash, zsh or fish, not '\(argument)'") }
            shell = argument
        } else if command == .explain, explainID == nil {
            explainID = argument
        } else if command == .why, typeName == nil {
            typeName = argument
        } else if command == .scaffold, typeName == nil {
            guard argument == "evaluations" else { throw UsageError(description: "scaffold makes evaluations: intent-migrate scaffold evaluations [path …]") }
            typeName = argument
        } else {
            paths.append(argument)
        }
    }

    /// `option` was given (`given`) to a command that doesn't take it: an error naming the commands that do.
    private func check(_ option: String, given: Bool, takenBy commands: [Command]) throws {
        if given, let command, !commands.contains(command) {
            throw UsageError(description: "\(option) is an option of \(commands.map(\.rawValue).joined(separator: " and "))")
        }
    }

    /// `--format` as given, read for the command: `report` takes markdown or json, the others a report format.
    private mutating func resolveFormat() throws {
        guard let text = formatText else { return }
        if command == .report {
            guard text == "markdown" || text == "json" else { throw UsageError(description: "report --format takes markdown or json, not '\(text)'") }
            format = text == "json" ? .json : .text
        } else {
            guard let format = ReportFormat(rawValue: text) else { throw UsageError(description: "--format takes text, json, sarif or github, not '\(text)'") }
            self.format = format
        }
    }

    /// The commands that need an operand have it (unless they are asked for their help).
    private func checkOperands() throws {
        if command == .scaffold && typeName == nil && !help {
            throw UsageError(description: "scaffold makes evaluations: intent-migrate scaffold evaluations [path …]")
        }
        if command == .completions && shell == nil && !help {
            throw UsageError(description: "completions needs a shell: intent-migrate completions bash|zsh|fish")
        }
        if command == .why && typeName == nil && !help {
            throw UsageError(description: "why needs a type name: intent-migrate why PlayAlbumIntent [path …]")
        }
    }

    /// `-` (standard input) is the only path, for a command that migrates one text, with no option meant for files;
    /// `--assume-filename` only with it.
    private func checkStandardInput() throws {
        if paths.contains("-") {
            guard paths == ["-"] else { throw UsageError(description: "- (standard input) is migrated as one file: give no other path") }
            guard [.diff, .apply, .check].contains(command) else { throw UsageError(description: "- (standard input) is for diff, apply and check") }
            if verify || allowDirty || allowNoVCS || allowHardLinks {
                throw UsageError(description: "apply - writes the migrated text to standard output: --verify and --allow-… are for files")
            }
        } else if assumeFilename != nil {
            throw UsageError(description: "--assume-filename names the text read from standard input: give - as the path")
        }
    }

    /// Each option that only some commands take was given to one of them.
    private func checkOptionsTakenByCommand() throws {
        try check("--prefilter", given: prefilter, takenBy: [.passes])
        try check("--format", given: formatText != nil, takenBy: [.check, .report])
        try check("--fail-on", given: failOn != nil, takenBy: [.check])
        try check("--baseline", given: baseline != nil, takenBy: [.check])
        try check("--write-baseline", given: writeBaseline != nil, takenBy: [.check])
        try check("--allow-dirty", given: allowDirty, takenBy: [.apply])
        try check("--allow-hard-links", given: allowHardLinks, takenBy: [.apply])
        try check("--allow-no-vcs", given: allowNoVCS, takenBy: [.apply])
        try check("--absolute-paths", given: absolutePaths, takenBy: [.check])
        try check("--verify", given: verify, takenBy: [.apply])
        try check("--since", given: since != nil, takenBy: [.diff, .apply, .check, .report])
        if since != nil, paths == ["-"] { throw UsageError(description: "--since picks files from git: give paths, not -") }
    }
}
