import IntentMigrateKit

/// The help: the overview, each command's usage and the table of options it takes.
extension Arguments {
    static let help = """
    intent-migrate \(intentMigrateVersion) — migrate App Intents code for Siri AI (the 27.3 SDK preview)

    USAGE:
      intent-migrate diff    [options] [path …]   print the migration as a patch; writes nothing
      intent-migrate apply   [options] [path …]   rewrite files in place
      intent-migrate check   [options] [path …]   report what is unmigrated; exit 1 if anything is
      intent-migrate report  [options] [path …]   the migration report for a pull request (Markdown, JSON)
      intent-migrate why <Type> [path …]           one type's decision trail
      intent-migrate scaffold evaluations [path …] a draft Siri Evaluations test file for the app
      intent-migrate project [path …]              the projects, targets, platforms and floors found
      intent-migrate passes                        list the passes
      intent-migrate explain <pass-id>             a pass's documentation with an example
      intent-migrate completions bash|zsh|fish     a shell completion script (to source, or save where your shell loads them)
      intent-migrate version | --version | --help | help <command> | <command> --help

    Paths default to the current directory; folders are searched for .swift files
    (.git, .build, DerivedData, Pods, Carthage and node_modules are skipped).

    OPTIONS:
      --only ID,…        run only these passes
      --skip ID,…        run all passes but these
      --floor iOS=26.0,macOS=15.0
                         the deployment floor (default: read from the nearest project file)
      --floor-policy gate|skip|ignore
                         below-floor changes: gate with @available where Swift allows it, else skip
                         (gate, the default); only warn (skip); write them plainly (ignore)
      --placeholder todo|editor
                         description placeholders as "TODO: …" strings (default) or Xcode <#…#>
                         placeholders that refuse to compile until filled
      --config FILE      settings file (default: the nearest .intent-migrate.json above the first path)
      --exclude GLOB     leave out matching paths (repeatable; * and ? within a segment, ** across)
      --include-unbuilt  also migrate Swift files their Xcode project or package compiles in no target
                         (left alone by default, with a note)
      --max-file-size BYTES
                         larger files are skipped and reported (default 8 MB)
      --project-graph FILE
                         a Tuist app's projects from Tuist itself: the JSON of `tuist graph --format json`
                         (preferred over reading its manifests)
      --since REF        only the Swift files under the paths changed against a git ref (committed since,
                         staged or not, untracked; deleted ones skipped); facts still come from their modules
      --exit-code        diff: exit 1 when there are changes
      --output FILE      write the patch or report to FILE instead of standard output
      --format text|json|sarif|github
                         check: the report format (default text: path:line:col: severity: message [id]);
                         report: markdown (default) or json
      --fail-on error|warning|deferred|note
                         check: what fails (default warning: warnings and errors; deferred: also
                         what waits for a higher deployment floor; note: every finding)
      --baseline FILE    check: hide the findings recorded in FILE
      --write-baseline FILE
                         check: record the current findings in FILE
      --allow-dirty      apply: also rewrite files with uncommitted changes or untracked by git
      --absolute-paths   check: absolute paths in the report (for an Xcode Run Script build phase)
      --allow-no-vcs     apply: also rewrite files outside any git repository (nothing could undo it)
      --allow-hard-links apply: rewrite a file with several hard links in place (not atomic) instead of refusing it
      --verify           apply: parse each rewrite with swiftc before writing it
      --verbose          diff, apply, check: also list notes (what was decided and why)
      --quiet            print no summary
      --jobs N, -jN      files processed in parallel (default, and 0: the number of cores)
      --color auto|always|never
                         colour severities and the patch (default auto: on a terminal, unless NO_COLOR)
      --no-color, --no-progress
      -                  as the path: migrate standard input (an editor's buffer); apply prints the result
      --assume-filename PATH
                         the name of standard input's text: its project, floor and module come from there
      --help, --version

    Files git ignores are skipped. Settings can also live in .intent-migrate.json (exclude, only,
    skip, floor, floorPolicy, placeholder, maxFileSize, projectGraph, includeUnbuilt, tools.exclude, tools.reviewKeywords,
    schemas, failureWords, failOn); command-line options win.

    EXIT CODES:
      0 nothing to report · 1 check found something, or diff --exit-code has changes
      2 usage or configuration error · 3 one or more files could not be processed (the others were)
    """

