/// Where each section starts when a snapshot's items are numbered in one sequence, section after section
/// (their *flat* positions), to turn a flat position back into an index path.
struct SectionStarts {
    /// The flat position of each section's first item (of where it would be, for an empty section).
    private let starts: [Int]

    /// The starts of sections holding `counts` items.
    init(counts: [Int]) {
        var starts: [Int] = []
        starts.reserveCapacity(counts.count)
        var total = 0
        for count in counts {
            starts.append(total)
            total += count
        }
        self.starts = starts
    }

    /// The section holding the item at flat position `position`. O(log s) for s sections.
    func section(of position: Int) -> Int {
        starts.partitioningIndex { $0 > position } - 1
    }

    /// The index path of the item at flat position `position`. O(log s) for s sections.
    func indexPath(of position: Int) -> IndexPath {
        let section = section(of: position)
        return IndexPath(item: position - starts[section], section: section)
    }
}
