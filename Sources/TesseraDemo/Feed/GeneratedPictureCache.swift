import TesseraCanvas
import TesseraThumbnails

/// The demo Feed's pictures painted into cells, once per item and size, and kept (8 MiB, least recently
/// used out first), so a scroll frame only copies them, as the photo Feed copies its kept thumbnails.
///
/// A scene costs about 40 ns a pixel and quantising a cell's two pixels about 20 ns; a 200 × 60 page shows
/// some 12,000 cells, which used to be computed again on every frame. A kept picture costs 32 bytes a cell.
final class GeneratedPictureCache {
    private struct Key: Hashable {
        var index: Int
        var columns: Int
        var rows: Int
    }

    private var painted = LeastRecentlyUsedCache<Key, Canvas>(byteLimit: 8 << 20)

    /// Item `index`'s picture painted by `paint` into a canvas of `columns` × `rows` cells, made the first
    /// time it is asked for. The key is the item and the size: the app paints every item the same way.
    func painted(index: Int, columns: Int, rows: Int, paint: (inout Canvas) -> Void) -> Canvas {
        let key = Key(index: index, columns: columns, rows: rows)
        if let kept = painted[key] { return kept }
        var canvas = Canvas(columns: columns, rows: rows)
        paint(&canvas)
        painted.insert(canvas, for: key, cost: max(columns * rows, 1) * MemoryLayout<Cell>.stride)
        return canvas
    }

    /// The RGB pixels (3 bytes each, row by row) of `picture` at `width` × `height`, each pixel shown
    /// `pixelAspect` times as wide as tall.
    static func pixels(of picture: Picture, width: Int, height: Int, pixelAspect: Double = 1) -> [UInt8] {
        let sampler = picture.sampler(width: width, height: height, pixelAspect: pixelAspect)
        var made = [UInt8](repeating: 0, count: max(width, 0) * max(height, 0) * 3)
        made.withUnsafeMutableBufferPointer { buffer in
            var offset = 0
            for y in 0..<max(height, 0) {
                for x in 0..<max(width, 0) {
                    (buffer[offset], buffer[offset + 1], buffer[offset + 2]) = sampler.rgb(x: x, y: y)
                    offset += 3
                }
            }
        }
        return made
    }
}
