// The app's modules under one name, for the executable, the tests and the benchmarks: the shell, the
// generated demo and the photo browser. This module adds only what needs both sides.
@_exported import TesseraDemo
@_exported import TesseraPhotos
@_exported import TesseraShell
