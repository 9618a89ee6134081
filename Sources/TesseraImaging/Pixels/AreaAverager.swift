/// An area-average (box filter) resampler fed one source row at a time, so a decoder never holds more
/// than a row of the source: memory is O(width) plus the output.
///
/// Every output pixel is the mean of the source area it covers, partly covered source pixels weighted by
/// the covered fraction. Positions are compared in exact integer units (a source row is `target.height`
/// units tall, an output row `source.height`), so the weights are exact fractions and known inputs give
/// exact averages. Upscaling works the same way: an output pixel inside one source pixel takes its
/// colour, one straddling a boundary blends the two.
struct AreaAverager {
    /// The size of the rows fed in.
    let source: PixelSize
    /// The size of the result.
    let target: PixelSize

    /// For output column `x`, the first source column it covers and where its weights start in `weights`
    /// (they end where column `x + 1`'s start).
    private let firstColumn: [Int]
    private let weightStart: [Int]
    private let weights: [Float]
    /// The output row that the next source row still adds to: the source rows it covers so far, each
    /// weighted by the fraction of the output row it covers, `source.width × 3` values.
    private var pending: [Float]
    private var output: [UInt8]
    private var sourceRow = 0

    /// Creates a resampler from `source` to `target`; sides below 1 count as 1.
    init(from source: PixelSize, to target: PixelSize) {
        self.source = PixelSize(width: max(source.width, 1), height: max(source.height, 1))
        self.target = PixelSize(width: max(target.width, 1), height: max(target.height, 1))
        (firstColumn, weightStart, weights) = Self.columnWeights(
            source: self.source.width, target: self.target.width)
        pending = [Float](repeating: 0, count: self.source.width * 3)
        output = [UInt8](repeating: 0, count: self.target.area * 3)
    }

    /// Whether every source row has been added.
    var isComplete: Bool { sourceRow >= source.height }

    /// The result, once every source row has been added (rows never added stay black).
    var image: RGBImage { RGBImage(width: target.width, height: target.height, pixels: output) }

    /// Adds the next source row: `source.width × 3` bytes of RGB. Rows past the last are ignored.
    ///
    /// Vertical first: the row is added, weighted, to the output row it falls in (a loop over
    /// contiguous values that the compiler vectorises), and the horizontal average (the loop over each
    /// output pixel's source columns) runs once per output row rather than once per source row.
    mutating func add(row: UnsafeBufferPointer<UInt8>) {
        guard sourceRow < source.height, row.count >= source.width * 3 else { return }
        if source == target {
            let start = sourceRow * target.width * 3
            output.withUnsafeMutableBufferPointer { output in
                for index in 0..<(target.width * 3) { output[start + index] = row[index] }
            }
        } else {
            addVertically(row)
        }
        sourceRow += 1
    }

    /// Adds the next source row from an array.
    mutating func add(row: [UInt8]) {
        row.withUnsafeBufferPointer { add(row: $0) }
    }

    /// Adds source row `sourceRow`, weighted, to every output row it overlaps, writing out each output
    /// row that it completes.
    private mutating func addVertically(_ row: UnsafeBufferPointer<UInt8>) {
        let top = sourceRow * target.height
        let bottom = top + target.height
        let span = source.height
        var outputRow = top / span
        while outputRow < target.height && outputRow * span < bottom {
            let rowTop = outputRow * span
            let rowBottom = rowTop + span
            let weight = Float(min(bottom, rowBottom) - max(top, rowTop)) / Float(span)
            accumulate(row, weight)
            if rowBottom <= bottom { emit(outputRow) }
            outputRow += 1
        }
    }

    private mutating func accumulate(_ row: UnsafeBufferPointer<UInt8>, _ weight: Float) {
        pending.withUnsafeMutableBufferPointer { pending in
            for index in 0..<pending.count { pending[index] += weight * Float(row[index]) }
        }
    }

    /// Averages the finished output row horizontally into `output`, then clears it for the next one.
    private mutating func emit(_ outputRow: Int) {
        let width = target.width
        let start = outputRow * width * 3
        firstColumn.withUnsafeBufferPointer { firstColumn in
            weightStart.withUnsafeBufferPointer { weightStart in
                weights.withUnsafeBufferPointer { weights in
                    pending.withUnsafeMutableBufferPointer { pending in
                        output.withUnsafeMutableBufferPointer { output in
                            for x in 0..<width {
                                var red: Float = 0
                                var green: Float = 0
                                var blue: Float = 0
                                var sample = firstColumn[x] * 3
                                for index in weightStart[x]..<weightStart[x + 1] {
                                    let weight = weights[index]
                                    red += weight * pending[sample]
                                    green += weight * pending[sample + 1]
                                    blue += weight * pending[sample + 2]
                                    sample += 3
                                }
                                output[start + 3 * x] = UInt8(min(red + 0.5, 255))
                                output[start + 3 * x + 1] = UInt8(min(green + 0.5, 255))
                                output[start + 3 * x + 2] = UInt8(min(blue + 0.5, 255))
                            }
                            for index in 0..<pending.count { pending[index] = 0 }
                        }
                    }
                }
            }
        }
    }

    /// The horizontal weights: output column `x` spans `x × source ..< (x + 1) × source` units and source
    /// column `s` spans `s × target ..< (s + 1) × target`; a weight is the overlap over the output span.
    private static func columnWeights(source: Int, target: Int) -> (
        first: [Int], start: [Int], weights: [Float]
    ) {
        var first = [Int]()
        var start = [Int]()
        var weights = [Float]()
        first.reserveCapacity(target)
        start.reserveCapacity(target + 1)
        weights.reserveCapacity(source + target)
        for x in 0..<target {
            let left = x * source
            let right = left + source
            let firstSource = left / target
            first.append(firstSource)
            start.append(weights.count)
            var column = firstSource
            while column * target < right {
                let overlap = min(right, (column + 1) * target) - max(left, column * target)
                weights.append(Float(overlap) / Float(source))
                column += 1
            }
        }
        start.append(weights.count)
        return (first, start, weights)
    }
}
