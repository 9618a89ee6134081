import Dispatch
import TesseraImaging
import ImagingTestSupport
import Testing

@Suite struct ConcurrencyTests {
    @Test func decodesFromSeveralThreadsAtOnce() throws {
        let picture = TestPicture.quadrants(width: 96, height: 64)
        let truncated = try JPEGWriter().encode(TestPicture.gradient(width: 128, height: 128))
        let files: [[UInt8]] = [
            try JPEGWriter(progressive: true).encode(picture),
            try JPEGWriter.oriented(.right).encode(picture),
            try JPEGWriter(colorSpace: .cmyk).encode(picture),
            BrokenImages.truncated(truncated, at: truncated.count / 2),
            BrokenImages.losslessJPEG(from: try JPEGWriter().encode(picture)),
            try PNGWriter(colorType: .rgba, bitDepth: 16, interlaced: true).encode(picture),
            BrokenImages.truncated(try PNGWriter().encode(picture), at: 200),
            BrokenImages.pngBomb(width: 60000, height: 60000),
            try GIFWriter(interlaced: true).encode(picture),
            try WebPWriter.lossy(picture),
        ]
        let covering = PixelSize(width: 24, height: 24)
        let expected = files.map { Outcome(decoding: $0, covering: covering) }
        let rounds = 8
        let results = Results(count: files.count * rounds)
        DispatchQueue.concurrentPerform(iterations: files.count * rounds) { index in
            results.set(index, Outcome(decoding: files[index % files.count], covering: covering))
        }
        for index in 0..<(files.count * rounds) {
            #expect(results.get(index) == expected[index % files.count], "file \(index % files.count)")
        }
        // The set covers successes, damage and errors alike.
        #expect(expected.contains { $0.damage != nil })
        #expect(expected.contains { $0.error != nil })
    }
}

/// A decode's result in comparable form.
private struct Outcome: Equatable, Sendable {
    var image: RGBImage?
    var damage: String?
    var error: ImageError?

    init(decoding bytes: [UInt8], covering: PixelSize) {
        do {
            let decoded = try ImageDecoder.decode(bytes: bytes, covering: covering)
            image = decoded.image
            damage = decoded.damage
        } catch {
            self.error = error
        }
    }
}

/// Slots written by concurrent iterations, each by exactly one.
private final class Results: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var outcomes: [Outcome?]

    init(count: Int) {
        outcomes = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ outcome: Outcome) {
        lock.wait()
        outcomes[index] = outcome
        lock.signal()
    }

    func get(_ index: Int) -> Outcome? {
        lock.wait()
        defer { lock.signal() }
        return outcomes[index]
    }
}
