/// The order of photo and album names: case-insensitive and natural, as a person would sort them.
///
/// - Letters compare ignoring case (`apple` and `Banana` sort as `apple`, `banana`).
/// - A run of ASCII digits compares by its value, so `IMG_2` comes before `IMG_10`; runs of any length
///   work, as no number is ever parsed into an integer.
/// - Names equal so far are told apart first by leading zeros (`IMG_2` before `IMG_02`), then by
///   their raw bytes (`A.jpg` before `a.jpg`), so the order is total and sorting is stable from run
///   to run.
public enum NaturalOrder {
    /// Whether `a` sorts before `b`.
    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        NaturalSortKey(a) < NaturalSortKey(b)
    }

    /// Whether a name with the bytes `a` sorts before one with the bytes `b`: names as the file system
    /// gives them, which need not be UTF-8 (invalid bytes compare as U+FFFD, then by their value).
    public static func areInIncreasingOrder(bytes a: some Collection<UInt8>, _ b: some Collection<UInt8>)
        -> Bool
    {
        NaturalSortKey(bytes: a) < NaturalSortKey(bytes: b)
    }
}
