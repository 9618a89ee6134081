import ArgumentParser

/// A comma-separated list of finite numbers on the command line, such as `0,500,1600,960`.
struct NumberList: ExpressibleByArgument {
    let values: [Double]

    init?(argument: String) {
        var values: [Double] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Double(part.trimmingPrefix(" ")), value.isFinite else { return nil }
            values.append(value)
        }
        self.values = values
    }
}
