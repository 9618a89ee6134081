import Testing

@testable import TesseraImaging

/// The process keeps large blocks (pictures' pixels) in mappings of their own.
@Suite struct PixelMemoryTests {
    @Test func glibcTakesTheFixedThreshold() {
        #if canImport(Glibc)
            #expect(PixelMemory.returnLargeBlocksWhenFreed())
        #endif
        #expect(PixelMemory.ownMappingThreshold < 256 * 192 * 3, "a 256-pixel thumbnail is above it")
    }
}
