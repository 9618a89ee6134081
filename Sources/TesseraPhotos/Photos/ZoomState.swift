import TesseraImaging

/// How far the viewer is zoomed into a photo and where it looks: a pure value, so every step (zoom in,
/// out, to 100 %, a pan) is a function of the state, the photo's size and the screen's pixels.
///
/// Sizes are in the photo's upright pixels at full size and in the screen's pixels (the terminal's own
/// with real pixels, square half-cell pixels in blocks). The scale is screen pixels per photo pixel; the
/// fit is the largest scale, at most 1, that shows the whole photo.
struct ZoomState: Hashable, Sendable {
    /// Screen pixels per photo pixel, or `nil` at the fit.
    private(set) var scale: Double?
    /// The photo point (in its upright pixels) at the centre of the view, or `nil` for the photo's centre.
    private(set) var centre: (x: Double, y: Double)?

    /// `+` multiplies the scale by this, `-` divides by it.
    static let step = 1.5
    /// The largest scale: 800 %.
    static let maximumScale = 8.0
    /// A pan moves the view by this fraction of itself.
    static let panFraction = 0.1

    /// The fit: the whole photo on screen.
    static let fit = ZoomState()

    /// Whether the photo shows larger than the fit.
    var isZoomed: Bool { scale != nil }

    /// The scale that fits a photo of `photo` pixels into `box` screen pixels, never above 1 (a small
    /// photo shows at its own size).
    static func fitScale(photo: PixelSize, box: PixelSize) -> Double {
        guard photo.area > 0, box.area > 0 else { return 1 }
        return min(1, Double(box.width) / Double(photo.width), Double(box.height) / Double(photo.height))
    }

    /// Whether this zoom shows a photo of `photo` pixels larger than its fit in `box` screen pixels: false
    /// at the fit, and for a kept scale that a larger screen now shows whole.
    func showsLessThanAll(of photo: PixelSize, in box: PixelSize) -> Bool {
        guard let scale else { return false }
        return scale > Self.fitScale(photo: photo, box: box) * (1 + 1e-9)
    }

    /// The scale shown: ``scale``, or the fit's.
    func effectiveScale(photo: PixelSize, box: PixelSize) -> Double {
        scale ?? Self.fitScale(photo: photo, box: box)
    }

    /// What the status line shows: `fit`, or the scale as a whole percentage (`200%`); below 1 % with
    /// one decimal (`0.4%`, a huge photo on a small screen), never `0%`.
    var label: String { Self.label(for: scale) }

    /// The status line's text for `scale` (`nil`: the fit).
    static func label(for scale: Double?) -> String {
        guard let scale else { return "fit" }
        let percent = scale * 100
        if percent >= 0.995 { return "\(Int(percent.rounded()))%" }
        if percent >= 0.095 { return "\((percent * 10).rounded() / 10)%" }
        return "<0.1%"
    }

    /// One step closer (`+`), around the view's centre, up to 800 %.
    func zoomedIn(photo: PixelSize, box: PixelSize) -> ZoomState {
        let fit = Self.fitScale(photo: photo, box: box)
        let wanted = min(effectiveScale(photo: photo, box: box) * Self.step, max(Self.maximumScale, fit))
        return with(scale: wanted, fit: fit, photo: photo, box: box)
    }

    /// One step back (`-`), around the view's centre; the fit once a step would reach it.
    func zoomedOut(photo: PixelSize, box: PixelSize) -> ZoomState {
        let fit = Self.fitScale(photo: photo, box: box)
        return with(
            scale: effectiveScale(photo: photo, box: box) / Self.step, fit: fit, photo: photo, box: box)
    }

    /// 100 % (`1`): one photo pixel a screen pixel, around the view's centre; the fit when that is already
    /// 100 %.
    func actualSize(photo: PixelSize, box: PixelSize) -> ZoomState {
        with(scale: 1, fit: Self.fitScale(photo: photo, box: box), photo: photo, box: box)
    }

    /// The view moved by `columns` and `rows` tenths of itself (an arrow key: one tenth), stopping where
    /// the photo's edge meets the screen's.
    func panned(columns: Int, rows: Int, photo: PixelSize, box: PixelSize) -> ZoomState {
        let scale = effectiveScale(photo: photo, box: box)
        let step = (
            x: Double(box.width) / scale * Self.panFraction, y: Double(box.height) / scale * Self.panFraction
        )
        return moved(by: (Double(columns) * step.x, Double(rows) * step.y), photo: photo, box: box)
    }

    /// The view moved by `offset` photo pixels, clamped to the photo's edges.
    func moved(by offset: (x: Double, y: Double), photo: PixelSize, box: PixelSize) -> ZoomState {
        guard isZoomed else { return self }
        let now = viewCentre(photo: photo, box: box)
        var moved = self
        moved.centre = (now.x + offset.x, now.y + offset.y)
        moved.centre = moved.viewCentre(photo: photo, box: box)
        return moved
    }

    /// The photo point at the centre of the view, kept where the photo's edges stop it: on an axis where
    /// the photo shows smaller than the screen, its middle.
    func viewCentre(photo: PixelSize, box: PixelSize) -> (x: Double, y: Double) {
        let scale = effectiveScale(photo: photo, box: box)
        let wanted = centre ?? (Double(photo.width) / 2, Double(photo.height) / 2)
        return (
            Self.clamped(wanted.x, photo: photo.width, seen: Double(box.width) / scale),
            Self.clamped(wanted.y, photo: photo.height, seen: Double(box.height) / scale)
        )
    }

    /// `value` kept at least half of `seen` inside `0...photo`, or the middle when `seen` covers it all.
    private static func clamped(_ value: Double, photo: Int, seen: Double) -> Double {
        let side = Double(photo)
        guard seen < side else { return side / 2 }
        return min(max(value, seen / 2), side - seen / 2)
    }

    /// The state at `scale` (kept to 800 %), around the current view's centre; the fit at or below it.
    private func with(scale: Double, fit: Double, photo: PixelSize, box: PixelSize) -> ZoomState {
        guard scale > fit * (1 + 1e-9) else { return .fit }
        let centre = viewCentre(photo: photo, box: box)
        var zoomed = ZoomState()
        zoomed.scale = min(scale, max(Self.maximumScale, fit))
        zoomed.centre = centre
        zoomed.centre = zoomed.viewCentre(photo: photo, box: box)
        return zoomed
    }

    static func == (left: ZoomState, right: ZoomState) -> Bool {
        left.scale == right.scale && left.centre?.x == right.centre?.x && left.centre?.y == right.centre?.y
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(scale)
        hasher.combine(centre?.x)
        hasher.combine(centre?.y)
    }
}
