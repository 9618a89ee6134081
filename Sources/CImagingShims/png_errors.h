/* The libpng error handlers shared by the decoder and the encoder: errors keep their message and jump
 * back to the shim function that made the call (through png_jmpbuf), warnings are dropped. */
#ifndef TESSERA_PNG_ERRORS_H
#define TESSERA_PNG_ERRORS_H

#include <png.h>

#define TESSERA_PNG_MESSAGE_LENGTH 200

/* The error pointer to give png_create_*_struct with the handlers below: a buffer of
 * TESSERA_PNG_MESSAGE_LENGTH bytes that receives the message. */
void tessera_png_error_handler(png_structp png, png_const_charp message);
void tessera_png_warning_handler(png_structp png, png_const_charp message);

#endif
