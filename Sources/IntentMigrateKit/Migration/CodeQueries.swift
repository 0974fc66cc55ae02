/// Reading code through a file's lexed view and outline: arguments, traits, literals, values.
/// Every pass asks these; none re-reads Swift on its own.
extension FileContext {
    /// The code (comments and string contents blanked) of a range, or "" for nil.
    package func code(_ range: Range<Int>?) -> String {
        guard let range else { return "" }
        return String(utf8: view.mask, range)
    }

    /// The code of a range (comments and string contents blanked) holds `word`; false for nil.
    package func code(_ range: Range<Int>?, contains word: String) -> Bool {
        guard let range else { return false }
        return view.mask.withUnsafeBufferPointer { bytes(UnsafeBufferPointer(rebasing: $0[range]), contain: word) }
    }

    /// The arguments between the `(` at token `open` and its partner.
    func argumentSpans(open: Int) -> [ArgumentSpan] { view.arguments(open: open, in: source.bytes) }

    /// Token indices inside an attribute's argument list at its top level.
    package func topLevelArgumentTokens(_ attribute: Attribute) -> [Int] {
        guard let bounds = attribute.argumentTokens else { return [] }
        var result: [Int] = []
        result.reserveCapacity(bounds.count / 2)
        var i = bounds.lowerBound + 1
        while i < bounds.upperBound {
            result.append(i)
            i = (view.partner[i] > i ? view.partner[i] : i) + 1
        }
        return result
    }

    /// The token text.
    package func text(ofToken index: Int) -> String { source.text(view.tokens[index].range) }

    /// The token's text is `text` (on the bytes).
    package func token(_ index: Int, is text: String) -> Bool { view.token(index, is: text, in: source.bytes) }

    /// Token index of `.tool` among an attribute's top-level arguments, pointing at the dot.
    package func toolTraitToken(_ attribute: Attribute) -> Int? { traitToken("tool", in: attribute) }

    package func hasToolTrait(_ attribute: Attribute) -> Bool { toolTraitToken(attribute) != nil }


    /// What the first string literal in a range says.
    package func firstStringLiteral(in range: Range<Int>) -> String? {
        view.tokenIndices(in: range).first { view.tokens[$0].kind == .string }
            .map { StringLiteral.value(source.text(view.tokens[$0].range)) }
    }

    /// What the type's `title` says: the words a person reads (a `defaultValue:`, else its first string literal).
    package func titleText(of type: TypeDecl) -> String? { text(ofProperty: "title", in: type) }

    /// What one of the type's text properties (`title`, `description`) says, read as `titleText(of:)` reads a title.
    package func text(ofProperty name: String, in type: TypeDecl) -> String? {
        guard let property = type.property(named: name), let range = property.initializer ?? property.accessors else { return nil }
        return localizedText(in: range)?.words ?? firstStringLiteral(in: range)
    }

    /// A title written as text: the words a person reads, and for keyed strings (`.init("intents.play.title",
    /// defaultValue: "Play")`) the key, how the call was written and its other arguments (`table:`, `bundle:`).
    package struct LocalizedText {
        package let words: String
        package let key: String?
        /// `.init` or `LocalizedStringResource` (how the keyed call was spelled).
        package let call: String
        /// `, table: "Intents"` and the like, as written.
        package let rest: String

        /// The key a description next to this title gets: `….title` → `….description`, else `<key>.description`.
        package var descriptionKey: String? {
            guard let key else { return nil }
            for suffix in [".title", "_title", "-title", "Title"] where key.hasSuffix(suffix) {
                return String(key.dropLast(suffix.count)) + suffix.replacingAll("title", with: "description").replacingAll("Title", with: "Description")
            }
            return key + ".description"
        }

        /// `placeholder` in the same form as the title: keyed when the title is.
        package func keyed(_ placeholder: String, call override: String? = nil) -> String {
            guard let key = descriptionKey else { return placeholder }
            return "\(override ?? call)(\"\(Placeholder.escaped(key))\", defaultValue: \(placeholder)\(rest))"
        }
    }

