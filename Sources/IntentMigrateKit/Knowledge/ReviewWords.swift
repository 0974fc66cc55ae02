/// Words that mark an intent a person must start explicitly: money, orders and medical dosing.
///
/// Source: developer.apple.com/documentation/appintents/bringing-custom-actions-and-content-to-siri and the developer guide ("side
/// effects that a person needs to start explicitly, such as placing an order and paying for it");
/// the VinylCrate audit (docs/sources.md) ("Anything near money"); the specification §1 for the medical words.
/// Matched as whole words of the camel-cased type name and of the title; config
/// `tools.reviewKeywords` adds to it.
package enum ReviewWords {
    package static let money: [String] = [
        "buy", "buys", "purchase", "purchases", "pay", "pays", "payment", "payments", "order", "orders",
        "checkout", "deposit", "deposits", "subscribe", "subscription", "donate", "donation", "transfer",
        "transfers", "refund", "bid", "sell",
    ]
    /// Carbohydrate entries drive insulin dosing in closed-loop diabetes apps (seen in one: `AddCarbPresetIntent`).
    package static let medical: [String] = [
        "bolus", "insulin", "dose", "doses", "dosage", "dosing", "medication", "inject", "injection", "carb", "carbs",
        "meds", "medications", "medicine", "medicines", "pill", "pills",
    ]
    package static let all: Set<String> = Set(money + medical)
    /// The calls that take a person's money whatever the intent is called ("Leave a Tip" that calls `product.purchase()`):
    /// StoreKit's `Product.purchase(options:)` (developer.apple.com/documentation/storekit/product/purchase(options:)),
    /// made in a file that imports StoreKit. Source: gomez1112/DailyLock in Evaluation/labels (round 35, scored blind
    /// first, then tuned on: its tip intent, labelled hold/money, was marked silently).
    package static let purchaseCalls: Set<String> = ["purchase"]
    package static let purchaseModule = "StoreKit"
    /// An intent named or titled with one of these makes its module an app that doses insulin (a closed loop:
    /// Trio's `BolusIntent` in the labelled set in `Evaluation/`). There, every other action changes what the
    /// loop doses (overrides, temporary targets and their cancelling): each is held as medical too.
    package static let dosingApp: Set<String> = ["bolus", "insulin"]
    /// The first words of an intent that only reads or shows (`ListStateIntent`, "Get Glucose"): no effect to hold.
    package static let reading: Set<String> = ["get", "list", "show", "view", "read", "find", "search", "fetch", "open", "check", "count"]
    /// The reading verbs of an intent that answers a question (not "open", which navigates): in one, a dialog starting
    /// "No" is most often the answer ("No streak yet."), not a failure (FitLink in `Evaluation/`); and the words a question
    /// starts with ("What's next", `QueryLastHandoffIntent`, "Is the Player Running", "Will It Rain").
    package static let answering: Set<String> = reading.subtracting(["open"]).union(["query", "what", "when", "which", "who", "how", "is", "are", "does", "has", "will", "did"])
        .union(questionWordsInOtherLanguages)
    /// The words a question starts with in the languages titles were met in ("¿Qué hago ahora?", "Quand part le bus ?",
    /// "Wann kommt …"): a title that asks is a question whatever its language. Not the words that are as often
    /// something else ("como" is also "I eat", "que" "that", "was" English).
    ///
    /// Source: fitoconminuscula-boop/rork-sinrutina in Evaluation/labels (round 33, scored blind first, then tuned on:
    /// "Qué hago ahora" answers what to do now, and its "No hay nada urgente ahora." is that answer).
    package static let questionWordsInOtherLanguages: Set<String> = [
        "qué", "cuál", "cuáles", "cuándo", "cuánto", "cuánta", "cuántos", "cuántas", "dónde", "quién", "cómo",
        "qual", "quais", "quando", "quanto", "quantos", "quantas", "onde", "quem",
        "quel", "quelle", "quels", "quelles", "quand", "combien", "où",
        "wann", "wie", "welche", "welcher", "welches", "wo", "wer", "wieviel", "wieviele",
        "quale", "quali", "dove", "chi", "cosa",
        "wat", "wanneer", "hoeveel", "waar", "welke",
    ]
    /// The last word of a title that names an answer rather than asks for an action ("Exercise Status", "Last Answer",
    /// "Battery Level"): a noun phrase with no verb in front reads as a question too, and its "No history found." is the
    /// answer (vibecoded-fitnotes, Dispatch in `Evaluation/`: the two successes thrown on dev in session 19).
    package static let answerNouns: Set<String> = [
        "answer", "status", "summary", "level", "balance", "progress", "streak", "history", "stats", "statistics", "overview",
        "forecast", "total", "totals", "count", "agenda",
    ]
    /// The verbs an action's title starts with that `answerNouns` can follow ("Update Vaccination Status", "Set Device
    /// Level", "Reset Streak", "Increment Count", "Pay Balance"): such a title asks for an action, whatever its last word.
    package static let actionVerbs: Set<String> = [
        "set", "update", "change", "toggle", "reset", "clear", "add", "log", "record", "start", "stop", "run", "open",
        "create", "delete", "remove", "mark", "send", "share", "save", "turn", "activate", "enable", "disable", "increase",
        "decrease", "raise", "lower", "adjust", "refresh", "sync", "export", "import", "generate", "post", "publish",
        "increment", "decrement", "erase", "restore", "freeze", "pay", "transfer", "top", "track",
    ]

    /// Effects a person can't take back, and effects on the world outside the app (the specification §1: "destructive or
    /// outward-facing effects (delete, send, post, publish, unlock, disarm, …)"): such an intent is marked, and
    /// flagged for the reviewer when its `perform()` doesn't call `requestConfirmation`
    /// (documentation/appintents/appintent/requestconfirmation(…)). Restarting or shutting down loses what is running (a
    /// virtual machine's unsaved state: UTM in the labelled set in `Evaluation/`), and clearing empties a queue or a
    /// history for good (swmpc's Clear Queue there); "stop" is not here, since stopping a session, a timer or playback
    /// loses nothing.
    package static let destructive: [String] = [
        "delete", "deletes", "remove", "removes", "erase", "erases", "wipe", "wipes", "destroy", "destroys", "discard",
        "trash", "purge", "unlock", "unlocks", "disarm", "disarms", "reset", "resets",
        "restart", "restarts", "reboot", "reboots", "shutdown", "clear", "clears",
    ]
    /// The first words of an intent that answers a yes-or-no question (`IsWiFiOnIntent`, "Has Unread Mail"): with a
    /// `Bool` value and no dialog it is the condition of a shortcut's If step, not a tool (the labelled set in `Evaluation/`).
    package static let question: Set<String> = ["is", "has", "can", "does", "are", "should", "contains", "check"]

    /// The first words of an intent that converts or formats what it is given (`ConvertDateToUnixTime`, "Format
    /// Duration"): with a value and no dialog it is a step between two others of a shortcut (the labelled set in `Evaluation/`).
    package static let conversion: Set<String> = ["convert", "format", "clamp", "parse", "encode", "decode", "round", "transform"]

    /// The first words of an intent that moves data in or out of the app (`ImportExpenses`, "Export Notes"): a file or
    /// text for another step (in `Evaluation/`, all five such intents are labelled plumbing).
    package static let transfer: Set<String> = ["import", "export"]
    /// Of those, the ones that hand data out (dev: 8 of 8 export intents held as steps were plumbing; importing a person's
    /// text or file is sometimes what they ask for, 1 of 9, and stays held).
    package static let outgoingTransfer: Set<String> = ["export"]

    /// Words of a name that describes an event, not a request (`AppDidOpenAppIntent`): a hook for an automation.
    package static let event: Set<String> = ["did", "will"]

    /// Only the verb's base form: an intent's name and title are imperatives ("Send Message", "Post Update"), so
    /// "Posts", "Shares" and "Calls" there are nouns of a reading intent ("Author Posts", "Search Posts": joshlacal/Catbird
    /// in `Evaluation/`, three reading intents held as outward until the plural forms were dropped; no other change on dev).
    /// "Poke" sends a notification to another person (a couple's app's "Poke" in `Evaluation/`, boostcampwm2025/ios02-damago,
    /// labelled hold/outward). As the first word only, like the others: "Poke Bowl" as a title is held too.
    package static let outward: [String] = [
        "send", "post", "publish", "share", "tweet", "toot", "reply", "broadcast", "call", "email", "invite", "repost", "retweet", "boost",
        "poke",
    ]
    /// Verbs that make a post, an email or a reply that then goes out ("Create Post", "Compose Email", "Write Reply"): the
    /// outward word after one of them is the intent's action (joshlacal/Catbird's Create Post in `Evaluation/`).
    package static let composing: Set<String> = ["create", "compose", "write", "draft"]
    /// The words that join a second verb to a name's or title's first ("Clear and Send Report", "Save then Share"): an
    /// outward word is the intent's verb only first or after one of these.
    package static let joiningVerbs: Set<String> = ["and", "then"]
    /// The person's own devices: sending or sharing *to* one of them, the phrase's last word ("Send Route to Watch",
    /// "Share to TV"), moves something between the person's own things and reaches no one, so it is not outward (the issue
    /// on decisions that generalize, form 8: "send" to a device is not reaching people; one app's evidence so far:
    /// OG-Bike-Computer's Send Route to Watch in `Evaluation/`). Not a speaker or "device": an intercom and another
    /// person's device reach people.
    package static let ownDevices: Set<String> = ["watch", "mac", "iphone", "ipad", "phone", "printer", "tv", "kindle", "car"]
    /// The outward words that can go to one of those devices ("Send Route to Watch", "Share to TV"), and the words that may
    /// stand between "to" and the device ("to my Watch", "to the Apple TV").
    package static let toDeviceVerbs: Set<String> = ["send", "share"]
    package static let beforeDevice: Set<String> = ["apple", "my", "the"]
}
