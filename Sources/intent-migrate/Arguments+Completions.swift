/// The shell completion scripts, made from the commands and the table of options.
extension Arguments {
    /// A completion script for `shell`: the commands, every option, and the pass ids after --only and --skip.
    static func completions(_ shell: String, passes: [String]) -> String {
        let commands = Command.allCases.map(\.rawValue).joined(separator: " ")
        let names = options.flatMap(\.names).joined(separator: " ")
        switch shell {
        case "bash":
            return """
            _intent_migrate() {
                local cur prev
                cur="${COMP_WORDS[COMP_CWORD]}"; prev="${COMP_WORDS[COMP_CWORD-1]}"
                case "$prev" in
                    --only|--skip) COMPREPLY=($(compgen -W "\(passes.joined(separator: " "))" -- "$cur")); return ;;
                    --format) COMPREPLY=($(compgen -W "text json sarif github markdown" -- "$cur")); return ;;
                    --fail-on) COMPREPLY=($(compgen -W "error warning deferred note" -- "$cur")); return ;;
                esac
                if [ "$COMP_CWORD" -eq 1 ]; then COMPREPLY=($(compgen -W "\(commands)" -- "$cur")); return; fi
                case "$cur" in
                    -*) COMPREPLY=($(compgen -W "\(names)" -- "$cur")) ;;
                    *) COMPREPLY=($(compgen -f -- "$cur")) ;;
                esac
            }
            complete -o filenames -F _intent_migrate intent-migrate

            """
        case "zsh":
            return """
            #compdef intent-migrate
            _intent_migrate() {
                if (( CURRENT == 2 )); then
                    compadd -- \(commands)
                elif [[ ${words[CURRENT-1]} == --only || ${words[CURRENT-1]} == --skip ]]; then
                    compadd -- \(passes.joined(separator: " "))
                elif [[ ${words[CURRENT]} == -* ]]; then
                    compadd -- \(names)
                else
                    _files
                fi
            }
            compdef _intent_migrate intent-migrate

            """
        default:
            let lines = ["complete -c intent-migrate -n __fish_use_subcommand -f -a '\(commands)'",
                         "complete -c intent-migrate -l only -l skip -x -a '\(passes.joined(separator: " "))'"]
                + options.flatMap(\.names).filter { $0.hasPrefix("--") }.map { "complete -c intent-migrate -l \($0.dropFirst(2))" }
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
