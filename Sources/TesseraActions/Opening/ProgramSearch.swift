#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding a program as a shell does.
enum ProgramSearch {
    /// The path of the executable `name` in the folders of `path` (`$PATH`), or `nil`; a name with a `/`
    /// is returned as it is if it can be executed.
    static func find(_ name: String, path: String?) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
