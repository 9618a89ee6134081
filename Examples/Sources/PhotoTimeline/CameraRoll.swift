import TesseraLayout

/// A few months of a camera roll, newest first: one section per month, each photo with a name and a shape.
struct CameraRoll: JustifiedLayoutDelegate {
    /// One month: its title and the aspect ratios (width over height) of its photos.
    struct Month: Sendable {
        var title: String
        var shapes: [Double]
    }

    /// Shapes a phone makes: 4:3, 3:4, 16:9, square, 9:16 and a panorama.
    static let phoneShapes = [4.0 / 3, 3.0 / 4, 16.0 / 9, 1, 9.0 / 16, 4, 4.0 / 3, 4.0 / 3]

    var months: [Month]

    /// `counts.count` months back from November 2026, with `counts[i]` photos in the i-th.
    init(counts: [Int]) {
        let names = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        var shapeIndex = 0
        months = counts.enumerated().map { offset, count in
            let month = (10 - offset % 12 + 12) % 12
            let year = 2026 - (offset + 1) / 12
            let shapes = (0..<count).map { _ in
                defer { shapeIndex += 1 }
                return Self.phoneShapes[shapeIndex % Self.phoneShapes.count]
            }
            return Month(title: "\(names[month]) \(year)", shapes: shapes)
        }
    }

    /// The number of photos in each month, the collection view's sections.
    var itemCounts: [Int] { months.map(\.shapes.count) }

    /// A photo's file name: numbered through the whole roll, oldest first, as a camera names them.
    func name(of indexPath: IndexPath) -> String {
        let later = months[indexPath.section...].dropFirst().reduce(0) { $0 + $1.shapes.count }
        let number = later + months[indexPath.section].shapes.count - indexPath.item
        return "IMG_\(String(repeating: "0", count: max(4 - String(number).count, 0)))\(number)"
    }

    func aspectRatio(forItemAt indexPath: IndexPath, in context: LayoutContext) -> Double? {
        guard months.indices.contains(indexPath.section),
            months[indexPath.section].shapes.indices.contains(indexPath.item)
        else { return nil }
        return months[indexPath.section].shapes[indexPath.item]
    }
}
