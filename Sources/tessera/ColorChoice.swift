import ArgumentParser
import TesseraCanvas
import TesseraPictures

/// `--colors`: `auto` or a ``ColorDepth`` by its name (`truecolor`, `256`, `16`, `8`, `none`).
enum ColorChoice: ExpressibleByArgument, Equatable {
    /// Ask the terminal (`snapshot`, which has none, uses 256).
    case auto
    /// Use exactly this depth.
    case depth(ColorDepth)

    init?(argument: String) {
        if argument == "auto" {
            self = .auto
        } else if let depth = ColorDepth(rawValue: argument) {
            self = .depth(depth)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ["auto", "truecolor", "256", "16", "8", "none"] }

    var defaultValueDescription: String {
        switch self {
        case .auto: "auto"
        case .depth(let depth): depth.rawValue
        }
    }

    /// The depth asked for, `nil` for `auto`.
    var requested: ColorDepth? {
        guard case .depth(let depth) = self else { return nil }
        return depth
    }
}

/// `--dither none|ordered|diffusion`.
extension Dither: ExpressibleByArgument {}

/// `--symbols half|quadrant|sextant`.
extension PictureSymbols: ExpressibleByArgument {}
