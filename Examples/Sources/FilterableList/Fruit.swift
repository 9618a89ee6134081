import TesseraKit

/// One row of the list.
struct Fruit: Equatable {
    let name: String
    let calories: Int

    /// The list in its own order.
    static let basket: [Fruit] = [
        Fruit(name: "Cherry", calories: 50), Fruit(name: "Apple", calories: 52),
        Fruit(name: "Banana", calories: 89), Fruit(name: "Blueberry", calories: 57),
        Fruit(name: "Mango", calories: 60), Fruit(name: "Kiwi", calories: 61),
        Fruit(name: "Lemon", calories: 29), Fruit(name: "Pear", calories: 57),
    ]
}

/// The orders `s` cycles through: as given, by name, lightest first.
enum FruitOrder: ArrangementOrder {
    case given, name, lightest

    var label: String? {
        switch self {
        case .given: nil
        case .name: "by name"
        case .lightest: "lightest first"
        }
    }

    func isBefore(_ a: Fruit, _ b: Fruit) -> Bool? {
        switch self {
        case .given: nil
        case .name: a.name < b.name
        case .lightest: a.calories < b.calories
        }
    }
}
