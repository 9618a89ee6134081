#include "png_errors.h"

#include <stdio.h>

void tessera_png_error_handler(png_structp png, png_const_charp message) {
    char *buffer = png_get_error_ptr(png);
    snprintf(buffer, TESSERA_PNG_MESSAGE_LENGTH, "%s", message);
    png_longjmp(png, 1);
}

void tessera_png_warning_handler(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}
