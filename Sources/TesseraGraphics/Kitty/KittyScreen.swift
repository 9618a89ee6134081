import TesseraCanvas
import TesseraImaging

/// Keeps kitty's uploaded images in step with the app's placements, frame by frame.
///
/// Placement cells are text (``KittyPlaceholderCells``), so the text layer diffs, clips and scrolls them;
/// this only decides which images the terminal holds. A placement's image is uploaded once (a virtual
/// placement of its frame's size, `a=T,U=1`, as PNG) under a kitty id from ``idRange``, before the frame whose
/// cells show it; an image already uploaded is not sent again. Images not on screen stay uploaded while
/// they are among the ``keptImages`` most recently shown (so scrolling back does not upload them again),
/// and are deleted (`a=d,d=I`) past that, their ids reused. Inside tmux every command is wrapped in its
/// passthrough.
///
/// Bytes per frame are bounded by ``byteBudget`` as for sixel: uploads past it (never the first of a frame)
/// are deferred, their placements get no id, and the caller draws stand-ins.
public struct KittyScreen {
    /// The ids images may have: 16…255 when the terminal has 256 colours (the id is then the palette
    /// index of the cells' foreground; 1…15 would be sent as basic colours), 1…0xFFFFFF in true colour.
    public let idRange: ClosedRange<Int>
    /// How many images not on screen stay uploaded.
    public let keptImages: Int
    /// The most bytes one frame writes, unless its first upload alone is larger.
    public let byteBudget: Int
    /// Whether commands are wrapped for tmux's passthrough.
    public let insideTmux: Bool
    /// The uploaded images: app image id → kitty id.
    private var uploaded: [Int: Int] = [:]
    /// App image ids, least recently shown first.
    private var recency: [Int] = []
    /// Kitty ids free to hand out (below ``nextFreshID``, given back by deletions).
    private var freedIDs: [Int] = []
    private var nextFreshID: Int

    /// The ids for a terminal showing `colors` (`truecolor` or 256; fewer colours cannot carry an id).
    public static func idRange(trueColor: Bool) -> ClosedRange<Int> {
        trueColor ? 1...0xFF_FFFF : 16...255
    }

    /// A screen with nothing uploaded.
    public init(
        idRange: ClosedRange<Int>, keptImages: Int = 64, byteBudget: Int = SixelScreen.defaultByteBudget,
        insideTmux: Bool = false
    ) {
        self.idRange = idRange
        self.keptImages = keptImages
        self.byteBudget = byteBudget
        self.insideTmux = insideTmux
        nextFreshID = idRange.lowerBound
    }

    /// The kitty id of each placement (in order; `nil` for the deferred ones, which get stand-ins) and the
    /// bytes to write before the frame's text.
    public mutating func update(to placements: [GraphicPlacement]) -> (frame: GraphicsFrame, ids: [Int?]) {
        var frame = GraphicsFrame()
        var ids: [Int?] = []
        let onScreen = Set(placements.map(\.imageID))
        for placement in placements {
            if let id = uploaded[placement.imageID] {
                ids.append(id)
                touch(placement.imageID)
                continue
            }
            guard let id = freeID(keeping: onScreen, into: &frame.bytesBeforeText),
                let kittyID = try? KittyImageID(id),
                let upload = try? Self.upload(placement, id: kittyID)
            else {
                frame.deferred.append(placement)
                ids.append(nil)
                continue
            }
            let bytes = wrapped(upload)
            if !frame.bytesBeforeText.isEmpty && frame.bytesBeforeText.count + bytes.count > byteBudget {
                freedIDs.append(id)
                frame.deferred.append(placement)
                ids.append(nil)
                continue
            }
            frame.bytesBeforeText += bytes
            uploaded[placement.imageID] = id
            touch(placement.imageID)
            ids.append(id)
        }
        while recency.count > keptImages + onScreen.count, let oldest = recency.first,
            !onScreen.contains(oldest)
        {
            delete(oldest, into: &frame.bytesBeforeText)
        }
        return (frame, ids)
    }

    /// The bytes that delete every uploaded image (on exit).
    public var deleteAll: [UInt8] {
        uploaded.values.sorted().flatMap { id in
            (try? KittyImageID(id)).map { wrapped(KittyGraphics.delete($0)) } ?? []
        }
    }

    /// How many images are uploaded now.
    public var uploadedCount: Int { uploaded.count }

    /// The upload of a placement's image: as PNG (lossless, several times smaller than raw pixels for
    /// photos), or raw pixels should PNG encoding fail.
    static func upload(_ placement: GraphicPlacement, id: KittyImageID) throws(GraphicsError) -> [UInt8] {
        let (columns, rows) = (placement.frame.width, placement.frame.height)
        if let png = try? PNGEncoder.encode(placement.image, text: []) {
            return try KittyGraphics.transmit(png: png, id: id, columns: columns, rows: rows)
        }
        return try KittyGraphics.transmit(placement.image, id: id, columns: columns, rows: rows)
    }

    /// An id for a new upload: a free one, else the least recently shown image's not on screen, deleted.
    private mutating func freeID(keeping onScreen: Set<Int>, into bytes: inout [UInt8]) -> Int? {
        if let id = freedIDs.popLast() { return id }
        if nextFreshID <= idRange.upperBound {
            defer { nextFreshID += 1 }
            return nextFreshID
        }
        guard let victim = recency.first(where: { !onScreen.contains($0) }) else { return nil }
        delete(victim, into: &bytes)
        return freedIDs.popLast()
    }

    /// Deletes an uploaded image and frees its id.
    private mutating func delete(_ imageID: Int, into bytes: inout [UInt8]) {
        guard let id = uploaded.removeValue(forKey: imageID) else { return }
        recency.removeAll { $0 == imageID }
        if let kittyID = try? KittyImageID(id) { bytes += wrapped(KittyGraphics.delete(kittyID)) }
        freedIDs.append(id)
    }

    /// Makes `imageID` the most recently shown.
    private mutating func touch(_ imageID: Int) {
        if let index = recency.lastIndex(of: imageID) { recency.remove(at: index) }
        recency.append(imageID)
    }

    private func wrapped(_ bytes: [UInt8]) -> [UInt8] {
        insideTmux ? TmuxPassthrough.wrap(bytes) : bytes
    }
}
