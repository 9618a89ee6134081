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

    /// The shown photo's frames (or why there are none), once read.
    private var animationLoad: AnimationLoad? {
        animationKey.flatMap { context.viewerLoads.animations.value(for: $0) }
    }

    /// Asks for the shown photo's frames (decoded in the background), when it may be animated.
    func wantAnimation() {
        guard let animationKey else { return }
        context.viewerLoads.animations.want(animationKey) { request in
            guard case .fitting(let box) = request.size else { return .still }
            return AnimationLoad.read(request.file, fitting: box)
        }
    }

    /// The frame to draw in place of the still picture, and its number; `nil` while the frames are not
    /// read (the still first frame shows). The clock starts when the first frame is first drawn.
    func animationFrame() -> (image: RGBImage, number: Int)? {
        guard let key = animationKey, case .frames(let animation, _) = animationLoad else { return nil }
        if playback?.request != key {
            var clock = AnimationClock(
                delays: animation.frames.map(\.delayMilliseconds), minimumDelay: minimumFrameDelay)
            clock.begin(at: clockNow)
            playback = AnimationPlayback(request: key, clock: clock)
        }
        guard let playback else { return nil }
        let number = min(playback.clock.frame(at: clockNow), animation.frames.count - 1)
        return (animation.frames[number].image, number)
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

    /// `p`, enabled while the shown photo's frames are ready.
    var animationBinding: KeyBinding {
        guard case .frames = animationLoad else {
            return KeyBindings.playAnimation.disabled(because: "p plays animations; this photo is still")
        }
        return KeyBindings.playAnimation
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
