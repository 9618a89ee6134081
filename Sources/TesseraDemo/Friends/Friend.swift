/// One friend in the Friends list: a generated person (by id, from the seed) or one inserted by `u`
/// (`People.newPerson(seed:index:)`), and whether a reload marked them updated. Nothing else is stored, so
/// a million friends cost 24 MB, and a person is generated only when drawn, sorted or indexed.
struct Friend: Hashable, Sendable {
    /// The person's id: below `People.insertedIDBase` a generated person, from there on an inserted one.
    let id: Int
    /// The seed the person is generated from.
    let seed: UInt64
    /// Whether a reload marked this friend as just updated.
    var isUpdated = false

    /// The person, generated now.
    var person: Person { person(generatedBy: Self.generator(seed: seed)) }

    /// The person, generated now by `generator` when it is this friend's seed's (``generator(seed:)``):
    /// making a generator costs more than generating a person, so whoever draws many friends makes one.
    func person(generatedBy generator: PersonGenerator) -> Person {
        var person =
            id >= People.insertedIDBase
            ? People.newPerson(seed: seed, index: id - People.insertedIDBase)
            : generator.seed == seed && generator.count == PersonGenerator.maximumCount
                ? generator.person(at: id) : Self.generator(seed: seed).person(at: id)
        person.isUpdated = isUpdated
        return person
    }

    /// The generator of every generated person of `seed`.
    static func generator(seed: UInt64) -> PersonGenerator {
        PersonGenerator(seed: seed, count: PersonGenerator.maximumCount)
    }

    /// The person's name, which the filter matches.
    var name: String { person.name }

    /// `property` of each friend's person, made through one generator per run of friends of one seed
    /// rather than one per friend (a sort of a million friends made a million generators).
    static func map<Value>(_ friends: [Friend], _ property: (Person) -> Value) -> [Value] {
        var generator: PersonGenerator?
        return friends.map { friend in
            let current =
                generator.flatMap { $0.seed == friend.seed ? $0 : nil } ?? Self.generator(seed: friend.seed)
            generator = current
            return property(friend.person(generatedBy: current))
        }
    }

    /// The friends `options` generate, in the sample's order: what the app starts with and `r` brings back.
    static func generated(seed: UInt64, count: Int) -> [Friend] {
        (0..<PersonGenerator(seed: seed, count: count).count).map { Friend(id: $0, seed: seed) }
    }
}
