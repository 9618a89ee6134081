/// The colour schemes pictures are painted in: a dark colour, a light colour and an accent.
///
/// Each picture picks one by its seeded hash, so the same kind of picture shows in different moods
/// along the Feed.
struct PicturePalette: Hashable, Sendable {
    /// The darker base colour (sky top, shadows, first stripe).
    var dark: PictureRGB
    /// The lighter base colour (horizon, highlights, second stripe).
    var light: PictureRGB
    /// A contrasting colour for suns, moons, rings and third stripes.
    var accent: PictureRGB

    /// Every built-in scheme.
    static let all: [PicturePalette] = [
        // Dusk: indigo to orange, a pale gold accent.
        PicturePalette(dark: .init(40, 30, 100), light: .init(250, 140, 80), accent: .init(255, 225, 120)),
        // Ocean: deep blue to turquoise, a white accent.
        PicturePalette(dark: .init(10, 40, 100), light: .init(60, 200, 200), accent: .init(240, 250, 255)),
        // Forest: pine to spring green, a straw accent.
        PicturePalette(dark: .init(20, 70, 30), light: .init(170, 215, 90), accent: .init(250, 240, 170)),
        // Rose: wine to pink, a cream accent.
        PicturePalette(dark: .init(100, 20, 60), light: .init(250, 170, 190), accent: .init(255, 240, 200)),
        // Desert: rust to sand, an ivory accent.
        PicturePalette(dark: .init(130, 60, 20), light: .init(240, 210, 140), accent: .init(255, 250, 225)),
        // Arctic: slate blue to ice, a white accent.
        PicturePalette(dark: .init(30, 60, 120), light: .init(200, 225, 250), accent: .init(255, 255, 255)),
        // Plum: aubergine to orchid, a mustard accent.
        PicturePalette(dark: .init(55, 20, 90), light: .init(205, 125, 225), accent: .init(250, 215, 110)),
        // Ember: charcoal red to flame, a yellow accent.
        PicturePalette(dark: .init(70, 10, 10), light: .init(250, 120, 30), accent: .init(255, 235, 120)),
    ]
}
