/// How many photos and videos a section holds.
public struct MediaCounts: Hashable, Sendable {
    /// Still photos.
    public var photos: Int
    /// Videos.
    public var videos: Int

    /// Counts of `photos` and `videos`.
    public init(photos: Int = 0, videos: Int = 0) {
        self.photos = photos
        self.videos = videos
    }

    /// Photos and videos together.
    public var total: Int { photos + videos }

    /// Counts one more item of `kind`.
    mutating func add(_ kind: MediaKind) {
        switch kind {
        case .photo: photos += 1
        case .video: videos += 1
        }
    }

    /// `212 photos, 2 videos`, `1 photo`, `3 videos`: each kind that is present, singular for one, with
    /// thousands separated by commas.
    public var summary: String {
        parts(photos: (photos, photos), videos: (videos, videos)) { count, _ in Self.grouped(count) }
    }

    /// `3 of 212 photos, 0 of 2 videos` after a filter: `self` what is shown, `total` the section's counts.
    /// Each kind present in `total` is listed, pluralised by the total.
    public func summary(shownOf total: MediaCounts) -> String {
        parts(photos: (photos, total.photos), videos: (videos, total.videos)) { shown, all in
            "\(Self.grouped(shown)) of \(Self.grouped(all))"
        }
    }

    private func parts(
        photos: (shown: Int, total: Int), videos: (shown: Int, total: Int), number: (Int, Int) -> String
    ) -> String {
        var parts: [String] = []
        if photos.total > 0 || videos.total == 0 {
            parts.append("\(number(photos.shown, photos.total)) photo\(photos.total == 1 ? "" : "s")")
        }
        if videos.total > 0 {
            parts.append("\(number(videos.shown, videos.total)) video\(videos.total == 1 ? "" : "s")")
        }
        return parts.joined(separator: ", ")
    }

    /// `99840` as `99,840`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }
}
