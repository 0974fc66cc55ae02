/// A check of what lies beside the Swift files (a skills bundle): the engine runs it once per run, after the files, with
/// the project model and the modules' indices. Its id is a pass id like any other (`--only`, `--skip`, config, `explain`,
/// the baseline); it has nothing to say about a Swift file, so the pipeline's run of it there returns nothing.
package protocol TreeCheck: Pass {
    /// One result per file the check has findings about (positions in that file), in a stable order.
    func run(_ tree: TreeContext) -> [FileResult]
}

extension TreeCheck {
    package var isCheck: Bool { true }
    package var triggerWords: [TriggerWord] { [] }
    package func run(_ file: FileContext) -> PassOutput { PassOutput() }
}

/// What a tree check sees of a run.
package struct TreeContext: Sendable {
    /// The `.skillsbundle` folders the walk found, with the given path each was found under.
    package let skillsBundles: [(path: String, root: String)]
    package let model: ProjectModel
    /// The index of each module the run read (files of a bundle's targets are read for it too).
    package let indices: [ModuleKey: TreeIndex]
    package let settings: Settings
    /// Files larger than this are not read (an `input` finding).
    package let maxFileSize: Int

    package init(skillsBundles: [(path: String, root: String)], model: ProjectModel, indices: [ModuleKey: TreeIndex],
                settings: Settings, maxFileSize: Int) {
        self.skillsBundles = skillsBundles
        self.model = model
        self.indices = indices
        self.settings = settings
        self.maxFileSize = maxFileSize
    }
}
