import Dispatch
import TesseraKit

/// Names as people have them: ASCII, accented, capitalised, CJK, with spaces.
let sampleNames = [
    "Steve", "Mohammed", "Samir", "Priyanka", "Zoë Müller", "Renée", "Jamie", "Jo Miller", "Jim", "Amy",
    "山田太郎", "김민준", "Marie-Claire", "O'Brien", "Mateo", "Maria", "Mario", "Sam", "Samantha", "Émile",
]

/// Every position whose name matches, folded afresh, in `order`: what a filter must answer.
func matchingAfresh(
    _ query: FuzzyQuery, count: Int, order: ListFilterOrder, name: (Int) -> String
) -> [Int] {
    let matches = (0..<count).compactMap { position in
        query.match(FoldedText(name(position))).map { (position: position, score: $0.score) }
    }
    guard order == .score, !query.isEmpty else { return matches.map(\.position) }
    return matches.sorted { ($0.score, -$0.position) > ($1.score, -$1.position) }.map(\.position)
}

/// Holds back whoever calls ``pass()`` until ``open()``.
final class Gate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    /// Lets every caller of ``pass()`` through, now and later.
    func open() { semaphore.signal() }

    /// Returns once the gate is open.
    func pass() {
        semaphore.wait()
        semaphore.signal()
    }
}

/// The highest number noted.
final class Highest {
    private(set) var value = -1

    /// Keeps `number` if it is the highest so far.
    func note(_ number: Int) { value = max(value, number) }
}
