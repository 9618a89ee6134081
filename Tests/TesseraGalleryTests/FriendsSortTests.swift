import TesseraCanvas
import TesseraPhotoLibrary
import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraShell

/// `s` on Friends: as given → by name → newest first → as given, each change animated as moves.
@MainActor
@Suite struct FriendsSortTests {
    /// The names on the cards of a screen, top to bottom and left to right.
    static func names(on screen: Canvas) -> [String] {
        screen.lines().flatMap { line in
            line.split(separator: "│").compactMap { part -> String? in
                guard let range = part.range(of: "'s Feed") else { return nil }
                return String(part[..<range.lowerBound]).split(separator: " ").dropFirst().joined(
                    separator: " ")
            }
        }
    }

    @Test func theFirstSortIsByName() throws {
        let screen = try Screen.snapshot("g s g wait:400", size: "100x70")
        #expect(screen.titleLine.hasPrefix(" Friends · by name"))
        let names = Self.names(on: screen)
        #expect(names.count >= 20)
        #expect(names == names.sorted(by: NaturalOrder.areInIncreasingOrder), "\(names)")
    }

    @Test func theSecondIsNewestFirst() throws {
        let screen = try Screen.snapshot("s s g wait:400", size: "100x70")
        #expect(screen.titleLine.hasPrefix(" Friends · newest first"))
        let dates = screen.lines().compactMap { line -> String? in
            line.range(of: "Updated ").map { String(line[$0.upperBound...].prefix(12)) }
        }
        #expect(dates.first?.hasPrefix("Nov") == true, "\(dates)")
    }

    @Test func theThirdComesBackToTheGivenOrderWithTheFocusKept() throws {
        #expect(try Screen.snapshot("s s s wait:400") == Screen.snapshot())
        let back = try Screen.snapshot("j s s s g wait:400")
        #expect(back == (try Screen.snapshot("j g")), "the same list, seen from the top")
        let focused = try Screen.snapshot("j s s s wait:400")
        #expect(focused.statusLine == (try Screen.snapshot("j")).statusLine)
    }

    @Test func aSortIsAnimatedAsMoves() throws {
        let start = try Screen.snapshot("s", size: "100x30")
        let middle = try Screen.snapshot("s wait:150", size: "100x30")
        let end = try Screen.snapshot("s wait:400", size: "100x30")
        #expect(middle != start && middle != end)
        #expect(start.statusLine == end.statusLine, "the focused friend keeps the focus")
    }

    @Test func aLongListTakesTheNewOrderAtOnceKeepingTheFocus() throws {
        let screen = try Screen.snapshot("s", size: "100x30", count: 6_000)
        #expect(screen.titleLine.hasPrefix(" Friends · by name"))
        #expect(try #require(screen.focusedCardTitle).hasSuffix("Steve's Feed"))
        #expect(!screen.statusLine.hasPrefix(" 1 of "), "Steve is not first by name")
    }

    @Test func anUpdateMakesTheOrderTheSourcesAgain() throws {
        let screen = try Screen.snapshot("s u wait:400", size: "100x30")
        #expect(screen.titleLine.hasPrefix(" Friends "))
        #expect(!screen.titleLine.contains("by name"))
    }

    /// Friends' orders work out each name or date once (a million friends sort in seconds); the result is
    /// the sort by `isBefore`, ties in the list's order, as every other list's.
    @Test func eachSortKeyWorkedOutOnceSortsAsIsBeforeDoes() {
        var friends = Friend.generated(seed: 3, count: 2_000)
        friends += (0..<20).map { Friend(id: People.insertedIDBase + $0, seed: 3) }
        for order in FriendsOrder.allCases {
            let byIsBefore: [Int]? =
                order == .given
                ? nil
                : friends.indices.sorted { a, b in
                    let forward = order.isBefore(friends[a], friends[b]) ?? false
                    let backward = order.isBefore(friends[b], friends[a]) ?? false
                    return forward || (!backward && a < b)
                }
            #expect(order.arrangedPositions(of: friends) == byIsBefore, "\(order)")
        }
    }
}
