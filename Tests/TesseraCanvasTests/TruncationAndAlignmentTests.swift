import Testing

@testable import TesseraCanvas

@Suite struct TruncationAndAlignmentTests {
    @Test func textThatFitsIsNotTruncated() {
        #expect(Canvas.truncated("Hello", toWidth: 5) == "Hello")
        #expect(Canvas.truncated("Hello", toWidth: 50) == "Hello")
        #expect(Canvas.truncated("日本", toWidth: 4) == "日本")
    }

    @Test func longTextEndsWithAnEllipsisWithinTheWidth() {
        #expect(Canvas.truncated("Hello, world", toWidth: 5) == "Hell…")
        #expect(Canvas.truncated("Hello", toWidth: 4) == "Hel…")
        #expect(Canvas.truncated("Hello", toWidth: 1) == "…")
        #expect(Canvas.truncated("Hello", toWidth: 0) == "")
        #expect(Canvas.truncated("Hello", toWidth: -3) == "")
    }

    @Test func truncationCountsDisplayWidthAndKeepsWholeGraphemes() {
        #expect(Canvas.truncated("日本語", toWidth: 5) == "日本…")
        #expect(Canvas.truncated("日本語", toWidth: 4) == "日…")  // 本 would leave no room for …
        #expect(Canvas.truncated("日本語", toWidth: 2) == "…")
        #expect(Canvas.truncated("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
        #expect(Canvas.truncated("👩‍👩‍👧👩‍👩‍👧", toWidth: 3) == "👩‍👩‍👧…")
        for width in 0...8 {
            #expect(DisplayWidth.of(Canvas.truncated("ab日本😀cd", toWidth: width)) <= width)
        }
    }

    @Test func truncationSanitisesFirst() {
        #expect(Canvas.truncated("\u{1B}[31mred", toWidth: 4) == "␛[3…")
    }

    @Test func alignmentPlacesTextWithinTheRect() {
        var canvas = canvas(columns: 9, rows: 3, filledWith: ".")
        canvas.write("ab", in: CellRect(column: 1, row: 0, width: 7, height: 1), alignment: .leading)
        canvas.write("ab", in: CellRect(column: 1, row: 1, width: 7, height: 1), alignment: .center)
        canvas.write("ab", in: CellRect(column: 1, row: 2, width: 7, height: 1), alignment: .trailing)
        #expect(
            framed(canvas) == """
                .ab......|
                ...ab....|
                ......ab.|
                """)
    }

    @Test func centeringWideTextPutsTheOddColumnOnTheRight() {
        var canvas = canvas(columns: 5, rows: 1, filledWith: ".")
        #expect(
            canvas.write("日", in: CellRect(column: 0, row: 0, width: 5, height: 1), alignment: .center)
                == 2)
        #expect(framed(canvas) == ".日..|")
    }

    @Test func textWiderThanTheRectIsTruncatedAndStaysInside() {
        var canvas = canvas(columns: 10, rows: 2, filledWith: ".")
        let used = canvas.write(
            "Tessera collection", in: CellRect(column: 2, row: 1, width: 6, height: 1),
            alignment: .trailing)
        #expect(used == 6)
        #expect(
            framed(canvas) == """
                ..........|
                ..Tesse…..|
                """)
    }

    @Test func writingInAnEmptyRectDrawsNothing() {
        var canvas = Canvas(columns: 4, rows: 1)
        #expect(canvas.write("abc", in: CellRect(column: 0, row: 0, width: 0, height: 1)) == 0)
        #expect(canvas.write("abc", in: CellRect(column: 0, row: 0, width: 3, height: 0)) == 0)
        #expect(canvas == Canvas(columns: 4, rows: 1))
    }
}

@Suite struct WriteInRectEquivalenceTests {
    /// What `write(_:in:alignment:style:)` is defined to do: truncate, align, then write clipped to the rect.
    private func reference(
        _ text: String, in rect: CellRect, alignment: TextAlignment, style: Style, into canvas: inout Canvas
    ) -> Int {
        guard !rect.isEmpty else { return 0 }
        let line = Canvas.truncated(text, toWidth: rect.width)
        let width = DisplayWidth.of(line)
        let spare = rect.width - width
        let offset = alignment == .leading ? 0 : alignment == .center ? spare / 2 : spare
        canvas.write(
            line, at: CellPoint(column: rect.column + offset, row: rect.row), style: style, clip: rect)
        return width
    }

    /// Text of every kind: ASCII, accents (precomposed and combining), CJK, emoji sequences, controls.
    private static let texts = [
        "Steve's Feed", "Zoë Ångström", "Nguyễn Thị", "山田 太郎", "e\u{301}e\u{301}x", "👩‍👩‍👧 family",
        "a\u{1B}[31mb", "tab\there", "↑↓←→ move · PgDn page", "日本語テキスト", "", "x", "…",
        "\u{200B}zero\u{200B}width", "🇫🇷🇩🇪 flags", "❤️ love",
    ]

    @Test func writingInARectEqualsTruncatingAligningAndWritingClipped() {
        let style = Style(foreground: .red)
        for text in Self.texts {
            for alignment in [TextAlignment.leading, .center, .trailing] {
                for column in -4..<8 {
                    for width in 0..<14 {
                        let rect = CellRect(column: column, row: 1, width: width, height: 1)
                        var written = canvas(columns: 10, rows: 3, filledWith: ".")
                        written.write("日本語日本", at: CellPoint(column: 0, row: 1))
                        var expected = written
                        let used = written.write(text, in: rect, alignment: alignment, style: style)
                        let expectedUsed = reference(
                            text, in: rect, alignment: alignment, style: style, into: &expected)
                        #expect(written == expected, "\(text) in \(rect) \(alignment)")
                        #expect(used == expectedUsed, "\(text) in \(rect) \(alignment)")
                    }
                }
            }
        }
    }
}