    /// The text of a title expression in `range`: a string literal, or `.init(…)` / `LocalizedStringResource(…)`
    /// / `String(localized:…)` with a key and a `defaultValue:`. Nil for anything else (a generated `L10n.…`).
    package func localizedText(in range: Range<Int>) -> LocalizedText? {
        let indices = Array(view.tokenIndices(in: range))
        guard let first = indices.first else { return nil }
        if indices.count == 1, view.tokens[first].kind == .string {
            return LocalizedText(words: StringLiteral.value(source.text(view.tokens[first].range)), key: nil, call: "", rest: "")
        }
        // `.init(` or `LocalizedStringResource(`, ending at the range's end.
        let open: Int, call: String
        if token(first, is: "."), indices.count > 2, token(first + 1, is: "init"), token(first + 2, is: "(") {
            open = first + 2; call = ".init"
        } else if ["LocalizedStringResource", "String"].contains(text(ofToken: first)), indices.count > 1, token(first + 1, is: "(") {
            // `String(localized:)` is written back as the resource it stands for.
            open = first + 1; call = "LocalizedStringResource"
        } else {
            return nil
        }
        guard view.partner[open] == indices.last else { return nil }
        let arguments = callArguments(open: open)
        func literal(_ argument: ResultCall.Argument?) -> String? {
            guard let argument, argument.tokens.count == 1, view.tokens[argument.tokens.lowerBound].kind == .string else { return nil }
            return StringLiteral.value(source.text(view.tokens[argument.tokens.lowerBound].range))
        }
        guard let keyArgument = arguments.first, keyArgument.label == nil || keyArgument.label == "localized",
              let keyOrWords = literal(keyArgument) else { return nil }
        guard let defaultValue = arguments.first(where: { $0.label == "defaultValue" }) else {
            return LocalizedText(words: keyOrWords, key: nil, call: call, rest: "")
        }
        let rest = arguments.filter { ["table", "bundle"].contains($0.label ?? "") }
            .map { ", \($0.label!): \(source.text($0.value))" }.joined()
        // A key written as the English text itself ("Table Status") is no scheme to follow: plain placeholders.
        let isKey = !keyOrWords.contains(where: \.isWhitespace) && keyOrWords != literal(defaultValue)
        return LocalizedText(words: literal(defaultValue) ?? keyOrWords, key: isKey ? keyOrWords : nil, call: call, rest: rest)
    }

    /// Offset of a top-level `label:` argument in an attribute, when present.
    package func argumentLabel(_ label: String, in attribute: Attribute) -> Int? {
        let top = topLevelArgumentTokens(attribute)
        for (n, i) in top.enumerated() where token(i, is: label) && view.tokens[i].kind == .identifier {
            if n + 1 < top.count, token(top[n + 1], is: ":"), n == 0 || token(top[n - 1], is: ",") {
                return view.tokens[i].range.lowerBound
            }
        }
        return nil
    }

    /// Token index of `.trait` (its dot) among an attribute's top-level arguments (`@AppEntity(.generable)`):
    /// a `.name` that makes up a whole argument (followed by `,` or the end of the list).
    package func traitToken(_ trait: String, in attribute: Attribute) -> Int? { traitTokens(trait, in: attribute).first }

    /// Every `.trait` argument (written twice, it is still one trait).
    package func traitTokens(_ trait: String, in attribute: Attribute) -> [Int] {
        let top = topLevelArgumentTokens(attribute)
        return top.indices.filter { n in
            token(top[n], is: ".") && n + 1 < top.count && token(top[n + 1], is: trait)
                && (n + 2 == top.count || token(top[n + 2], is: ","))
        }.map { top[$0] }
    }

    package func hasTrait(_ trait: String, in attribute: Attribute) -> Bool { traitToken(trait, in: attribute) != nil }

