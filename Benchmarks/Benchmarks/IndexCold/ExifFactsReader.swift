import TesseraImaging
import TesseraPhotoIndex

/// The facts a real reader gets from a photo: the EXIF date taken (``ImageDecoder/metadata(of:limits:)``)
/// and the upright pixel size (``ImageDecoder/info(of:limits:)``), as the timeline's index needs them.
let exifFactsReader = PhotoFactsReader(identity: "bench-exif-1") { path in
    let header = ImageDecoder.header(of: path)
    let metadata = try? header.metadata.get()
    let info = try? header.info.get()
    let date = metadata?.dateTaken.map { taken in
        DateTaken.wallClock(
            localSeconds: CivilDate(year: taken.year, month: taken.month, day: taken.day).localSeconds
                + Int64(taken.hour * 3600 + taken.minute * 60 + taken.second),
            utcOffset: taken.utcOffsetMinutes.map { Int32($0 * 60) })
    }
    return PhotoFacts(
        kind: .photo, dateTaken: date,
        pixelSize: info.map { TesseraPhotoIndex.PixelSize(width: $0.size.width, height: $0.size.height) })
}
