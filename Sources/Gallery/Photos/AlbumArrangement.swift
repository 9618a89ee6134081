import PhotoLibrary

/// How the album list is shown: which albums (the `/` filter) and in which order (`s`).
struct AlbumArrangement: Equatable {
    /// The orders `s` cycles through.
    enum Order: CaseIterable, Equatable {
        /// As the folder gives them: the root's own album first, then by path (natural order).
        case name
        /// The album with the most recently changed photo first.
        case newestPhoto
        /// The album with the most photos first.
        case photoCount

        /// The order after this one.
        var next: Order {
            let all = Self.allCases
            return all[(all.firstIndex(of: self)! + 1) % all.count]
        }

        /// What the title bar says, if anything (the folder's own order says nothing).
        var label: String? {
            switch self {
            case .name: nil
            case .newestPhoto: "newest first"
            case .photoCount: "most photos first"
            }
        }
    }

    /// The order.
    var order = Order.name
    /// The filter, if one is open or kept.
    var filter: FilterField?

    /// The albums to show, from all of them in the library's order.
    func arrange(_ albums: [Album]) -> [Album] {
        var shown = albums
        if let filter, !filter.text.isEmpty {
            let query = FuzzyQuery(filter.text)
            shown = shown.filter { query.match(FoldedText($0.name)) != nil }
        }
        switch order {
        case .name:
            return shown
        case .newestPhoto:
            return Self.stableSorted(shown) {
                ($0.newestModification ?? .distantPast) > ($1.newestModification ?? .distantPast)
            }
        case .photoCount:
            return Self.stableSorted(shown) { $0.photos.count > $1.photos.count }
        }
    }

    /// `albums` sorted by `isBefore`, keeping their order among equals.
    private static func stableSorted(_ albums: [Album], by isBefore: (Album, Album) -> Bool) -> [Album] {
        albums.enumerated().sorted { a, b in
            isBefore(a.element, b.element) || (!isBefore(b.element, a.element) && a.offset < b.offset)
        }.map(\.element)
    }
}

extension FileTime {
    /// Earlier than any file's time: where an album without photos sorts.
    static let distantPast = FileTime(seconds: .min, nanoseconds: 0)
}
