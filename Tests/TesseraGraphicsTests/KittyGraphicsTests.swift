import Foundation
import TesseraImaging
import Testing

@testable import TesseraGraphics

@Suite struct KittyGraphicsTests {
    private let escape = "\u{1B}"

    /// The commands in a byte stream: each `ESC _ G … ESC \` split into its keys and payload.
    private func commands(_ bytes: [UInt8]) -> [(keys: [String], payload: String)] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.components(separatedBy: "\(escape)\\").dropLast().map { command in
            #expect(command.hasPrefix("\(escape)_G"))
            let body = command.dropFirst(3).split(
                separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            return (body[0].split(separator: ",").map(String.init), body.count > 1 ? String(body[1]) : "")
        }
    }

    private func gradient(width: Int, height: Int) -> RGBImage {
        RGBImage(
            width: width, height: height,
            pixels: (0..<width * height * 3).map { UInt8(truncatingIfNeeded: $0 * 7) })
    }

    @Test func base64MatchesTheRFCExamples() {
        let cases = [
            "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=",
            "foobar": "Zm9vYmFy",
        ]
        for (input, expected) in cases {
            #expect(String(decoding: Base64.encode(Array(input.utf8)), as: UTF8.self) == expected, "\(input)")
        }
    }

    @Test func aSmallImageIsOneCommandWithEveryKey() throws {
        let image = RGBImage(width: 1, height: 1, pixels: [0x66, 0x6F, 0x6F])
        let bytes = try KittyGraphics.transmit(image, id: KittyImageID(42), columns: 3, rows: 2)
        let expected = "\(escape)_Ga=T,U=1,f=24,s=1,v=1,i=42,c=3,r=2,q=2,m=0;Zm9v\(escape)\\"
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    @Test func largeImagesAreChunkedAsTheProtocolAsks() throws {
        let image = gradient(width: 61, height: 47)  // 8601 bytes → 11468 base64 characters: 3 chunks
        let bytes = try KittyGraphics.transmit(image, id: KittyImageID(7), columns: 10, rows: 5)
        let chunks = commands(bytes)
        #expect(chunks.count == 3)
        #expect(
            chunks[0].keys.contains("i=7") && chunks[0].keys.contains("f=24")
                && chunks[0].keys.contains("s=61"))
        #expect(chunks[0].keys.last == "m=1")
        #expect(chunks[1].keys == ["m=1", "q=2"])
        #expect(chunks[2].keys == ["m=0", "q=2"])
        for chunk in chunks.dropLast() {
            #expect(chunk.payload.utf8.count == 4096)
        }
        let joined = chunks.map(\.payload).joined()
        #expect(Data(base64Encoded: joined).map(Array.init) == image.pixels)
    }

    @Test func chunkSizeIsKeptToAMultipleOfFourWithinTheLimit() throws {
        let image = gradient(width: 10, height: 10)
        for (asked, used) in [(10, 8), (1, 4), (100_000, 4096)] {
            let chunks = commands(
                try KittyGraphics.transmit(image, id: KittyImageID(1), columns: 1, rows: 1, chunkSize: asked))
            #expect(chunks.dropLast().allSatisfy { $0.payload.utf8.count == used }, "asked \(asked)")
            #expect(chunks.last!.payload.utf8.count <= used)
        }
    }

    @Test func anEmptyImageIsOneEmptyChunk() throws {
        let bytes = try KittyGraphics.transmit(
            RGBImage(width: 0, height: 0, pixels: []), id: KittyImageID(1), columns: 1, rows: 1)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "\(escape)_Ga=T,U=1,f=24,s=0,v=0,i=1,c=1,r=1,q=2,m=0\(escape)\\")
    }

    @Test func deleteFreesTheImageByID() throws {
        #expect(
            String(decoding: KittyGraphics.delete(try KittyImageID(513)), as: UTF8.self)
                == "\(escape)_Ga=d,d=I,i=513,q=2\(escape)\\")
    }

    @Test func tmuxPassthroughDoublesEveryEscape() {
        let wrapped = TmuxPassthrough.wrap(Array("\(escape)_Ga=d\(escape)\\".utf8))
        #expect(
            String(decoding: wrapped, as: UTF8.self)
                == "\(escape)Ptmux;\(escape)\(escape)_Ga=d\(escape)\(escape)\\\(escape)\\")
    }

    @Test func badIDsAndSizesAreErrorsNotTraps() {
        #expect(throws: GraphicsError.imageIDOutOfRange(0)) { try KittyImageID(0) }
        #expect(throws: GraphicsError.imageIDOutOfRange(0x100_0000)) { try KittyImageID(0x100_0000) }
        #expect(throws: GraphicsError.placementSizeOutOfRange(columns: 298, rows: 1)) {
            try KittyGraphics.transmit(
                RGBImage(width: 1, height: 1, pixels: []), id: KittyImageID(1), columns: 298, rows: 1)
        }
        #expect(throws: GraphicsError.placementSizeOutOfRange(columns: 1, rows: 0)) {
            try KittyGraphics.transmit(png: [], id: KittyImageID(1), columns: 1, rows: 0)
        }
        #expect(
            GraphicsError.imageIDOutOfRange(0).description == "kitty image id 0 is out of range (1…16777215)")
    }
}
