int tessera_imaging_shims_version(void) { return 1; }
