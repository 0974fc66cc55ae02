/// Runs another program: git for ignore rules and uncommitted files, swiftc for `apply --verify`.
package enum Spawn {
    /// Runs `program` with `arguments` and returns its exit status and what it printed (its standard
    /// output, and its standard error too with `errorsToo`); nil when it can't be started or a signal ended
    /// it. Its standard input is empty; it gets our environment (git finds its global ignore file there).
    ///
    /// Spawned directly (`posix_spawn`, a pipe, `waitpid`): through Foundation's `Process` each call took
    /// about 55 ms more than the program itself (git's ignore listing of 5,000 files: 4.5 ms).
    package static func run(_ program: String, _ arguments: [String], searchingPath: Bool, errorsToo: Bool) -> (status: Int32, output: Data)? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        // Not inherited by a program another thread spawns meanwhile (its reader would wait for that one too).
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        if errorsToo {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // Our environment as it is (not rebuilt through `ProcessInfo`, which costs more than the spawn).
        #if canImport(Darwin)
        let envp = _NSGetEnviron().pointee
        #else
        let envp = environ
        #endif
        var pid = pid_t()
        let spawned = searchingPath ? posix_spawnp(&pid, program, &actions, nil, argv, envp)
                                    : posix_spawn(&pid, program, &actions, nil, argv, envp)
        close(fds[1])
        defer { close(fds[0]) }
        guard spawned == 0 else { return nil }
        var output = Data()
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64 * 1024) { buffer in
            while true {
                let n = read(fds[0], buffer.baseAddress!, buffer.count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                output.append(buffer.baseAddress!, count: n)
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 { guard errno == EINTR else { return nil } }
        // Exited (not ended by a signal): the exit status is the second byte.
        guard status & 0x7F == 0 else { return nil }
        return ((status >> 8) & 0xFF, output)
    }
}
