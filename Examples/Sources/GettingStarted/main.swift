import TesseraTerminal

// The terminal's part: start it, show each frame, hand the grid every event until `q`.
do {
    let session = try TerminalSession.start()
    defer { session.stop() }
    var grid = NumberGrid(columns: session.size.columns, rows: session.size.rows)
    repeat {
        session.present(grid.render())
    } while session.readEvent(timeoutMilliseconds: nil).map { grid.handle($0) } ?? true
} catch {
    print("GettingStarted: \(error)")  // one line, such as "not a terminal: …"
}
