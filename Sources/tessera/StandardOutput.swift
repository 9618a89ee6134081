/// Standard output for answers of any length: text is gathered into chunks of 64 KiB, each written as soon
/// as it fills, so printing a report of millions of numbers needs no more memory than one chunk.
struct StandardOutput: TextOutputStream {
    private static let chunkSize = 65_536
    private var chunk = ""

    /// Adds `string`, writing the chunk once it is full.
    mutating func write(_ string: String) {
        chunk += string
        if chunk.utf8.count >= Self.chunkSize { flush() }
    }

    /// Writes what is gathered.
    mutating func flush() {
        print(chunk, terminator: "")
        chunk.removeAll(keepingCapacity: true)
    }
}
