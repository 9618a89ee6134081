extension ItemSnapshotError {
    /// Throws where two lists of section identifiers first differ, if they do.
    @usableFromInline
    static func checkSections<Section: Hashable>(_ old: [Section], _ new: [Section]) throws(ItemSnapshotError)
    {
        guard old != new else { return }
        let index = old.indices.first { $0 >= new.count || old[$0] != new[$0] } ?? old.count
        throw .sectionMismatch(
            index: index, before: old.indices.contains(index) ? String(reflecting: old[index]) : nil,
            after: new.indices.contains(index) ? String(reflecting: new[index]) : nil)
    }

    /// A duplicate `item` at two flat positions (see ``PositionMatching``) of a snapshot with `itemCounts`
    /// items per section.
    @usableFromInline
    static func duplicateItem(
        _ item: String, flatPositions first: Int, _ second: Int, itemCounts: [Int], phase: UpdatePhase
    ) -> ItemSnapshotError {
        let starts = SectionStarts(counts: itemCounts)
        return .duplicateItem(
            item, first: starts.indexPath(of: first), second: starts.indexPath(of: second), phase: phase)
    }
}