    /// One option: its spellings, what it takes, what it does, and the commands that take it.
    struct Option {
        let names: [String]
        let value: String
        let summary: String
        let commands: Set<Command>
    }

    static let migrating: Set<Command> = [.diff, .apply, .check, .report, .why, .scaffold]
    static let interactive: Set<Command> = [.diff, .apply, .check]

    /// Every option, for each command's `--help`, the "did you mean" hint and the shell completions.
    static let options: [Option] = [
        Option(names: ["--only"], value: "ID,…", summary: "run only these passes", commands: migrating.union([.passes])),
        Option(names: ["--skip"], value: "ID,…", summary: "run all passes but these", commands: migrating.union([.passes])),
        Option(names: ["--floor"], value: "iOS=26.0,…", summary: "the deployment floor (default: read from the project)", commands: migrating),
        Option(names: ["--floor-policy"], value: "gate|skip|ignore", summary: "below-floor changes: gated, only warned, or written plainly", commands: migrating),
        Option(names: ["--placeholder"], value: "todo|editor", summary: "description placeholders as TODO strings or Xcode placeholders", commands: migrating),
        Option(names: ["--config"], value: "FILE", summary: "settings file (default: the nearest .intent-migrate.json)", commands: migrating.union([.passes])),
        Option(names: ["--exclude"], value: "GLOB", summary: "leave out matching paths (repeatable)", commands: migrating.union([.project])),
        Option(names: ["--include-unbuilt"], value: "", summary: "also migrate Swift files their project compiles in no target", commands: migrating),
        Option(names: ["--max-file-size"], value: "BYTES", summary: "larger files are skipped and reported (default 8 MB)", commands: migrating),
        Option(names: ["--project-graph"], value: "FILE", summary: "a Tuist app's projects from `tuist graph --format json`", commands: migrating.union([.project])),
        Option(names: ["--since"], value: "REF", summary: "only the Swift files changed against a git ref (committed or not, untracked too)", commands: [.diff, .apply, .check, .report]),
        Option(names: ["--exit-code"], value: "", summary: "exit 1 when there are changes", commands: [.diff]),
        Option(names: ["--output", "-o"], value: "FILE", summary: "write the patch or report to FILE (never a Swift source or a file git tracks)", commands: [.diff, .check, .report, .scaffold]),
        Option(names: ["--format"], value: "FORMAT", summary: "check: text|json|sarif|github; report: markdown|json", commands: [.check, .report]),
        Option(names: ["--fail-on"], value: "error|warning|deferred|note", summary: "what fails (default warning)", commands: [.check]),
        Option(names: ["--baseline"], value: "FILE", summary: "hide the findings recorded in FILE", commands: [.check]),
        Option(names: ["--write-baseline"], value: "FILE", summary: "record the current findings in FILE", commands: [.check]),
        Option(names: ["--absolute-paths"], value: "", summary: "absolute paths in the report (an Xcode Run Script phase)", commands: [.check]),
        Option(names: ["--allow-dirty"], value: "", summary: "also rewrite files with uncommitted changes or untracked by git", commands: [.apply]),
        Option(names: ["--allow-no-vcs"], value: "", summary: "also rewrite files outside any git repository", commands: [.apply]),
        Option(names: ["--allow-hard-links"], value: "", summary: "rewrite a file with several hard links in place", commands: [.apply]),
        Option(names: ["--verify"], value: "", summary: "parse each rewrite with swiftc before writing it", commands: [.apply]),
        Option(names: ["--verbose", "-v"], value: "", summary: "also list notes (what was decided and why)", commands: interactive),
        Option(names: ["--quiet", "-q"], value: "", summary: "print no summary", commands: interactive),
        Option(names: ["--jobs", "-j"], value: "N", summary: "files in parallel (default, and 0: one per core); -jN too", commands: migrating),
        Option(names: ["--color"], value: "auto|always|never", summary: "colour severities and the patch", commands: interactive),
        Option(names: ["--no-color"], value: "", summary: "the same as --color never", commands: interactive),
        Option(names: ["--no-progress"], value: "", summary: "no progress line on a terminal", commands: migrating),
        Option(names: ["--assume-filename"], value: "PATH", summary: "with - as the path: the name of standard input's text", commands: interactive),
        Option(names: ["--prefilter"], value: "", summary: "print the words a file must contain to be looked at", commands: [.passes]),
        Option(names: ["--help", "-h"], value: "", summary: "this help", commands: Set(Command.allCases)),
    ]

