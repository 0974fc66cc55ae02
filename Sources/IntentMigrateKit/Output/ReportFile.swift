/// Where `--output` may write a patch or a report: never over a source it could be about.
package enum ReportFile {
    /// Why the patch or report must not be written to `path`, or nil when it may: a Swift source (or a link to one), or
    /// a file git tracks (what it holds is someone's work; when git can't say, it is refused too). A new file, a file
    /// git doesn't track, a device (`/dev/stdout`) are fine.
    package static func refusal(_ path: String) -> String? {
        let real = resolvedPath(path) ?? Paths.absolute(path)
        if path.hasSuffix(".swift") || real.hasSuffix(".swift") {
            return "--output \(path) is a Swift source: write the patch or report elsewhere"
        }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG, let root = Workspace.gitRoot(of: real) else { return nil }
        switch Git.tracks(real, root: root) {
        case true?: return "--output \(path) is a file git tracks: write the patch or report elsewhere (a new or ignored file, or standard output)"
        case false?: return nil
        case nil: return "--output \(path) is in a git repository, and git can't say whether it tracks it: write the patch or report elsewhere"
        }
    }
}
