/// One character cell of a ``Canvas``: a grapheme cluster, how many columns it spans, and its ``Style``.
///
/// A wide glyph (CJK, emoji) is stored in the cell where it starts, with ``width`` 2, and the cell to its
/// right holds a *continuation* cell (``width`` 0, empty ``grapheme``) that carries the same style. A
/// presenter draws the wide cell and skips the continuation; a ``Canvas`` keeps the pair together, so a
/// continuation never appears without its glyph and vice versa.
///
/// A cell is trivially copyable (its grapheme is a `CellGrapheme`: up to 15 UTF-8 bytes inline, longer
/// ones interned), so drawing, copying and comparing cells never touches a reference count.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown: a single safe grapheme, `" "` for a blank cell, `""` for a continuation.
    public var grapheme: String { text.string }
    /// The columns the grapheme spans: 1 or 2, or 0 for the continuation cell of a wide glyph.
    public var width: Int { Int(storedWidth) }
    // Stored in this order (grapheme, width, style) so a cell takes 32 bytes, not 40: the 12 bytes of
    // style, which align to 1, fill the space after the 8-byte-aligned grapheme. A 200 × 60 screen is
    // 12,000 cells, made anew and written every frame. The picture mark (``isPictureOwned``) is a
    // grapheme of its own, so marking costs other cells nothing.
    private var text: CellGrapheme
    private var storedWidth: UInt8
    /// How the cell is drawn.
    public var style: Style

    /// A blank cell (a space) in the terminal's default look.
    public static let blank = Cell(unchecked: " ", width: 1, style: .plain)

    /// Creates a cell showing `character`.
    ///
    /// A character a terminal would interpret or that has no width (a control, a lone combining mark) is
    /// shown as `�` instead; write text through ``Canvas/write(_:at:style:clip:)`` to have it sanitised
    /// in full (`␛` for ESC and so on).
    public init(_ character: Character, style: Style = .plain) {
        if TextSanitizer.isSafe(character) {
            self.init(unchecked: String(character), width: DisplayWidth.of(character), style: style)
        } else {
            self.init(unchecked: "\u{FFFD}", width: 1, style: style)
        }
    }

    /// Creates a cell of kitty's Unicode placeholder for images: U+10EEEE followed by the combining
    /// diacritics that number its row and column (and optionally the id's top byte), one column wide.
    /// Text never makes such a cell (``TextSanitizer`` replaces U+10EEEE); anything else given here
    /// makes a `�` cell.
    public init(imagePlaceholder grapheme: String, style: Style) {
        let scalars = grapheme.unicodeScalars
        let isPlaceholder =
            scalars.first == TextSanitizer.imagePlaceholder && scalars.count <= 4
            && scalars.dropFirst().allSatisfy { $0.properties.generalCategory == .nonspacingMark }
        self.init(unchecked: isPlaceholder ? grapheme : "\u{FFFD}", width: 1, style: style)
    }

    /// Creates a cell from a grapheme already known to be safe and of the given width (0, 1 or 2).
    package init(unchecked grapheme: String, width: Int, style: Style) {
        self.init(text: CellGrapheme(grapheme), width: width, style: style)
    }

    /// Creates a cell showing a printable ASCII character (`0x20...0x7E`; the caller checks).
    init(ascii byte: UInt8, style: Style) {
        self.init(text: CellGrapheme(ascii: byte), width: 1, style: style)
    }

    /// Creates a cell from stored text of the given width (0, 1 or 2).
    private init(text: CellGrapheme, width: Int, style: Style) {
        self.text = text
        self.storedWidth = UInt8(truncatingIfNeeded: width)
        self.style = style
    }

    /// A blank cell (a space) in `style`.
    public static func blank(_ style: Style) -> Cell {
        Cell(text: .space, width: 1, style: style)
    }

    /// The continuation cell to the right of a wide glyph drawn in `style`.
    static func continuation(_ style: Style) -> Cell {
        Cell(text: .empty, width: 0, style: style)
    }

    /// Whether this is the right half of a wide glyph (nothing of its own to draw).
    public var isContinuation: Bool { storedWidth == 0 }

    /// Whether the grapheme spans two columns.
    public var isWide: Bool { storedWidth == 2 }

    /// Whether the cell belongs to a picture the terminal draws with real pixels over it (a sixel image):
    /// it shows as a blank in text, but differs from a plain blank, so the frame diff
    /// (``Canvas/changes(since:)``) reports the cells a picture arrives on or leaves.
    public var isPictureOwned: Bool { text == .pictureSpace }

    /// A blank cell in `style` that belongs to a picture drawn with real pixels (see ``isPictureOwned``).
    public static func pictureOwned(_ style: Style = .plain) -> Cell {
        Cell(text: .pictureSpace, width: 1, style: style)
    }
}
