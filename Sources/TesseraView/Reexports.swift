// Keys and input events (TesseraInput) and the painting of pictures into cells (TesseraPictures) lived in
// TesseraCanvas until 0.2.0; re-exported here so that code importing this module keeps compiling.
@_exported import TesseraInput
@_exported import TesseraPictures
