// swift-tools-version: 6.1
// Benchmarks live in their own package so that `make test` never builds the benchmark harness.
// Run them with `make bench` (release build; see docs/performance.md).
import PackageDescription

let package = Package(
    name: "TesseraBenchmarks",
    dependencies: [
        .package(name: "tessera", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
    ],
    targets: [
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TesseraLayout", package: "tessera"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DiffableBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TesseraLayout", package: "tessera"),
            ],
            path: "Benchmarks/DiffableBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "AppBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TesseraGallery", package: "tessera"),
                .product(name: "TesseraView", package: "tessera"),
                .product(name: "TesseraLayout", package: "tessera"),
            ],
            path: "Benchmarks/AppBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SelectionBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TesseraView", package: "tessera"),
                .product(name: "TesseraLayout", package: "tessera"),
                .product(name: "TesseraCanvas", package: "tessera"),
            ],
            path: "Benchmarks/SelectionBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "FilterBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TesseraGallery", package: "tessera"),
                .product(name: "TesseraPhotoLibrary", package: "tessera"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            path: "Benchmarks/FilterBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PhotoBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TesseraGallery", package: "tessera"),
                .product(name: "TesseraPhotoLibrary", package: "tessera"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            path: "Benchmarks/PhotoBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "IndexBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TesseraPhotoIndex", package: "tessera"),
                .product(name: "TesseraPhotoLibrary", package: "tessera"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            path: "Benchmarks/IndexBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "JustifiedBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TesseraView", package: "tessera"),
                .product(name: "TesseraLayout", package: "tessera"),
                .product(name: "TesseraCanvas", package: "tessera"),
                .product(name: "TesseraPhotoIndex", package: "tessera"),
                .product(name: "TesseraPhotoLibrary", package: "tessera"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            path: "Benchmarks/JustifiedBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Not a benchmark of the harness: a command timed from outside (/usr/bin/time) against exiv2.
        .executableTarget(
            name: "index-cold",
            dependencies: [
                .product(name: "TesseraPhotoIndex", package: "tessera"),
                .product(name: "TesseraPhotoLibrary", package: "tessera"),
                .product(name: "TesseraImaging", package: "tessera"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            path: "Benchmarks/IndexCold"
        ),
    ],
    swiftLanguageModes: [.v6]
)
