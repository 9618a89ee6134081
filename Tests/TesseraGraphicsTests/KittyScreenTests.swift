import Foundation
import TesseraCanvas
import TesseraImaging
import Testing

@testable import TesseraGraphics

/// The kitty side of the drawing seam: which uploads and deletions a frame writes given the ones before,
/// and the placeholder cells drawn for a placement.
@Suite struct KittyScreenTests {
    /// One kitty command read back: its keys and its payload (the chunks of an upload joined).
    struct Command {
        var keys: [String: String]
        var payload: String
    }

    /// The commands in `bytes`, chunked uploads joined into one; unwraps tmux's passthrough first when
    /// `tmux` (and expects every command wrapped).
    static func commands(_ bytes: [UInt8], tmux: Bool = false) -> [Command] {
        var text = String(decoding: bytes, as: UTF8.self)
        if tmux {
            let wrapped = text.components(separatedBy: "\u{1B}Ptmux;").dropFirst()
            #expect(text.hasPrefix("\u{1B}Ptmux;") || text.isEmpty)
            text = wrapped.map {
                String($0.dropLast(2)).replacingOccurrences(of: "\u{1B}\u{1B}", with: "\u{1B}")
            }
            .joined()
        }
        var result: [Command] = []
        for raw in text.components(separatedBy: "\u{1B}\\").dropLast() {
            #expect(raw.hasPrefix("\u{1B}_G"))
            let body = raw.dropFirst(3).split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            var keys: [String: String] = [:]
            for pair in body[0].split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                keys[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
            }
            let payload = body.count > 1 ? String(body[1]) : ""
            if keys["a"] == nil, let last = result.last, last.keys["a"] == "T" {
                result[result.count - 1].payload += payload
            } else {
                result.append(Command(keys: keys, payload: payload))
            }
        }
        return result
    }

    static func placement(_ imageID: Int, frame: CellRect, visible: CellRect? = nil) -> GraphicPlacement {
        let image = RGBImage(
            width: frame.width * 2, height: frame.height * 3,
            pixels: (0..<frame.width * 6 * frame.height * 3).map {
                UInt8(truncatingIfNeeded: $0 * 7 + imageID)
            })
        return GraphicPlacement(imageID: imageID, image: image, frame: frame, visible: visible ?? frame)
    }

    static func row(_ count: Int, from first: Int = 1, row: Int = 1) -> [GraphicPlacement] {
        (0..<count).map {
            placement(first + $0, frame: CellRect(column: 4 * $0, row: row, width: 3, height: 2))
        }
    }

    @Test func eachImageIsUploadedOnceAsAVirtualPlacementOfItsFrame() throws {
        var screen = KittyScreen(idRange: KittyScreen.idRange(trueColor: false))
        let placements = Self.row(3)
        let (frame, ids) = screen.update(to: placements)
        let uploads = Self.commands(frame.bytesBeforeText)
        #expect(uploads.count == 3)
        #expect(frame.bytesAfterText.isEmpty && frame.repaintLines.isEmpty && frame.deferred.isEmpty)
        for (upload, (placement, id)) in zip(uploads, zip(placements, ids)) {
            let id = try #require(id)
            #expect((16...255).contains(id))
            #expect(upload.keys["a"] == "T" && upload.keys["U"] == "1" && upload.keys["f"] == "100")
            #expect(upload.keys["i"] == "\(id)")
            #expect(upload.keys["c"] == "3" && upload.keys["r"] == "2")
            // The payload is a PNG of exactly the image's pixels.
            let png = try #require(Data(base64Encoded: upload.payload).map(Array.init))
            #expect(try ImageDecoder.decode(bytes: png).image == placement.image)
        }
        #expect(Set(ids.compactMap { $0 }).count == 3)
        // The same placements again, or scrolled to other cells: nothing is sent, the ids stay.
        let again = screen.update(to: placements)
        #expect(again.frame.bytesBeforeText.isEmpty && again.ids == ids)
        let scrolled = placements.map {
            var moved = $0
            moved.frame = $0.frame.offsetBy(columns: 0, rows: -1)
            moved.visible = CellRect(column: moved.frame.column, row: 1, width: 3, height: 1)
            return moved
        }
        let afterScroll = screen.update(to: scrolled)
        #expect(afterScroll.frame.bytesBeforeText.isEmpty && afterScroll.ids == ids)
    }

    @Test func imagesOffScreenStayUploadedUpToTheKeptNumberThenAreDeleted() throws {
        var screen = KittyScreen(idRange: KittyScreen.idRange(trueColor: true), keptImages: 2)
        let first = screen.update(to: Self.row(3, from: 1)).ids
        // Three new images: 1, 2, 3 leave the screen; 2 and 3 (the most recently shown) stay uploaded.
        let next = screen.update(to: Self.row(3, from: 4))
        let commands = Self.commands(next.frame.bytesBeforeText)
        #expect(commands.filter { $0.keys["a"] == "T" }.count == 3)
        let deleted = commands.filter { $0.keys["a"] == "d" }
        #expect(deleted.map { $0.keys["i"] } == [first[0].map { "\($0)" }])
        #expect(deleted.allSatisfy { $0.keys["d"] == "I" })
        #expect(screen.uploadedCount == 5)
        // Scrolling back to 2 and 3: no upload.
        let back = screen.update(to: Self.row(2, from: 2))
        #expect(Self.commands(back.frame.bytesBeforeText).filter { $0.keys["a"] == "T" }.isEmpty)
        #expect(back.ids == Array(first[1...]))
    }

