import TesseraLayout

extension CollectionView {
    /// The nearest item beyond `origin` in `direction`: among items that start past `origin`'s centre in
    /// that direction, and lie within a screen of it sideways, the one with the least gap along it plus
    /// twice the sideways offset of the centres.
    ///
    /// The sideways limit keeps every search proportional to what is near: across a long list (left and
    /// right in a vertical mosaic of 50,000 items), an unlimited band would gather the whole content for a
    /// key press that finds nothing, and jumping thousands of rows to the side is no move a person expects.
    func nearestItem(from origin: Rect, excluding current: IndexPath, in direction: FocusDirection)
        -> IndexPath?
    {
        let content = Rect(origin: .zero, size: layout.contentSize)
        let screen = max(boundsSize.height, boundsSize.width, 64)
        var depth = screen
        while true {
            let band = searchBand(
                beyond: origin, in: direction, depth: depth, sideways: screen, content: content)
            var best: (item: IndexPath, score: Double)?
            for attributes in layout.attributes(in: band)
            where attributes.kind == .cell && attributes.indexPath != current {
                guard let score = Self.score(of: attributes.frame, from: origin, in: direction) else {
                    continue
                }
                // The least score wins; of equal scores, the first index path.
                if best.map({ (score, attributes.indexPath) < ($0.score, $0.item) }) ?? true {
                    best = (attributes.indexPath, score)
                }
            }
            if let best { return best.item }
            if Self.reachesEdge(band, of: content, in: direction) { return nil }
            depth *= 4
        }
    }

    /// The rectangle beyond `origin`'s centre in `direction`, `depth` points deep and reaching `sideways`
    /// points past `origin` on either side (within the content and `origin`).
    private func searchBand(
        beyond origin: Rect, in direction: FocusDirection, depth: Double, sideways: Double, content: Rect
    ) -> Rect {
        let wide = content.union(origin)
        switch direction {
        case .down, .up:
            let minX = max(wide.minX, origin.minX - sideways)
            let width = min(wide.maxX, origin.maxX + sideways) - minX
            let y = direction == .down ? origin.midY : origin.midY - depth
            return Rect(x: minX, y: y, width: width, height: depth)
        case .right, .left:
            let minY = max(wide.minY, origin.minY - sideways)
            let height = min(wide.maxY, origin.maxY + sideways) - minY
            let x = direction == .right ? origin.midX : origin.midX - depth
            return Rect(x: x, y: minY, width: depth, height: height)
        }
    }

    /// Whether the band already extends to the content's far edge in `direction`.
    private static func reachesEdge(_ band: Rect, of content: Rect, in direction: FocusDirection) -> Bool {
        switch direction {
        case .down: band.maxY >= content.maxY
        case .up: band.minY <= content.minY
        case .right: band.maxX >= content.maxX
        case .left: band.minX <= content.minX
        }
    }

    /// How far `frame` is from `origin` in `direction`, or `nil` when it does not lie that way.
    static func score(of frame: Rect, from origin: Rect, in direction: FocusDirection) -> Double? {
        let along: Double
        let sideways: Double
        switch direction {
        case .down:
            guard frame.minY >= origin.midY else { return nil }
            along = max(frame.minY - origin.maxY, 0)
            sideways = abs(frame.midX - origin.midX)
        case .up:
            guard frame.maxY <= origin.midY else { return nil }
            along = max(origin.minY - frame.maxY, 0)
            sideways = abs(frame.midX - origin.midX)
        case .right:
            guard frame.minX >= origin.midX else { return nil }
            along = max(frame.minX - origin.maxX, 0)
            sideways = abs(frame.midY - origin.midY)
        case .left:
            guard frame.maxX <= origin.midX else { return nil }
            along = max(origin.minX - frame.maxX, 0)
            sideways = abs(frame.midY - origin.midY)
        }
        return along + 2 * sideways
    }
}
