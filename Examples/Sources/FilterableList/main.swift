import TesseraTerminal

// The terminal's part: start it, show each frame, hand the list every event until `q`.
do {
    let session = try TerminalSession.start()
    defer { session.stop() }
    var list = FruitList(columns: session.size.columns, rows: session.size.rows)
    repeat {
        session.present(list.render())
    } while session.readEvent(timeoutMilliseconds: nil).map { list.handle($0) } ?? true
} catch {
    print("FilterableList: \(error)")  // one line, such as "not a terminal: …"
}
