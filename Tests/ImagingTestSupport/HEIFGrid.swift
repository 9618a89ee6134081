/// Makes a tiled (grid) HEIC as phones write their photos, from a single-picture HEIC that libheif wrote:
/// a `grid` item is the primary image, made of rows × columns references (`dimg`) to `hvc1` tile items,
/// every tile the source's coded picture. libheif 1.15 has no API to write a grid, so the boxes are put
/// together here (ISO/IEC 23008-12): `ftyp`, then `mdat` with the tile's data and the grid's description,
/// then `meta`.
public enum HEIFGrid {
    /// The grid HEIC of `source`'s picture repeated over `rows` × `columns` tiles, of which only those whose
    /// index (row by row, from 0) is in `present` exist; the others are referenced but missing, as in a
    /// file cut short by a phone or a copy.
    public static func make(from source: [UInt8], rows: Int, columns: Int, present: Set<Int>? = nil)
        -> [UInt8]
    {
        let ftyp = Array(source[0..<Int(bigEndian32(source, 0))])
        let hvcC = box("hvcC", in: source)
        let ispe = box("ispe", in: source)
        let tileWidth = Int(bigEndian32(ispe, 12))
        let tileHeight = Int(bigEndian32(ispe, 16))
        let mdatStart = Self.offset(of: Array("mdat".utf8), in: source) - 4
        let tile = Array(source[(mdatStart + 8)..<(mdatStart + Int(bigEndian32(source, mdatStart)))])
        let gridData: [UInt8] =
            [0, 0, UInt8(rows - 1), UInt8(columns - 1)] + be16(tileWidth * columns) + be16(tileHeight * rows)
        let tileOffset = ftyp.count + 8
        let gridOffset = tileOffset + tile.count
        let mdat = makeBox("mdat", tile + gridData)

        let gridID = 100
        let tiles = (0..<(rows * columns)).map { $0 + 1 }
        let existing = tiles.filter { present?.contains($0 - 1) ?? true }
        let hdlr = fullBox(
            "hdlr", [0, 0, 0, 0] + Array("pict".utf8) + [UInt8](repeating: 0, count: 12) + [0])
        let pitm = fullBox("pitm", be16(gridID))
        let entries = existing.map { infe($0, type: "hvc1") } + [infe(gridID, type: "grid")]
        let iinf = fullBox("iinf", be16(entries.count) + entries.flatMap { $0 })
        let dimg = makeBox("dimg", be16(gridID) + be16(tiles.count) + tiles.flatMap(be16))
        let iref = fullBox("iref", dimg)
        let gridISPE = fullBox("ispe", be32(tileWidth * columns) + be32(tileHeight * rows))
        let ipco = makeBox("ipco", hvcC + ispe + gridISPE)
        let associations =
            existing.flatMap { be16($0) + [2, 0x81, 0x02] } + be16(gridID) + [1, 0x03]
        let ipma = fullBox("ipma", be32(existing.count + 1) + associations)
        let iprp = makeBox("iprp", ipco + ipma)
        let locations =
            existing.flatMap { be16($0) + be16(0) + be16(1) + be32(tileOffset) + be32(tile.count) }
            + be16(gridID) + be16(0) + be16(1) + be32(gridOffset) + be32(gridData.count)
        let iloc = fullBox("iloc", [0x44, 0x00] + be16(existing.count + 1) + locations)
        let meta = fullBox("meta", hdlr + pitm + iinf + iref + iprp + iloc)
        return ftyp + mdat + meta
    }

    private static func infe(_ id: Int, type: String) -> [UInt8] {
        fullBox("infe", be16(id) + be16(0) + Array(type.utf8) + [0], version: 2)
    }

    private static func makeBox(_ type: String, _ body: [UInt8]) -> [UInt8] {
        be32(body.count + 8) + Array(type.utf8) + body
    }

    private static func fullBox(_ type: String, _ body: [UInt8], version: UInt8 = 0) -> [UInt8] {
        makeBox(type, [version, 0, 0, 0] + body)
    }

    /// The whole box of `type` (its size and type included), found by its type's bytes.
    private static func box(_ type: String, in bytes: [UInt8]) -> [UInt8] {
        let start = offset(of: Array(type.utf8), in: bytes) - 4
        return Array(bytes[start..<(start + Int(bigEndian32(bytes, start)))])
    }

    private static func offset(of needle: [UInt8], in bytes: [UInt8]) -> Int {
        (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
            ?? 0
    }

    private static func bigEndian32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    private static func be32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }
}