    /// `schema: .domain.name` in an attribute's arguments, with the offset of the `schema` label.
    package func schemaReference(in attribute: Attribute) -> (domain: String, name: String, labelOffset: Int)? {
        let top = topLevelArgumentTokens(attribute)
        for (n, i) in top.enumerated() where token(i, is: "schema") {
            guard n + 1 < top.count, token(top[n + 1], is: ":") else { continue }
            // `.domain.name` follows as `.`, identifier, `.`, identifier.
            let rest = top[(n + 2)...].prefix(4).map { text(ofToken: $0) }
            guard rest.count == 4, rest[0] == ".", rest[2] == "." else { return nil }
            return (rest[1], rest[3], view.tokens[i].range.lowerBound)
        }
        return nil
    }

    /// The top-level arguments of an attribute: label (if any) and token bounds, split at commas.
    package func arguments(of attribute: Attribute) -> [(label: String?, first: Int, last: Int)] {
        guard let bounds = attribute.argumentTokens else { return [] }
        return argumentSpans(open: bounds.lowerBound).map { ($0.label, $0.first, $0.last) }
    }

    /// The value range of a labelled argument (`title: "Album"` → `"Album"`).
    package func argumentText(_ label: String, in attribute: Attribute) -> Range<Int>? {
        guard let argument = arguments(of: attribute).first(where: { $0.label == label }) else { return nil }
        let valueStart = argument.first + 2
        guard valueStart <= argument.last else { return nil }
        return view.tokens[valueStart].range.lowerBound..<view.tokens[argument.last].range.upperBound
    }

    /// `true`/`false` when a property's value is that literal (stored, or a computed `{ [return] x }`).
    package func booleanLiteral(_ property: PropertyDecl) -> Bool? { property.booleanValue(view: view, bytes: source.bytes) }
}

extension FileContext {
    /// The review word (money, orders, medical dosing, the configuration's own: `words`) that makes the type an action
    /// a person must start explicitly: the name's first, else the alphabetically first of its title's (the
    /// smallest that matches: nothing is sorted, and no set is built, when none does, the usual case).
    package func reviewWord(_ type: TypeDecl, words: Set<String>) -> String? {
        Words.camelCase(type.simpleName).first(where: { words.contains($0) })
            ?? Words.plain(titleText(of: type) ?? "").filter({ words.contains($0) }).min()
    }

    /// True when the intent's title or its name starts with one of `words`: a keyed title
    /// (`"intent.get-installed-casks.title"`) or one without a verb ("Focus Timer Status") still has its name.
    package func starts(_ type: TypeDecl, withAnyOf words: Set<String>) -> Bool {
        [firstWord(of: type), Words.camelCase(type.simpleName).first].contains { $0.map(words.contains) ?? false }
    }

    /// The first word of the type's title, else of its name (`Get Glucose`, `IsWiFiOnIntent` → `get`, `is`): the verb
    /// the word tables (`ReviewWords.reading`, `.question`, `.conversion`) are asked about.
    package func firstWord(of type: TypeDecl) -> String? {
        Words.plain(titleText(of: type) ?? "").first ?? Words.camelCase(type.simpleName).first
    }

    /// The intent only reads or shows: its first word is a reading verb (`ReviewWords.reading`).
    package func onlyReads(_ type: TypeDecl) -> Bool {
        firstWord(of: type).map(ReviewWords.reading.contains) ?? false
    }

    /// Why a review word holds an intent: money and orders, medical dosing, or a word of the project's own.
    package func reviewDecision(_ word: String) -> Decision {
        ReviewWords.money.contains(word) ? .money : ReviewWords.medical.contains(word) ? .medical : .reviewKeyword
    }

    /// A destructive or outward-facing word in the type's name (else its title), and which it is.
    package func riskWord(_ type: TypeDecl) -> (word: String, decision: Decision)? {
        let name = Words.camelCase(type.simpleName), title = Words.plain(titleText(of: type) ?? "")
        let toOwnDevice = FileContext.sendsToOwnDevice(name) || FileContext.sendsToOwnDevice(title)
        func classify(_ words: [String]) -> (String, Decision)? {
            if let word = words.first(where: ReviewWords.destructive.contains) { return (word, .destructive) }
            if let word = FileContext.outwardWord(in: words, toOwnDevice: toOwnDevice) { return (word, .outward) }
            return nil
        }
        return classify(name) ?? classify(title)
    }

