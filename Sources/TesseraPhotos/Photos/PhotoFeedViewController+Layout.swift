import TesseraCanvas
import TesseraLayout
import TesseraView

/// How an album's Feed lays its photos out: justified rows by default, the mosaic one key (`m`) away.
enum FeedLayoutStyle {
    /// Justified rows (``JustifiedLayout``): every photo whole, in its own shape.
    case justified
    /// Apple's sample's mosaic (``MosaicLayout``): photos cropped to fill its tiles.
    case mosaic
}

extension PhotoFeedViewController {
    /// The layout for `style`: justified rows take each photo's shape from `shapes`.
    static func layout(_ style: FeedLayoutStyle, shapes: FeedItemShapes) -> any CollectionLayout {
        switch style {
        case .justified: JustifiedLayout(delegate: shapes)
        case .mosaic: MosaicLayout()
        }
    }

    /// Switches between justified rows and the mosaic, as an animated layout transition that keeps the
    /// focused photo focused and on screen; returns the status line's message.
    func toggleLayout() -> String {
        layoutStyle = layoutStyle == .justified ? .mosaic : .justified
        shapesApplied = context.shapes.generation
        collectionView.setLayout(Self.layout(layoutStyle, shapes: itemShapes), animated: animates)
        return layoutStyle == .justified ? "Justified rows (m: mosaic)" : "Mosaic (m: justified rows)"
    }

    /// Takes in the photos' shapes learnt since the layout was made: the sizes of the thumbnails shown
    /// (videos and files whose header gives none), then, when anything was learnt and nothing else moves,
    /// a new justified layout, animated from the old one (4:3 stand-ins growing into the photos' shapes)
    /// once the Feed has been drawn, at once before that.
    func applyLearntShapes() {
        guard layoutStyle == .justified else { return }
        learnShapesOfShownThumbnails()
        applyKnownShapes(animated: animates && hasBeenDrawn)
    }

    /// Makes a new justified layout when shapes were learnt since the last one and nothing else moves.
    func applyKnownShapes(animated: Bool) {
        let generation = context.shapes.generation
        guard layoutStyle == .justified, generation != shapesApplied, !collectionView.isAnimating else {
            return
        }
        shapesApplied = generation
        collectionView.setLayout(Self.layout(.justified, shapes: itemShapes), animated: animated)
    }

    /// Learns the upright sizes of the visible photos whose thumbnails are ready but whose headers gave no
    /// size (a video's poster knows its frame's size).
    private func learnShapesOfShownThumbnails() {
        for attributes in collectionView.visibleAttributes() where attributes.kind == .cell {
            guard let photo = itemShapes.shown.photo(at: attributes.indexPath.item),
                context.shapes.size(of: photo) == nil,
                case .ready(let picture) = context.pipeline.state(
                    of: PhotoContext.thumbnailRequest(for: photo))
            else { continue }
            context.shapes.learn(picture.sourceSize ?? picture.image.size, for: photo)
        }
    }
}
