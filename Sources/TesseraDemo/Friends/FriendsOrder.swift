import TesseraKit
import TesseraPhotoLibrary

/// The orders `s` cycles the Friends list through; each case's raw value is what the title bar says
/// after "Friends".
enum FriendsOrder: String, ArrangementOrder {
    /// As the data gives it (the sample's order, or after updates, theirs).
    case given = ""
    /// By name, A to Z (natural order, ignoring case).
    case name = "by name"
    /// The most recently updated first.
    case lastUpdated = "newest first"

    func isBefore(_ a: Friend, _ b: Friend) -> Bool? {
        switch self {
        case .given: nil
        case .name: NaturalOrder.areInIncreasingOrder(a.name, b.name)
        case .lastUpdated: a.person.lastUpdated > b.person.lastUpdated
        }
    }

    /// As ``isBefore(_:_:)`` sorts them, each friend's name or date generated once rather than at every
    /// comparison (a million friends sort in seconds, not minutes), and one comparison per step: equal
    /// keys keep the list order (names that natural order ties but that differ, as `ann` and `Ann`, are
    /// not told apart).
    func arrangedPositions(of friends: [Friend]) -> [Int]? {
        switch self {
        case .given:
            return nil
        case .name:
            let names = Friend.map(friends, \.name)
            return friends.indices.sorted { a, b in
                NaturalOrder.areInIncreasingOrder(names[a], names[b]) || (names[a] == names[b] && a < b)
            }
        case .lastUpdated:
            let dates = Friend.map(friends, \.lastUpdated)
            return friends.indices.sorted { a, b in (dates[a], -a) > (dates[b], -b) }
        }
    }
}
