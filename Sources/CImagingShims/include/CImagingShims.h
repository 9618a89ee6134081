/*
 * CImagingShims: the only C code of the imaging stack.
 *
 * libjpeg and libpng report fatal errors by calling an error handler that must not return; the usual
 * answer is setjmp/longjmp. Every call into those libraries that can fail goes through a function here
 * that sets its own jump point, so a longjmp never crosses a Swift frame: each function returns 1 on
 * success and 0 on failure, with the library's message in the object's message buffer.
 *
 * The header is self-contained (it does not include jpeglib.h or png.h), so Swift sees only these types.
 */
#ifndef TESSERA_IMAGING_SHIMS_H
#define TESSERA_IMAGING_SHIMS_H

#include "tessera_jpeg.h"
#include "tessera_png.h"
#include "tessera_memory.h"

#endif
