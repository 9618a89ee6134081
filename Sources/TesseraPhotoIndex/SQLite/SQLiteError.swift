import CSQLite

/// A failure reported by SQLite: its result code and message, and what the index makes of it.
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The extended result code (`sqlite3_extended_errcode`), such as `SQLITE_IOERR_WRITE`.
    public let extendedCode: Int32
    /// SQLite's message for it (`sqlite3_errmsg`), such as `database is locked`.
    public let message: String

    /// An error with this extended result code and message.
    public init(extendedCode: Int32, message: String) {
        self.extendedCode = extendedCode
        self.message = message
    }

    /// The primary result code (the low byte of the extended code), such as `SQLITE_IOERR`.
    public var code: Int32 { extendedCode & 0xFF }

    /// Whether the database file is damaged or is not a database at all (`SQLITE_CORRUPT`,
    /// `SQLITE_NOTADB`): the index deletes it and starts again.
    public var isDamagedFile: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }

    /// The message with SQLite's name for the code, in one line: `disk I/O error (SQLITE_IOERR)`.
    public var description: String {
        let name = sqlite3_errstr(extendedCode).map { String(cString: $0) } ?? "error"
        return message == name ? "\(message) (code \(extendedCode))" : "\(message) (\(name))"
    }

    /// The error of the last failed call on `connection`, or a bare `code` when there is no connection.
    static func last(on connection: OpaquePointer?, code: Int32) -> SQLiteError {
        guard let connection else {
            let message = sqlite3_errstr(code).map { String(cString: $0) } ?? "error"
            return SQLiteError(extendedCode: code, message: message)
        }
        return SQLiteError(
            extendedCode: sqlite3_extended_errcode(connection),
            message: String(cString: sqlite3_errmsg(connection)))
    }
}
