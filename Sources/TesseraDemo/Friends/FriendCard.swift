import TesseraCanvas
import TesseraShell
import TesseraView

/// Draws one friend as a card: a rounded box, an avatar with initials, "<Name>'s Feed" and the update
/// date (a cyan dot and "Updated Now" after a reload). The focused card gets a bright border.
///
/// A card too short for a box with text inside (while it grows in or shrinks out) is drawn as a one-line
/// card: its title between the border's side bars, so it never shows as a hollow box.
struct FriendCard: CollectionViewDataSource {
    /// How many friends there are.
    let count: Int
    /// The person at an index in `0..<count`.
    let person: (Int) -> Person
    /// The filter whose matched characters are highlighted in names, if one is on.
    var highlight: FuzzyQuery?

    /// The cards of `friends`, each person generated as it is drawn (by one generator for all of them).
    init(friends: [Friend], highlight: FuzzyQuery? = nil) {
        count = friends.count
        let generator = Friend.generator(seed: friends.first?.seed ?? 0)
        person = { friends[$0].person(generatedBy: generator) }
        self.highlight = highlight
    }

    /// The cards of `people`.
    init(people: [Person], highlight: FuzzyQuery? = nil) {
        count = people.count
        person = { people[$0] }
        self.highlight = highlight
    }

    func drawCell(_ context: CellContext, in canvas: inout Canvas) {
        let frame = context.frame
        guard frame.width >= 2, frame.height >= 2, context.indexPath.item < count else { return }
        let person = person(context.indexPath.item)
        let faded = context.attributes.alpha < 0.5
        canvas.fill(frame, with: .plain)
        guard frame.height >= 3 else {
            drawOneLine(person, in: frame, into: &canvas, style: Theme.cardTitle.faded(faded))
            return
        }
        canvas.drawBox(
            frame, style: context.isFocused ? Theme.cardBorderFocused : Theme.cardBorder.faded(faded),
            lines: context.isFocused ? .heavy : .rounded)
        let inner = frame.insetBy(dx: 1, dy: 1)
        guard inner.width > 0, inner.height > 0 else { return }
        var textColumn = inner.column + 1
        if inner.width >= 14 && inner.height >= 1 {
            drawAvatar(
                person,
                in: CellRect(
                    column: inner.column + 1, row: inner.row, width: 4, height: min(inner.height, 2)),
                into: &canvas, faded: faded)
            textColumn = inner.column + 6
        }
        let textWidth = max(inner.maxColumn - textColumn - 1, 0)
        let titleStyle = context.isFocused ? Theme.cardTitleFocused : Theme.cardTitle.faded(faded)
        let titleRect = CellRect(column: textColumn, row: inner.row, width: textWidth, height: 1)
        if let highlight {
            canvas.write(
                person.feedTitle, in: titleRect, style: titleStyle,
                highlighting: highlight.match(FoldedText(person.name))?.positions ?? [],
                with: Theme.filterMatch)
        } else {
            canvas.write(person.feedTitle, in: titleRect, style: titleStyle)
        }
        guard inner.height >= 2 else { return }
        let detailRow = CellRect(column: textColumn, row: inner.row + 1, width: textWidth, height: 1)
        if person.isUpdated {
            let dot = canvas.write("● ", in: detailRow, style: Theme.updatedMark)
            canvas.write(
                person.updatedText,
                in: CellRect(
                    column: textColumn + dot, row: detailRow.row, width: max(textWidth - dot, 0), height: 1),
                style: Theme.updatedMark)
        } else {
            canvas.write(person.updatedText, in: detailRow, style: Theme.cardDetail.faded(faded))
        }
    }

    /// The card as one line, on the middle row of `frame`: `│ Name's Feed │`.
    private func drawOneLine(_ person: Person, in frame: CellRect, into canvas: inout Canvas, style: Style) {
        let row = frame.row + (frame.height - 1) / 2
        let border = Theme.cardBorder.faded(style.dim)
        canvas.write("│", at: CellPoint(column: frame.column, row: row), style: border)
        canvas.write("│", at: CellPoint(column: frame.maxColumn - 1, row: row), style: border)
        canvas.write(
            person.feedTitle,
            in: CellRect(column: frame.column + 2, row: row, width: max(frame.width - 4, 0), height: 1),
            style: style)
    }

    private func drawAvatar(_ person: Person, in rect: CellRect, into canvas: inout Canvas, faded: Bool) {
        let style = Style(
            foreground: .indexed(231), background: faded ? .indexed(238) : person.avatarColor, bold: true)
        canvas.fill(rect, with: style)
        canvas.write(
            person.initials,
            in: CellRect(
                column: rect.column, row: rect.row + (rect.height - 1) / 2, width: rect.width, height: 1),
            alignment: .center, style: style)
    }
}

extension Style {
    /// The style dimmed when `faded` (an item fading in or out), unchanged otherwise.
    func faded(_ faded: Bool) -> Style {
        var style = self
        if faded { style.dim = true }
        return style
    }
}