    /// An outward-facing word in the type's name or title (`ReviewWords.outward`), also beside a destructive one ("Clear
    /// and Send Report").
    package func outwardWord(_ type: TypeDecl) -> String? {
        let name = Words.camelCase(type.simpleName), title = Words.plain(titleText(of: type) ?? "")
        let toOwnDevice = FileContext.sendsToOwnDevice(name) || FileContext.sendsToOwnDevice(title)
        return FileContext.outwardWord(in: name, toOwnDevice: toOwnDevice) ?? FileContext.outwardWord(in: title, toOwnDevice: toOwnDevice)
    }

    /// The first outward-facing word of a name's or title's words that is its verb: the first word, or one after "and"
    /// or "then" ("Clear and Send Report"); "Like Post", "Check Email" and "Update Post Text" act on a post or an email
    /// and reach no one. "send" and "share" not when the name or the title sends to the person's own device (`toOwnDevice`).
    /// A verb that makes what it names ("Create Post", "Compose Email") makes it outward when what it makes is sent.
    static func outwardWord(in words: [String], toOwnDevice: Bool) -> String? {
        words.indices.first { i in
            guard i == 0 || ReviewWords.joiningVerbs.contains(words[i - 1]) else { return false }
            if ReviewWords.composing.contains(words[i]), i + 1 < words.count, ReviewWords.outward.contains(words[i + 1]) { return true }
            return ReviewWords.outward.contains(words[i]) && !(toOwnDevice && ReviewWords.toDeviceVerbs.contains(words[i]))
        }.map { ReviewWords.composing.contains(words[$0]) ? words[$0 + 1] : words[$0] }
    }

    /// "Send" or "share" to the person's own device, the phrase's last word ("Send Route to Watch", "Share to Apple TV",
    /// `SendRouteToWatchIntent`; not "Send Message to Phone Number"), which reaches no one.
    static func sendsToOwnDevice(_ words: [String]) -> Bool {
        // A type's name ends with its kind (`…ToWatchIntent`).
        let words = words.last == "intent" ? Array(words.dropLast()) : words
        guard let last = words.last, ReviewWords.ownDevices.contains(last),
              let verb = words.firstIndex(where: ReviewWords.toDeviceVerbs.contains) else { return false }
        return words.indices.contains { j in
            j > verb && words[j] == "to" && words[(j + 1)...].drop(while: ReviewWords.beforeDevice.contains).elementsEqual([last])
        }
    }

    /// How much an intent looks like a step that only makes sense inside a shortcut (Apple names these poor
    /// tools): `perform()` returns a value and no dialog (weak); strong when it also takes a list or a file, answers a
    /// yes-or-no question, or is left out of the App Shortcuts its module offers (on the labelled set in `Evaluation/`,
    /// 25 intents of one app, 24 of them steps; no app with App Shortcuts has another weak one).
    /// Whatever it returns, an intent that needs an internal identifier (a required `String`, `UUID` or `Int` parameter
    /// named `id`, `…ID`, `…Id` or `…Identifier`, or a `String` named `path`, `key`, `…Path`, `…Key`) gets it from another
    /// step: nobody says one to Siri (strong).
    /// How surely an intent is a step of a shortcut: `certain` (a building block by the rubric's own description: a file
    /// or text to export, a value under a key, an event's hook, a value with no dialog that is an If's condition, a
    /// conversion or needs a file), `strong` (most often one: an import, an internal identifier, a list in, plain data
    /// out), `weak` (as often an action reporting how it went, or a conversion that speaks).
    package enum StepSign { case weak(String), strong(String), certain(String) }
    /// The parameter `perform()` passes as a `forKey:` argument (`defaults.set(value, forKey: name)`), or nil.
    package func keyFromParameter(_ perform: FunctionDecl, _ parameters: [PropertyDecl]) -> String? {
        guard let body = perform.bodyTokens else { return nil }
        let names = Set(parameters.map(\.name))
        for i in body where token(i, is: "forKey") && token(i + 1, is: ":") {
            var j = i + 2
            if token(j, is: "self") && token(j + 1, is: ".") { j += 2 }
            if view.tokens[j].kind == .identifier, names.contains(text(ofToken: j)), !token(j + 1, is: ".") { return text(ofToken: j) }
        }
        return nil
    }

