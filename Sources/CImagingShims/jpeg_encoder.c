#include "tessera_jpeg.h"
#include "jpeg_errors.h"

#include <stdlib.h>
#include <string.h>

static J_COLOR_SPACE input_space(int components) {
    switch (components) {
    case 1: return JCS_GRAYSCALE;
    case 4: return JCS_CMYK;
    default: return JCS_RGB;
    }
}

/* The state a longjmp may come back to lives in this struct, not in locals of the function that jumps. */
struct encoder {
    struct jpeg_compress_struct info;
    struct tessera_jpeg_errors errors;
    struct jpeg_destination_mgr destination;
    unsigned char *buffer; /* owned here (unlike jpeg_mem_dest's, which libjpeg may free on an error) */
    size_t capacity;
    size_t size;
};

static void start_buffer(j_compress_ptr info) {
    struct encoder *encoder = (struct encoder *)info;
    encoder->destination.next_output_byte = encoder->buffer;
    encoder->destination.free_in_buffer = encoder->capacity;
}

static boolean grow_buffer(j_compress_ptr info) {
    struct encoder *encoder = (struct encoder *)info;
    size_t capacity = encoder->capacity * 2;
    unsigned char *buffer = realloc(encoder->buffer, capacity);
    if (buffer == NULL) ERREXIT1(info, JERR_OUT_OF_MEMORY, 10);
    encoder->buffer = buffer;
    encoder->destination.next_output_byte = buffer + encoder->capacity;
    encoder->destination.free_in_buffer = capacity - encoder->capacity;
    encoder->capacity = capacity;
    return TRUE;
}

static void end_buffer(j_compress_ptr info) {
    struct encoder *encoder = (struct encoder *)info;
    encoder->size = encoder->capacity - encoder->destination.free_in_buffer;
}

static int encode(struct encoder *encoder, const unsigned char *pixels, const tessera_jpeg_encoding *encoding) {
    if (setjmp(encoder->errors.jump)) return 0;
    struct jpeg_compress_struct *info = &encoder->info;
    jpeg_create_compress(info);
    encoder->destination.init_destination = start_buffer;
    encoder->destination.empty_output_buffer = grow_buffer;
    encoder->destination.term_destination = end_buffer;
    info->dest = &encoder->destination;
    info->image_width = encoding->width;
    info->image_height = encoding->height;
    info->input_components = encoding->input_components;
    info->in_color_space = input_space(encoding->input_components);
    jpeg_set_defaults(info);
    jpeg_set_colorspace(info, (J_COLOR_SPACE)encoding->file_color_space);
    jpeg_set_quality(info, encoding->quality, TRUE);
    if (encoding->progressive) jpeg_simple_progression(info);
    jpeg_scan_info scans[MAX_COMPONENTS];
    if (encoding->scan_per_component && !encoding->progressive) {
        for (int index = 0; index < info->num_components; index++) {
            scans[index] = (jpeg_scan_info){.comps_in_scan = 1, .component_index = {index}, .Ss = 0, .Se = 63};
        }
        info->scan_info = scans;
        info->num_scans = info->num_components;
    }
    jpeg_start_compress(info, TRUE);
    if (encoding->app1 != NULL) jpeg_write_marker(info, JPEG_APP0 + 1, encoding->app1, (unsigned)encoding->app1_length);
    size_t stride = (size_t)encoding->width * (size_t)encoding->input_components;
    while (info->next_scanline < info->image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info->next_scanline * stride);
        jpeg_write_scanlines(info, &row, 1);
    }
    jpeg_finish_compress(info);
    return 1;
}

int tessera_jpeg_encode(const unsigned char *pixels, const tessera_jpeg_encoding *encoding,
                        unsigned char **output, size_t *output_size, char *message, size_t message_size) {
    struct encoder *encoder = calloc(1, sizeof *encoder);
    if (encoder != NULL) {
        encoder->capacity = 1 << 16;
        encoder->buffer = malloc(encoder->capacity);
    }
    if (encoder == NULL || encoder->buffer == NULL) {
        free(encoder);
        snprintf(message, message_size, "out of memory");
        return 0;
    }
    encoder->info.err = tessera_jpeg_errors_init(&encoder->errors);
    int ok = encode(encoder, pixels, encoding);
    jpeg_destroy_compress(&encoder->info);
    if (ok) {
        *output = encoder->buffer;
        *output_size = encoder->size;
    } else {
        free(encoder->buffer);
        snprintf(message, message_size, "%s", encoder->errors.error);
    }
    free(encoder);
    return ok;
}
