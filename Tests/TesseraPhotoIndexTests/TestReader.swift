import Foundation
import Synchronization
import SystemPackage
import TesseraPhotoIndex

/// A facts reader that really reads each file: a file written by ``TestFolder/writePhoto(_:taken:video:padding:)``
/// says when it was taken and what it is (`taken 2026-11-26 21:30:00 video`), and its size becomes the pixel width. It counts
/// the files it reads, so tests can tell what was read again.
final class TestReader: Sendable {
    private let paths = Mutex<[FilePath]>([])
    private let identity: String
    private let onRead: @Sendable (Int) -> Void

    /// A reader called `identity`; `onRead` is told how many files were read, after each read.
    init(identity: String = "test-1", onRead: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.identity = identity
        self.onRead = onRead
    }

    /// The files read so far, in the order read.
    var readPaths: [FilePath] { paths.withLock { $0 } }

    /// How many files were read so far.
    var readCount: Int { paths.withLock { $0.count } }

    /// The reader to hand to the index.
    var reader: PhotoFactsReader {
        PhotoFactsReader(identity: identity) { [self] path in
            let count = paths.withLock {
                $0.append(path)
                return $0.count
            }
            defer { onRead(count) }
            guard let data = Self.contents(of: path),
                let text = String(data: data, encoding: .utf8)
            else { return nil }
            let words = text.split(separator: " ")
            let date = words.dropFirst().prefix(2).joined(separator: " ")
            return PhotoFacts(
                kind: words.dropFirst(3).first == "video" ? .video : .photo,
                dateTaken: TestReader.wallClock(date).map { .wallClock(localSeconds: $0, utcOffset: 3600) },
                pixelSize: PixelSize(width: data.count, height: 1),
                exif: ExifSummary(make: "Test", model: "Reader", iso: 100))
        }
    }

    /// The bytes of the file at `path`, opened by its bytes exactly (a name that is not UTF-8 too).
    static func contents(of path: FilePath) -> Data? {
        let descriptor = path.withPlatformString { open($0, O_RDONLY) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 { return nil }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// Seconds since 1970-01-01 00:00:00 on the wall clock of `2026-11-26 21:30:00`.
    static func wallClock(_ text: String) -> Int64? {
        let numbers = text.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" }).compactMap {
            Int64($0)
        }
        guard numbers.count == 6 else { return nil }
        var parts = tm()
        parts.tm_year = Int32(numbers[0] - 1900)
        parts.tm_mon = Int32(numbers[1] - 1)
        parts.tm_mday = Int32(numbers[2])
        parts.tm_hour = Int32(numbers[3])
        parts.tm_min = Int32(numbers[4])
        parts.tm_sec = Int32(numbers[5])
        return Int64(timegm(&parts))
    }
}
