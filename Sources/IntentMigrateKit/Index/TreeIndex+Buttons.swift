/// What the index reads of a file's widgets and buttons: whether it draws a widget, and which intents a button's
/// `any AppIntent` property or function makes (`TreeIndex.addButtons` records them).
extension TreeIndex {
    /// The file draws a widget or a Live Activity (`IntentProtocols.widgetModules`, `.widgetPathWords`).
    package static func drawsWidgets(path: String, view: LexedView, bytes: [UInt8]) -> Bool {
        let lower = path.lowercased()
        if IntentProtocols.widgetPathWords.contains(where: lower.contains) { return true }
        return view.tokens.indices.dropLast().contains { i in
            view.token(i, is: "import", in: bytes) && IntentProtocols.widgetModules.contains(String(utf8: bytes, view.tokens[i + 1].range))
        }
    }

    /// The types a computed property or an argument-less function of the file named `name`, declared `any AppIntent` or
    /// `some AppIntent` (`-> (any AppIntent)?` too), makes in its body (`return NextPageIntent()` in each branch of a
    /// `switch`, both sides of a `?:`): what a button that takes it runs. A stored property and a protocol's
    /// requirement have no body; a function that takes arguments picks by them (`intent(for: slot)`, a configured
    /// slot) and is not followed.
    static func intentsMade(by name: String, outline: Outline, view: LexedView, bytes: [UInt8]) -> [String] {
        func namesIntent(_ range: Range<Int>?) -> Bool { range.map { String(utf8: view.mask, $0).mentions("AppIntent") } ?? false }
        var bodies: [Range<Int>] = []
        for type in outline.types {
            for property in type.properties where property.name == name && namesIntent(property.typeAnnotation) {
                if let accessors = property.accessors { bodies.append(accessors) }
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
}
