/// The names a trashed file may take in a trash folder, as GLib chooses them.
enum TrashName {
    /// The `attempt`-th name for a file called `name` (bytes): the name itself first, then the number
    /// inserted before the first dot (`IMG.jpg`, `IMG.2.jpg`, `IMG.3.jpg`; `a.tar.gz` → `a.2.tar.gz`), or
    /// appended when there is none (`notes` → `notes.2`).
    static func candidate(for name: [UInt8], attempt: Int) -> [UInt8] {
        guard attempt > 1 else { return name }
        let number = Array(".\(attempt)".utf8)
        guard let dot = name.firstIndex(of: UInt8(ascii: ".")) else { return name + number }
        return Array(name[..<dot]) + number + Array(name[dot...])
    }
}
