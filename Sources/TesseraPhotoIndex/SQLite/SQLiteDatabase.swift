import CSQLite
import SystemPackage

/// One connection to an SQLite database, a file or in memory.
///
/// Not thread-safe by itself: its owner (``PhotoIndex``) uses it under a lock. Closed when the value goes
/// away, after every ``SQLiteStatement`` prepared on it.
public final class SQLiteDatabase {
    private let connection: OpaquePointer
    /// The file, or `nil` for a database in memory.
    public let path: FilePath?

    /// Opens (creating if needed) the database file at `path`, or a new empty database in memory for `nil`.
    ///
    /// Opening is lazy in SQLite: a file that is not a database fails at the first statement, not here.
    public init(path: FilePath?) throws(SQLiteError) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let result = sqlite3_open_v2(path?.string ?? ":memory:", &handle, flags, nil)
        guard result == SQLITE_OK, let handle else {
            let error = SQLiteError.last(on: handle, code: result)
            sqlite3_close_v2(handle)
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
        self.connection = handle
        self.path = path
    }

    deinit { sqlite3_close_v2(connection) }

    /// Runs one or more SQL statements that return no rows.
    public func execute(_ sql: String) throws(SQLiteError) {
        let result = sqlite3_exec(connection, sql, nil, nil, nil)
        guard result == SQLITE_OK else { throw SQLiteError.last(on: connection, code: result) }
    }

    /// Compiles one SQL statement.
    public func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var handle: OpaquePointer?
        let result = sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &handle, nil)
        guard result == SQLITE_OK, let handle else { throw SQLiteError.last(on: connection, code: result) }
        return SQLiteStatement(handle: handle, connection: connection)
    }

    /// The first column of the first row of `sql` as text (`PRAGMA journal_mode=WAL` answers `wal`).
    public func text(_ sql: String) throws(SQLiteError) -> String? {
        let statement = try prepare(sql)
        guard try statement.step() else { return nil }
        return statement.text(at: 0)
    }

    /// The first column of the first row of `sql` as an integer.
    public func integer(_ sql: String) throws(SQLiteError) -> Int64? {
        let statement = try prepare(sql)
        guard try statement.step() else { return nil }
        return statement.integer(at: 0)
    }

    /// The schema version the application keeps in the file's header (`PRAGMA user_version`).
    public func userVersion() throws(SQLiteError) -> Int {
        Int(try integer("PRAGMA user_version") ?? 0)
    }

    /// Sets `PRAGMA user_version`.
    public func setUserVersion(_ version: Int) throws(SQLiteError) {
        try execute("PRAGMA user_version = \(version)")
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction: committed when it returns, rolled back when it throws.
    public func transaction<Result>(_ body: () throws(SQLiteError) -> Result) throws(SQLiteError) -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }
}
