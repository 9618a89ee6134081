import TesseraCanvas
import TesseraImaging

extension PhotoViewerViewController {
    /// `S`: starts the slideshow (from the photo shown), resumes a paused one, or stops a running one.
    func toggleSlideshow() {
        slideshow.toggle(interval: context.slideshowInterval)
    }

    /// Any key but `S` pauses a running slideshow, and then does what it does.
    func slideshowSaw(_ key: Key) {
        guard key != .character("S") else { return }
        slideshow.pause()
    }

    /// Steps to the photos due by `now`; at the last photo, once its time is over, the slideshow ends.
    func advanceSlideshow(to now: Duration) {
        let steps = slideshow.advance(to: now)
        guard steps > 0 else { return }
        for _ in 0..<steps {
            guard index < album.photos.count - 1 else {
                slideshow.finish()
                return
            }
            _ = perform(.page(.down))
        }
    }

    /// What the status line says while a slideshow runs, is paused or has just ended.
    var slideshowNote: String? {
        switch slideshow.state {
        case .off: nil
        case .running: "▶ slideshow · \(Self.secondsText(slideshow.interval)) a photo · S stops"
        case .paused: "slideshow paused · S resumes · esc ends it"
        case .finished: "slideshow ended"
        }
    }

    /// `5 s`, `2.5 s`.
    static func secondsText(_ duration: Duration) -> String {
        let milliseconds = AnimationClock.milliseconds(duration)
        return PhotoInfoText.oneDecimal(Double(milliseconds) / 1000, keepingZero: false) + " s"
    }
}
