import Testing

@testable import TesseraLayout

@Suite struct RectTests {
    @Test func intersectsNeedsPositiveAreaSoTouchingEdgesDoNotCount() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersects(Rect(x: 5, y: 5, width: 10, height: 10)))
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 0, y: 10, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 2, y: 2, width: 0, height: 5)))
        #expect(!Rect(x: 2, y: 2, width: -3, height: 5).intersects(a))
    }

    @Test func intersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 6, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 6, width: 5, height: 4))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 1, height: 1)) == nil)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 16))
        #expect(a.union(.zero) == a)
        #expect(Rect.zero.union(b) == b)
    }

    @Test func insetShrinksEachEdge() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(
            r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == Rect(x: 2, y: 1, width: 94, height: 46))
        #expect(r.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
    }

    @Test func dividedCutsFromEachEdgeAndClampsTheDistance() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(
            r.divided(atDistance: 30, from: .minX) == (
                Rect(x: 10, y: 20, width: 30, height: 50), Rect(x: 40, y: 20, width: 70, height: 50)
            ))
        #expect(
            r.divided(atDistance: 30, from: .maxX) == (
                Rect(x: 80, y: 20, width: 30, height: 50), Rect(x: 10, y: 20, width: 70, height: 50)
            ))
        #expect(
            r.divided(atDistance: 10, from: .minY) == (
                Rect(x: 10, y: 20, width: 100, height: 10), Rect(x: 10, y: 30, width: 100, height: 40)
            ))
        #expect(
            r.divided(atDistance: 10, from: .maxY) == (
                Rect(x: 10, y: 60, width: 100, height: 10), Rect(x: 10, y: 20, width: 100, height: 40)
            ))
        #expect(r.divided(atDistance: 500, from: .minX).remainder.width == 0)
        #expect(r.divided(atDistance: -5, from: .minX).slice.width == 0)
    }

    @Test func dividedIntegralRoundsTheFirstSliceUpAndLeavesAOnePointGutter() {
        let segment = Rect(x: 0, y: 1, width: 375, height: 200)
        let halves = segment.dividedIntegral(fraction: 0.5, from: .minX)
        #expect(halves.first == Rect(x: 0, y: 1, width: 188, height: 200))
        #expect(halves.second == Rect(x: 189, y: 1, width: 186, height: 200))
        let thirds = segment.dividedIntegral(fraction: 2.0 / 3.0, from: .minX)
        #expect(thirds.first == Rect(x: 0, y: 1, width: 250, height: 200))
        #expect(thirds.second == Rect(x: 251, y: 1, width: 124, height: 200))
        let stacked = thirds.second.dividedIntegral(fraction: 0.5, from: .minY)
        #expect(stacked.first == Rect(x: 251, y: 1, width: 124, height: 100))
        #expect(stacked.second == Rect(x: 251, y: 102, width: 124, height: 99))
    }

    @Test func dividedIntegralNeverInvertsATinyRect() {
        let halves = Rect(x: 0, y: 0, width: 1, height: 200).dividedIntegral(fraction: 0.5, from: .minX)
        #expect(halves.first.width == 1)
        #expect(halves.second.width == 0)
        #expect(halves.second.minX == 2)
    }

    @Test func scaledVisibleFrameShrinksAboutTheCentre() {
        let attributes = LayoutAttributes(
            indexPath: IndexPath(item: 0), frame: Rect(x: 0, y: 0, width: 100, height: 40), scale: 0.5)
        #expect(attributes.visibleFrame == Rect(x: 25, y: 10, width: 50, height: 20))
    }
}
