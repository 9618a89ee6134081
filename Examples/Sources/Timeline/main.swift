import TesseraTerminal

// The terminal's part, as in GettingStarted: start it, show each frame, hand the screen every event.
do {
    let session = try TerminalSession.start()
    defer { session.stop() }
    var screen = TimelineScreen(columns: session.size.columns, rows: session.size.rows)
    repeat {
        session.present(screen.render())
    } while session.readEvent(timeoutMilliseconds: nil).map { screen.handle($0) } ?? true
} catch {
    print("Timeline: \(error)")  // one line, such as "not a terminal: …"
}
