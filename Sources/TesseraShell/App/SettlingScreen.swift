/// A screen whose content follows work in the background beyond its pictures (the timeline's index):
/// headless runs wait for that work after every event, so their screens do not depend on timing.
package protocol SettlingScreen: ViewController {
    /// Waits for the background work and shows its result at once.
    func settle()
}
