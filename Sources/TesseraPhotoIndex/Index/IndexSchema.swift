/// The index's tables, one migration per schema version; the version lives in `PRAGMA user_version`.
///
/// Version 1 kept each file's key, date taken, pixel size and duration; version 2 added the EXIF summary
/// and marks the rows of version 1 as read by no reader, so their files are read again (their EXIF was
/// never read) while the rows stay usable until then.
enum IndexSchema {
    /// The version this build writes.
    static var currentVersion: Int { migrations.count }

    /// `migrations[n]` takes a database from version `n` to `n + 1`.
    static let migrations: [String] = [
        """
        CREATE TABLE files (
            path BLOB PRIMARY KEY NOT NULL,
            size INTEGER NOT NULL,
            mtime_seconds INTEGER NOT NULL,
            mtime_nanoseconds INTEGER NOT NULL,
            inode INTEGER NOT NULL,
            reader TEXT NOT NULL,
            kind INTEGER NOT NULL,
            date_kind INTEGER,
            date_seconds INTEGER,
            date_offset INTEGER,
            width INTEGER,
            height INTEGER,
            duration REAL
        ) WITHOUT ROWID;
        """,
        """
        ALTER TABLE files ADD COLUMN make TEXT;
        ALTER TABLE files ADD COLUMN model TEXT;
        ALTER TABLE files ADD COLUMN lens TEXT;
        ALTER TABLE files ADD COLUMN exposure REAL;
        ALTER TABLE files ADD COLUMN f_number REAL;
        ALTER TABLE files ADD COLUMN iso INTEGER;
        ALTER TABLE files ADD COLUMN focal_length REAL;
        ALTER TABLE files ADD COLUMN latitude REAL;
        ALTER TABLE files ADD COLUMN longitude REAL;
        ALTER TABLE files ADD COLUMN altitude REAL;
        UPDATE files SET reader = '';
        """,
    ]

    /// Brings `database` from its version up to `target` (default: ``currentVersion``) in one
    /// transaction, re-reading the version inside it so that two processes never migrate twice.
    ///
    /// Returns the version found before migrating.
    @discardableResult
    static func migrate(_ database: SQLiteDatabase, to target: Int = currentVersion) throws(SQLiteError)
        -> Int
    {
        try database.transaction { () throws(SQLiteError) -> Int in
            let found = try database.userVersion()
            guard found < target else { return found }
            for version in found..<target { try database.execute(migrations[version]) }
            try database.setUserVersion(target)
            return found
        }
    }
}
