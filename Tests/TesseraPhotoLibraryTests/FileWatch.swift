import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names of the entries of `folder` that were opened or read while `body` ran (folders left out),
/// as inotify reports them.
func filesOpened(in folder: FilePath, during body: () throws -> Void) throws -> [String] {
    let watcher = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    try check(watcher)
    defer { close(watcher) }
    try check(folder.withPlatformString { inotify_add_watch(watcher, $0, UInt32(IN_OPEN | IN_ACCESS)) })
    try body()
    var names: [String] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = read(watcher, &buffer, buffer.count)
        guard count > 0 else { break }
        var offset = 0
        while offset < count {
            // struct inotify_event: wd, mask, cookie, len (4 bytes each), then len bytes of name.
            let field = { (index: Int) in
                buffer[(offset + 4 * index)..<(offset + 4 * index + 4)].reversed().reduce(UInt32(0)) {
                    $0 << 8 | UInt32($1)
                }
            }
            let mask = field(1)
            let length = Int(field(3))
            let name = buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }
            if mask & UInt32(IN_ISDIR) == 0 && !name.isEmpty {
                names.append(String(decoding: name, as: UTF8.self))
            }
            offset += 16 + length
        }
    }
    return names
}
