@testable import TesseraLayout

/// A line-by-line port of the mosaic algorithm as Apple's sample publishes it, kept as the oracle the
/// arithmetic ``MosaicLayout`` must match frame for frame. Its content size is the sample's, bug included.
struct PublishedMosaic {
    var frames: [Rect] = []
    var sampleContentSize = Size.zero

    init(width: Double, height: Double, count: Int) {
        var contentBounds = Rect(origin: .zero, size: Size(width: width, height: height))
        var currentIndex = 0
        var segment = MosaicSegmentStyle.fullWidth
        var lastFrame = Rect.zero
        while currentIndex < count {
            let segmentFrame = Rect(x: 0, y: lastFrame.maxY + 1, width: width, height: 200)
            var segmentRects: [Rect] = []
            switch segment {
            case .fullWidth:
                segmentRects = [segmentFrame]
            case .fiftyFifty:
                let horizontal = segmentFrame.dividedIntegral(fraction: 0.5, from: .minX)
                segmentRects = [horizontal.first, horizontal.second]
            case .twoThirdsOneThird:
                let horizontal = segmentFrame.dividedIntegral(fraction: 2.0 / 3.0, from: .minX)
                let vertical = horizontal.second.dividedIntegral(fraction: 0.5, from: .minY)
                segmentRects = [horizontal.first, vertical.first, vertical.second]
            case .oneThirdTwoThirds:
                let horizontal = segmentFrame.dividedIntegral(fraction: 1.0 / 3.0, from: .minX)
                let vertical = horizontal.first.dividedIntegral(fraction: 0.5, from: .minY)
                segmentRects = [vertical.first, vertical.second, horizontal.second]
            }
            for rect in segmentRects {
                frames.append(rect)
                contentBounds = contentBounds.union(lastFrame)  // the sample's bug: the previous frame
                currentIndex += 1
                lastFrame = rect
            }
            switch count - currentIndex {
            case 1: segment = .fullWidth
            case 2: segment = .fiftyFifty
            default:
                switch segment {
                case .fullWidth: segment = .fiftyFifty
                case .fiftyFifty: segment = .twoThirdsOneThird
                case .twoThirdsOneThird: segment = .oneThirdTwoThirds
                case .oneThirdTwoThirds: segment = .fiftyFifty
                }
            }
        }
        sampleContentSize = contentBounds.size
    }
}
