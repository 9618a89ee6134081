/// The photos of one month on the timeline: a run of ``Timeline/items``.
public struct MonthSection: Hashable, Sendable {
    /// The year, such as 2026.
    public let year: Int
    /// The month, 1 … 12.
    public let month: Int
    /// Where the section's items are in ``Timeline/items``.
    public let items: Range<Int>
    /// How many photos and videos it holds.
    public let counts: MediaCounts

    /// A section for `year`-`month` over `items`.
    public init(year: Int, month: Int, items: Range<Int>, counts: MediaCounts) {
        self.year = year
        self.month = month
        self.items = items
        self.counts = counts
    }

    /// `November 2026`.
    public var monthName: String { "\(CivilDate.monthNames[month - 1]) \(year)" }

    /// The header: `November 2026 · 212 photos, 2 videos`.
    public var title: String { "\(monthName) · \(counts.summary)" }

    /// The header after a filter that leaves `shown` of the section: `November 2026 · 3 of 212 photos`.
    public func title(showing shown: MediaCounts) -> String {
        "\(monthName) · \(shown.summary(shownOf: counts))"
    }
}
