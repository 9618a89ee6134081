#include "tessera_memory.h"

#include <stdlib.h> /* defines __GLIBC__ on glibc */

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int tessera_memory_map_blocks_from(size_t bytes) {
#if defined(__GLIBC__)
    return mallopt(M_MMAP_THRESHOLD, (int)bytes) == 1;
#else
    (void)bytes;
    return 0;
#endif
}
