extension CaseIterable where Self: Equatable, AllCases == [Self] {
    /// The case after this one, back to the first after the last: how `s` cycles a list's orders.
    public var next: Self {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
