/* The libjpeg error manager shared by the decoder and the encoder: errors jump back to the shim function
 * that made the call, warnings about damaged data are kept, nothing is printed. */
#ifndef TESSERA_JPEG_ERRORS_H
#define TESSERA_JPEG_ERRORS_H

#include <setjmp.h>
#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>

struct tessera_jpeg_errors {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char error[JMSG_LENGTH_MAX];
    char damage[JMSG_LENGTH_MAX];
};

/* Points `errors` at the handlers below and returns the manager to store in the libjpeg object. */
struct jpeg_error_mgr *tessera_jpeg_errors_init(struct tessera_jpeg_errors *errors);

#endif
