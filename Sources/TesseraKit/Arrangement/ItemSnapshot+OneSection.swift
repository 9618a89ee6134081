import TesseraLayout

extension ItemSnapshot where SectionIdentifier == Int {
    /// A snapshot of one section, `0`, holding `items` in order: the shape of every list the app diffs.
    public static func oneSection(_ items: [ItemIdentifier]) -> ItemSnapshot {
        var snapshot = ItemSnapshot()
        // Neither can throw: the snapshot is empty, and section 0 is appended first.
        try? snapshot.appendSections([0])
        try? snapshot.appendItems(items, toSection: 0)
        return snapshot
    }
}
