import Testing

@testable import TesseraLayout

/// `UpdateItem` keeps its index paths without optionals (zero when absent, and which are present): what is
/// set reads back, and items are equal exactly when their actions and optional index paths are.
@Suite struct UpdateItemTests {
    @Test func indexPathsReadBackAsSet() {
        var item = UpdateItem.move(from: IndexPath(item: 3, section: 1), to: IndexPath(item: 0))
        item.indexPathBeforeUpdate = nil
        #expect(item.indexPathBeforeUpdate == nil && item.indexPathAfterUpdate == IndexPath(item: 0))
        #expect(item == UpdateItem(action: .move, before: nil, after: IndexPath(item: 0)))
        item.indexPathBeforeUpdate = IndexPath(item: 7, section: 2)
        #expect(item == .move(from: IndexPath(item: 7, section: 2), to: IndexPath(item: 0)))
        item.indexPathAfterUpdate = nil
        #expect(
            item.indexPathAfterUpdate == nil && item.indexPathBeforeUpdate == IndexPath(item: 7, section: 2))
    }

    @Test func anAbsentIndexPathIsNotTheZeroOne() {
        let zero = IndexPath(item: 0)
        let items: Set<UpdateItem> = [
            UpdateItem(action: .delete, before: nil, after: nil), .delete(at: zero),
            UpdateItem(action: .delete, before: zero, after: zero),
            UpdateItem(action: .delete, before: nil, after: zero),
        ]
        #expect(items.count == 4)
        #expect(UpdateItem(action: .insert, before: nil, after: zero) == .insert(at: zero))
    }
}
