/// What `throw-stubs` does with a `return .result(…)` in `perform()` for each sign found in it and around it: the one
/// table the decision is read from.
///
/// The first row (in this order) whose sign was found decides: `throw` (rewritten into a thrown error), `warn` (likely a
/// failure, or a failure the pass can't rewrite safely: CI shows it until a person decides), `note` (can't be read),
/// `leave` (a success, a truthful empty answer or a no-op). A return with no sign is left alone. Certain failures come
/// first, then what says a failure path is no failure (nothing to do, a fallback that still does the work), then the
/// forms that are only likely failures. Precision first: a success path turned into a throw breaks a working app.
package enum ReturnDecisions {
    package enum Verdict: String, Sendable { case `throw`, warn, note, leave }

    package struct Row: Sendable {
        package let sign: ReturnSign
        package let verdict: Verdict
        /// Where the rule comes from.
        package let source: String
    }

    package static let audit = "the VinylCrate audit (docs/sources.md) (Stop reporting failure as success)"
    package static let appIntentError = "developer.apple.com/documentation/appintents/appintenterror"

    package static let rows: [Row] = [
        Row(sign: .failureWord, verdict: .throw, source: "\(audit); the specification §5 (failure words)"),
        Row(sign: .switchedOff, verdict: .leave, source: "RUBRIC (a no-op when the state already is what was asked); Evaluation/labels (AudioBooth's Focus filter and codex-switcher's control: a guard on the intent's own on/off flag)"),
        Row(sign: .nothingToDo, verdict: .leave, source: "Evaluation/labels (a guard that finds nothing to do is a no-op: \"No workouts to delete.\")"),
        Row(sign: .fallback, verdict: .leave, source: "Evaluation/labels (a failure path that still does the work another way is no failure)"),
        Row(sign: .loggedFailure, verdict: .throw, source: "\(audit) (the code itself calls it an error)"),
        Row(sign: .fellThrough, verdict: .throw, source: "\(audit) (OpenCrateIntent's fall-through if let)"),
        Row(sign: .caughtAndDropped, verdict: .throw, source: "\(appIntentError) (the caught error, thrown on, is the failure Siri reports)"),
        Row(sign: .lookupFoundNothing, verdict: .throw, source: "\(audit) (PlayAlbumIntent's guard let: the lookup found nothing)"),
        Row(sign: .noMatch, verdict: .throw, source: "\(audit) (\"No matching album in your library.\" after a lookup is \"I couldn't find that album\"); Evaluation/labels (a value alone says it as well: Splynek's \"No … entry for …\" after the lookup of the name asked, round 22)"),
        Row(sign: .caughtErrorAsText, verdict: .throw, source: "\(appIntentError) (the caught error, thrown on, is the failure Siri reports; its text was the dialog)"),
        Row(sign: .asksFirst, verdict: .throw, source: "RUBRIC (\"asks the person to do something first\": \"Please sign in first\"); Evaluation/labels (round 4, blind: 20 of 20)"),
        Row(sign: .rejectsRequest, verdict: .throw, source: "RUBRIC (a guard … else that skips the action: the request was turned down); Evaluation/labels (dev: 8 of 8 validation guards of actions, \"Reps must be at least 1.\", \"End page needs to be after the start page.\", in fitnotes, VillainArc, lystaria and LastFast)"),
        Row(sign: .emptyInput, verdict: .throw, source: "RUBRIC (a guard that skips the action because the request lacks what it needs: \"No images provided to post.\")"),
        Row(sign: .failureTextBuilt, verdict: .throw, source: "RUBRIC (a failure on a guard's else, a catch, or after the if that returned the success); Evaluation/labels (MyNiro, offshore-budgeting: `IntentDialog(stringLiteral: message ?? \"Couldn't …\")`, 9 of 9 failures)"),
        Row(sign: .triedAndFailed, verdict: .throw, source: "developer.apple.com/documentation/swift/error-handling (try? turns an error into nil: the guard's else is the way the error takes)"),
        Row(sign: .bareOnFailurePath, verdict: .warn, source: audit),
        Row(sign: .skippedWhenNotFound, verdict: .warn, source: "RUBRIC (a branch after a lookup that found nothing); Evaluation/labels (MediLedger, BridgeScore: the dose is skipped when the medication isn't found, and the same success returns; dev: 15 of 17 after a lookup; an action's dialog when that `if` opens perform(): 4 of 4, 256Arts/My-Assets)"),
        Row(sign: .loopFoundNothing, verdict: .warn, source: "RUBRIC (returns: the return after a loop or search that found nothing)"),
        Row(sign: .loggedAndDropped, verdict: .warn, source: "Evaluation/labels (BetterBlue: a failed stop command only logged, then the same success)"),
        Row(sign: .startsWithNo, verdict: .warn, source: audit),
        Row(sign: .queryFoundNothing, verdict: .warn, source: "RUBRIC (returns: a lookup that found nothing); Evaluation/labels (Hisingen's \"No vehicle telemetry available\" after a guard's lookup; dev: 5 of 6; a question's `value: nil` there: 4 failures, 2 truthful answers, Pin-It's and SakuraRSS's \"Get Latest\")"),
        Row(sign: .turnsDown, verdict: .warn, source: "Evaluation/labels (validation guards: \"needs to be\", \"must be\")"),
        Row(sign: .saysItDidNot, verdict: .warn, source: "Evaluation/labels (\"You don't have an active split.\", \"Please sign in first.\")"),
        Row(sign: .falseValue, verdict: .warn, source: audit),
        Row(sign: .failureValue, verdict: .throw, source: "Evaluation/labels (a value that reports the failure: \"Chain 'x' not found.\")"),
        Row(sign: .errorMessage, verdict: .warn, source: "Evaluation/labels (an error's message returned as the result)"),
        Row(sign: .boolFromCall, verdict: .warn, source: "RUBRIC (a value that says the action failed: false from a write returned as success); Evaluation/labels (Off Day, Tag Day: an add, update or backup whose false comes back as a value)"),
        Row(sign: .textCanSayFailure, verdict: .warn, source: "RUBRIC (a message built by a helper function that returns failure text; one return whose text is the success on one path and the failure on another); Evaluation/labels (text a closure gives from its guard's else: Splynek's `MainActor.run`, CashbackManager's `Task { … }.value`, 4 of 4 failures)"),
        Row(sign: .nothingToEnd, verdict: .note, source: "RUBRIC (a no-op when the state already is what was asked); Evaluation/labels (\"No active session to stop\": no-ops in 4 of 6 stop, end and pause intents; the round-7 warning review: 2 of 2 warned were no-ops)"),
        Row(sign: .queryStartsWithNo, verdict: .note, source: "Evaluation/labels (a query's \"No streak yet.\" is most often its answer)"),
        Row(sign: .notLiteral, verdict: .note, source: audit),
        Row(sign: .skippedWithoutSetUp, verdict: .note, source: "Evaluation/labels (dev: after an if-let on an App Group's defaults, a URL or an optional parameter as it is, 1 of 8 bare results was a failure)"),
        Row(sign: .droppedByTry, verdict: .note, source: "developer.apple.com/documentation/swift/error-handling (try? turns an error into nil)"),
        // Last: it decides only a return that no other sign speaks of, so `why` says why nothing was said.
        Row(sign: .nothingToUndo, verdict: .leave, source: "RUBRIC (a no-op when the state already is what was asked); Evaluation/labels (joshlacal/Catbird's \"You haven't liked that post.\" in Unlike Post)"),
    ]

    /// The row that decides for these signs: the first in the table's order; nil when none was found (leave it).
    package static func deciding(_ signs: some Collection<ReturnSign>) -> Row? {
        rows.first { signs.contains($0.sign) }
    }
}