    package func shortcutStepSign(_ type: TypeDecl, _ perform: FunctionDecl) -> StepSign? {
        let parameters = type.parameters
        if let id = parameters.first(where: isInternalIdentifier) {
            return .strong("it takes an internal identifier (\(id.name)), which the app or another step gives it, not a sentence")
        }
        // Moving data in or out (`ImportExpenses`, "Export Notes"): a file or text another step gives or takes.
        if let first = firstWord(of: type), ReviewWords.transfer.contains(first) {
            let why = "it \(first)s data: a file or text that another step gives or takes"
            return ReviewWords.outgoingTransfer.contains(first) ? .certain(why) : .strong(why)
        }
        // A value stored or read under a key the person names (`setString(value, forKey: variableName)`): a variable
        // for the next step, not a request.
        if let key = keyFromParameter(perform, parameters) {
            return .certain("it stores or reads a value under a key it is given (\(key)), a variable for the next step")
        }
        let returned = code(perform.returnType)
        // Named for an event (`AppDidOpenAppIntent`): a hook an automation runs when it happens, not a request. A name
        // that starts with the word asks a question instead (`WillItRainIntent`, "Did I Take My Pills").
        // "Where Did I Park", "What Did I Eat Today" ask a question: no event. One that speaks to the person may still be
        // asked for: held, not left.
        if !starts(type, withAnyOf: NavigationWords.questions),
           let event = Words.camelCase(type.simpleName).dropFirst().first(where: ReviewWords.event.contains) {
            let why = "it is named for an event ('\(event)'), a hook an automation runs"
            return IntentProtocols.resultsPeopleSee.contains(where: returned.mentions) ? .strong(why) : .certain(why)
        }
        // Converting or formatting what it is given, and saying the result ("Decode JWT", "Format JSON"): most often a
        // step between two others (dev: 15 of 15 intents named so were plumbing, three of them with a dialog), though a
        // person may ask for a conversion ("Convert 20 dollars to euros"): flagged.
        if IntentProtocols.resultsPeopleSee.contains(where: returned.mentions), let first = firstWord(of: type), ReviewWords.conversion.contains(first) {
            return .weak("it converts or formats what it is given ('\(first)'), which is most often a step between two others")
        }
        guard TypeReference.promisesValue(returned), !IntentProtocols.resultsPeopleSee.contains(where: returned.mentions) else {
            // A file it can't do without (`var file: IntentFile`), though it speaks or returns nothing: another step or
            // the share sheet hands it over, nobody says one to Siri (dev: 4 such intents marked silently were not tools,
            // 2 were).
            if let file = parameters.first(where: { code($0.typeAnnotation).trimmingWhitespace() == IntentProtocols.file }) {
                return .strong("it needs a file (\(file.name)) that another step or the share sheet hands it, which nobody says to Siri")
            }
            return nil
        }
        let value = TypeReference.returnedValue(in: returned)
        // A list or a file it can't do without; an optional one (`tagNames: [String]?`) a sentence can leave out.
        let required = parameters.filter { !TypeReference(code($0.typeAnnotation)).isOptional }
        if let list = required.first(where: { TypeReference(code($0.typeAnnotation)).isArray }) {
            return .strong("it returns a value with no dialog and takes a list (\(list.name))")
        }
        if let file = required.first(where: { code($0.typeAnnotation).mentions(IntentProtocols.file) }) {
            return .certain("it returns a value with no dialog and takes a file (\(file.name))")
        }
        // A yes-or-no question (`IsWiFiOnIntent`, "Has Unread Mail"): the condition of a shortcut's If. An action that
        // reports success as a Bool (`RunScript`) is not one.
        if value == "Bool",
           let first = firstWord(of: type), ReviewWords.question.contains(first) {
            return .certain("it answers a yes-or-no question with no dialog, as an If step's condition")
        }
        // Converting or formatting its input (`ConvertDateToUnixTime`, "Format Duration"): a step between two others.
        if let first = firstWord(of: type), ReviewWords.conversion.contains(first) {
            return .certain("it returns a value with no dialog and converts or formats what it is given ('\(first)')")
        }
        // Plain data with no dialog (text, a number, a yes or no, a date, a URL, a file): what the next step works on.
        // A lone `Bool`, or an `Int` from an action, is most often how the action went ("Start Service" → true,
        // "Refresh Feeds" → 12): 35 of 45 such intents labelled in `Evaluation/` are tools, so it is only flagged. A
        // reading step's number ("Get Item Count") stays a step.
        if let value = plainValue(returned) {
            let plain = value.trimmingWhitespace()
            if plain == "Bool" || (plain == "Int" && !starts(type, withAnyOf: ReviewWords.reading.union(NavigationWords.questions))) {
                return .weak("it returns only a value (\(plain)) with no dialog, which may be for the next step")
            }
            return .strong("it returns plain data (\(value)) with no dialog, for the next step")
        }
        // The app offers phrases for some intents (`AppShortcutsProvider`) and not this one: its developer didn't
        // mean it to be asked for (the specification: absence from the app's App Shortcuts is a sign). Not when the app has all the
        // App Shortcuts Apple allows: then it had to leave tools out too (Clarissa's calendar and contacts searches).
        // It holds a reading intent (`Get…`: a value for the next step); an action that reports how it went as its
        // value (Cork's refresh, Hamster's redeploy, Incomes' create) is only flagged.
        if let offered = index.appShortcutNames, !offered.contains(type.simpleName) {
            guard index.appShortcutCount < AppShortcutLimits.perApp else {
                return .weak("it returns a value with no dialog; the app's App Shortcuts don't offer it, but they are at Apple's limit of \(AppShortcutLimits.perApp)")
            }
            guard starts(type, withAnyOf: ReviewWords.reading) else {
                return .weak("it returns a value with no dialog and the app's App Shortcuts don't offer it, but it acts: its value may say how it went")
            }
            return .strong("it returns a value with no dialog, and the app's App Shortcuts don't offer it")
        }
        return .weak("it returns a value with no dialog, for the next step")
    }

