/// One `struct inotify_event` read from an inotify instance: which watch, what happened, to which entry.
struct InotifyEvent: Hashable {
    /// The watch descriptor the event is about; -1 for `IN_Q_OVERFLOW`.
    let watch: Int32
    /// The `IN_*` bits.
    let mask: UInt32
    /// The entry's name in the watched folder, bytes as on disk; empty for an event about the folder itself.
    let name: [UInt8]

    /// Whether any of the `IN_*` bits in `bits` is set.
    func has(_ bits: UInt32) -> Bool {
        mask & bits != 0
    }

    /// The events in `buffer`, as many whole `inotify_event` records as `read` returned.
    ///
    /// Each record is a 16-byte header (`wd`, `mask`, `cookie`, `len`) followed by `len` bytes of name,
    /// padded with NULs.
    static func records(in buffer: UnsafeRawBufferPointer) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        var offset = 0
        while offset + 16 <= buffer.count {
            let field = { (index: Int) in
                buffer.loadUnaligned(fromByteOffset: offset + 4 * index, as: UInt32.self)
            }
            let length = Int(field(3))
            let name = buffer[(offset + 16)..<min(offset + 16 + length, buffer.count)].prefix { $0 != 0 }
            events.append(InotifyEvent(watch: Int32(bitPattern: field(0)), mask: field(1), name: Array(name)))
            offset += 16 + length
        }
        return events
    }
}
