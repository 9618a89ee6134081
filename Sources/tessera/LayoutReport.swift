import CollectionLayout

/// The JSON object `tessera layout` prints: bounds, content size, frames in item order and query results.
struct LayoutReport {
    let name: String
    let bounds: Rect
    let layout: any CollectionLayout
    let count: Int
    let includeFrames: Bool
    let query: Rect?

    /// The report as one line of JSON.
    func json() -> String {
        var out = "{\"layout\": \"\(name)\", \"bounds\": "
        append(bounds, to: &out)
        out += ", \"contentSize\": ["
        out += Self.number(layout.contentSize.width) + ", " + Self.number(layout.contentSize.height) + "]"
        if includeFrames {
            out.reserveCapacity(out.utf8.count + count * 24)
            out += ", \"frames\": ["
            for item in 0..<count {
                if item > 0 { out += ", " }
                append(layout.attributesForItem(at: IndexPath(item: item))?.frame ?? .zero, to: &out)
            }
            out += "]"
        }
        if let query {
            let indices = layout.attributes(in: query).filter { $0.kind == .cell }.map(\.indexPath.item)
                .sorted()
            out += ", \"query\": [" + indices.map(String.init).joined(separator: ", ") + "]"
        }
        return out + "}"
    }

    private func append(_ rect: Rect, to out: inout String) {
        out += "[" + Self.number(rect.minX) + ", " + Self.number(rect.minY) + ", "
        out += Self.number(rect.width) + ", " + Self.number(rect.height) + "]"
    }

    /// A JSON number: integral values without a fraction (`375`, not `375.0`).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return value.isFinite ? String(value) : "0"
    }
}