    /// The type of a `ReturnsValue<…>` when it is plain data (`String`, `Bool`, `[URL]`, `Date?`, `IntentFile`), not an
    /// entity or the app's own type; nil otherwise.
    package func plainValue(_ returned: String) -> String? {
        guard let value = TypeReference.returnedValue(in: returned), let name = TypeReference(value).name else { return nil }
        return IntentProtocols.plainValues.contains(name) ? value : nil
    }

    /// A required `String`, `UUID` or `Int` parameter named `id`, `identifier`, `…ID`, `…Id` or `…Identifier`, or a
    /// `String` named `path` or `…Path` (a file's place in the app's storage: BookPlayer's widget button in `Evaluation/`).
    package func isInternalIdentifier(_ parameter: PropertyDecl) -> Bool {
        let name = parameter.name, type = code(parameter.typeAnnotation).trimmingWhitespace()
        // A key names a stored value (`key` of a template variable, `dayKey` of a day's list): the app or a step gives it.
        if name == "path" || name.hasSuffix("Path") || name == "key" || name.hasSuffix("Key") { return type == "String" }
        // A record's URI (`postURI`, `at://…`) names it as the app stores it, as an identifier does.
        if name == "uri" || name.hasSuffix("URI") || name.hasSuffix("Uri") { return type == "String" }
        // An App Group's identifier (`appGroup: String?`, the home_widget plugin's bridge intent in reunu/unustasis, round 35):
        // where the app keeps shared data, which no person says.
        if name.lowercased().contains(ascii: "appgroup") { return type == "String" || type == "String?" }
        guard name == "id" || name == "identifier" || name.hasSuffix("ID") || name.hasSuffix("Id") || name.hasSuffix("Identifier") else { return false }
        return ["String", "UUID", "Int"].contains(type)
    }

