#ifndef TESSERA_JPEG_H
#define TESSERA_JPEG_H

#include <stddef.h>

/* Colour spaces of a JPEG file, numbered as libjpeg's J_COLOR_SPACE. */
typedef enum {
    TESSERA_JPEG_UNKNOWN = 0,
    TESSERA_JPEG_GRAYSCALE = 1,
    TESSERA_JPEG_RGB = 2,
    TESSERA_JPEG_YCBCR = 3,
    TESSERA_JPEG_CMYK = 4,
    TESSERA_JPEG_YCCK = 5,
} tessera_jpeg_color_space;

/* What the header of a JPEG file says. */
typedef struct {
    unsigned width;  /* full size, as stored (before EXIF orientation) */
    unsigned height;
    tessera_jpeg_color_space color_space;
    int adobe_marker; /* 1 when an Adobe APP14 marker was seen: CMYK values are stored inverted */
    int progressive;  /* 1 for a progressive file (libjpeg keeps the whole picture's coefficients) */
    const unsigned char *exif; /* the APP1 Exif payload after "Exif\0\0", or NULL; lives as long as the decoder */
    size_t exif_length;
} tessera_jpeg_header;

/* A libjpeg decompressor reading from memory, with an error manager that never prints or exits. */
typedef struct tessera_jpeg_decoder tessera_jpeg_decoder;

/* Creates a decoder for `size` bytes at `data` (which must outlive it); NULL when out of memory. */
tessera_jpeg_decoder *tessera_jpeg_decoder_create(const unsigned char *data, size_t size);
void tessera_jpeg_decoder_destroy(tessera_jpeg_decoder *decoder);

/* Reads the header, keeping APP1 markers for the Exif payload. */
int tessera_jpeg_read_header(tessera_jpeg_decoder *decoder, tessera_jpeg_header *header);

/* Asks for DCT scaling by scale_num/8 (1...8) and RGB output (CMYK for CMYK and YCCK files), then reports
 * the output size and the bytes per output pixel (3 or 4). Allocates no pixel memory. */
int tessera_jpeg_configure(tessera_jpeg_decoder *decoder, int scale_num, unsigned *width, unsigned *height,
                           int *components);

/* The bytes libjpeg will hold for the whole picture's DCT coefficients once started: every component at
 * full size (whatever the DCT scaling) when the file is progressive or its first scan does not hold every
 * component (a multi-scan file), else 0 (a single-scan baseline file is decoded an iMCU row at a time).
 * Call after tessera_jpeg_read_header. */
unsigned long long tessera_jpeg_coefficient_bytes(const tessera_jpeg_decoder *decoder);

/* Caps what libjpeg's memory manager may hold for its whole-picture buffers at `bytes` (its
 * max_memory_to_use); past it, starting fails (libjpeg has no backing store here) with the error
 * tessera_jpeg_over_memory_limit reports. */
void tessera_jpeg_limit_memory(tessera_jpeg_decoder *decoder, long bytes);

/* 1 when the last error was libjpeg refusing to go past the memory cap, else 0. */
int tessera_jpeg_over_memory_limit(const tessera_jpeg_decoder *decoder);

/* Starts decompression (a progressive file is read whole here). */
int tessera_jpeg_start(tessera_jpeg_decoder *decoder);

/* Decodes only columns *x ..< *x + *width of each output row from now on (libjpeg-turbo's
 * jpeg_crop_scanline): call after tessera_jpeg_start, before reading a row, with a range inside the output
 * width. libjpeg moves *x down to an iMCU boundary and widens *width to match; rows are then *width wide. */
int tessera_jpeg_crop(tessera_jpeg_decoder *decoder, unsigned *x, unsigned *width);

/* Skips the next `rows` output rows without returning them (libjpeg-turbo's jpeg_skip_scanlines). */
int tessera_jpeg_skip_rows(tessera_jpeg_decoder *decoder, unsigned rows);

/* Reads the next output row into `row` (width × components bytes). */
int tessera_jpeg_read_row(tessera_jpeg_decoder *decoder, unsigned char *row);

/* The message of the last error. */
const char *tessera_jpeg_error(const tessera_jpeg_decoder *decoder);

/* The first warning about damaged data (a truncated file, corrupt entropy data), or NULL. */
const char *tessera_jpeg_damage(const tessera_jpeg_decoder *decoder);

/* Settings for tessera_jpeg_encode. */
typedef struct {
    unsigned width;
    unsigned height;
    int input_components; /* 1 (grey), 3 (RGB) or 4 (CMYK, stored as given) */
    tessera_jpeg_color_space file_color_space;
    int quality; /* 1...100 */
    int progressive;
    int scan_per_component; /* sequential, one scan per component (not interleaved): buffered whole on decoding */
    const unsigned char *app1; /* an APP1 payload to write after the JFIF/Adobe markers, or NULL */
    size_t app1_length;
} tessera_jpeg_encoding;

/* Compresses `pixels` (row-major, no padding). On success *output is a malloc'd buffer for the caller to
 * free; on failure the message is copied into `message`. */
int tessera_jpeg_encode(const unsigned char *pixels, const tessera_jpeg_encoding *encoding,
                        unsigned char **output, size_t *output_size, char *message, size_t message_size);

#endif
