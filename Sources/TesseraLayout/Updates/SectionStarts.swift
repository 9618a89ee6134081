/// Where each section starts when a snapshot's items are numbered in one sequence, section after section
/// (their *flat* positions), to turn a flat position back into an index path.
struct SectionStarts {
    /// The flat position of each section's first item (of where it would be, for an empty section), and,
    /// last, the number of items.
    private let starts: [Int]

    /// The starts of sections holding `counts` items.
    init(counts: [Int]) {
        var starts: [Int] = []
        starts.reserveCapacity(counts.count + 1)
        var total = 0
        for count in counts {
            starts.append(total)
            total += count
        }
        starts.append(total)
        self.starts = starts
    }

    /// The flat position of the first item of `section`.
    func start(of section: Int) -> Int { starts[section] }

    /// The number of items in all sections.
    var itemCount: Int { starts[starts.count - 1] }

    /// The flat position of the item at `indexPath`. O(1).
    ///
    /// - Precondition: `indexPath.section` is one of the sections.
    func flatPosition(of indexPath: IndexPath) -> Int { starts[indexPath.section] + indexPath.item }

    /// Whether the item at flat position `position` is in `section`. O(1).
    func contains(_ position: Int, inSection section: Int) -> Bool {
        starts[section] <= position && position < starts[section + 1]
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
