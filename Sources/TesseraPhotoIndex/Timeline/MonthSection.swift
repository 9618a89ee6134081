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
    /// In a filtered timeline, how many the month holds before the filter; `nil` when not filtered.
    public let unfilteredCounts: MediaCounts?

    /// A section for `year`-`month` over `items`; `unfilteredCounts` only in a filtered timeline.
    public init(
        year: Int, month: Int, items: Range<Int>, counts: MediaCounts, unfilteredCounts: MediaCounts? = nil
    ) {
        self.year = year
        self.month = month
        self.items = items
        self.counts = counts
        self.unfilteredCounts = unfilteredCounts
    }

    /// `November 2026`.
    public var monthName: String { "\(CivilDate.monthNames[month - 1]) \(year)" }

    /// The header: `November 2026 · 212 photos, 2 videos`, or in a filtered timeline what is shown of the
    /// month's total, `November 2026 · 3 of 212 photos, 0 of 2 videos`.
    public var title: String {
        guard let unfilteredCounts else { return "\(monthName) · \(counts.summary)" }
        return "\(monthName) · \(counts.summary(shownOf: unfilteredCounts))"
    }
}
