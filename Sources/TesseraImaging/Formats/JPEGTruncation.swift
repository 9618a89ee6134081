/// Where to stop feeding libjpeg a truncated file.
///
/// libjpeg handles a file that ends inside entropy-coded data well: it warns and fills the rest with
/// grey. A file that ends inside a marker segment is worse: a progressive file has Huffman tables between
/// its scans, and one cut short reads libjpeg's fake end marker as table data and fails outright. Ending
/// the input where that segment starts turns the cut into the harmless kind, keeping the scans before it.
enum JPEGTruncation {
    /// The number of leading bytes to decode: all of them, unless the data ends inside a marker segment,
    /// then the offset where that segment starts.
    ///
    /// With `headerOnly` (for reading the header, which libjpeg stops reading at the first scan's start),
    /// the walk ends after the first start-of-scan segment instead of stepping through the entropy-coded
    /// data byte by byte: a header read of a 64 KiB prefix otherwise spent most of its time here.
    static func usableLength(of bytes: UnsafeBufferPointer<UInt8>, headerOnly: Bool = false) -> Int {
        let count = bytes.count
        if count >= 2 && bytes[count - 2] == 0xFF && bytes[count - 1] == 0xD9 { return count }
        switch walk(bytes, to: headerOnly ? .firstScan : .end) {
        case .segmentCut(let offset): return offset
        case .end, .firstScan, .notAHeader: return count
        }
    }

    /// Whether `bytes` (the start of a JPEG) hold its whole header: every marker segment up to and
    /// including the first start-of-scan, which is all that libjpeg reads for the header. A shorter read
    /// of a file then gives the same header as a longer one.
    static func holdsWholeHeader(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return false }
        return walk(bytes, to: .firstScanThroughMarkersOnly) == .firstScan
    }

    /// How far ``walk(_:to:)`` goes.
    private enum WalkGoal {
        /// To the end of the data (or its end-of-image marker), over entropy-coded data and restart markers.
        case end
        /// To the end of the first start-of-scan segment, over anything before it as ``end`` does.
        case firstScan
        /// To the end of the first start-of-scan segment, through marker segments alone: a byte of data or
        /// a marker without a length before it ends the walk.
        case firstScanThroughMarkersOnly
    }

    /// Where a walk of a JPEG's marker segments ended.
    private enum WalkEnd: Equatable {
        /// At the end of the data, or at its end-of-image marker.
        case end
        /// At a marker segment the data ends inside of, starting at this offset.
        case segmentCut(at: Int)
        /// After the first start-of-scan segment, which the data holds whole.
        case firstScan
        /// At data or a marker without a length before the first scan (``WalkGoal/firstScanThroughMarkersOnly``).
        case notAHeader
    }

    /// Walks `bytes` marker segment by marker segment from after the start-of-image marker, to `goal`.
    private static func walk(_ bytes: UnsafeBufferPointer<UInt8>, to goal: WalkGoal) -> WalkEnd {
        let count = bytes.count
        let markersOnly = goal == .firstScanThroughMarkersOnly
        var offset = 2  // after SOI
        while offset + 1 < count {
            guard bytes[offset] == 0xFF else {
                if markersOnly { return .notAHeader }
                offset += 1  // entropy-coded data
                continue
            }
            switch bytes[offset + 1] {
            case 0xFF: offset += 1  // fill byte
            case 0x00, 0x01, 0xD0...0xD9:
                if markersOnly { return .notAHeader }  // no such marker belongs in a header
                if bytes[offset + 1] == 0xD9 { return .end }  // EOI: the rest is a trailer
                offset += 2  // stuffed zero, TEM, restart markers: no length
            default:
                guard offset + 4 <= count else { return .segmentCut(at: offset) }
                let end = offset + 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
                guard end <= count else { return .segmentCut(at: offset) }
                if goal != .end && bytes[offset + 1] == 0xDA { return .firstScan }  // SOS: the header is whole
                offset = end
            }
        }
        return .end
    }
}
