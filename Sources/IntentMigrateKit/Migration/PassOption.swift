/// How a pass's option is written in `.intent-migrate.json`.
public enum PassOptionKind: Sendable {
    /// An array of strings (type names).
    case strings
    /// An array of short words matched in names and dialogs: at most `Configuration.wordLimit`, each at most
    /// `Configuration.wordLength` bytes (they go into one pattern).
    case words
    /// An object from a name to one of `values` (`{"files": "siri"}`, which `example` shows).
    case choices(values: [String], example: String)
}

/// A pass's option as the configuration read it: a list, or names each with its choice.
public enum PassOptionValue: Sendable, Equatable {
    case list([String])
    case choices([String: String])

    /// The list's strings (none for choices).
    package var list: [String] { if case .list(let strings) = self { strings } else { [] } }
    /// The choices (none for a list).
    package var choices: [String: String] { if case .choices(let map) = self { map } else { [:] } }
}

/// One key of `.intent-migrate.json` a pass reads (`tools.exclude`, `failureWords`), whatever the value's type: what the
/// configuration reads and checks the same way for every pass, and what `Settings` keeps ready for the pass.
public struct AnyPassOption: Sendable {
    /// The key, with its group (`tools.exclude`) or alone (`failureWords`).
    public let key: String
    public let kind: PassOptionKind
    /// Makes the value the pass asks for, once, from what was read.
    let prepare: @Sendable (PassOptionValue) -> any Sendable
}

/// An option declared by a pass (`AddToolPass.toolsExclude`), with the value the pass works with (`Set<String>`), made once
/// per run from what the configuration read (`prepare`) and asked for with `Settings.value(_:)`; `unset` when the
/// configuration doesn't name it.
package struct PassOption<Value: Sendable>: Sendable {
    package let key: String
    package let kind: PassOptionKind
    package let unset: Value
    package let prepare: @Sendable (PassOptionValue) -> Value

    package init(_ key: String, _ kind: PassOptionKind, unset: Value, prepare: @escaping @Sendable (PassOptionValue) -> Value) {
        self.key = key
        self.kind = kind
        self.unset = unset
        self.prepare = prepare
    }

    package var erased: AnyPassOption { AnyPassOption(key: key, kind: kind, prepare: { [prepare] in prepare($0) }) }
}

/// A pass with options of its own in `.intent-migrate.json`.
package protocol ConfigurablePass: Pass {
    var options: [AnyPassOption] { get }
}

extension Settings {
    /// The value of a pass's option: what the configuration set, made ready once, else its `unset` value.
    package func value<Value>(_ option: PassOption<Value>) -> Value {
        (preparedOptions[option.key] as? Value) ?? option.unset
    }

    /// Sets a pass's option from what the configuration read, and makes the value its pass asks for.
    public mutating func set(_ option: AnyPassOption, _ value: PassOptionValue) {
        preparedOptions[option.key] = option.prepare(value)
    }
}
