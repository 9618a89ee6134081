#include "tessera_jpeg.h"
#include "jpeg_errors.h"

#include <stdlib.h>
#include <string.h>

struct tessera_jpeg_decoder {
    struct jpeg_decompress_struct info;
    struct tessera_jpeg_errors errors;
    int created; /* jpeg_create_decompress succeeded */
};

static const unsigned char exif_signature[6] = {'E', 'x', 'i', 'f', 0, 0};

tessera_jpeg_decoder *tessera_jpeg_decoder_create(const unsigned char *data, size_t size) {
    tessera_jpeg_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) return NULL;
    decoder->info.err = tessera_jpeg_errors_init(&decoder->errors);
    if (setjmp(decoder->errors.jump)) return decoder; /* created stays 0: every later call fails */
    jpeg_create_decompress(&decoder->info);
    decoder->created = 1;
    jpeg_mem_src(&decoder->info, data, (unsigned long)size);
    jpeg_save_markers(&decoder->info, JPEG_APP0 + 1, 0xFFFF);
    return decoder;
}

void tessera_jpeg_decoder_destroy(tessera_jpeg_decoder *decoder) {
    if (decoder == NULL) return;
    if (decoder->created) jpeg_destroy_decompress(&decoder->info);
    free(decoder);
}

int tessera_jpeg_read_header(tessera_jpeg_decoder *decoder, tessera_jpeg_header *header) {
    if (!decoder->created) return 0;
    if (setjmp(decoder->errors.jump)) return 0;
    jpeg_read_header(&decoder->info, TRUE);
    header->width = decoder->info.image_width;
    header->height = decoder->info.image_height;
    header->color_space = (tessera_jpeg_color_space)decoder->info.jpeg_color_space;
    if (header->color_space > TESSERA_JPEG_YCCK) header->color_space = TESSERA_JPEG_UNKNOWN;
    header->adobe_marker = decoder->info.saw_Adobe_marker ? 1 : 0;
    header->progressive = decoder->info.progressive_mode ? 1 : 0;
    header->exif = NULL;
    header->exif_length = 0;
    for (jpeg_saved_marker_ptr marker = decoder->info.marker_list; marker != NULL; marker = marker->next) {
        if (marker->marker == JPEG_APP0 + 1 && marker->data_length >= sizeof exif_signature &&
            memcmp(marker->data, exif_signature, sizeof exif_signature) == 0) {
            header->exif = marker->data + sizeof exif_signature;
            header->exif_length = marker->data_length - sizeof exif_signature;
            break;
        }
    }
    return 1;
}

int tessera_jpeg_configure(tessera_jpeg_decoder *decoder, int scale_num, unsigned *width, unsigned *height,
                           int *components) {
    if (!decoder->created) return 0;
    if (setjmp(decoder->errors.jump)) return 0;
    struct jpeg_decompress_struct *info = &decoder->info;
    info->scale_num = (unsigned)scale_num;
    info->scale_denom = 8;
    info->out_color_space =
        (info->jpeg_color_space == JCS_CMYK || info->jpeg_color_space == JCS_YCCK) ? JCS_CMYK : JCS_RGB;
    jpeg_calc_output_dimensions(info);
    *width = info->output_width;
    *height = info->output_height;
    *components = info->out_color_components;
    return 1;
}

unsigned long long tessera_jpeg_coefficient_bytes(const tessera_jpeg_decoder *decoder) {
    if (!decoder->created) return 0;
    const struct jpeg_decompress_struct *info = &decoder->info;
    if (!info->progressive_mode && info->comps_in_scan >= info->num_components) return 0;
    unsigned long long bytes = 0;
    for (int index = 0; index < info->num_components; index++) {
        const jpeg_component_info *component = info->comp_info + index;
        /* As jdcoefct.c sizes its virtual arrays: blocks rounded up to the sampling factors. */
        unsigned long long columns = component->width_in_blocks, rows = component->height_in_blocks;
        unsigned long long across = (unsigned long long)component->h_samp_factor;
        unsigned long long down = (unsigned long long)component->v_samp_factor;
        if (across > 0) columns = (columns + across - 1) / across * across;
        if (down > 0) rows = (rows + down - 1) / down * down;
        bytes += columns * rows * sizeof(JBLOCK);
    }
    return bytes;
}

void tessera_jpeg_limit_memory(tessera_jpeg_decoder *decoder, long bytes) {
    if (decoder->created) decoder->info.mem->max_memory_to_use = bytes;
}

int tessera_jpeg_over_memory_limit(const tessera_jpeg_decoder *decoder) {
    return decoder->errors.manager.msg_code == JERR_NO_BACKING_STORE ||
           decoder->errors.manager.msg_code == JERR_OUT_OF_MEMORY;
}

int tessera_jpeg_start(tessera_jpeg_decoder *decoder) {
    if (!decoder->created) return 0;
    if (setjmp(decoder->errors.jump)) return 0;
    jpeg_start_decompress(&decoder->info);
    return 1;
}

int tessera_jpeg_crop(tessera_jpeg_decoder *decoder, unsigned *x, unsigned *width) {
    if (!decoder->created) return 0;
    if (setjmp(decoder->errors.jump)) return 0;
    JDIMENSION offset = *x, columns = *width;
    jpeg_crop_scanline(&decoder->info, &offset, &columns);
    *x = offset;
    *width = columns;
    return 1;
}

int tessera_jpeg_skip_rows(tessera_jpeg_decoder *decoder, unsigned rows) {
    if (!decoder->created) return 0;
    if (setjmp(decoder->errors.jump)) return 0;
    return jpeg_skip_scanlines(&decoder->info, rows) == rows;
}

int tessera_jpeg_read_row(tessera_jpeg_decoder *decoder, unsigned char *row) {
    if (!decoder->created) return 0;
    if (setjmp(decoder->errors.jump)) return 0;
    JSAMPROW rows[1] = {row};
    return jpeg_read_scanlines(&decoder->info, rows, 1) == 1;
}

const char *tessera_jpeg_error(const tessera_jpeg_decoder *decoder) { return decoder->errors.error; }

const char *tessera_jpeg_damage(const tessera_jpeg_decoder *decoder) {
    return decoder->errors.damage[0] == '\0' ? NULL : decoder->errors.damage;
}
