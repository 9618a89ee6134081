/// The number kitty knows an uploaded image by: 1…0xFFFFFF, so that placeholder cells can carry it whole in
/// a 24-bit foreground colour (the protocol's optional third diacritic for the top byte is not used).
public struct KittyImageID: Hashable, Sendable, CustomStringConvertible {
    /// The id, 1…0xFFFFFF.
    public let value: Int

    /// The id `value`, or `GraphicsError.imageIDOutOfRange` unless it is in 1…0xFFFFFF.
    public init(_ value: Int) throws(GraphicsError) {
        guard (1...0xFF_FFFF).contains(value) else { throw .imageIDOutOfRange(value) }
        self.value = value
    }

    /// The foreground colour placeholder cells of this image are drawn in: the id's bytes as red, green, blue.
    public var foreground: (red: UInt8, green: UInt8, blue: UInt8) {
        (UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }

    /// The id in decimal, as it appears in `i=`.
    public var description: String { String(value) }
}
