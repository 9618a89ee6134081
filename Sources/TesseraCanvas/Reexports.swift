// Keys and input events lived in this module until 0.2.0; re-exported for one release so that code which
// imports only TesseraCanvas keeps compiling. Import TesseraInput for them.
@_exported import TesseraInput
