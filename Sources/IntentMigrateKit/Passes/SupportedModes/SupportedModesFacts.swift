/// What `supported-modes` knows of the module's static `supportedModes`, from every file: which of its types (protocols
/// and classes included) declare one, and the words of its value. A protocol's extension gives its
/// conformers a default (`extension ForegroundIntent { static var supportedModes … }`), which is then theirs.
package struct SupportedModesFacts: ModuleFacts {
    /// The types that declare a static `supportedModes` (in their body or an extension), and the words of its value
    /// (`foreground`, `background`, …).
    private var declared: [String: Set<String>] = [:]

    package init() {}

    private static let words = Prefilter(words: ["supportedModes"])

    package mutating func add(_ file: IndexedFile) {
        guard SupportedModesFacts.words.wants(file.bytes) else { return }
        for type in file.outline.types {
            for property in type.properties where property.isStatic && property.name == "supportedModes" {
                declared[type.qualifiedName, default: []].formUnion(property.valueWords(view: file.view, bytes: file.bytes) ?? [])
            }
        }
    }

    package mutating func merge(_ other: SupportedModesFacts) { declared.merge(other.declared) { $0.union($1) } }

    /// The first of the types (the type itself, then what it inherits, nearest first) that declares `supportedModes`,
    /// and the words of its value; nil when none does.
    package func declaring(in types: [String]) -> (type: String, words: Set<String>)? {
        for name in types { if let words = declared[name] { return (name, words) } }
        return nil
    }
}
