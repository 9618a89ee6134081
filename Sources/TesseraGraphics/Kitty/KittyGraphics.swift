import TesseraImaging

/// The escape sequences of kitty's graphics protocol that Tessera sends: uploading an image as a virtual
/// placement for Unicode placeholders, and deleting it.
///
/// Every command is an APC, `ESC _ G <keys> ; <payload> ESC \`. Images go as raw 24-bit RGB (`f=24`, with
/// `s`/`v` the pixel size), base64 in chunks of at most 4096 bytes; only the first chunk has the keys, the
/// others only `m` (1 while more follows, 0 on the last) and `q`. `q=2` keeps the terminal from answering,
/// so nothing arrives on standard input among the keys.
public enum KittyGraphics {
    /// The largest base64 chunk the protocol allows in one escape sequence.
    public static let maximumChunkSize = 4096

    /// Uploads `image` as image `id` and creates its virtual placement (`a=T`, `U=1`) of `columns` × `rows`
    /// cells, which placeholder cells then show; kitty fits the image into that rectangle keeping its aspect.
    ///
    /// `chunkSize` is rounded down to a multiple of 4 and kept within 4…4096 (the protocol asks every chunk
    /// but the last to be a multiple of 4). An empty image is sent as a single empty chunk.
    public static func transmit(
        _ image: RGBImage, id: KittyImageID, columns: Int, rows: Int, chunkSize: Int = maximumChunkSize
    ) throws(GraphicsError) -> [UInt8] {
        try checkPlacementSize(columns: columns, rows: rows)
        let keys = "a=T,U=1,f=24,s=\(image.width),v=\(image.height),i=\(id),c=\(columns),r=\(rows),q=2"
        return chunked(keys: keys, payload: Base64.encode(image.pixels), chunkSize: chunkSize)
    }

    /// Uploads a PNG file's bytes (`f=100`: the terminal reads the size from the file) as image `id`, with
    /// its virtual placement of `columns` × `rows` cells, as ``transmit(_:id:columns:rows:chunkSize:)``
    /// does for raw pixels. A photo's thumbnail is several times smaller this way.
    public static func transmit(
        png: [UInt8], id: KittyImageID, columns: Int, rows: Int, chunkSize: Int = maximumChunkSize
    ) throws(GraphicsError) -> [UInt8] {
        try checkPlacementSize(columns: columns, rows: rows)
        let keys = "a=T,U=1,f=100,i=\(id),c=\(columns),r=\(rows),q=2"
        return chunked(keys: keys, payload: Base64.encode(png), chunkSize: chunkSize)
    }

    /// Deletes image `id` and frees its data in the terminal (`a=d,d=I`): its virtual placement goes too, and
    /// placeholder cells still on screen show nothing.
    public static func delete(_ id: KittyImageID) -> [UInt8] {
        command("a=d,d=I,i=\(id),q=2", payload: [])
    }

    /// Throws `GraphicsError.placementSizeOutOfRange` unless placeholder diacritics can number every
    /// row and column of a placement of `columns` × `rows` cells (1…297 each).
    private static func checkPlacementSize(columns: Int, rows: Int) throws(GraphicsError) {
        let numbered = 1...KittyDiacritics.count
        guard numbered.contains(columns), numbered.contains(rows) else {
            throw .placementSizeOutOfRange(columns: columns, rows: rows)
        }
    }

    /// The payload cut into chunks, the first with `keys`, each in its own command.
    private static func chunked(keys: String, payload: [UInt8], chunkSize: Int) -> [UInt8] {
        let size = min(max(chunkSize / 4 * 4, 4), maximumChunkSize)
        var out: [UInt8] = []
        var start = 0
        repeat {
            let end = min(start + size, payload.count)
            let more = end < payload.count ? 1 : 0
            let head = start == 0 ? "\(keys),m=\(more)" : "m=\(more),q=2"
            out += command(head, payload: payload[start..<end])
            start = end
        } while start < payload.count
        return out
    }

    /// `ESC _ G keys ; payload ESC \`, without the `;` when there is no payload.
    private static func command(_ keys: String, payload: some Collection<UInt8>) -> [UInt8] {
        var out: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")] + Array(keys.utf8)
        if !payload.isEmpty {
            out.append(UInt8(ascii: ";"))
            out += payload
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }
}
