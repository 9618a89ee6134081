/// A list of generated people that computes each person on demand, in O(1), from the seed and the index.
///
/// Nothing is stored per person, so a Friends screen of a million people costs no more memory than one
/// of forty: only the people on screen are ever built. Person `i` is always the same for the same seed:
///
/// - the first four are the sample's `Steve`, `Mohammed`, `Samir` and `Priyanka`;
/// - the next ``Names/all``.count people get every built-in name once, in an order fixed by the seed;
/// - later people get a given name and a family name combined from the list (``Names/combined(_:_:)``),
///   so names repeat eventually, but ids never do;
/// - `id` is the index itself, and `lastUpdated` falls within the two years (730 days) up to `today`.
public struct PersonGenerator: RandomAccessCollection, Hashable, Sendable {
    /// The largest number of people a generator holds; ids from here on belong to inserted people.
    public static let maximumCount = People.insertedIDBase

    /// The seed that fixes every name and date.
    public let seed: UInt64
    /// How many people the list holds, 0...``maximumCount``.
    public let count: Int
    /// The most recent day a generated person can have updated on.
    public let today: SimpleDate
    /// ``today`` as days since the epoch, computed once rather than per person.
    private let todayDays: Int
    /// The multiplier of the seed-chosen permutation of the built-in names (coprime with their count).
    private let stride: Int
    /// The offset of the seed-chosen permutation of the built-in names.
    private let offset: Int

    /// A list of `count` people (clamped to 0...``maximumCount``) fixed by `seed`.
    public init(seed: UInt64, count: Int = People.defaultCount, today: SimpleDate = People.referenceDate) {
        self.seed = seed
        self.count = Swift.min(Swift.max(count, 0), Self.maximumCount)
        self.today = today
        self.todayDays = today.daysSinceEpoch
        let names = Names.all.count
        let choice = SeededHash.mix(seed, 0x4E41_4D45_5F4F_5244)
        var stride = 1 + Int(choice % UInt64(names - 1))
        while Self.greatestCommonDivisor(stride, names) != 1 { stride = stride % (names - 1) + 1 }
        self.stride = stride
        self.offset = Int((choice >> 32) % UInt64(names))
    }

    /// The first index, 0.
    public var startIndex: Int { 0 }

    /// One past the last index: ``count``.
    public var endIndex: Int { count }

    /// The person at `position`, which must lie in `0..<count`.
    public subscript(position: Int) -> Person {
        precondition(indices.contains(position), "person index \(position) out of 0..<\(count)")
        return person(at: position)
    }

    /// The person at `index`, computed in O(1); any index in `0..<maximumCount` works whatever ``count``
    /// is, and an index outside that range is clamped into it.
    public func person(at index: Int) -> Person {
        let index = Swift.min(Swift.max(index, 0), Self.maximumCount - 1)
        let hash = SeededHash.mix(seed, SeededHash.bits(index))
        let samples = People.sampleNames
        let names = Names.all
        let name: String
        if index < samples.count {
            name = samples[index]
        } else if index - samples.count < names.count {
            name = names[(stride * (index - samples.count) + offset) % names.count]
        } else {
            name = Names.combined(hash, hash >> 32)
        }
        let daysAgo = Int((hash >> 20) % UInt64(People.updateWindowDays))
        return Person(id: index, name: name, lastUpdated: SimpleDate(daysSinceEpoch: todayDays - daysAgo))
    }

    /// Euclid's greatest common divisor of two positive numbers.
    private static func greatestCommonDivisor(_ first: Int, _ second: Int) -> Int {
        var (a, b) = (first, second)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
