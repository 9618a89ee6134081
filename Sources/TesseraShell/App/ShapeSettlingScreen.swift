/// A screen laid out by shapes read in the background (an album's justified Feed): headless runs wait for
/// the shapes a screen shows before drawing it, and for all of them before each event, so their screens
/// do not depend on timing.
package protocol ShapeSettlingScreen: ViewController {
    /// Waits until the shapes its rows in view depend on are read (every shape asked for, with `all`), and
    /// lays them out at once, without animation.
    func settleShapes(all: Bool)
}
