import TesseraShell

/// The app's built-in friends: the sample's default list, lists of any size, and people to insert.
///
/// Everything is fixed by a seed (the app's `--seed`), so the same command shows the same friends.
public enum People {
    /// The four names the published sample starts with, in its order.
    public static let sampleNames = ["Steve", "Mohammed", "Samir", "Priyanka"]

    /// How many friends the app shows by default.
    public static let defaultCount = GalleryOptions.defaultFriendCount

    /// The day that counts as "today" for generated update dates, so output does not depend on the clock.
    public static let referenceDate = SimpleDate(year: 2026, month: 11, day: 21)

    /// How many days back a generated friend's latest update can be: two years.
    public static let updateWindowDays = 730

    /// The first id of people inserted by batch updates; generated people have smaller ids.
    public static let insertedIDBase = 1_000_000_000

    /// `count` people (0 or more; at most ``PersonGenerator/maximumCount``) fixed by `seed`, starting with
    /// the sample's four names; the same as `Array(PersonGenerator(seed: seed, count: count))`.
    ///
    /// For very long lists prefer the ``PersonGenerator`` itself, which stores nothing.
    public static func sample(count: Int = defaultCount, seed: UInt64) -> [Person] {
        Array(PersonGenerator(seed: seed, count: count))
    }

    /// A new friend for a batch update's insert: the `index`-th person inserted in a session with `seed`.
    ///
    /// The id is ``insertedIDBase`` + `index` (a negative index counts as 0), so inserted people never
    /// share an id with generated ones or with each other; the name comes from the built-in list, and the
    /// friend has just updated (`lastUpdated` is `today`).
    public static func newPerson(seed: UInt64, index: Int, today: SimpleDate = referenceDate) -> Person {
        let index = min(max(index, 0), Int.max - insertedIDBase)
        let hash = SeededHash.mix(seed, 0x1_4E5E_27ED, SeededHash.bits(index))
        let name = Names.combined(hash, hash >> 32)
        return Person(id: insertedIDBase + index, name: name, lastUpdated: today)
    }
}
