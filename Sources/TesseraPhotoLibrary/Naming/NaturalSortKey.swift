/// A name prepared for ``NaturalOrder``: folded once, then compared as often as needed.
struct NaturalSortKey: Comparable, Sendable {
    /// The name as lower-case UTF-8 (invalid bytes repaired with U+FFFD first).
    let folded: [UInt8]
    /// The name's own bytes, the last tie-break.
    let raw: [UInt8]

    /// The key of a name whose bytes need not be UTF-8.
    init(bytes: some Collection<UInt8>) {
        raw = Array(bytes)
        folded = NaturalComparison.folded(raw)
    }

    /// The key of a name.
    init(_ name: String) {
        self.init(bytes: name.utf8)
    }

    static func < (lhs: NaturalSortKey, rhs: NaturalSortKey) -> Bool {
        lhs.folded.withUnsafeBufferPointer { a in
            lhs.raw.withUnsafeBufferPointer { rawA in
                rhs.folded.withUnsafeBufferPointer { b in
                    rhs.raw.withUnsafeBufferPointer { rawB in
                        NaturalComparison.precedes(a, raw: rawA, b, raw: rawB)
                    }
                }
            }
        }
    }
}
