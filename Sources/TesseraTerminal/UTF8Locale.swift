import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the process in a UTF-8 locale, which ncurses needs to read and draw wide characters.
///
/// Without it CJK text and emoji vanish and box-drawing lines turn into `lqk`.
enum UTF8Locale {
    /// Sets the locale from the environment (`LANG`, `LC_*`); when that locale's character set is not
    /// UTF-8, sets only the character classification (`LC_CTYPE`) to a UTF-8 locale instead.
    ///
    /// Returns `false` when no UTF-8 locale could be set.
    static func activate() -> Bool {
        _ = setlocale(LC_ALL, "")
        if isActive { return true }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isActive { return true }
        }
        return false
    }

    /// Whether the current locale's character set is UTF-8.
    static var isActive: Bool {
        guard let codeset = tessera_locale_codeset() else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
}