    /// The options `command` takes, one per line, as its `--help` lists them.
    static func optionLines(_ command: Command) -> String {
        let lines = options.filter { $0.commands.contains(command) }.map { option -> String in
            let spelled = option.names.joined(separator: ", ") + (option.value.isEmpty ? "" : " " + option.value)
            return "  " + spelled + String(repeating: " ", count: max(1, 34 - spelled.count)) + option.summary
        }
        return "\n\nOPTIONS:\n" + lines.joined(separator: "\n")
    }

    static func commandHelp(_ command: Command) -> String {
        commandSummary(command) + optionLines(command)
    }

    static func commandSummary(_ command: Command) -> String {
        switch command {
        case .diff:
            return """
            USAGE: intent-migrate diff [--only ID,…] [--skip ID,…] [--exit-code] [--output FILE] [--verbose] [path …]

            Prints the migration as a git-style patch (paths relative to the repository root, so
            `git apply` takes it from there) and writes nothing. The summary, warnings and the intents
            newly marked as tools go to standard error.
            """
        case .apply:
            return """
            USAGE: intent-migrate apply [--only ID,…] [--skip ID,…] [--allow-dirty] [--allow-no-vcs] [--allow-hard-links] [--verify] [--verbose] [path …]

            Rewrites the files in place. Files that don't change are not written; writes are atomic.
            Files with uncommitted changes (or untracked) in git are refused unless --allow-dirty.
            Prints a summary, the warnings, and one line per intent newly marked as a tool, for review.
            """
        case .check:
            return """
            USAGE: intent-migrate check [--format text|json|sarif|github] [--fail-on error|warning|deferred|note]
                                        [--baseline FILE] [--write-baseline FILE] [--output FILE] [path …]

            Reports every change apply would make (as a warning) and every finding of the passes.
            Exits 1 when a finding is at or above --fail-on (default warning). What the tool leaves
            unwritten until the deployment floor is high enough (`@Property(description:)` below 27.3)
            is a note "waiting for a 27.3 floor": it fails only with --fail-on deferred (or note).
            """
        case .report:
            return """
            USAGE: intent-migrate report [--format markdown|json] [--output FILE] [path …]

            The migration for a pull request: per target, one row per App Intent and entity type with
            where it is, the decision and its reason, what apply changes for it and what a person still
            has to do, then the sources of the rules. Markdown (for a PR description or
            $GITHUB_STEP_SUMMARY) or JSON. Writes nothing.
            """
        case .scaffold:
            return "USAGE: intent-migrate scaffold evaluations [--output FILE] [path …]\n\nPrints (or writes to FILE) a draft Siri Evaluations test file: IntentDefinitions for the app's bundle\nidentifier, a scenario per tool with its title as the first request to rewrite, Calls(.disallowed) for the\nintents held for a decision, Loads for each skill. A draft to edit: the API is in preview."
        case .why:
            return "USAGE: intent-migrate why <TypeName> [path …]\n\nPrints one type's decision trail: where it is, what was decided and why, each finding inside it\nin order (what apply would change marked), what is left to do and the sources. Exits 1 when no\nApp Intent or entity type has that name."
        case .project:
            return "USAGE: intent-migrate project [path …]\n\nPrints the projects the paths belong to: each target with its platforms, deployment floors and\nSwift file count, the files a project compiles in no target, and the files no project accounts for."
        case .passes:
            return "USAGE: intent-migrate passes [--prefilter]\n\nLists the passes in the order they run: id, summary.\n--prefilter prints the words a file must contain to be looked at (one per line)."
        case .explain:
            return "USAGE: intent-migrate explain <pass-id>\n\nPrints a pass's documentation with a before/after example."
        case .version:
            return "USAGE: intent-migrate version\n\nPrints the version (the same as --version)."
        case .completions:
            return "USAGE: intent-migrate completions bash|zsh|fish\n\nPrints a completion script for the shell: `source <(intent-migrate completions bash)`,\n`intent-migrate completions zsh > ~/.zfunc/_intent-migrate`, or\n`intent-migrate completions fish > ~/.config/fish/completions/intent-migrate.fish`."
        }
    }
}
