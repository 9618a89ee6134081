#include "tessera_png.h"
#include "png_errors.h"

#include <stdlib.h>
#include <string.h>

struct tessera_png_decoder {
    png_structp png;
    png_infop info;
    const unsigned char *data;
    size_t size;
    size_t offset;
    char error[TESSERA_PNG_MESSAGE_LENGTH];
};

static void read_memory(png_structp png, png_bytep destination, size_t length) {
    tessera_png_decoder *decoder = png_get_io_ptr(png);
    if (length > decoder->size - decoder->offset) png_error(png, "premature end of PNG file");
    memcpy(destination, decoder->data + decoder->offset, length);
    decoder->offset += length;
}

tessera_png_decoder *tessera_png_decoder_create(const unsigned char *data, size_t size, unsigned max_dimension) {
    tessera_png_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) return NULL;
    decoder->data = data;
    decoder->size = size;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder->error, tessera_png_error_handler,
                                          tessera_png_warning_handler);
    if (decoder->png != NULL) decoder->info = png_create_info_struct(decoder->png);
    if (decoder->info == NULL) {
        tessera_png_decoder_destroy(decoder);
        return NULL;
    }
    png_set_read_fn(decoder->png, decoder, read_memory);
    png_set_user_limits(decoder->png, max_dimension, max_dimension);
    /* libpng reads IDAT data in blocks of this size (8 KiB by default) and a block cut short by the end of
     * a truncated file is lost whole: small blocks keep the rows before the cut. */
    png_set_compression_buffer_size(decoder->png, 1024);
    return decoder;
}

void tessera_png_decoder_destroy(tessera_png_decoder *decoder) {
    if (decoder == NULL) return;
    png_destroy_read_struct(&decoder->png, decoder->info != NULL ? &decoder->info : NULL, NULL);
    free(decoder);
}

int tessera_png_read_header(tessera_png_decoder *decoder, tessera_png_header *header) {
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(png_jmpbuf(png))) return 0;
    png_read_info(png, info);
    header->width = png_get_image_width(png, info);
    header->height = png_get_image_height(png, info);
    header->bit_depth = png_get_bit_depth(png, info);
    header->color_type = png_get_color_type(png, info);
    header->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    return 1;
}

int tessera_png_start(tessera_png_decoder *decoder, int *components, int *passes) {
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(png_jmpbuf(png))) return 0;
    int color_type = png_get_color_type(png, info);
    png_set_expand(png); /* palette to RGB, grey below 8 bits to 8, tRNS to alpha */
    png_set_scale_16(png);
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    *passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    *components = png_get_channels(png, info);
    return 1;
}

int tessera_png_read_row(tessera_png_decoder *decoder, unsigned char *row) {
    if (setjmp(png_jmpbuf(decoder->png))) return 0;
    png_read_row(decoder->png, row, NULL);
    return 1;
}

int tessera_png_read_end(tessera_png_decoder *decoder) {
    if (setjmp(png_jmpbuf(decoder->png))) return 0;
    png_read_end(decoder->png, decoder->info);
    return 1;
}

int tessera_png_text_count(const tessera_png_decoder *decoder) {
    png_textp text = NULL;
    return png_get_text(decoder->png, decoder->info, &text, NULL);
}

void tessera_png_text(const tessera_png_decoder *decoder, int index, const char **key, const char **text,
                      size_t *text_length, int *utf8) {
    png_textp chunks = NULL;
    png_get_text(decoder->png, decoder->info, &chunks, NULL);
    *key = chunks[index].key;
    *text = chunks[index].text;
    *utf8 = chunks[index].compression >= PNG_ITXT_COMPRESSION_NONE;
    *text_length = *utf8 ? chunks[index].itxt_length : chunks[index].text_length;
}

const char *tessera_png_error(const tessera_png_decoder *decoder) { return decoder->error; }
