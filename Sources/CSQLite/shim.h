#ifndef TESSERA_CSQLITE_SHIM_H
#define TESSERA_CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import: binding text or
/// a blob with it makes SQLite copy the bytes before the call returns.
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

/// SQLITE_READONLY_DBMOVED, an extended code built by a macro: the database file was deleted or moved
/// while open.
static inline int csqlite_readonly_dbmoved(void) {
    return SQLITE_READONLY_DBMOVED;
}

#endif
