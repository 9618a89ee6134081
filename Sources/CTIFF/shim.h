#include <tiffio.h>

/* libtiff's TIFFGetField and TIFFSetField are variadic, which Swift cannot call: one typed wrapper per use. */

/* A 16-bit tag's value, or its default (TIFFGetFieldDefaulted). */
static inline int tessera_tiff_get_uint16(TIFF *tiff, uint32_t tag, uint16_t *value) {
    return TIFFGetFieldDefaulted(tiff, tag, value);
}

/* A 32-bit tag's value, or its default. */
static inline int tessera_tiff_get_uint32(TIFF *tiff, uint32_t tag, uint32_t *value) {
    return TIFFGetFieldDefaulted(tiff, tag, value);
}

/* Sets a 16-bit tag (variadic arguments of 16-bit tags are passed as int). */
static inline int tessera_tiff_set_uint16(TIFF *tiff, uint32_t tag, uint16_t value) {
    return TIFFSetField(tiff, tag, (int)value);
}

/* Sets a 32-bit tag. */
static inline int tessera_tiff_set_uint32(TIFF *tiff, uint32_t tag, uint32_t value) {
    return TIFFSetField(tiff, tag, value);
}

/* Sets the palette: three arrays of 1 << BitsPerSample 16-bit values. */
static inline int tessera_tiff_set_colormap(TIFF *tiff, uint16_t *red, uint16_t *green, uint16_t *blue) {
    return TIFFSetField(tiff, TIFFTAG_COLORMAP, red, green, blue);
}

/* Declares `count` extra samples of the given kinds (EXTRASAMPLE_*). */
static inline int tessera_tiff_set_extra_samples(TIFF *tiff, uint16_t count, uint16_t *kinds) {
    return TIFFSetField(tiff, TIFFTAG_EXTRASAMPLES, count, kinds);
}

/* How many extra samples (alpha, …) a pixel carries besides its colour (0 when the tag is absent). */
static inline int tessera_tiff_extra_samples(TIFF *tiff, uint16_t *count) {
    uint16_t *kinds = 0;
    *count = 0;
    return TIFFGetField(tiff, TIFFTAG_EXTRASAMPLES, count, &kinds);
}
