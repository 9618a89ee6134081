import ImagingTestSupport
import PropertyBased
import Testing

@testable import TesseraImaging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Random damage to valid EXIF blocks: the parser must never trap (every array read is bounds-checked, so
/// a read outside the block would end the test process) and must finish quickly.
@Suite struct ExifFuzzTests {
    /// A mutation: flip the byte at a position, overwrite four bytes with a large offset, or cut the block.
    private static func mutate(_ block: [UInt8], seed: UInt64) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        var bytes = block
        for _ in 0..<(1 + random.nextInt() % 8) {
            let position = random.nextInt() % bytes.count
            switch random.nextInt() % 4 {
            case 0: bytes[position] ^= UInt8(truncatingIfNeeded: random.nextInt() | 1)
            case 1:
                for index in position..<min(position + 4, bytes.count) {
                    bytes[index] = [0xFF, 0x00, 0x7F, 0x08][random.nextInt() % 4]
                }
            case 2: bytes = Array(bytes.prefix(max(position, 1)))
            default: bytes[position] = 0
            }
        }
        return bytes
    }

    @Test func mutatedBlocksNeverTrapAndFinishQuickly() async {
        let blocks = [
            ExifBlock.phone(isBigEndian: true).bytes(), ExifBlock.phone(isBigEndian: false).bytes(),
        ]
        await propertyCheck(count: 3000, input: Gen.uint64(), Gen.bool()) { seed, bigEndian in
            let mutated = Self.mutate(blocks[bigEndian ? 0 : 1], seed: seed)
            let start = clock()
            for wrapping in [[], Array("Exif".utf8) + [0, 0], [0, 0, 0, 0]] as [[UInt8]] {
                _ = PhotoMetadata(exif: wrapping + mutated)
            }
            let milliseconds = Double(clock() - start) * 1000 / Double(CLOCKS_PER_SEC)
            #expect(milliseconds < 50, "seed \(seed)")
        }
    }

    @Test func aDirectoryClaimingEveryEntryStaysBounded() {
        var block = ExifBlock.phone().bytes()
        block[8] = 0xFF  // IFD0 entry count 0xFFxx
        block[9] = 0xFF
        let start = clock()
        _ = PhotoMetadata(exif: block)
        #expect(Double(clock() - start) / Double(CLOCKS_PER_SEC) < 0.05)
    }
}
