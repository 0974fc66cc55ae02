/// Words `add-tool` reads a `perform()` and a title with, to tell an intent that only brings the app forward, a stub,
/// a question or a diagnostic from an action a person asks Siri for.
///
/// Source: developer.apple.com/documentation/appintents/bringing-custom-actions-and-content-to-siri ("poor tools":
/// intents that only open the app, or only make sense in another context), and the labelling rubric in
/// `Evaluation/README.md` (open-app-only, stub, debug), confirmed on the labelled apps there.
package enum NavigationWords {
    /// The first words of an intent that brings a screen forward ("Open Settings", "Show Favorites", "Go to Inbox"):
    /// with a `perform()` that only navigates, the person still has to act there.
    package static let verbs: Set<String> = ["open", "show", "view", "go", "navigate", "browse", "display", "launch", "see", "jump", "switch", "present"]

    /// What a `perform()` hands the app as a link: these calls and types (`OpenURLIntent(…)`,
    /// documentation/appintents/openurlintent; SwiftUI's `openURL`), a `URL(…)` it builds, or a name of the intent
    /// ending in one of `linkNameEndings` or holding one of `linkNameParts` (`destinationURL`, `deepLink`). With
    /// `openAppWhenRun`, what the person gets is up to the app's link handler (Evaluation/labels: a baby-care app's 26
    /// intents that queue a link for the app, some starting a timer, some only opening a form).
    package static let linkCalls: Set<String> = ["OpenURLIntent", "openURL"]
    package static let linkNameEndings: [String] = ["url", "link"]
    package static let linkNameParts: [String] = ["deeplink"]

    /// The first word of a description that says the intent opens the app ("Opens your workout splits.", "Open ldgr to
    /// record a new expense."): with `openAppWhenRun` or a foreground mode, the author says the person finishes in the app.
    ///
    /// Source: the open-app-only intents of Evaluation/labels whose titles ask for an action (VillainArc, ldgr,
    /// offshore-budgeting).
    package static let opening: Set<String> = ["open", "opens", "opening", "launch", "launches", "launching"]

    /// First words of an action the app completes by itself once it opens: a session, a recording or playback starts,
    /// pauses or stops ("Start Today's Workout", "Pause VM"). An intent that opens the app and gives nothing back is then
    /// still the action; any other is flagged for a look (it may only bring up a screen).
    ///
    /// Source: RUBRIC (open-app-only: "if the app itself completes what was asked (starts the workout, plays the item) it
    /// is that action").
    package static let selfCompleting: Set<String> = [
        "start", "begin", "stop", "end", "finish", "pause", "resume", "play", "record", "run", "charge", "discharge",
    ]

    /// The words of a title that asks for something new and empty ("New Chat", "Compose", "Start a New Note", "Create
    /// New Notebook"), after one of `startingVerbs`: with nothing taken and the app opened, the person fills in a form
    /// (RUBRIC: open-app-only, "a screen where the person must still act (… a form …)").
    ///
    /// Source: Evaluation/labels (dev: 10 of 11 intents that open the app, take nothing and are titled so were not
    /// tools: new chat, note, notebook and post composers; the eleventh, "Start a New Timer", was held already).
    package static let newThing: Set<String> = ["new", "compose", "blank"]
    /// What the form is called when the title names nothing after the word ("Compose" → a draft).
    package static let newThingNamed: [String: String] = ["new": "item", "compose": "draft", "blank": "page"]
    package static let startingVerbs: Set<String> = ["start", "create", "begin", "open", "make"]

    /// Calls a navigating `perform()` makes: results and their text, notifications, URLs, routes, main-actor hops.
    /// A type's initializer (`URL(…)`, `Route.settings(…)`, `OpenAppIntent()` for `opensIntent:`) counts too.
    package static let calls: Set<String> = formattingCalls.union([
        "post", "open", "openURL", "navigate", "select", "present", "push", "show", "route", "dismiss",
        "run", "sleep", "asyncAfter", "set", "send", "setValue", "append", "removeAll", "requestSceneActivation",
        "activate", "makeKeyAndOrderFront", "orderFrontStandardAboutPanel", "openWindow", "handle", "callAsFunction",
        "synchronize", "removeValue", "yield", "finish", "encode",
    ])
    /// Calls that build an answer's text or pick from a list: a result, a lookup in a collection, a string's case.
    package static let formattingCalls: Set<String> = [
        "result", "first", "firstIndex", "contains", "map", "compactMap", "filter", "lowercased", "uppercased",
        "replacingOccurrences", "trimmingCharacters", "localized", "string",
    ]
    /// Prefixes of navigating calls (`navigateToSettings`, `openTab`, `showComposer`, `handleDeepLink`, `setTab`).
    /// Looking up what to show (`fetch`, `requireReady`, `loadEntity`) and closing what was in front (`dismissSheet`,
    /// `collapsePresentations`) count too: they prepare the screen, they don't do what was asked.
    package static let callPrefixes: [String] = [
        "navigate", "open", "show", "present", "select", "route", "goTo", "switchTo", "handle", "setSelected", "setTab",
        "setRoute", "setDestination", "push", "fetch", "require", "load", "find", "lookup", "collapse", "dismiss", "pop",
    ]

    /// Parts of a receiver's name that make any call on it a navigation (`AppRouter.shared.createWorkoutPlan()`,
    /// `AppIntentCoordinator.shared.enqueue(.newChat)`, `navigator.showComposer()`): the app's own router moves it to a
    /// screen, whatever the call is named. Not when the intent hands the app free text (a `String` parameter: a question
    /// to ask, a note to file): then the app does something with what the person said.
    ///
    /// Source: fcttechnologies/VillainArc's create and edit intents and tinfoilsh/tinfoil-ios's new-chat intent
    /// (Evaluation/labels, open-app-only); a receiver whose name ends in "Route" (`SQIntentRoute.requestSpeedtest()`,
    /// which only leaves a flag for the app's tab bar: Cremechocos/signalquest-ios, round 24, two open-app-only intents
    /// marked). Dev: reading it so changed only those two.
    package static let receivers: [String] = ["Router", "Navigator", "Navigation", "Coordinator", "DeepLink", "Deeplink"]
    /// The last word of a receiver's name that makes it the app's route holder (`SQIntentRoute`, `PendingRoute`), where
    /// "Route" elsewhere in a name is a route the app records or follows (`RouteTracker`, `routeStore`).
    package static let routeHolder = "route"

    /// A receiver's name says it routes (`AppRouter`, `navigator`, `AppIntentCoordinator`).
    package static func routes(_ receiver: String) -> Bool {
        receivers.contains { receiver.contains($0) || receiver.contains($0.lowercased()) }
            || Words.camelCase(receiver).last == routeHolder
    }

    /// Calls that only refresh what a widget or control shows (WidgetKit's `WidgetCenter.reloadTimelines(ofKind:)` and
    /// `reloadAllTimelines()`, `ControlCenter.reloadControls(ofKind:)` and `reloadAllControls()`): a `perform()` that
    /// does nothing else (but log) changes nothing a person asked for (developer.apple.com/documentation/widgetkit/widgetcenter,
    /// developer.apple.com/documentation/widgetkit/controlcenter).
    package static let refreshCalls: Set<String> = ["reloadTimelines", "reloadAllTimelines", "reloadControls", "reloadAllControls"]

    /// First words of a title that asks for something to be done or started ("Start Cooking", "Add Entry", "Set Goal").
    /// An intent that runs in the background with such a title, whose `perform()` only looks up (a call whose first word
    /// is one of `readingVerbs` and that names none of these) or formats (`readingCalls`) and assigns nothing outside
    /// itself, says it did what it did not: a stub. (One that opens the app may do the work there: the app-opening signs
    /// judge it.)
    ///
    /// Source: RUBRIC (stub: "`perform()` does nothing, traps, is a template left over, or returns invented data");
    /// Evaluation/labels: a cooking timer's "Start Cooking" that finds the meal and answers "Starting …", and a GIF app's
    /// "Create Crop" that only computes a rectangle (labelled no).
    package static let doing: Set<String> = [
        "start", "add", "create", "log", "set", "record", "save", "stop", "end", "pause", "resume", "begin", "make", "update",
        "mark", "complete", "toggle", "turn", "enable", "disable", "send", "delete", "remove", "play", "book", "schedule",
        "track", "finish", "cancel",
    ]
    /// First words of calls that write or hand something on, beside `doing`: an `if let` whose head calls one
    /// (`if let url = writePendingScript(…)`) does its work there, and finds nothing only when the work failed.
    ///
    /// Source: kingdom7594/pybox in Evaluation/labels (round 30, scored blind first: its "Create File" was warned as a
    /// skipped lookup).
    package static let writing: Set<String> = [
        "write", "insert", "append", "put", "store", "register", "upload", "post", "persist", "submit", "import", "export",
        "copy", "move", "rename", "apply", "run", "execute", "perform",
    ]

    /// The calls that only make the answer (`.result(…)`, `IntentDialog(…)`, `LocalizedStringResource(…)`, `String(…)`):
    /// a body whose other calls do nothing still does nothing with these.
    package static let answerCalls: Set<String> = ["result", "IntentDialog", "LocalizedStringResource", "String"]

    /// First words of a call that looks something up (`fetchMeals`, `findUser`).
    package static let readingVerbs: Set<String> = ["fetch", "get", "find", "lookup", "read"]

    /// Calls that only format or pick from what an answer says (`prefix`, `formatted`, `joined`, `abs`), beside the
    /// navigating calls' own formatting ones.
    package static let readingCalls: Set<String> = formattingCalls.union([
        "formatted", "format", "prefix", "sorted", "joined", "reduce", "max", "min", "abs", "round", "isEmpty", "count",
        "description", "enumerated",
    ])

    /// First words of a function that promises to bring data (`fetchBalance()`, `getPrice(for:)`, `loadPositions()`): one of
    /// the intent's own whose body only returns literals makes its answer up (RUBRIC: a stub "returns invented data
    /// (random numbers, hard-coded placeholders)"; ElcaroNossam/elcarobybitbotv2 in Evaluation/labels: balances,
    /// positions and prices from literals, three stubs).
    package static let fetching: Set<String> = ["fetch", "get", "load", "query", "request", "read", "retrieve", "lookup"]
    /// The words a helper of fixed data may name besides its parameters: its control flow and literal values.
    package static let literalBody: Set<String> = ["return", "switch", "case", "default", "if", "else", "true", "false", "nil"]

    /// Words a title's first words are read past ("Start a New Chat", `NewChatIntent`).
    package static let fillerWords: Set<String> = ["a", "an", "the", "intent"]

    /// Calls that make an answer up, besides `random(in:)`; picking a random item (`randomElement()`) is a real request.
    package static let randomCalls: Set<String> = ["arc4random", "arc4random_uniform", "drand48"]

    /// Words that ask for chance anywhere in a name or title ("Random Number", "Flip a Coin", "Roll Dice"), and verbs that
    /// ask for it when they come first ("Generate Password"): a random answer is then the one asked for.
    /// Source: Evaluation/labels (katagaki/Random, round 8: generators labelled tools).
    package static let chance: Set<String> = ["random", "randomly", "dice", "die", "coin"]
    package static let chanceVerbs: Set<String> = ["generate", "roll", "shuffle", "flip"]

    /// All a fixed answer names: the result, its labels and its text types.
    package static let fixedAnswer: Set<String> = [
        "return", "result", "value", "dialog", "view", "IntentDialog", "LocalizedStringResource", "String", "localized",
        "stringLiteral", "defaultValue", "true", "false", "nil",
    ]

    /// The first words of a question ("What should I buy?", "How much did I spend?"): it reads, it doesn't act.
    package static let questions: Set<String> = ["what", "which", "how", "when", "where", "who", "why", "whats"]

    /// Words in the name of a call that asks whether an intent may run at all (`siriEnabled()`, `isAuthorized()`,
    /// `assistantAllowed()`): a guard made of such calls is a check, not work (StephTapera/AMENAPP in Evaluation/labels,
    /// round 30: four intents that only open the app behind `guard await siriEnabled()`).
    package static let checks: Set<String> = ["enabled", "allowed", "authorized", "permitted", "permission", "configured", "onboarded"]

    /// Words of diagnostics and test code in a type's name or title: nobody asks Siri for these.
    package static let debug: Set<String> = ["debug", "diagnostic", "diagnostics", "diagnose", "troubleshoot", "logs", "crash", "admin"]

    /// What a status is of, the word right before "status", when the status is the app's own setup or sync ("Last Sync
    /// Status", "Get Connection Status", "Check Login Status"): the RUBRIC's `debug` ("setup/sync status"). A status of
    /// what the person owns ("Server Status", "Order Status", "VPN Status") is a question.
    /// Source: Evaluation/labels (dev: Contact-SyncMate, MLX-Claw, FleetTrack, DisplayPlus labelled debug or plumbing;
    /// every other "…Status" intent there is a query).
    package static let setupStatus: Set<String> = ["sync", "connection", "login", "setup"]
}
