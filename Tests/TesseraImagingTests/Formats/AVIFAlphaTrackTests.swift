import Testing

@testable import TesseraImaging

/// Finding an AVIF sequence's alpha track in the `moov` box: the track whose `tref` holds an `auxl`
/// reference to the colour track, with every box size checked.
@Suite struct AVIFAlphaTrackTests {
    /// A box of `type` around `contents`.
    private func box(_ type: String, _ contents: [UInt8]) -> [UInt8] {
        let size = UInt32(contents.count + 8)
        return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: size >> $0) } + Array(type.utf8) + contents
    }

    private func word(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    /// A `tkhd` of `version` (0: 32-bit times, 1: 64-bit) for track `id`.
    private func trackHeader(_ id: UInt32, version: UInt8) -> [UInt8] {
        let times = [UInt8](repeating: 0, count: version == 1 ? 16 : 8)
        return box("tkhd", [version, 0, 0, 3] + times + word(id) + [UInt8](repeating: 0, count: 60))
    }

    /// A file with a colour track 1 and, when `auxiliaryOf` is given, a track 2 whose `auxl` names it.
    private func file(auxiliaryOf: [UInt32]?, version: UInt8 = 0) -> [UInt8] {
        var alpha = trackHeader(2, version: version)
        if let auxiliaryOf { alpha += box("tref", box("auxl", auxiliaryOf.flatMap(word))) }
        let movie =
            box("mvhd", [UInt8](repeating: 0, count: 100)) + box("trak", trackHeader(1, version: version))
            + box("trak", alpha)
        return box("ftyp", Array("avisavis".utf8)) + box("moov", movie) + box("mdat", [1, 2, 3])
    }

    @Test(arguments: [UInt8(0), 1]) func theTrackReferringToTheColourTrackIsItsAlpha(version: UInt8) {
        #expect(AVIFAlphaTrack.id(for: 1, in: file(auxiliaryOf: [1], version: version)) == 2)
        #expect(AVIFAlphaTrack.id(for: 1, in: file(auxiliaryOf: [7, 1], version: version)) == 2)
    }

    @Test func noReferenceOrAReferenceToAnotherTrackIsNoAlpha() {
        #expect(AVIFAlphaTrack.id(for: 1, in: file(auxiliaryOf: nil)) == nil)
        #expect(AVIFAlphaTrack.id(for: 1, in: file(auxiliaryOf: [3])) == nil)
        #expect(AVIFAlphaTrack.id(for: 1, in: []) == nil)
    }

    @Test func everyCutAndEveryLyingSizeIsReadWithoutATrap() {
        let whole = file(auxiliaryOf: [1])
        for length in 0..<whole.count {
            _ = AVIFAlphaTrack.id(for: 1, in: Array(whole.prefix(length)))
        }
        for offset in 0..<whole.count {
            for value: UInt8 in [0, 1, 0x7F, 0xFF] {
                var lying = whole
                lying[offset] = value
                _ = AVIFAlphaTrack.id(for: 1, in: lying)
            }
        }
    }
}
