import CSQLite

/// One prepared SQL statement: bind values, step through rows, read columns, reset and run again.
///
/// Owned by the ``SQLiteDatabase`` that prepared it and used on that database's thread only; finalized
/// when the value goes away. Parameter and column indexes are SQLite's: parameters from 1, columns from 0.
public final class SQLiteStatement {
    private let handle: OpaquePointer
    private let connection: OpaquePointer

    init(handle: OpaquePointer, connection: OpaquePointer) {
        self.handle = handle
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds `values` to parameters 1, 2, …, after resetting the statement and clearing old bindings
    /// (when `values` binds every parameter, each is replaced: none is left to clear).
    public func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        sqlite3_reset(handle)
        if values.count < sqlite3_bind_parameter_count(handle) { sqlite3_clear_bindings(handle) }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let result: Int32 =
                switch value {
                case .null: sqlite3_bind_null(handle, index)
                case .integer(let number): sqlite3_bind_int64(handle, index, number)
                case .real(let number): sqlite3_bind_double(handle, index, number)
                case .text(let text):
                    // `withCString`: a native string's own bytes, not a copy made for the call.
                    text.withCString { sqlite3_bind_text(handle, index, $0, -1, csqlite_transient()) }
                case .blob(let bytes) where bytes.isEmpty: sqlite3_bind_zeroblob(handle, index, 0)
                case .blob(let bytes):
                    bytes.withUnsafeBytes {
                        sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), csqlite_transient())
                    }
                }
            guard result == SQLITE_OK else { throw SQLiteError.last(on: connection, code: result) }
        }
    }

    /// Runs the statement to its next row: `true` when a row is ready to read, `false` when done.
    @discardableResult
    public func step() throws(SQLiteError) -> Bool {
        let result = sqlite3_step(handle)
        switch result {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = SQLiteError.last(on: connection, code: result)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Binds `values` and runs the statement to its end (an insert, update or delete).
    public func run(_ values: [SQLiteValue] = []) throws(SQLiteError) {
        try bind(values)
        while try step() {}
    }

    /// Column `index` of the current row as an integer, or `nil` when it is NULL.
    public func integer(at index: Int32) -> Int64? {
        sqlite3_column_type(handle, index) == SQLITE_NULL ? nil : sqlite3_column_int64(handle, index)
    }

    /// Column `index` of the current row as a floating-point number, or `nil` when it is NULL.
    public func real(at index: Int32) -> Double? {
        sqlite3_column_type(handle, index) == SQLITE_NULL ? nil : sqlite3_column_double(handle, index)
    }

    /// Calls `body` with the bytes of column `index` of the current row, valid only during the call
    /// (empty for NULL): reads a blob without copying it first.
    public func withBlob<Result>(at index: Int32, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        let count = Int(sqlite3_column_bytes(handle, index))
        return body(UnsafeRawBufferPointer(start: sqlite3_column_blob(handle, index), count: count))
    }

    /// Column `index` of the current row as text, or `nil` when it is NULL.
    public func text(at index: Int32) -> String? {
        guard let bytes = sqlite3_column_text(handle, index) else { return nil }
        return String(cString: bytes)
    }
}

/// A value bound to a statement's parameter.
public enum SQLiteValue: Hashable, Sendable {
    /// SQL NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Bytes (a file path exactly as on disk).
    case blob([UInt8])

    /// `.integer(value)`, or `.null` for `nil`.
    public static func integer(_ value: (some BinaryInteger)?) -> SQLiteValue {
        value.map { .integer(Int64($0)) } ?? .null
    }

    /// `.real(value)`, or `.null` for `nil`.
    public static func real(_ value: Double?) -> SQLiteValue { value.map { .real($0) } ?? .null }

    /// `.text(value)`, or `.null` for `nil`.
    public static func text(_ value: String?) -> SQLiteValue { value.map { .text($0) } ?? .null }
}
