/// A picture at one size, ready to give pixel after pixel: what depends only on the size (the
/// reciprocals of width and height, the aspect ratio) is worked out once, so a pixel costs a few
/// multiplications before the scene is asked.
///
/// Sizes are clamped to 1...`maximumSide`, which keeps every computation finite.
public struct PictureSampler: Sendable {
    /// Largest width or height a picture is computed at; larger sizes are treated as this one.
    static let maximumSide = 1 << 16

    /// The scene being drawn.
    let scene: PictureScene
    /// The width in pixels, 1...`maximumSide`.
    let width: Int
    /// The height in pixels, 1...`maximumSide`.
    let height: Int
    /// 1 / ``width``.
    let inverseWidth: Float
    /// 1 / ``height``.
    let inverseHeight: Float
    /// Width over height as shown: multiplies a distance across in `u` into one in picture heights, so
    /// that round things stay round.
    let aspect: Float

    /// `scene` drawn `width × height` pixels large, each pixel shown `pixelAspect` times as wide as tall
    /// (1 for half blocks, which are about square).
    init(scene: PictureScene, width: Int, height: Int, pixelAspect: Double = 1) {
        self.scene = scene
        self.width = min(max(width, 1), Self.maximumSide)
        self.height = min(max(height, 1), Self.maximumSide)
        inverseWidth = 1 / Float(self.width)
        inverseHeight = 1 / Float(self.height)
        aspect = Float(self.width) * Float(pixelAspect) / Float(self.height)
    }

    /// The 8-bit red, green and blue of pixel `(x, y)`; `(0, 0)` is the top-left pixel, and a pixel
    /// outside the picture gets the colour of the nearest pixel inside it.
    @inline(__always)
    public func rgb(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        let column = min(max(x, 0), width - 1)
        let row = min(max(y, 0), height - 1)
        let u = (Float(column) + 0.5) * inverseWidth
        let v = (Float(row) + 0.5) * inverseHeight
        return scene.color(u, v, aspect: aspect, star: column | row << 16).bytes
    }
}
