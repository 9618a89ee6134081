/// The viewer's slideshow as a value on the app's clock: whether it runs, and when the next photo is due.
///
/// Starting does not read the clock: the next ``advance(to:)`` (which the run loop calls right after the
/// key) sets the first photo's time, so a slideshow started after a long idle wait still shows the first
/// photo its whole interval.
struct Slideshow: Hashable {
    /// Where the slideshow stands.
    enum State: Hashable {
        /// Not running.
        case off
        /// Stepping to the next photo every interval.
        case running
        /// Stopped by a key until `S` resumes it or Esc ends it.
        case paused
        /// Ended at the last photo, until the next key.
        case finished
    }

    /// Where the slideshow stands.
    private(set) var state = State.off
    /// How long each photo shows.
    private(set) var interval = Duration.seconds(5)
    /// When the next photo is due; `nil` until the clock is next read after starting or resuming.
    private(set) var due: Duration?

    /// `S`: starts (or resumes) the slideshow with photos shown for `interval` each, or stops it while it
    /// runs.
    mutating func toggle(interval: Duration) {
        state = state == .running ? .off : .running
        self.interval = interval > .zero ? interval : .seconds(5)
        due = nil
    }

    /// A key other than `S`: pauses a running slideshow; a finished one's note goes away.
    mutating func pause() {
        if state == .running { state = .paused }
        if state == .finished { state = .off }
        due = nil
    }

    /// Ends the slideshow (Esc); returns whether it was on (running or paused).
    mutating func stop() -> Bool {
        let wasOn = state == .running || state == .paused
        state = .off
        due = nil
        return wasOn
    }

    /// Notes that the last photo's time is over: the slideshow ends there.
    mutating func finish() {
        state = .finished
        due = nil
    }

    /// Moves the clock to `now`; returns how many photos are due (0 while not running). The first reading
    /// after a start only sets when the next photo is due.
    mutating func advance(to now: Duration) -> Int {
        guard state == .running else { return 0 }
        guard let due else {
            self.due = now + interval
            return 0
        }
        guard now >= due else { return 0 }
        let steps = Int(((now - due) / interval).rounded(.down)) + 1
        self.due = due + interval * steps
        return steps
    }
}
