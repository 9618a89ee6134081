import TesseraImaging

PixelMemory.returnLargeBlocksWhenFreed()
Tessera.runAndExit()
