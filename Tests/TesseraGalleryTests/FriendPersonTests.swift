import Testing

@testable import TesseraDemo

/// A friend's person is the same whichever way it is generated: alone, or by the one generator the cards
/// of a frame share.
@Suite struct FriendPersonTests {
    @Test func aSharedGeneratorGivesEachFriendTheirOwnPerson() {
        let generator = Friend.generator(seed: 7)
        for id in [0, 3, 4, 250, 999_999, PersonGenerator.maximumCount - 1] {
            let friend = Friend(id: id, seed: 7)
            #expect(friend.person(generatedBy: generator) == friend.person)
            #expect(friend.person == PersonGenerator(seed: 7, count: 5).person(at: id))
        }
    }

    @Test func aGeneratorOfAnotherSeedIsNotUsed() {
        let friend = Friend(id: 4_321, seed: 7)
        let expected = PersonGenerator(seed: 7).person(at: 4_321)
        #expect(friend.person(generatedBy: Friend.generator(seed: 8)) == expected)
        #expect(friend.person(generatedBy: PersonGenerator(seed: 7, count: 10)) == expected)
    }

    @Test func insertedAndUpdatedFriendsKeepWhatTheyAre() {
        let generator = Friend.generator(seed: 3)
        let inserted = Friend(id: People.insertedIDBase + 2, seed: 3)
        #expect(inserted.person(generatedBy: generator) == People.newPerson(seed: 3, index: 2))
        var updated = Friend(id: 12, seed: 3)
        updated.isUpdated = true
        #expect(updated.person(generatedBy: generator).isUpdated)
        #expect(updated.person(generatedBy: generator).name == PersonGenerator(seed: 3).person(at: 12).name)
    }
}

/// `Friend.map(_:_:)`, what sorting reads through: each friend's own person, across runs of seeds and
/// inserted friends.
@Suite struct FriendMapTests {
    @Test func eachFriendGetsTheirOwnPersonsValue() {
        var friends = (0..<40).map { Friend(id: $0 * 37, seed: $0 % 7 < 4 ? 5 : 9) }
        friends.append(Friend(id: People.insertedIDBase + 1, seed: 5))
        friends.append(Friend(id: 3, seed: 5, isUpdated: true))
        #expect(Friend.map(friends, \.name) == friends.map { $0.person.name })
        #expect(Friend.map(friends, \.lastUpdated) == friends.map { $0.person.lastUpdated })
        #expect(Friend.map(friends, \.isUpdated) == friends.map { $0.person.isUpdated })
    }
}
