/// A notebook project: a source file of the app that happens to share the manifest's name.
struct Project {
    var title: String
    var pages: [String]
}
