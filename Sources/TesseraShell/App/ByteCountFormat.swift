/// Formats file sizes for people, in decimal units as file managers do: `812 B`, `3.2 MB`, `14 MB` (one decimal below ten).
package enum ByteCountFormat {
    package static func string(_ bytes: Int64) -> String {
        let units = ["KB", "MB", "GB", "TB"]
        guard bytes >= 1000 else { return "\(max(bytes, 0)) B" }
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 999.95, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        let text = value < 10 ? "\(tenths / 10).\(tenths % 10)" : "\(Int(value.rounded()))"
        return "\(text) \(units[unit])"
    }
}
