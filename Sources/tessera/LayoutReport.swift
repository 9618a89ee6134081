import TesseraLayout

/// The JSON object `tessera layout` prints: bounds, content size, frames in item order and query results.
///
/// The report is written as it is made, frame by frame and slice by slice of the query (see
/// ``SlicedRegionQuery``), so that its memory does not grow with the number of frames or indices printed.
struct LayoutReport {
    let name: String
    let bounds: Rect
    let layout: any CollectionLayout
    let count: Int
    let includeFrames: Bool
    let query: Rect?

    /// Writes the report to `out` as one line of JSON.
    func write(to out: inout some TextOutputStream) {
        out.write("{\"layout\": \"\(name)\", \"bounds\": ")
        out.write(Self.array(bounds))
        out.write(", \"contentSize\": [")
        out.write(Self.number(layout.contentSize.width) + ", " + Self.number(layout.contentSize.height) + "]")
        if includeFrames {
            out.write(", \"frames\": [")
            for item in 0..<count {
                if item > 0 { out.write(", ") }
                out.write(Self.array(layout.attributesForItem(at: IndexPath(item: item))?.frame ?? .zero))
            }
            out.write("]")
        }
        if let query {
            out.write(", \"query\": [")
            var separator = ""
            for item in SlicedRegionQuery(layout: layout).items(in: query, count: count) {
                out.write(separator + String(item))
                separator = ", "
            }
            out.write("]")
        }
        out.write("}\n")
    }

    /// A rectangle as a JSON array `[x, y, width, height]`.
    private static func array(_ rect: Rect) -> String {
        "[" + number(rect.minX) + ", " + number(rect.minY) + ", " + number(rect.width) + ", "
            + number(rect.height) + "]"
    }

    /// A JSON number: integral values without a fraction (`375`, not `375.0`).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return value.isFinite ? String(value) : "0"
    }
}
