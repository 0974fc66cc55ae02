/// What `add-tool` reads of a file's widgets and buttons (`AddToolFacts.buttonIntents`): which intents its buttons run,
/// whether it draws a widget, and which intents a button's `any AppIntent` property or function makes.
extension AddToolFacts {
    /// The labels a button's call names the intent it runs by (`Button(intent:)`, `Toggle(isOn:intent:)`, `action:`).
    static let buttonLabels = ["intent", "action"] + IntentProtocols.alarmButtonLabels.sorted()
    static let buttonLabelBytes = buttonLabels.map { Array($0.utf8) }

    /// The intents the file's buttons, toggles and controls run: the name after an `intent:` or `action:` label that is
    /// called (`intent: ToggleTimerIntent(id: …)`); a `Button` or `Toggle` only in a file that draws widgets (asked
    /// once, at the first such button), a `ControlWidgetButton` anywhere.
    static func buttonIntents(in file: IndexedFile) -> Set<String> {
        let outline = file.outline, view = file.view, bytes = file.bytes, path = file.path
        let tokens = view.tokens
        guard tokens.count > 3 else { return [] }
        var found: Set<String> = []
        var onWidget: Bool?
        // Tokens of another length than the labels' are passed over without a comparison; the others are compared as bytes.
        let labels = AddToolFacts.buttonLabelBytes
        for i in 0..<(tokens.count - 3) where tokens[i].kind == .identifier
            && labels.contains(where: { $0.count == tokens[i].range.count && bytes[tokens[i].range].elementsEqual($0) })
            && view.token(i + 1, is: ":", in: bytes) && tokens[i + 2].kind == .identifier {
            // `Button(intent: scrollIntent)`, `intent: nextIntent()`: the intents the file's `any AppIntent` property or
            // function of that name makes. Not `intent: intent(for: slot)`: a function of the widget's configuration runs
            // whichever of the app's actions the person put on the button (BearTalk's car controls in `Evaluation/`).
            let argument = String(utf8: bytes, tokens[i + 2].range)
            let call = view.token(i + 3, is: "(", in: bytes)
            if call, argument.first?.isUppercase != true, !view.token(i + 4, is: ")", in: bytes) { continue }
            let named = call && argument.first?.isUppercase == true ? [argument] : intentsMade(by: argument, outline: outline, view: view, bytes: bytes)
            guard !named.isEmpty else { continue }
            // The call the label belongs to: a button's, not an App Shortcut's (`AppShortcut(intent: …)`).
            guard let callee = callee(ofArgumentAt: i, view: view, bytes: bytes) else { continue }
            // An alarm's stop and secondary buttons, whatever builds its configuration.
            if IntentProtocols.alarmButtonLabels.contains(String(utf8: bytes, tokens[i].range)) {
                found.formUnion(named)
                continue
            }
            guard IntentProtocols.buttonViews.contains(callee)
                    || (view.token(i, is: "intent", in: bytes) && (IntentProtocols.wrapsButton(callee) || wrapsButtonView(callee, outline: outline, view: view, bytes: bytes)))
            else { continue }
            if !callee.hasPrefix("ControlWidget") {
                if onWidget == nil { onWidget = drawsWidgets(path: path, view: view, bytes: bytes) || drawsSnippets(outline) }
                guard onWidget == true else { continue }
            }
            found.formUnion(named)
        }
        return found
    }

    /// The file declares a view named `name` whose body hands an intent to a button or toggle (`Toggle(isOn: false,
    /// intent: self.intent)`): a project's own button, whatever it is called (`IntentBtnView(intent: PauseIntent())`).
    private static func wrapsButtonView(_ name: String, outline: Outline, view: LexedView, bytes: [UInt8]) -> Bool {
        guard let type = outline.types.first(where: { $0.name == name }) else { return false }
        return type.bodyTokens.contains { i in
            view.token(i, is: "intent", in: bytes) && view.token(i + 1, is: ":", in: bytes)
                && callee(ofArgumentAt: i, view: view, bytes: bytes).map(IntentProtocols.buttonViews.contains) == true
        }
    }

