import TesseraImaging
import TesseraThumbnails

/// An animation playing in the viewer: the picture it plays in place of, and its clock.
struct AnimationPlayback {
    /// The viewer picture the frames stand in for (stepping to another photo, or a new size, starts
    /// afresh).
    let request: PictureRequest
    /// Which frame shows when.
    var clock: AnimationClock
}

extension PhotoViewerViewController {
    /// The viewer's picture of the shown photo when it may be animated (a GIF or WebP): its frames are
    /// decoded for the same box.
    private var animationKey: PictureRequest? {
        guard let photo, AnimationLoad.mayAnimate(photo.path) else { return nil }
        return request(for: photo)
    }

    /// The frames played while zoomed: the fit's own when they are the photo's full size (it fits in the
    /// box: frames are never scaled up), else frames decoded at the photo's full size (within the same
    /// memory bound, ``AnimationLoad/maxFramePixels``), each cut to the view as it shows.
    private var zoomedAnimationKey: PictureRequest? {
        guard let photo, AnimationLoad.mayAnimate(photo.path), let full = zoomGeometry?.photo else {
            return nil
        }
        let box = pixelBox
        if full.width <= box.width && full.height <= box.height { return request(for: photo) }
        return PhotoContext.request(for: photo, size: .fitting(full))
    }

    /// The frames for what shows now: zoomed or at the fit.
    private var shownAnimationKey: PictureRequest? {
        zoomState.isZoomed ? zoomedAnimationKey : animationKey
    }

    /// The shown photo's frames (or why there are none), once read.
    private var animationLoad: AnimationLoad? {
        shownAnimationKey.flatMap { context.viewerLoads.animations.value(for: $0) }
    }

    /// Asks for the shown photo's frames (decoded in the background), when it may be animated: for the
    /// fit, or at full size while zoomed.
    func wantAnimation() {
        guard let key = shownAnimationKey else { return }
        context.viewerLoads.animations.want(key) { request in
            guard case .fitting(let box) = request.size else { return .still }
            return AnimationLoad.read(request.file, fitting: box)
        }
    }

    /// The frame to draw in place of the still picture, and its number; `nil` while the frames are not
    /// read (the still first frame shows). The clock starts when the first frame is first drawn.
    func animationFrame() -> (image: RGBImage, number: Int)? {
        guard !zoomState.isZoomed, case .frames(let animation, _) = animationLoad,
            let number = frameShown(of: animation)
        else { return nil }
        return (animation.frames[number].image, number)
    }

    /// The frame to cut the zoomed view from (the photo's full size, or the most of it the memory bound
    /// allows), and its number; `nil` at the fit or while the frames are not read (the sharp still
    /// picture shows). Zooming keeps the animation's clock: it plays on from the frame shown.
    func zoomedAnimationFrame() -> (image: RGBImage, number: Int)? {
        guard zoomState.isZoomed, case .frames(let animation, _) = animationLoad,
            let number = frameShown(of: animation)
        else { return nil }
        return (animation.frames[number].image, number)
    }

    /// The number of `animation`'s frame on the clock now, starting the clock (for the shown photo's fit
    /// picture, whichever frames play) when it is not yet running.
    private func frameShown(of animation: Animation) -> Int? {
        guard let key = animationKey, !animation.frames.isEmpty else { return nil }
        if playback?.request != key {
            var clock = AnimationClock(
                delays: animation.frames.map(\.delayMilliseconds), minimumDelay: minimumFrameDelay)
            clock.begin(at: clockNow)
            playback = AnimationPlayback(request: key, clock: clock)
        }
        guard let playback else { return nil }
        return min(playback.clock.frame(at: clockNow), animation.frames.count - 1)
    }

    /// The shortest a frame shows: 100 ms with sixel, whose pictures are written whole each time.
    private var minimumFrameDelay: Int {
        context.cellPixels != nil && !context.textShowsOverPixels ? 100 : 1
    }

    /// `p`: pauses the animation on the frame shown, or plays it on from there.
    func toggleAnimation() {
        playback?.clock.togglePause(at: clockNow)
    }

    /// Moves the animation's clock to `now` (forgetting it once another photo shows).
    func advanceAnimation(to now: Duration) {
        if let playback, playback.request != animationKey { self.playback = nil }
        playback?.clock.advance(to: now)
    }

    /// When the animation shows its next frame; `nil` unless one plays.
    var nextAnimationFrame: Duration? {
        guard let playback, playback.request == animationKey else { return nil }
        return playback.clock.nextChange(after: clockNow)
    }

    /// Why `p` does nothing now: it works while the shown photo's frames are ready.
    var animationDisabledReason: String? {
        guard case .frames = animationLoad else { return "p plays animations; this photo is still" }
        return nil
    }

    /// What the status line says of the animation: paused, played smaller or damaged, or not played.
    var animationNote: String? {
        guard let photo else { return nil }
        switch animationLoad {
        case .frames(_, let note):
            if playback?.clock.isPaused == true { return "animation paused · p plays" }
            return note.map { "\(photo.name): \($0)" }
        case .notPlayed(let reason): return "\(photo.name) is not played: \(reason)"
        case .still, nil: return nil
        }
    }
}