    /// What a stub `perform()` does: only return a bare result (`.result()`, `return .result()`, or nothing,
    /// comments aside), or trap (`fatalError(…)`, `preconditionFailure(…)`: a copy kept for another target). Nil
    /// for a body that does anything else.
    package enum StubKind { case returns, traps }
    package func stubKind(_ perform: FunctionDecl) -> StubKind? {
        guard let braces = perform.bodyTokens else { return nil }
        var i = braces.lowerBound + 1
        if token(i, is: "return") { i += 1 }
        if i == braces.upperBound { return .returns }
        if token(i, is: "."), token(i + 1, is: "result"), token(i + 2, is: "("), view.partner[i + 2] == i + 3 {
            return i + 4 == braces.upperBound ? .returns : nil
        }
        if ["fatalError", "preconditionFailure"].contains(text(ofToken: i)), token(i + 1, is: "("), view.partner[i + 1] + 1 == braces.upperBound {
            return .traps
        }
        return nil
    }

    /// The platforms the type is compiled for (by its targets) that have no `ToolIntent`: watchOS, tvOS.
    /// None when no project says what the file builds for.
    package func platformsWithoutTools(inside type: Int) -> [Platform] {
        let floor = floor(inside: type)
        return floor.isKnown ? floor.platforms.filter { !Availability.toolIntentPlatforms.contains($0) } : []
    }

    /// The platforms without `ToolIntent` on which the attribute (a `.tool`) is compiled: not inside an
    /// `#if` that leaves them out.
    package func ungatedToolPlatforms(_ attribute: Attribute, inside type: Int) -> [Platform] {
        platformsWithoutTools(inside: type).filter { !isExcluded($0, at: attribute.range.lowerBound, type: type) }
    }

    /// Whether the code at `offset` (an attribute of the type at `type`) is compiled out on `platform` by the
    /// `#if` blocks around it: the type's own, and any in its attribute list.
    package func isExcluded(_ platform: Platform, at offset: Int, type: Int) -> Bool {
        var conditions: [String] = []
        var current: Int? = type
        while let i = current { conditions += outline.types[i].conditions; current = outline.types[i].parent }
        // `#if` blocks between the declaration's start and the attribute: walk back over the tokens before it.
        var depth = 0
        var i = view.tokens.firstIndex { $0.range.lowerBound >= offset } ?? view.tokens.count
        let start = outline.types[type].startOffset(in: view)
        while i > 0 {
            i -= 1
            if view.tokens[i].range.upperBound <= start, depth == 0, view.directive(at: i, bytes: source.bytes) == nil {
                // A directive's condition (`#if !os(watchOS)`): go on from the directive that starts its line.
                var first = i
                while first > 0, !view.tokens[first].startsLine { first -= 1 }
                guard view.directive(at: first, bytes: source.bytes) != nil else { break }
                i = first
            }
            switch view.directive(at: i, bytes: source.bytes) {
            case .endif: depth += 1
            case .if: if depth == 0 { conditions.append(view.restOfLine(after: i)) } else { depth -= 1 }
            case .else, .elseif: if depth == 0 { return true }  // an `#else` branch: another decision, not ours to judge
            default: break
            }
        }
        return conditions.contains { FileContext.condition($0, excludes: platform) }
    }

    /// `!os(watchOS)` (or a conjunction holding it) excludes watchOS; so does `os(iOS) || os(macOS)`, which names
    /// every platform it keeps. Anything else (`canImport(…)`, `DEBUG`) is not read as excluding a platform.
    package static func condition(_ condition: String, excludes platform: Platform) -> Bool {
        let spaced = condition.filter { $0 != " " && $0 != "\t" }
        let conjuncts = spaced.components(separatedBy: "&&")
        if conjuncts.contains(where: { $0.hasPrefix("!os(") && Platform(spelling: String($0.dropFirst(4).prefix { $0 != ")" })) == platform }) {
            return true
        }
        var kept: [Platform?] = []
        for term in spaced.trimming({ $0 == "(" || $0 == ")" }).components(separatedBy: "||") {
            guard term.hasPrefix("os(") || term.hasPrefix("(os(") else { return false }
            kept.append(Platform(spelling: String(term.drop { $0 == "(" }.dropFirst(3).prefix { $0 != ")" })))
        }
        return !kept.contains(platform)
    }
}
