Tessera.runAndExit()
