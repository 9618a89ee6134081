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
}
