import CTIFF

/// The common TIFF straight to the size asked for: 8-bit RGB or grey, chunky, in strips (what scanners,
/// cameras and `vips`/`tiffcp` write), any compression. Each strip is decoded with `TIFFReadEncodedStrip`
/// and its rows go to the ``AreaAverager`` as they come, so neither libtiff's RGBA conversion nor a
/// whole-picture raster (4 bytes a pixel) is made. Anything else goes through libtiff's RGBA reader.
enum TIFFStripReader {
    /// The picture of `stored` size resampled to `target` (both in stored orientation), or nil when the
    /// file is not of the kind read here.
    static func read(_ file: TIFFMemoryFile, stored: PixelSize, target: PixelSize) throws(ImageError)
        -> RGBImage?
    {
        let tiff = file.tiff
        var (bits, samples, photometric, planar, extra): (UInt16, UInt16, UInt16, UInt16, UInt16) = (
            0, 0, 0, 0, 0
        )
        var rowsPerStrip: UInt32 = 0
        _ = tessera_tiff_get_uint16(tiff, UInt32(TIFFTAG_BITSPERSAMPLE), &bits)
        _ = tessera_tiff_get_uint16(tiff, UInt32(TIFFTAG_SAMPLESPERPIXEL), &samples)
        _ = tessera_tiff_get_uint16(tiff, UInt32(TIFFTAG_PLANARCONFIG), &planar)
        _ = tessera_tiff_get_uint32(tiff, UInt32(TIFFTAG_ROWSPERSTRIP), &rowsPerStrip)
        guard tessera_tiff_get_uint16(tiff, UInt32(TIFFTAG_PHOTOMETRIC), &photometric) != 0,
            TIFFIsTiled(tiff) == 0, bits == 8, planar == UInt16(PLANARCONFIG_CONTIG),
            (photometric == UInt16(PHOTOMETRIC_RGB) && samples == 3)
                || (photometric == UInt16(PHOTOMETRIC_MINISBLACK) && samples == 1),
            tessera_tiff_extra_samples(tiff, &extra) == 0 || extra == 0, stored.area > 0
        else { return nil }
        let rowBytes = stored.width * Int(samples)
        let stripRows = Int(min(max(rowsPerStrip, 1), UInt32(stored.height)))
        let stripSize = Int(TIFFStripSize(tiff))
        guard stripSize >= rowBytes * stripRows else { return nil }
        var strip = [UInt8](repeating: 0, count: stripSize)
        var rgb = [UInt8](repeating: 0, count: stored.width * 3)
        var averager = AreaAverager(from: stored, to: target)
        var row = 0
        for index in 0..<TIFFNumberOfStrips(tiff) where row < stored.height {
            let read = strip.withUnsafeMutableBytes { TIFFReadEncodedStrip(tiff, index, $0.baseAddress, -1) }
            guard read >= 0 else { throw file.error }
            let rows = min(stripRows, stored.height - row)
            strip.withUnsafeBufferPointer { strip in
                for line in 0..<rows {
                    let start = strip.baseAddress! + line * rowBytes
                    if samples == 3 {
                        averager.add(row: UnsafeBufferPointer(start: start, count: rowBytes))
                        continue
                    }
                    for x in 0..<stored.width {
                        (rgb[3 * x], rgb[3 * x + 1], rgb[3 * x + 2]) = (start[x], start[x], start[x])
                    }
                    averager.add(row: rgb)
                }
            }
            row += rows
        }
        return averager.image
    }
}
