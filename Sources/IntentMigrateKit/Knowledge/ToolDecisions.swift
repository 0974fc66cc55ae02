/// What `add-tool` does with an intent for each sign found in its declaration and its module: the one table the
/// decision is read from.
///
/// An intent is marked silently only when no sign speaks against it. Otherwise the first row (in this order) whose
/// sign was found decides: `leave` (not a tool: a note says why), `hold` (not marked: a warning asks a person to
/// decide), `flag` (marked, and listed for the reviewer with every flag found). The order is the labelling rubric's
/// precedence (`Evaluation/README.md`): hidden, platform, configuration, schema and stub first; then what a person
/// must start explicitly; then the other kinds of poor tools.
package enum ToolDecisions {
    package enum Verdict: String, Sendable { case leave, hold, flag, mark }

    package struct Row: Sendable {
        package let sign: Decision
        package let verdict: Verdict
        /// Where the rule comes from.
        package let source: String
        /// `tools.include` (a person's yes) overrides it.
        package var personDecides: Bool { verdict == .hold || verdict == .flag || [.control, .navigation, .plumbing, .debug].contains(sign) }
    }

    package static let article = "developer.apple.com/documentation/appintents/bringing-custom-actions-and-content-to-siri"
    package static let toolIntent = "developer.apple.com/documentation/appintents/toolintent"

    package static let rows: [Row] = [
        Row(sign: .suppressed, verdict: .leave, source: "the user's suppression comment"),
        Row(sign: .unavailable, verdict: .leave, source: "the type's @available(…, unavailable)"),
        Row(sign: .excluded, verdict: .leave, source: "the user's tools.exclude"),
        Row(sign: .alreadyTool, verdict: .leave, source: toolIntent),
        Row(sign: .otherMacro, verdict: .leave, source: "developer.apple.com/documentation/appintents/appintent(_:schema:)"),
        Row(sign: .schema, verdict: .leave, source: "\(article) (schema intents: schema-tool decides)"),
        Row(sign: .neverTool, verdict: .leave, source: "developer.apple.com/documentation/appintents/snippetintent"),
        Row(sign: .hidden, verdict: .leave, source: "developer.apple.com/documentation/appintents/appintent/isdiscoverable"),
        Row(sign: .watchOnly, verdict: .leave, source: "\(toolIntent) (iOS, iPadOS, Mac Catalyst, macOS, visionOS only)"),
        Row(sign: .configuration, verdict: .leave, source: "developer.apple.com/documentation/appintents/widgetconfigurationintent"),
        Row(sign: .configurationAction, verdict: .hold, source: "RUBRIC (config: a configuration intent without a custom action; one with its own perform() is judged on its merits)"),
        Row(sign: .stub, verdict: .leave, source: "\(article) (a tool does what it says when Siri runs it)"),
        Row(sign: .money, verdict: .hold, source: "\(article) (side effects a person starts explicitly: orders, payments)"),
        Row(sign: .medical, verdict: .hold, source: "\(article) (side effects a person starts explicitly)"),
        Row(sign: .reviewKeyword, verdict: .hold, source: "the user's tools.reviewKeywords"),
        Row(sign: .openIntent, verdict: .leave, source: "developer.apple.com/documentation/appintents/openintent (.system.open opens items)"),
        Row(sign: .control, verdict: .leave, source: "\(article) (poor tools: actions that only make sense in another context)"),
        Row(sign: .navigation, verdict: .leave, source: "\(article) (poor tools: intents that only open the app)"),
        Row(sign: .openApp, verdict: .hold, source: "\(article) (poor tools: intents that only open the app)"),
        Row(sign: .shortcutStep, verdict: .hold, source: "\(article) (poor tools: steps that only make sense inside a shortcut)"),
        Row(sign: .debug, verdict: .leave, source: "\(article) (a tool is something a person asks for)"),
        Row(sign: .actor, verdict: .hold, source: "developer.apple.com/documentation/appintents/appintent(_:schema:) (structures and classes)"),
        Row(sign: .destructive, verdict: .hold, source: "developer.apple.com/documentation/appintents/appintent/requestconfirmation(actionname:snippetintent:); RUBRIC (hold: destructive unless perform() always asks)"),
        Row(sign: .outward, verdict: .hold, source: "developer.apple.com/documentation/appintents/appintent/requestconfirmation(actionname:snippetintent:); RUBRIC (hold: sending to other people)"),
        Row(sign: .plumbing, verdict: .leave, source: "\(article) (poor tools: steps that only make sense inside a shortcut); RUBRIC (plumbing: a file meant for export, a value under a key, a value with no dialog for the next step); Evaluation/labels (dev: 47 of 49 such held intents were plumbing, 2 holds and no tool: Yes-or-no conditions, exports, conversions, file steps, key stores, event hooks)"),
        Row(sign: .button, verdict: .hold, source: "\(article) (poor tools: actions that only make sense in another context); Evaluation/labels (9 of 33 button intents were tools; a twin declared again in another module, as Live Activity intents are, was a control in 9 of 16: busy-app and tennis-rally-app's presets, while monofocus, Sonidea and MyTaskList's were tools; not for a button the app's App Shortcuts also offer: dev, 28 of 30 were tools)"),
        Row(sign: .possibleStep, verdict: .flag, source: "\(article) (poor tools: steps that only make sense inside a shortcut)"),
        Row(sign: .outwardConfirmed, verdict: .flag, source: "RUBRIC (hold: sending messages or content to other people, which a confirmation doesn't take back: only a destructive action is made safe by one); Evaluation/labels (joshlacal/Catbird's Create Post asks every time and is labelled hold/outward)"),
        Row(sign: .opensQuietly, verdict: .flag, source: "\(article) (poor tools: intents that only open the app); RUBRIC (open-app-only: judge by what the person gets); Evaluation/labels (dev: 9 of 15 such silent marks were tools)"),
    ]

    /// The row that decides for these signs: the first in the table's order; nil when none was found (mark it).
    package static func deciding(_ signs: some Collection<Decision>) -> Row? {
        rows.first { signs.contains($0.sign) }
    }

    /// The row of one sign.
    package static func row(of sign: Decision) -> Row? { rows.first { $0.sign == sign } }

    /// The verdict for one sign.
    package static func verdict(of sign: Decision) -> Verdict {
        row(of: sign)?.verdict ?? .mark
    }
}

