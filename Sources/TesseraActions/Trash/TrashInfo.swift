#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The contents of a `.trashinfo` file (freedesktop.org Trash specification 1.0), written as GLib writes
/// them.
enum TrashInfo {
    /// `[Trash Info]`, `Path=` with the path's bytes escaped, `DeletionDate=` in local time, each line
    /// ending in a newline.
    static func contents(path: [UInt8], deletedAt time: time_t) -> [UInt8] {
        Array("[Trash Info]\nPath=".utf8) + escaped(path) + Array("\nDeletionDate=".utf8)
            + Array(localDate(time).utf8) + [UInt8(ascii: "\n")]
    }

    /// The path as the specification's `Path=` wants it: every byte but the unreserved characters of RFC
    /// 3986 (letters, digits, `-._~`) and `/` written as `%XX` in upper-case hexadecimal, byte by byte (so
    /// a name that is not UTF-8 survives), as GLib's `g_uri_escape_string(path, "/", FALSE)`.
    static func escaped(_ path: [UInt8]) -> [UInt8] {
        let hexadecimal = Array("0123456789ABCDEF".utf8)
        var escaped: [UInt8] = []
        escaped.reserveCapacity(path.count)
        for byte in path {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                escaped.append(byte)
            } else {
                escaped += [UInt8(ascii: "%"), hexadecimal[Int(byte >> 4)], hexadecimal[Int(byte & 0xF)]]
            }
        }
        return escaped
    }

    /// `YYYY-MM-DDThh:mm:ss` in the local time zone.
    static func localDate(_ time: time_t) -> String {
        var seconds = time
        var parts = tm()
        localtime_r(&seconds, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S", &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
