#ifndef TESSERA_PNG_H
#define TESSERA_PNG_H

#include <stddef.h>

/* What the IHDR of a PNG file says, and the row format tessera_png_start chose. */
typedef struct {
    unsigned width;
    unsigned height;
    int bit_depth;
    int color_type; /* PNG_COLOR_TYPE_* */
    int interlaced;
} tessera_png_header;

/* A libpng reader of an in-memory file, with an error handler that never prints or exits. */
typedef struct tessera_png_decoder tessera_png_decoder;

/* Creates a decoder for `size` bytes at `data` (which must outlive it). Headers claiming a width or height
 * above `max_dimension` are refused by libpng itself. NULL when out of memory. */
tessera_png_decoder *tessera_png_decoder_create(const unsigned char *data, size_t size, unsigned max_dimension);
void tessera_png_decoder_destroy(tessera_png_decoder *decoder);

/* Reads the chunks up to the image data. */
int tessera_png_read_header(tessera_png_decoder *decoder, tessera_png_header *header);

/* Sets up transformations to 8-bit RGB, or RGBA when the file has alpha (including tRNS), and reports
 * the bytes per output pixel (3 or 4) and the number of interlace passes (1, or 7 for Adam7). */
int tessera_png_start(tessera_png_decoder *decoder, int *components, int *passes);

/* Reads the next row of the current pass into `row`. For an interlaced image, call it for every row of
 * every pass with the same full-image rows: libpng fills in each pass's pixels. */
int tessera_png_read_row(tessera_png_decoder *decoder, unsigned char *row);

/* Reads the chunks after the image data (text chunks may be there). */
int tessera_png_read_end(tessera_png_decoder *decoder);

/* The number of text chunks read so far, and one of them: its keyword (Latin-1), its text and whether
 * the text is UTF-8 (iTXt) rather than Latin-1 (tEXt, zTXt). */
int tessera_png_text_count(const tessera_png_decoder *decoder);
void tessera_png_text(const tessera_png_decoder *decoder, int index, const char **key, const char **text,
                      size_t *text_length, int *utf8);

/* The message of the last error. */
const char *tessera_png_error(const tessera_png_decoder *decoder);

/* A text chunk to write: tEXt when `utf8` is 0 (key and text Latin-1), iTXt otherwise. */
typedef struct {
    const char *key;
    const char *text;
    int utf8;
} tessera_png_text_chunk;

/* Settings for tessera_png_encode. */
typedef struct {
    unsigned width;
    unsigned height;
    int bit_depth;  /* 1, 2, 4, 8 or 16 */
    int color_type; /* PNG_COLOR_TYPE_* */
    int interlaced;
    const unsigned char *palette; /* RGB triples for a palette image */
    int palette_count;
    const unsigned char *palette_alpha; /* tRNS alpha of the first entries, or NULL */
    int palette_alpha_count;
    const tessera_png_text_chunk *text;
    int text_count;
} tessera_png_encoding;

/* The row filters tessera_png_encode has libpng use (PNG_FILTER_* flags): the average of the left and upper
 * neighbours alone for 8- and 16-bit images without a palette, where libpng would try all five on every
 * row (which took about a third of a photograph thumbnail's encoding time, and saved about 2 % of its
 * bytes); none for palette and low bit depths, as libpng's default. */
int tessera_png_row_filters(const tessera_png_encoding *encoding);

/* Writes a PNG of `rows` (each `stride` bytes, samples packed and big-endian as in the file). On
 * success *output is a malloc'd buffer for the caller to free; on failure the message is in `message`. */
int tessera_png_encode(const unsigned char *rows, size_t stride, const tessera_png_encoding *encoding,
                       unsigned char **output, size_t *output_size, char *message, size_t message_size);

#endif
