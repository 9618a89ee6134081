// PhotoLibrary: being built.
