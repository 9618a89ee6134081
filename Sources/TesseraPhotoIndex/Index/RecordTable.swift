import TesseraPhotoLibrary

/// The index's rows in memory, looked up by path: the records in one dense array, and each path's
/// position in it.
///
/// A dictionary of the records themselves keeps each one (about 250 bytes) in a bucket of a table sized
/// for its load factor: 100,000 rows took 262,144 buckets, 71 MB, of which 60 % stood empty. Here the
/// table holds a position per path (12 bytes a bucket) and the records lie side by side.
///
/// Rows loaded from the database (``appendLoaded(_:)``) are only appended: the positions are made at the
/// first lookup, so a warm start's first screen, drawn from ``values`` alone, does not wait for them.
struct RecordTable {
    /// Every record, in no particular order.
    private(set) var values: [FileRecord] = []
    /// Where each path's record is in ``values``; `nil` until the first lookup after loading.
    private var positions: [PathKey: Int32]? = [:]

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
        positions?.reserveCapacity(minimumCapacity)
    }

    /// Appends a record read from the database, whose path no other record has (the path is the table's
    /// primary key); its position is made with the others at the first lookup.
    mutating func appendLoaded(_ record: FileRecord) {
        positions = nil
        values.append(record)
    }

    /// The positions of every record, made now if they were not: before the table is read on several
    /// threads at once (``record(at:)``).
    mutating func makePositions() {
        guard positions == nil else { return }
        var made = [PathKey: Int32](minimumCapacity: max(values.count, values.capacity))
        for (position, record) in values.enumerated() {
            made[PathKey(record.path)] = Int32(position)
        }
        positions = made
    }

    /// The record of the path `key`, without changing the table (several threads may read it at once);
    /// the positions must have been made (``makePositions()``).
    func record(at key: PathKey) -> FileRecord? {
        guard let positions else { preconditionFailure("RecordTable.record(at:) before makePositions()") }
        return positions[key].map { values[Int($0)] }
    }

    /// The record of the path `key`; setting `nil` removes it (the last record takes its place).
    subscript(key: PathKey) -> FileRecord? {
        mutating get {
            makePositions()
            return positions![key].map { values[Int($0)] }
        }
        set {
            makePositions()
            if let newValue {
                // One lookup for a new path (loading 100,000 rows): the position is put in at once.
                if let position = positions!.updateValue(Int32(values.count), forKey: key) {
                    positions![key] = position
                    values[Int(position)] = newValue
                } else {
                    values.append(newValue)
                }
            } else if let position = positions!.removeValue(forKey: key).map(Int.init) {
                let last = values.removeLast()
                guard position < values.count else { return }
                values[position] = last
                positions![PathKey(last.path)] = Int32(position)
            }
        }
    }
}
