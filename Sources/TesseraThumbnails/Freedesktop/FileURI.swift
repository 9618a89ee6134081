import SystemPackage

/// The `file:` URI of a path, spelled exactly as GLib's `g_filename_to_uri(path, NULL, NULL)` spells it.
///
/// Thumbnail names are the MD5 of this URI, so any other spelling (`%2b` for `%2B`, an escaped `&`)
/// would miss the thumbnails other programs made and make duplicates of them.
public enum FileURI {
    /// The URI of `absolutePath`: `file://` followed by the path's bytes, each byte that GLib does not
    /// accept in a path escaped as `%XX` with upper-case hexadecimal digits.
    ///
    /// The accepted bytes are the ASCII letters and digits and `! $ & ' ( ) * + , - . / : = @ _ ~`
    /// (the `UNSAFE_PATH` column of GLib's `acceptable` table). Everything else is escaped: controls,
    /// space, `" # % ; < > ? [ \ ] ^ ` { | }`, DEL and every byte from 0x80, so UTF-8 names are escaped
    /// byte by byte and bytes that are not UTF-8 pass through as themselves (`%FF`).
    ///
    /// `FilePath` has already dropped repeated and trailing slashes, which GLib would keep. GLib refuses
    /// a relative path; this puts a `/` before one, as GLib's escaping step does.
    public static func make(for absolutePath: FilePath) -> String {
        var uri = Array("file://".utf8)
        absolutePath.withPlatformString { path in
            var next = path
            if next.pointee != CChar(bitPattern: UInt8(ascii: "/")) { uri.append(UInt8(ascii: "/")) }
            while next.pointee != 0 {
                appendEscaped(UInt8(bitPattern: next.pointee), to: &uri)
                next += 1
            }
        }
        return String(decoding: uri, as: UTF8.self)
    }

    /// Appends `byte`, or `%XX` when it is not allowed in a URI's path.
    private static func appendEscaped(_ byte: UInt8, to uri: inout [UInt8]) {
        guard !isAllowedInPath(byte) else {
            uri.append(byte)
            return
        }
        let digits = Array("0123456789ABCDEF".utf8)
        uri += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
    }

    /// Whether GLib leaves `byte` as it is in the path of a `file:` URI.
    private static func isAllowedInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            pathPunctuation.contains(byte)
        }
    }

    /// The punctuation GLib leaves unescaped in a path.
    private static let pathPunctuation = Set("!$&'()*+,-./:=@_~".utf8)
}
