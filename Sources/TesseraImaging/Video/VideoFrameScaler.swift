import CMediaLoader

/// Converts a decoded frame to RGB (or an alpha frame to one byte a pixel) at the size asked for in one
/// libswscale pass: area averaging when shrinking, bicubic otherwise, with the frame's own colour matrix and
/// range.
enum VideoFrameScaler {
    /// `frame` as `target`-sized RGB (in the frame's stored orientation).
    static func rgb(_ frame: UnsafeMutablePointer<AVFrame>, target: PixelSize, using av: tessera_media)
        throws(ImageError) -> RGBImage
    {
        let pixels = try scaled(frame, to: target, as: AV_PIX_FMT_RGB24, channels: 3, using: av)
        return RGBImage(width: target.width, height: target.height, pixels: pixels)
    }

    /// The first plane of `frame` (an AVIF sequence's alpha track decodes as grey) at `target` size, one
    /// byte a pixel, its values as stored.
    static func grey(_ frame: UnsafeMutablePointer<AVFrame>, target: PixelSize, using av: tessera_media)
        throws(ImageError) -> [UInt8]
    {
        try scaled(frame, to: target, as: AV_PIX_FMT_GRAY8, channels: 1, using: av)
    }

    /// `frame` converted to `format` (`channels` bytes a pixel, rows packed) at `target` size.
    private static func scaled(
        _ frame: UnsafeMutablePointer<AVFrame>, to target: PixelSize, as format: AVPixelFormat, channels: Int,
        using av: tessera_media
    ) throws(ImageError) -> [UInt8] {
        let source = PixelSize(width: Int(frame.pointee.width), height: Int(frame.pointee.height))
        let shrinking = target.width < source.width || target.height < source.height
        guard source.area > 0, target.area > 0,
            let scaler = av.sws_getContext(
                frame.pointee.width, frame.pointee.height, AVPixelFormat(rawValue: frame.pointee.format),
                Int32(target.width), Int32(target.height), format, shrinking ? SWS_AREA : SWS_BICUBIC, nil,
                nil, nil)
        else { throw ImageError(reason: "unsupported video pixel format") }
        defer { av.sws_freeContext(scaler) }
        if format == AV_PIX_FMT_RGB24 { useColorDetails(of: frame.pointee, in: scaler, using: av) }
        let stride = target.width * channels
        // libswscale may write a little past the last row with its vector code: room for that.
        var pixels = [UInt8](repeating: 0, count: target.height * stride + 64)
        let rows = pixels.withUnsafeMutableBufferPointer { output -> Int32 in
            var destination: [UnsafeMutablePointer<UInt8>?] = [output.baseAddress, nil, nil, nil]
            var destinationStrides: [Int32] = [Int32(stride), 0, 0, 0]
            return withUnsafeBytes(of: frame.pointee.data) { planes in
                withUnsafeBytes(of: frame.pointee.linesize) { strides in
                    av.sws_scale(
                        scaler, planes.assumingMemoryBound(to: UnsafePointer<UInt8>?.self).baseAddress,
                        strides.assumingMemoryBound(to: Int32.self).baseAddress, 0, frame.pointee.height,
                        &destination, &destinationStrides)
                }
            }
        }
        guard rows == Int32(target.height) else { throw ImageError(reason: "cannot convert the video frame") }
        pixels.removeLast(64)
        return pixels
    }

    /// Tells `scaler` the frame's YUV matrix (BT.601 unless stated) and whether it uses full range.
    private static func useColorDetails(of frame: AVFrame, in scaler: OpaquePointer, using av: tessera_media)
    {
        var inverse: UnsafeMutablePointer<Int32>? = nil
        var sourceRange: Int32 = 0
        var table: UnsafeMutablePointer<Int32>? = nil
        var destinationRange: Int32 = 0
        var brightness: Int32 = 0
        var contrast: Int32 = 0
        var saturation: Int32 = 0
        guard
            av.sws_getColorspaceDetails(
                scaler, &inverse, &sourceRange, &table, &destinationRange, &brightness, &contrast, &saturation
            )
                >= 0
        else { return }
        let matrix =
            frame.colorspace == AVCOL_SPC_UNSPECIFIED ? SWS_CS_DEFAULT : Int32(frame.colorspace.rawValue)
        let fullRange: Int32 = frame.color_range == AVCOL_RANGE_JPEG ? 1 : sourceRange
        _ = av.sws_setColorspaceDetails(
            scaler, av.sws_getCoefficients(matrix), fullRange, table, destinationRange, brightness, contrast,
            saturation)
    }
}
