import TesseraCanvas
import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraShell

@Suite struct PeopleTests {
    @Test func defaultListIsFortyPeopleStartingWithTheSampleFour() {
        let people = People.sample(seed: 1)
        #expect(people.count == 40)
        #expect(people.prefix(4).map(\.name) == ["Steve", "Mohammed", "Samir", "Priyanka"])
        #expect(people.map(\.id) == Array(0..<40))
        #expect(people.allSatisfy { !$0.isUpdated })
    }

    @Test func peopleAfterTheSampleFourHaveDistinctBuiltInNames() {
        for seed: UInt64 in [0, 1, 2, 12345, .max] {
            let rest = People.sample(count: 4 + Names.all.count, seed: seed).dropFirst(4).map(\.name)
            #expect(Set(rest) == Set(Names.all), "seed \(seed)")
        }
    }

    @Test func sameSeedGivesTheSamePeopleAndDifferentSeedsDifferentOnes() {
        #expect(People.sample(seed: 7) == People.sample(seed: 7))
        #expect(People.sample(count: 500, seed: 7) == People.sample(count: 500, seed: 7))
        let other = People.sample(seed: 8)
        #expect(People.sample(seed: 7).map(\.name) != other.map(\.name))
        #expect(People.sample(seed: 7).map(\.lastUpdated) != other.map(\.lastUpdated))
    }

    @Test func sampleHonoursAnyCount() {
        #expect(People.sample(count: 0, seed: 3).isEmpty)
        #expect(People.sample(count: -5, seed: 3).isEmpty)
        #expect(People.sample(count: 1, seed: 3).map(\.name) == ["Steve"])
        #expect(People.sample(count: 40, seed: 3).count == 40)
        #expect(People.sample(count: 1000, seed: 3).count == 1000)
    }

    @Test func sampleIsThePrefixOfTheGenerator() {
        let generator = PersonGenerator(seed: 11, count: 300)
        #expect(People.sample(count: 300, seed: 11) == Array(generator))
        #expect(People.sample(count: 40, seed: 11) == Array(generator.prefix(40)))
    }

    @Test func generatorReachesAMillionPeopleInConstantTimePerIndex() {
        let generator = PersonGenerator(seed: 5, count: 1_000_000)
        #expect(generator.count == 1_000_000)
        let last = generator[999_999]
        #expect(last.id == 999_999)
        #expect(!last.name.isEmpty)
        #expect(last == PersonGenerator(seed: 5, count: 1_000_000).person(at: 999_999))
        #expect(last == PersonGenerator(seed: 5, count: 10).person(at: 999_999))
        #expect(last.name != PersonGenerator(seed: 6).person(at: 999_999).name)
        #expect(generator.last == last)
    }

    @Test func aMillionPeopleCanBeMaterialised() {
        let people = People.sample(count: 1_000_000, seed: 2)
        #expect(people.count == 1_000_000)
        #expect(people[999_999] == PersonGenerator(seed: 2).person(at: 999_999))
        #expect(people[123_456].id == 123_456)
    }

    @Test func generatorClampsCountsAndIndices() {
        #expect(PersonGenerator(seed: 1, count: -1).isEmpty)
        #expect(PersonGenerator(seed: 1, count: .max).count == PersonGenerator.maximumCount)
        #expect(PersonGenerator(seed: 1).person(at: -3) == PersonGenerator(seed: 1).person(at: 0))
        #expect(PersonGenerator(seed: 1).person(at: .max).id == PersonGenerator.maximumCount - 1)
    }

    @Test func generatedIdsAreUniqueAndBelowTheInsertedRange() {
        let people = People.sample(count: 5000, seed: 9)
        #expect(Set(people.map(\.id)).count == 5000)
        #expect(PersonGenerator.maximumCount <= People.insertedIDBase)
    }

    @Test func generatedNamesAreSafeAndVaried() {
        let people = Array(PersonGenerator(seed: 4, count: 3000))
        #expect(people.allSatisfy { !$0.name.isEmpty && TextSanitizer.sanitize($0.name) == $0.name })
        #expect(Set(people.map(\.name)).count > 2000)
        #expect(people.contains { DisplayWidth.of($0.name) > $0.name.count })
    }

    @Test func updateDatesFallWithinTheTwoYearsBeforeToday() {
        let today = People.referenceDate
        let earliest = today.adding(days: -(People.updateWindowDays - 1))
        let people = People.sample(count: 2000, seed: 21)
        #expect(people.allSatisfy { $0.lastUpdated <= today && $0.lastUpdated >= earliest })
        #expect(Set(people.map(\.lastUpdated)).count > 300)
        let custom = SimpleDate(year: 2030, month: 6, day: 1)
        #expect(PersonGenerator(seed: 21, today: custom).allSatisfy { $0.lastUpdated <= custom })
    }

    @Test func insertedPeopleHaveDistinctIdsAboveTheGeneratedOnes() {
        let inserted = (0..<100).map { People.newPerson(seed: 3, index: $0) }
        #expect(Set(inserted.map(\.id)).count == 100)
        #expect(inserted.allSatisfy { $0.id >= People.insertedIDBase && !$0.name.isEmpty })
        #expect(inserted.allSatisfy { $0.lastUpdated == People.referenceDate && !$0.isUpdated })
        #expect(People.newPerson(seed: 3, index: 7) == inserted[7])
        #expect((0..<20).map { People.newPerson(seed: 4, index: $0).name } != inserted.prefix(20).map(\.name))
        #expect(People.newPerson(seed: 3, index: -1).id == People.insertedIDBase)
        #expect(People.newPerson(seed: 3, index: .max).id == .max)
    }
}
