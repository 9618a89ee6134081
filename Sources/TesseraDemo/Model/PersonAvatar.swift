import TesseraCanvas

extension Person {
    /// Twelve mid-tone entries of the 256-colour cube that read well under white or black initials.
    ///
    /// Ordered around the colour wheel: red, orange, gold, olive, green, sea green, teal, sky, blue,
    /// violet, purple, rose.
    public static let avatarPalette: [Color] = [
        .indexed(167),  // #d75f5f indian red
        .indexed(173),  // #d7875f copper
        .indexed(179),  // #d7af5f gold
        .indexed(143),  // #afaf5f olive
        .indexed(107),  // #87af5f leaf
        .indexed(72),  // #5faf87 sea green
        .indexed(73),  // #5fafaf teal
        .indexed(74),  // #5fafd7 sky
        .indexed(68),  // #5f87d7 cornflower
        .indexed(104),  // #8787d7 periwinkle
        .indexed(140),  // #af87d7 lavender
        .indexed(175),  // #d787af rose
    ]

    /// The avatar's background: an entry of ``avatarPalette`` picked by the FNV-1a hash of the name.
    ///
    /// The hash is stable across runs and machines (unlike `hashValue`), so a friend keeps their colour,
    /// and the same name always gets the same colour whatever the person's id.
    public var avatarColor: Color {
        let palette = Self.avatarPalette
        return palette[Int(SeededHash.fnv1a(name) % UInt64(palette.count))]
    }
}
