import TesseraCanvas

/// The app's styles in one place, so screens look alike and colour choices live in one file.
package enum Theme {
    static let titleBar = Style(foreground: .indexed(231), background: .indexed(24), bold: true)
    package static let titleAction = Style(foreground: .indexed(231), background: .indexed(31), bold: true)
    static let titleActionDisabled = Style(foreground: .indexed(250), background: .indexed(24), dim: true)
    static let statusLine = Style(foreground: .indexed(252), background: .indexed(236))
    static let statusPosition = Style(foreground: .indexed(231), background: .indexed(238), bold: true)
    static let statusMessage = Style(foreground: .indexed(16), background: .indexed(220), bold: true)
    package static let cardBorder = Style(foreground: .indexed(244))
    package static let cardBorderFocused = Style(foreground: .indexed(220), bold: true)
    package static let cardTitle = Style(bold: true)
    package static let cardTitleFocused = Style(foreground: .indexed(220), bold: true)
    package static let cardDetail = Style(foreground: .indexed(246))
    /// The characters a filter matched, on a card's title.
    package static let filterMatch = Style(foreground: .indexed(214), bold: true, underline: true)
    package static let updatedMark = Style(foreground: .cyan, bold: true)
    static let emptyState = Style(foreground: .indexed(246))
    package static let helpBox = Style(foreground: .indexed(231), background: .indexed(236))
    package static let helpBorder = Style(foreground: .indexed(220), background: .indexed(236), bold: true)
    package static let helpKey = Style(foreground: .indexed(220), background: .indexed(236), bold: true)
    package static let caption = Style(foreground: .indexed(231), background: .indexed(235))
    package static let captionFocused = Style(foreground: .indexed(16), background: .indexed(220), bold: true)
    /// The characters a filter matched, in a caption.
    package static let captionMatch = Style(
        foreground: .indexed(214), background: .indexed(235), bold: true, underline: true)
    package static let picturePlaceholder = Style(foreground: .indexed(244), background: .indexed(235))
    package static let pictureBroken = Style(foreground: .indexed(217), background: .indexed(52), bold: true)
    package static let pictureDamagedMark = Style(
        foreground: .indexed(16), background: .indexed(214), bold: true)
    /// The ✓ in the corner of a marked photo.
    package static let markedCorner = Style(foreground: .indexed(16), background: .indexed(220), bold: true)
    package static let statusNote = Style(foreground: .indexed(217), background: .indexed(236), bold: true)
}
