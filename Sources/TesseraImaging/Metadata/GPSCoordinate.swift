/// A position on Earth in decimal degrees, north and east positive (WGS 84, as cameras record it).
public struct GPSCoordinate: Hashable, Sendable {
    /// Degrees north of the equator, -90...90 (south negative).
    public var latitude: Double
    /// Degrees east of Greenwich, -180...180 (west negative).
    public var longitude: Double

    /// Creates a position, or nil when either value is outside its range or not a number.
    public init?(latitude: Double, longitude: Double) {
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }
}

extension GPSCoordinate: CustomStringConvertible {
    /// Both values with 5 decimals, e.g. `48.85837, 2.29448`.
    public var description: String {
        func fixed(_ value: Double) -> String {
            let scaled = Int((abs(value) * 100_000).rounded())
            let fraction = String(scaled % 100_000)
            let padded = String(repeating: "0", count: 5 - fraction.count) + fraction
            return (value < 0 && scaled > 0 ? "-" : "") + "\(scaled / 100_000).\(padded)"
        }
        return "\(fixed(latitude)), \(fixed(longitude))"
    }
}