/// What a pass decided about an intent, with a stable reason code (JSON `decision`, SARIF
/// `properties.decision`) and the group the summary counts it in.
public enum Decision: String, Sendable, CaseIterable, Codable {
    // Left alone.
    case suppressed, unavailable, excluded = "tools-exclude", schema, otherMacro = "other-macro", neverTool = "never-tool"
    case configuration, hidden, openIntent = "open-intent", stub
    case alreadyTool = "already-tool", watchOnly = "watchos-only", control, navigation = "open-app-only", plumbing = "shortcut-building-block", debug
    // Held for a decision (not marked) or flagged for the reviewer (marked): `ToolDecisions` says which.
    case money, medical, reviewKeyword = "review-keyword", actor, openApp = "opens-app", shortcutStep = "shortcut-step"
    case configurationAction = "configuration-with-action"
    case destructive, outward, possibleStep = "possible-shortcut-step", button, opensQuietly = "opens-app-quietly"
    case outwardConfirmed = "outward-confirmed"
    // Marked because `tools.include` says so.
    case included = "tools-include"

    /// The summary's groups of intents that are not left alone.
    package static let alreadyTools = "already tools", held = "held for a decision", flagged = "flagged for review",
                      includedByConfig = "marked by tools.include"


    /// How the summary counts it: `already tools`, `held for a decision`, `flagged for review`, or the reason
    /// an intent was left alone.
    package var summary: String {
        switch self {
        case .alreadyTool: Decision.alreadyTools
        case .money, .medical, .reviewKeyword, .actor, .openApp, .shortcutStep, .configurationAction, .destructive, .outward, .possibleStep, .button,
             .opensQuietly, .outwardConfirmed:
            ToolDecisions.verdict(of: self) == .flag ? Decision.flagged : Decision.held
        case .watchOnly: "watchOS or tvOS only"
        case .control: "widget and control buttons"
        case .navigation: "only open the app"
        case .plumbing: "Shortcuts building blocks"
        case .debug: "debug and diagnostics"
        case .included: Decision.includedByConfig
        case .suppressed: "suppressed"
        case .unavailable: "unavailable"
        case .excluded: "in tools.exclude"
        case .schema: "schema intents (schema-tool decides)"
        case .otherMacro: "with another @AppIntent"
        case .neverTool: "never tools"
        case .configuration: "configuration intents"
        case .hidden: "hidden"
        case .openIntent: "plain OpenIntents"
        case .stub: "stubs"
        }
    }
}
