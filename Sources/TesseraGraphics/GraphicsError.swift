/// Why an encoder or the detection refused its input; `description` is one line for the user.
public enum GraphicsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A kitty image id outside 1…0xFFFFFF (0 means "no id"; placeholder cells carry 24 bits).
    case imageIDOutOfRange(Int)
    /// A placeholder cell's row or column beyond what kitty's diacritics can number (0…296).
    case placeholderCellOutOfRange(row: Int, column: Int)
    /// A placement of this many columns × rows, which kitty cannot address with placeholders.
    case placementSizeOutOfRange(columns: Int, rows: Int)
    /// A `--graphics` or `TESSERA_GRAPHICS` value that is none of `auto`, `kitty`, `sixel`, `blocks`.
    case unknownGraphicsMode(String)

    /// The message shown to the user.
    public var description: String {
        switch self {
        case .imageIDOutOfRange(let id):
            "kitty image id \(id) is out of range (1…16777215)"
        case .placeholderCellOutOfRange(let row, let column):
            "placeholder cell (\(row), \(column)) is out of range (0…\(KittyDiacritics.count - 1))"
        case .placementSizeOutOfRange(let columns, let rows):
            "placement of \(columns)×\(rows) cells is out of range (1…\(KittyDiacritics.count) each)"
        case .unknownGraphicsMode(let value):
            "unknown graphics mode '\(value)' (expected auto, kitty, sixel or blocks)"
        }
    }
}
