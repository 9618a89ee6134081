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

    /// The sections a batch deletes and inserts to go from the section identifiers `old` to `new`; throws
    /// where they first differ when the sections in both are not in the same order (a batch does not
    /// reorder sections).
    @usableFromInline
    static func sectionUpdate<Section: Hashable>(_ old: [Section], _ new: [Section]) throws(ItemSnapshotError)
        -> SectionUpdate
    {
        guard old != new else { return SectionUpdate() }
        let (oldSet, newSet) = (Set(old), Set(new))
        guard old.filter(newSet.contains) == new.filter(oldSet.contains) else {
            try checkSections(old, new)
            return SectionUpdate()
        }
        return SectionUpdate(
            deleting: old.indices.filter { !newSet.contains(old[$0]) },
            inserting: new.indices.filter { !oldSet.contains(new[$0]) })
    }
}
