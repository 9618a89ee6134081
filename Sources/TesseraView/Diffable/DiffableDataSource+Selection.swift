import TesseraLayout

extension DiffableDataSource {
    /// The identifiers of the items selected in `view`, in the snapshot's order. O(selected + items / 64).
    ///
    /// `view` must show this data source's snapshot (its item counts are the snapshot's).
    public func selectedItemIdentifiers(in view: CollectionView) -> [ItemIdentifier] {
        view.indexPathsForSelectedItems.compactMap { snapshot.itemIdentifier(at: $0) }
    }

    /// Selects in `view` every item of the snapshot whose identifier is in `identifiers` (those the
    /// snapshot does not hold are ignored), keeping what was selected; with
    /// ``CollectionView/allowsMultipleSelection`` off, only the last one found stays selected. O(items).
    public func selectItems(_ identifiers: Set<ItemIdentifier>, in view: inout CollectionView) {
        guard !identifiers.isEmpty else { return }
        for (section, sectionIdentifier) in snapshot.sectionIdentifiers.enumerated() {
            let items = snapshot.itemIdentifiers(inSection: sectionIdentifier) ?? []
            for (item, identifier) in items.enumerated() where identifiers.contains(identifier) {
                view.selectItem(at: IndexPath(item: item, section: section))
            }
        }
    }
}
