import CMediaLoader

/// How a video's stored frames are turned to show them upright: its display matrix, read as the `ffmpeg`
/// command's autorotation reads it (rotation only, to the nearest quarter turn).
enum VideoRotation {
    /// The orientation that turns `stream`'s frames upright; `.up` without a display matrix.
    static func orientation(of stream: UnsafeMutablePointer<AVStream>, using av: tessera_media)
        -> ExifOrientation
    {
        var size: Int = 0
        guard let data = av.av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, &size), size >= 36
        else {
            return .up
        }
        let counterClockwise = data.withMemoryRebound(to: Int32.self, capacity: 9) {
            av.av_display_rotation_get($0)
        }
        return orientation(counterClockwiseDegrees: counterClockwise)
    }

    /// The orientation for a display matrix that turns the frame by `degrees` counter-clockwise.
    static func orientation(counterClockwiseDegrees degrees: Double) -> ExifOrientation {
        guard degrees.isFinite else { return .up }
        var clockwise = -degrees.rounded()
        clockwise -= 360 * (clockwise / 360 + 0.9 / 360).rounded(.down)
        switch clockwise {
        case 45..<135: return .right
        case 135..<225: return .down
        case 225..<315: return .left
        default: return .up
        }
    }
}
