import TesseraPhotoLibrary

/// The index's rows in memory, looked up by path: the records in one dense array, and each path's
/// position in it.
///
/// A dictionary of the records themselves keeps each one (about 250 bytes) in a bucket of a table sized
/// for its load factor: 100,000 rows took 262,144 buckets, 71 MB, of which 60 % stood empty. Here the
/// table holds a position per path (12 bytes a bucket) and the records lie side by side.
struct RecordTable {
    /// Every record, in no particular order.
    private(set) var values: [FileRecord] = []
    /// Where each path's record is in ``values``.
    private var positions: [PathKey: Int32] = [:]

    /// An empty table with room for `minimumCapacity` records.
    init(minimumCapacity: Int = 0) {
        reserveCapacity(minimumCapacity)
    }

    /// How many records the table holds.
    var count: Int { values.count }

    /// The paths of every record, in the order of ``values``.
    var keys: [PathKey] { values.map { PathKey($0.path) } }

    /// Makes room for `minimumCapacity` records in all.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        values.reserveCapacity(minimumCapacity)
        positions.reserveCapacity(minimumCapacity)
    }

    /// The record of the path `key`; setting `nil` removes it (the last record takes its place).
    subscript(key: PathKey) -> FileRecord? {
        get { positions[key].map { values[Int($0)] } }
        set {
            if let newValue {
                // One lookup for a new path (loading 100,000 rows): the position is put in at once.
                if let position = positions.updateValue(Int32(values.count), forKey: key) {
                    positions[key] = position
                    values[Int(position)] = newValue
                } else {
                    values.append(newValue)
                }
            } else if let position = positions.removeValue(forKey: key).map(Int.init) {
                let last = values.removeLast()
                guard position < values.count else { return }
                values[position] = last
                positions[PathKey(last.path)] = Int32(position)
            }
        }
    }
}
