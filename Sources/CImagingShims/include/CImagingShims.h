/* Placeholder: the setjmp shims for libjpeg and libpng live here. */
int tessera_imaging_shims_version(void);