    @Test func idsAreReusedOnlyFromImagesNotOnScreen() throws {
        // 3 ids only: the fourth image takes the id of the least recently shown one off screen.
        var screen = KittyScreen(idRange: 16...18, keptImages: 10)
        let first = screen.update(to: Self.row(3, from: 1)).ids
        let next = screen.update(
            to: [Self.placement(9, frame: CellRect(column: 0, row: 5, width: 2, height: 2))]
                + Self.row(2, from: 2))
        let commands = Self.commands(next.frame.bytesBeforeText)
        #expect(commands.map { $0.keys["a"] } == ["d", "T"])
        #expect(commands[0].keys["i"] == first[0].map { "\($0)" })
        #expect(next.ids == [first[0], first[1], first[2]])
        // Four images at once on three ids: the fourth waits (stand-in), nothing on screen is deleted.
        var full = KittyScreen(idRange: 16...18)
        let crowded = full.update(to: Self.row(4))
        #expect(crowded.ids.compactMap { $0 }.count == 3 && crowded.frame.deferred.map(\.imageID) == [4])
        #expect(Self.commands(crowded.frame.bytesBeforeText).allSatisfy { $0.keys["a"] == "T" })
    }

    @Test func theByteBudgetDefersUploadsToTheNextFrame() throws {
        let placements = Self.row(4)
        var probe = KittyScreen(idRange: 1...10)
        let one = probe.update(to: [placements[0]]).frame.bytesBeforeText.count
        var screen = KittyScreen(idRange: 1...10, byteBudget: 2 * one)
        let first = screen.update(to: placements)
        #expect(first.ids.map { $0 != nil } == [true, true, false, false])
        #expect(first.frame.deferred.map(\.imageID) == [3, 4])
        let second = screen.update(to: placements)
        #expect(second.ids.allSatisfy { $0 != nil })
        #expect(Set(second.ids.compactMap { $0 }).count == 4)
    }

    @Test func insideTmuxEveryCommandIsWrapped() throws {
        var screen = KittyScreen(idRange: 16...255, keptImages: 0, insideTmux: true)
        let first = screen.update(to: Self.row(2)).frame.bytesBeforeText
        #expect(Self.commands(first, tmux: true).map { $0.keys["a"] } == ["T", "T"])
        let second = screen.update(to: []).frame.bytesBeforeText
        #expect(Self.commands(second, tmux: true).map { $0.keys["a"] } == ["d", "d"])
        #expect(
            !String(decoding: first, as: UTF8.self).replacingOccurrences(of: "\u{1B}\u{1B}", with: "")
                .contains("\u{1B}_G"))
    }

    @Test func deleteAllFreesEveryUpload() {
        var screen = KittyScreen(idRange: 16...255)
        let ids = screen.update(to: Self.row(3)).ids.compactMap { $0 }
        let deleted = Self.commands(screen.deleteAll)
        #expect(deleted.map { $0.keys["a"] } == ["d", "d", "d"])
        #expect(deleted.compactMap { $0.keys["i"].flatMap(Int.init) } == ids.sorted())
    }

    @Test func placeholderCellsNumberTheirRowAndColumnWithinTheWholePictureAroundText() throws {
        var canvas = Canvas(columns: 20, rows: 10)
        canvas.write("ab", at: CellPoint(column: 4, row: 1))
        // A picture starting two rows above the screen: its first visible row is its row 2.
        let placement = Self.placement(
            1, frame: CellRect(column: 3, row: -2, width: 4, height: 5),
            visible: CellRect(column: 3, row: 0, width: 4, height: 3))
        KittyPlaceholderCells.draw(placement, id: 200, trueColor: false, into: &canvas)
        for row in 0..<3 {
            for column in 3..<7 where !(row == 1 && (4...5).contains(column)) {
                let cell = canvas[column, row]
                #expect(cell.grapheme == (try KittyPlaceholder.cell(row: row + 2, column: column - 3)))
                #expect(cell.width == 1 && cell.style.foreground == .indexed(200))
            }
        }
        #expect(canvas[2, 0] == .blank && canvas[7, 0] == .blank && canvas[3, 3] == .blank)
        // Text over the picture stays.
        #expect(canvas[4, 1].grapheme == "a" && canvas[5, 1].grapheme == "b")
        var direct = Canvas(columns: 20, rows: 10)
        KittyPlaceholderCells.draw(placement, id: 0x12_3456, trueColor: true, into: &direct)
        #expect(direct[3, 0].style.foreground == .rgb(0x12, 0x34, 0x56))
    }
}