    /// The name called with the argument whose label is token `i` (`Toggle` for `intent` in `Toggle(isOn: x, intent: y)`),
    /// past the brackets of the arguments before it; nil when the label is in no call.
    private static func callee(ofArgumentAt i: Int, view: LexedView, bytes: [UInt8]) -> String? {
        var open = i - 1
        while open > 0, !(view.token(open, is: "(", in: bytes) && view.partner[open] > i) {
            if view.partner[open] >= 0 && view.partner[open] < open { open = view.partner[open] }
            open -= 1
        }
        return open > 0 ? String(utf8: bytes, view.tokens[open - 1].range) : nil
    }

    /// The file declares a snippet intent (`IntentProtocols.snippet`): its views' buttons drive that snippet, as a
    /// widget's drive the widget.
    private static func drawsSnippets(_ outline: Outline) -> Bool {
        outline.types.contains { $0.inheritance.contains { $0.name == IntentProtocols.snippet } }
    }

    /// The file draws a widget or a Live Activity (`IntentProtocols.widgetModules`, `.widgetPathWords`).
    private static func drawsWidgets(path: String, view: LexedView, bytes: [UInt8]) -> Bool {
        let lower = path.lowercased()
        if IntentProtocols.widgetPathWords.contains(where: lower.contains) { return true }
        return view.imports(anyOf: IntentProtocols.widgetModules, in: bytes)
    }

    /// The types a computed property or an argument-less function of the file named `name`, declared `any AppIntent` or
    /// `some AppIntent` (`-> (any AppIntent)?` too), makes in its body (`return NextPageIntent()` in each branch of a
    /// `switch`, both sides of a `?:`), or that its own type's body assigns to such a stored property by name
    /// (`self.appIntent = CopyCodeIntent(…)`, most often in the view's `init`): what a button that takes it runs. A stored property its type never
    /// assigns is filled by whoever makes the view, and a protocol's requirement has no body; a function that takes
    /// arguments picks by them (`intent(for: slot)`, a configured slot): none of these is followed.
    private static func intentsMade(by name: String, outline: Outline, view: LexedView, bytes: [UInt8]) -> [String] {
        func namesIntent(_ range: Range<Int>?) -> Bool { range.map { String(utf8: view.mask, $0).mentions("AppIntent") } ?? false }
        var bodies: [Range<Int>] = []
        for type in outline.types {
            for property in type.properties where property.name == name && namesIntent(property.typeAnnotation) {
                if let accessors = property.accessors { bodies.append(accessors) } else { bodies += assignments(to: name, in: type.body, view: view, bytes: bytes) }
            }
        }
        for function in outline.types.flatMap(\.functions) + outline.functions where function.name == name && namesIntent(function.returnType) {
            guard let body = function.body else { continue }
            let signature = view.tokenIndices(in: function.range.lowerBound..<body.lowerBound)
            guard let nameToken = signature.first(where: { view.token($0, is: name, in: bytes) }),
                  view.token(nameToken + 1, is: "(", in: bytes), view.token(nameToken + 2, is: ")", in: bytes) else { continue }
            bodies.append(body)
        }
        return bodies.flatMap { body in
            view.tokenIndices(in: body).compactMap { j -> String? in
                guard view.tokens[j].kind == .identifier, !view.token(j - 1, is: ".", in: bytes), view.token(j + 1, is: "(", in: bytes) else { return nil }
                let made = String(utf8: bytes, view.tokens[j].range)
                return made.first?.isUppercase == true ? made : nil
            }
        }
    }

    /// The values the type's body gives the stored property `name` (`self.appIntent = …`, `appIntent = …`), as byte ranges.
    private static func assignments(to name: String, in body: Range<Int>, view: LexedView, bytes: [UInt8]) -> [Range<Int>] {
        let tokens = view.tokenIndices(in: body)
        guard tokens.lowerBound > 0, !tokens.isEmpty else { return [] }
        return view.assignments(of: name, in: (tokens.lowerBound - 1)...tokens.upperBound, before: tokens.upperBound, bytes: bytes, member: true).map {
            view.tokens[$0.lowerBound].range.lowerBound..<view.tokens[$0.upperBound].range.upperBound
        }
    }
}
