/// Which frame of an animation shows when, on the app's clock: frames follow each other by their delays
/// and the animation loops; `p` pauses it on the frame shown and resumes from there.
///
/// Like ``Slideshow``, resuming does not read the clock: the next ``advance(to:)`` does, so a pause of
/// any length never makes the animation jump ahead.
struct AnimationClock: Hashable {
    /// Where playing stands.
    enum Phase: Hashable {
        /// Frames are ready but not yet shown: the first frame shows until ``begin(at:)``.
        case waiting
        /// Playing; the loop's first frame began at this time.
        case playing(since: Duration)
        /// Paused this many milliseconds into the loop.
        case paused(at: Int)
        /// Resumed at this point of the loop, until the clock is next read.
        case resuming(from: Int)
    }

    /// Each frame's delay in milliseconds, as it plays (at least 1).
    let delays: [Int]
    /// The whole loop's length in milliseconds.
    let loopLength: Int
    /// Where playing stands.
    private(set) var phase = Phase.waiting

    /// A clock for frames that show for `delays` milliseconds each, none shorter than `minimumDelay`.
    init(delays: [Int], minimumDelay: Int = 1) {
        let played = delays.map { max($0, minimumDelay, 1) }
        self.delays = played.isEmpty ? [1] : played
        loopLength = self.delays.reduce(0, +)
    }

    /// Whether `p` paused it.
    var isPaused: Bool {
        switch phase {
        case .paused, .resuming: true
        case .waiting, .playing: false
        }
    }

    /// The first frame is on screen at `now`: the loop starts there (unless paused meanwhile).
    mutating func begin(at now: Duration) {
        if phase == .waiting { phase = .playing(since: now) }
    }

    /// `p`: pauses on the frame shown at `now`, or resumes from it.
    mutating func togglePause(at now: Duration) {
        switch phase {
        case .waiting: phase = .paused(at: 0)
        case .playing: phase = .paused(at: position(at: now))
        case .paused(let position): phase = .resuming(from: position)
        case .resuming(let position): phase = .paused(at: position)
        }
    }

    /// Reads the clock: a resumed animation goes on from where it paused.
    mutating func advance(to now: Duration) {
        if case .resuming(let position) = phase {
            phase = .playing(since: now - .milliseconds(position))
        }
    }

    /// How many milliseconds into the loop the animation is at `now`.
    func position(at now: Duration) -> Int {
        switch phase {
        case .waiting: return 0
        case .paused(let position), .resuming(let position): return position
        case .playing(let since):
            let elapsed = Self.milliseconds(max(now - since, .zero))
            return elapsed % loopLength
        }
    }

    /// The frame shown at `now`.
    func frame(at now: Duration) -> Int {
        var position = position(at: now)
        for (index, delay) in delays.enumerated() {
            if position < delay { return index }
            position -= delay
        }
        return delays.count - 1
    }

    /// When the frame shown at `now` gives way to the next; `nil` unless playing.
    func nextChange(after now: Duration) -> Duration? {
        guard case .playing = phase else { return nil }
        let position = position(at: now)
        var end = 0
        for delay in delays {
            end += delay
            if position < end { break }
        }
        return now + .milliseconds(end - position)
    }

    /// Whole milliseconds in `duration` (rounded down).
    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(clamping: seconds) &* 1000 &+ Int(attoseconds / 1_000_000_000_000_000)
    }
}
