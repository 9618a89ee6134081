// Imaging: being built.
