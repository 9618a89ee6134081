/// The people on the Friends screen, in order, without materialising a million `Person` values: the list
/// holds ids; generated people are computed from the seed when drawn, inserted ones are stored.
struct FriendsModel {
    private let generator: PersonGenerator
    /// The person at each position, by id.
    private(set) var ids: [Int]
    private var insertedPeople: [Int: Person] = [:]
    private var updatedIDs: Set<Int> = []

    /// The original data for a seed and count: what `r` brings back.
    init(seed: UInt64, count: Int) {
        generator = PersonGenerator(seed: seed, count: count)
        ids = Array(0..<generator.count)
    }

    /// The number of people.
    var count: Int { ids.count }

    /// The person at `index` (which must exist), with the "updated" mark if a reload set it.
    func person(at index: Int) -> Person {
        let id = ids[index]
        var person = insertedPeople[id] ?? generator.person(at: id)
        person.isUpdated = updatedIDs.contains(id)
        return person
    }

    /// Marks the person at `index` as updated just now (what a reload does).
    mutating func markUpdated(at index: Int) {
        updatedIDs.insert(ids[index])
    }

    /// Replaces the order of ids, remembering people that were not there before.
    mutating func replaceIDs(_ newIDs: [Int], adding people: [Person]) {
        for person in people { insertedPeople[person.id] = person }
        ids = newIDs
    }
}
