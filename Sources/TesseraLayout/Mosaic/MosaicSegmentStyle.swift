/// How a mosaic segment divides its 200 pt strip among its items.
public enum MosaicSegmentStyle: Int, CaseIterable, Sendable {
    /// One item over the whole width.
    case fullWidth
    /// Two items side by side, half the width each.
    case fiftyFifty
    /// A large item on the left two thirds, two stacked items on the right third.
    case twoThirdsOneThird
    /// Two stacked items on the left third, a large item on the right two thirds.
    case oneThirdTwoThirds

    /// How many items a segment of this style holds.
    public var itemCount: Int {
        switch self {
        case .fullWidth: 1
        case .fiftyFifty: 2
        case .twoThirdsOneThird, .oneThirdTwoThirds: 3
        }
    }

    /// The frames of a segment of this style occupying `segment`, in item order, as the sample divides it.
    public func frames(in segment: Rect) -> [Rect] {
        switch self {
        case .fullWidth:
            return [segment]
        case .fiftyFifty:
            let halves = segment.dividedIntegral(fraction: 0.5, from: .minX)
            return [halves.first, halves.second]
        case .twoThirdsOneThird:
            let columns = segment.dividedIntegral(fraction: 2.0 / 3.0, from: .minX)
            let stack = columns.second.dividedIntegral(fraction: 0.5, from: .minY)
            return [columns.first, stack.first, stack.second]
        case .oneThirdTwoThirds:
            let columns = segment.dividedIntegral(fraction: 1.0 / 3.0, from: .minX)
            let stack = columns.first.dividedIntegral(fraction: 0.5, from: .minY)
            return [stack.first, stack.second, columns.second]
        }
    }
}
