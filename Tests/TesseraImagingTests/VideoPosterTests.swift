import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

@Suite struct VideoPosterTests {
    private let directory = TemporaryDirectory()
    private let size = PixelSize(width: 160, height: 120)

    @Test func posterIsTheFrameAtTenPercentOfTheDuration() throws {
        let file = try VideoWriter.testPattern(directory, name: "clip.mp4", seconds: 8)
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info == ImageInfo(format: .video, size: size))
        #expect(decoded.damage == nil)
        let atPoster = try VideoWriter.referenceFrame(of: file, atSeconds: 0.8, size: size)
        let atStart = try VideoWriter.referenceFrame(of: file, atSeconds: 0, size: size)
        let psnr = ImageDifference.psnr(decoded.image, atPoster)
        #expect(psnr > 35, "PSNR against ffmpeg -ss 0.8: \(psnr) dB")
        #expect(ImageDifference.psnr(decoded.image, atStart) < psnr - 10)
    }

    /// 50 reference frames lie between the keyframe and T, at a quality that deblocks hard: a shortcut in
    /// decoding them (their loop filter skipped gave 34 dB) shows in the poster.
    @Test func posterFiftyFramesPastTheKeyframeIsStillTheExactFrame() throws {
        let large = PixelSize(width: 320, height: 240)
        let file = try VideoWriter.testPattern(
            directory, name: "long.mp4", seconds: 20, size: large, arguments: ["-crf", "30"])
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.damage == nil)
        let psnr = ImageDifference.psnr(
            decoded.image, try VideoWriter.referenceFrame(of: file, atSeconds: 2, size: large))
        #expect(psnr >= 40, "PSNR against ffmpeg -ss 2: \(psnr) dB")
    }

    /// HEVC in QuickTime as an iPhone writes it (`hvc1`, a keyframe every second, x265's B-frames): T =
    /// 1.5 s lies 13 frames past the keyframe at 1 s, and the poster is the frame at T, not the keyframe.
    @Test func phoneHEVCPosterBetweenKeyframesIsTheExactFrame() throws {
        let file = try VideoWriter.testPattern(
            directory, name: "phone.mov", seconds: 15,
            arguments: [
                "-c:v", "libx265", "-tag:v", "hvc1", "-preset", "ultrafast", "-x265-params",
                "keyint=25:min-keyint=25:scenecut=0:log-level=error",
            ])
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.damage == nil)
        let psnr = ImageDifference.psnr(
            decoded.image, try VideoWriter.referenceFrame(of: file, atSeconds: 1.5, size: size))
        #expect(psnr >= 40, "PSNR against ffmpeg -ss 1.5: \(psnr) dB")
        let keyframe = try VideoWriter.referenceFrame(of: file, atSeconds: 1, size: size)
        #expect(ImageDifference.psnr(decoded.image, keyframe) < psnr - 10)
    }

    @Test func durationAndCreationTimeComeFromTheContainer() throws {
        let file = try VideoWriter.testPattern(
            directory, name: "dated.mp4", seconds: 2,
            arguments: ["-metadata", "creation_time=2026-11-08T23:30:05Z"])
        let decoded = try ImageDecoder.decode(file: file, fitting: PixelSize(width: 64, height: 64))
        let expected = RecordedDate(
            year: 2026, month: 11, day: 8, hour: 23, minute: 30, second: 5, utcOffsetSeconds: 0)
        #expect(decoded.video?.creationDate == expected)
        #expect(abs((decoded.video?.duration ?? 0) - 2) < 0.05)
        #expect(try ImageDecoder.videoInfo(of: file) == decoded.video)
    }

    @Test func quickTimeCreationDateKeepsItsOffset() throws {
        let file = try VideoWriter.testPattern(
            directory, name: "phone.mov", seconds: 1,
            arguments: [
                "-metadata", "creation_time=2026-11-08T22:30:05Z", "-movflags", "use_metadata_tags",
                "-metadata",
                "com.apple.quicktime.creationdate=2026-11-08T23:30:05+0100",
            ])
        let date = try ImageDecoder.videoInfo(of: file).creationDate
        #expect(
            date
                == RecordedDate(
                    year: 2026, month: 11, day: 8, hour: 23, minute: 30, second: 5, utcOffsetSeconds: 3600))
    }

    @Test func posterIsScaledStraightToTheBox() throws {
        let file = try VideoWriter.testPattern(directory, name: "clip.mkv", seconds: 2)
        let decoded = try ImageDecoder.decode(file: file, fitting: PixelSize(width: 64, height: 64))
        #expect(decoded.image.size == PixelSize(width: 64, height: 48))
        #expect(decoded.info.size == size)
        let reference = try VideoWriter.referenceFrame(of: file, atSeconds: 0.2, size: size)
        let psnr = ImageDifference.psnr(
            decoded.image, reference.resampled(to: PixelSize(width: 64, height: 48)))
        #expect(psnr > 25, "PSNR against ffmpeg's frame, box-resampled: \(psnr) dB")
    }

    @Test(arguments: [90, 180, 270])
    func displayMatrixTurnsThePoster(degrees: Int) throws {
        let file = try VideoWriter.testPattern(directory, name: "turned\(degrees).mp4", seconds: 2)
        try VideoWriter.rotate(file, degrees: degrees)
        let upright = degrees == 180 ? size : size.transposed
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info.size == upright)
        #expect(decoded.image.size == upright)
        let reference = try VideoWriter.referenceFrame(of: file, atSeconds: 0.2, size: upright)
        let psnr = ImageDifference.psnr(decoded.image, reference)
        #expect(psnr > 35, "PSNR against ffmpeg's autorotated frame: \(psnr) dB")
        #expect(try ImageDecoder.info(of: file).size == upright)
    }

    @Test func infoReadsTheUprightStreamSize() throws {
        let file = try VideoWriter.testPattern(
            directory, name: "clip.webm", seconds: 1, arguments: ["-c:v", "libvpx-vp9"])
        #expect(try ImageDecoder.info(of: file) == ImageInfo(format: .video, size: size))
    }
}
