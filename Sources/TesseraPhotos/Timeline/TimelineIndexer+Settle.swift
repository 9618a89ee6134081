extension TimelineIndexer {
    /// Waits for the current run to check every file and takes what it reported: a screen made from the
    /// index afterwards is the settled one, and its first `settle()` finds nothing new to show. A headless
    /// cold start (`snapshot --timeline` with an empty index) makes its one timeline so, instead of a
    /// first one by modification time and a second one, diffed against it, when the run ends.
    func settleStartingRun() {
        waitForRun()
        _ = takeReport()
    }
}
