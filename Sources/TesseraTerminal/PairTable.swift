/// The colour pairs a terminal has been given, numbered 1 to ``capacity`` and recycled least recently
/// used first when they run out.
///
/// Pairs are counted by how many cells on screen use them (``retain(_:)``, ``release(_:)``). When the
/// table is full, the pair to recycle is the least recently used pair that no cell shows; only when
/// every pair is on screen is the least recently used one of those taken (its cells change colour, which
/// beats running out). Redefining a pair costs ncurses a scan of the whole screen, so the caller counts
/// ``evictions`` and may start the table afresh instead (``removeAll()``).
///
/// The table numbers the pairs itself rather than leaving it to ncurses' `alloc_pair`: in ncurses 6.4,
/// once `alloc_pair` has handed out and recycled about `COLOR_PAIRS` pairs, its search for a free slot
/// runs past the last valid number and it fails for good.
///
/// Pure: pairs are defined through a ``PairAllocator``, so the policy is tested without ncurses.
struct PairTable {
    /// How many pairs may exist at once: numbers 1 to `capacity`.
    let capacity: Int
    /// The lowest number never defined since the table started.
    private var nextNumber: Int32 = 1
    /// How many pairs were recycled since the last ``resetEvictions()``.
    private(set) var evictions = 0
    private var numbers: [Palette.ColorPair: Int32] = [:]
    private var colors: [Int32: Palette.ColorPair] = [:]
    private var uses: [Int32: Int] = [:]
    /// Pairs no cell shows, least recently used first, and pairs on screen, likewise.
    private var idle = RecencyList()
    private var shown = RecencyList()

    /// A table of at most `capacity` pairs.
    init(capacity: Int) {
        self.capacity = max(capacity, 0)
    }

    /// The number of pairs in the table.
    var count: Int { numbers.count }

    /// The pair for `colors`: the one it has, or a new one, recycling a pair when the table is full.
    /// Returns 0 (the default colours) when the terminal refuses the pair.
    mutating func pair(for colors: Palette.ColorPair, allocator: some PairAllocator) -> Int32 {
        if let number = numbers[colors] {
            touch(number)
            return number
        }
        let number: Int32
        if Int(nextNumber) <= capacity {
            number = nextNumber
            nextNumber += 1
        } else if let victim = idle.first ?? shown.first {
            remove(victim)
            evictions += 1
            number = victim
        } else {
            return 0
        }
        guard allocator.define(number, colors.foreground, colors.background) else { return 0 }
        numbers[colors] = number
        self.colors[number] = colors
        uses[number] = 0
        idle.append(number)
        return number
    }

    /// Counts one more cell showing `pair`. Pair 0 and unknown pairs are ignored.
    mutating func retain(_ pair: Int32) {
        guard let count = uses[pair] else { return }
        uses[pair] = count + 1
        if count == 0 {
            idle.remove(pair)
            shown.append(pair)
        }
    }

    /// Counts one cell fewer showing `pair`.
    mutating func release(_ pair: Int32) {
        guard let count = uses[pair], count > 0 else { return }
        uses[pair] = count - 1
        if count == 1 {
            shown.remove(pair)
            idle.append(pair)
        }
    }

    /// Starts counting ``evictions`` from zero.
    mutating func resetEvictions() {
        evictions = 0
    }

    /// Forgets every pair: numbers are given out from 1 again, each redefined as it is next needed.
    mutating func removeAll() {
        self = PairTable(capacity: capacity)
    }

    /// Whether `pair` is in use by at least one cell on screen (for tests).
    func isShown(_ pair: Int32) -> Bool { (uses[pair] ?? 0) > 0 }

    private mutating func touch(_ number: Int32) {
        if uses[number, default: 0] > 0 {
            shown.moveToEnd(number)
        } else {
            idle.moveToEnd(number)
        }
    }

    private mutating func remove(_ number: Int32) {
        guard let pairColors = colors[number] else { return }
        numbers[pairColors] = nil
        colors[number] = nil
        uses[number] = nil
        idle.remove(number)
        shown.remove(number)
    }
}

/// Defines terminal colour pairs: ncurses' `init_extended_pair`, or a test's stand-in.
protocol PairAllocator {
    /// Makes pair `number` show two terminal colour numbers (-1 is the default); `false` when refused.
    func define(_ number: Int32, _ foreground: Int32, _ background: Int32) -> Bool
}
