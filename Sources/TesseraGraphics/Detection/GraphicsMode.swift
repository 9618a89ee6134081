/// How pictures are drawn: what `--graphics` and `TESSERA_GRAPHICS` ask for.
public enum GraphicsMode: String, CaseIterable, Sendable {
    /// Decide from the terminal's answers.
    case auto
    /// kitty graphics with Unicode placeholders.
    case kitty
    /// Sixel images.
    case sixel
    /// Half blocks, two pixels per cell in colour: works everywhere.
    case blocks

    /// The mode named `value` (`auto`, `kitty`, `sixel` or `blocks`, in any case), or
    /// `GraphicsError.unknownGraphicsMode`.
    public init(parsing value: String) throws(GraphicsError) {
        guard let mode = GraphicsMode(rawValue: value.lowercased()) else {
            throw .unknownGraphicsMode(value)
        }
        self = mode
    }

    /// The mode `--graphics` (`option`), else `TESSERA_GRAPHICS`, asks for, with where it came from;
    /// `nil` when neither is given.
    static func forced(option: String?, environment: [String: String]) throws(GraphicsError) -> (
        mode: GraphicsMode, source: String
    )? {
        if let option { return (try GraphicsMode(parsing: option), "--graphics \(option)") }
        guard let variable = environment["TESSERA_GRAPHICS"], !variable.isEmpty else { return nil }
        return (try GraphicsMode(parsing: variable), "TESSERA_GRAPHICS=\(variable)")
    }
}
