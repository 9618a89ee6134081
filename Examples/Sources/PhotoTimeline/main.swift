import TesseraTerminal

// The terminal's part: show each frame, hand the screen every event, and while a zoom moves, tick every
// 16 ms instead of waiting for a key.
do {
    let session = try TerminalSession.start()
    defer { session.stop() }
    var screen = PhotoTimelineScreen(columns: session.size.columns, rows: session.size.rows)
    let clock = ContinuousClock()
    let start = clock.now
    var goesOn = true
    while goesOn {
        screen.advance(to: clock.now - start)
        session.present(screen.render())
        let event = session.readEvent(timeoutMilliseconds: screen.isAnimating ? 16 : nil)
        goesOn = event.map { screen.handle($0) } ?? true
    }
} catch {
    print("PhotoTimeline: \(error)")  // one line, such as "not a terminal: …"
}
