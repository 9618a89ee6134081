#include "tessera_png.h"
#include "png_errors.h"

#include <stdlib.h>
#include <string.h>

/* The state a longjmp may come back to lives in this struct, not in locals of the function that jumps. */
struct encoder {
    png_structp png;
    png_infop info;
    png_textp text;
    unsigned char *buffer;
    size_t size;
    size_t capacity;
    char error[TESSERA_PNG_MESSAGE_LENGTH];
};

static void write_memory(png_structp png, png_bytep data, size_t length) {
    struct encoder *encoder = png_get_io_ptr(png);
    if (length > encoder->capacity - encoder->size) {
        size_t capacity = encoder->capacity * 2 + length;
        unsigned char *buffer = realloc(encoder->buffer, capacity);
        if (buffer == NULL) png_error(png, "out of memory");
        encoder->buffer = buffer;
        encoder->capacity = capacity;
    }
    memcpy(encoder->buffer + encoder->size, data, length);
    encoder->size += length;
}

static void flush_nothing(png_structp png) { (void)png; }

int tessera_png_row_filters(const tessera_png_encoding *encoding) {
    /* One filter for every row instead of libpng's adaptive choice among all five per row: on photographs'
       256-pixel thumbnails about two thirds of the encoding time for about 2 % more bytes
       (docs/performance.md, "The album screens: thumbnails made for less"). */
    int palette = encoding->palette != NULL || encoding->color_type == PNG_COLOR_TYPE_PALETTE;
    return palette || encoding->bit_depth < 8 ? PNG_FILTER_NONE : PNG_FILTER_AVG;
}

static int encode(struct encoder *encoder, const unsigned char *rows, size_t stride,
                  const tessera_png_encoding *encoding) {
    png_structp png = encoder->png;
    png_infop info = encoder->info;
    if (setjmp(png_jmpbuf(png))) return 0;
    png_set_write_fn(png, encoder, write_memory, flush_nothing);
    png_set_IHDR(png, info, encoding->width, encoding->height, encoding->bit_depth, encoding->color_type,
                 encoding->interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (encoding->palette != NULL) {
        png_color palette[256];
        for (int i = 0; i < encoding->palette_count && i < 256; i++) {
            palette[i].red = encoding->palette[3 * i];
            palette[i].green = encoding->palette[3 * i + 1];
            palette[i].blue = encoding->palette[3 * i + 2];
        }
        png_set_PLTE(png, info, palette, encoding->palette_count);
    }
    if (encoding->palette_alpha != NULL)
        png_set_tRNS(png, info, encoding->palette_alpha, encoding->palette_alpha_count, NULL);
    if (encoding->text_count > 0) {
        for (int i = 0; i < encoding->text_count; i++) {
            encoder->text[i].compression =
                encoding->text[i].utf8 ? PNG_ITXT_COMPRESSION_NONE : PNG_TEXT_COMPRESSION_NONE;
            encoder->text[i].key = (png_charp)encoding->text[i].key;
            encoder->text[i].text = (png_charp)encoding->text[i].text;
        }
        png_set_text(png, info, encoder->text, encoding->text_count);
    }
    /* Thumbnails are small and written while the person waits: zlib's fastest level, which deflates
       photographs' thumbnails in about half of level 3's time for about 5 % more bytes. */
    png_set_compression_level(png, 1);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, tessera_png_row_filters(encoding));
    png_write_info(png, info);
    int passes = png_set_interlace_handling(png);
    for (int pass = 0; pass < passes; pass++)
        for (unsigned y = 0; y < encoding->height; y++) png_write_row(png, rows + (size_t)y * stride);
    png_write_end(png, info);
    return 1;
}

int tessera_png_encode(const unsigned char *rows, size_t stride, const tessera_png_encoding *encoding,
                       unsigned char **output, size_t *output_size, char *message, size_t message_size) {
    struct encoder *encoder = calloc(1, sizeof *encoder);
    int ok = 0;
    if (encoder != NULL) {
        encoder->text = calloc(encoding->text_count > 0 ? (size_t)encoding->text_count : 1, sizeof(png_text));
        encoder->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, encoder->error, tessera_png_error_handler,
                                               tessera_png_warning_handler);
        if (encoder->png != NULL) encoder->info = png_create_info_struct(encoder->png);
        if (encoder->text != NULL && encoder->info != NULL) ok = encode(encoder, rows, stride, encoding);
        else snprintf(encoder->error, sizeof encoder->error, "out of memory");
        png_destroy_write_struct(&encoder->png, encoder->info != NULL ? &encoder->info : NULL);
    }
    if (ok) {
        *output = encoder->buffer;
        *output_size = encoder->size;
    } else {
        snprintf(message, message_size, "%s", encoder != NULL ? encoder->error : "out of memory");
        if (encoder != NULL) free(encoder->buffer);
    }
    if (encoder != NULL) free(encoder->text);
    free(encoder);
    return ok;
}
