#ifndef TESSERA_MEMORY_H
#define TESSERA_MEMORY_H

#include <stddef.h>

/* Fixes glibc's threshold above which a block gets a mapping of its own (returned to the system when
   freed) at `bytes`, which also stops glibc from raising it; returns 1 on success, 0 where the C library
   has no such setting. */
int tessera_memory_map_blocks_from(size_t bytes);

#endif