/// A reason code for a return's decision (JSON `evidence`, `why`).
package enum ReturnSign: String, Sendable, CaseIterable {
    /// A literal dialog with a failure word, on a failure path.
    case failureWord = "failure-word"
    /// The `guard` it is in tests emptiness (`!items.isEmpty`), or the block plays the success haptic first: nothing to do.
    case nothingToDo = "nothing-to-do"
    /// The `guard` it is in tests one of the intent's own `Bool` flags (`guard isEnabled, …`, `guard value else`): turned off, there is
    /// nothing to do.
    case switchedOff = "flag-turned-off"
    /// The failure block does other work before it returns (not only logging).
    case fallback = "fallback-does-the-work"
    /// A bare `.result()` in a `guard … else` that logs an error first.
    case loggedFailure = "logged-failure"
    /// A bare `.result()` ending `perform()` right after an `if let` lookup that returns.
    case fellThrough = "lookup-fell-through"
    /// A bare `.result()` in a `catch` that binds the error: the error is dropped.
    case caughtAndDropped = "caught-error-dropped"
    /// A bare `.result()` in a `guard let … else`: the lookup found nothing.
    case lookupFoundNothing = "lookup-found-nothing"
    /// An action's literal dialog starting "No …" after a lookup that found nothing.
    case noMatch = "no-match-after-lookup"
    /// A `catch` returns a result whose text names the error it caught (`"\(error.localizedDescription)"`).
    case caughtErrorAsText = "caught-error-as-text"
    /// A literal dialog on a failure path that asks the person to act first ("Please sign in first.").
    case asksFirst = "asks-to-act-first"
    /// Any result in the else of a `guard let x = try? …`: the way out when the call threw (or found nothing).
    case triedAndFailed = "try-failed"
    /// A bare `.result()` in another `guard … else` or `catch`.
    case bareOnFailurePath = "bare-result-on-a-failure-path"
    /// A literal dialog on a failure path starting "No …".
    case startsWithNo = "starts-with-no"
    /// A literal dialog on a failure path that turns the request down ("needs to be").
    case turnsDown = "turns-the-request-down"
    /// The same in an action's `guard … else`: the action did not happen because the request was invalid.
    case rejectsRequest = "guard-rejects-the-request"
    /// An action's literal dialog on a failure path that says something is missing or asks the person to act first.
    case saysItDidNot = "says-what-is-missing"
    /// `value: false` or `nil` on a failure path.
    case falseValue = "false-or-nil-value"
    /// An action's `Bool` value is what a call gave: false when the write didn't happen.
    case boolFromCall = "bool-from-call"
    /// A value-only result whose literal reads as a failure.
    case failureValue = "failure-value"
    /// On a guard's else, in a catch, or after the `if` that returned the success, a dialog built as
    /// `IntentDialog(stringLiteral: …)` from text that holds a failure literal (`error.message ?? "Couldn't save."`).
    case failureTextBuilt = "failure-text-built"
    /// The dialog or value is an error's message.
    case errorMessage = "error-message"
    /// An action's literal dialog in a guard that tests a parameter is empty: the request lacks what it needs.
    case emptyInput = "parameter-missing"
    /// The text isn't one literal, and what builds it (a literal in a ternary, a local it names, a function of the
    /// module it calls) can say a failure.
    case textCanSayFailure = "text-can-say-failure"
    /// A query's literal dialog on a failure path starting "No …".
    case queryStartsWithNo = "query-starts-with-no"
    /// A literal dialog on a failure path starting "No …" in an intent that stops, ends, cancels or pauses something.
    case nothingToEnd = "nothing-to-end"
    /// The dialog isn't a literal.
    case notLiteral = "dialog-not-literal"
    /// A `try?` in the return's block drops an error on the way.
    case droppedByTry = "error-dropped-by-try"
    /// A bare `.result()` ending `perform()` right after an `if let` lookup without `else` that doesn't return.
    case skippedWhenNotFound = "skipped-when-not-found"
    /// The same after an `if let` on a set-up value (an App Group's defaults, a URL) or an optional parameter as it is.
    case skippedWithoutSetUp = "skipped-without-set-up"
    /// A query's "No … found/available", or its `value: nil`, after a guard's lookup: the lookup came back empty.
    case queryFoundNothing = "query-found-nothing"
    /// An intent that undoes something says it hasn't been done ("You haven't liked that post." in Unlike Post).
    case nothingToUndo = "nothing-to-undo"
    /// A `catch` that takes every error, right before the return, only logs it.
    case loggedAndDropped = "error-only-logged"
    /// A bare `.result()` ending `perform()` right after a loop that returns from inside when it finds what it looks for.
    case loopFoundNothing = "loop-found-nothing"
}
