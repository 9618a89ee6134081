// Thumbnails: being built.
