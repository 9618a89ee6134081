import Thumbnails

/// The demo Feed's pictures, computed once per item and size and kept (8 MiB, least recently used out
/// first), so a scroll frame only paints them, as the photo Feed paints its kept thumbnails.
///
/// A scene costs about 40 ns a pixel; a 200 × 60 page shows some 24,000 pixels, which used to be computed
/// again on every frame.
final class GeneratedPictureCache {
    private struct Key: Hashable {
        var index: Int
        var width: Int
        var height: Int
    }

    private var pixels = LeastRecentlyUsedCache<Key, [UInt8]>(byteLimit: 8 << 20)

    /// The RGB pixels (3 bytes each, row by row) of `picture`, item `index`, at `width` × `height`.
    func pixels(of picture: Picture, index: Int, width: Int, height: Int) -> [UInt8] {
        let key = Key(index: index, width: width, height: height)
        if let kept = pixels[key] { return kept }
        let sampler = picture.sampler(width: width, height: height)
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
        pixels.insert(made, for: key, cost: made.count)
        return made
    }
}
