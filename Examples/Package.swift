// swift-tools-version: 6.1
import PackageDescription

// Four small programs written against Tessera's library products from outside the package, as an adopter
// would: the "Getting started" grid, a custom layout, a photo timeline (sections, pinned headers, zoom as
// a layout transition) and a filterable, sortable list with generated help (TesseraKit). Each is a headless screen (keys in, a canvas out)
// plus a thin `main.swift` that attaches the terminal; the tests drive the same screens without one.
let package = Package(
    name: "TesseraExamples",
    dependencies: [.package(name: "tessera", path: "..")],
    targets: [
        .executableTarget(
            name: "GettingStarted",
            dependencies: [
                .product(name: "TesseraView", package: "tessera"),
                .product(name: "TesseraTerminal", package: "tessera"),
            ]),
        .executableTarget(
            name: "Timeline",
            dependencies: [
                .product(name: "TesseraLayout", package: "tessera"),
                .product(name: "TesseraView", package: "tessera"),
                .product(name: "TesseraTerminal", package: "tessera"),
            ]),
        .executableTarget(
            name: "PhotoTimeline",
            dependencies: [
                .product(name: "TesseraLayout", package: "tessera"),
                .product(name: "TesseraView", package: "tessera"),
                .product(name: "TesseraTerminal", package: "tessera"),
            ]),
        .executableTarget(
            name: "FilterableList",
            dependencies: [
                .product(name: "TesseraKit", package: "tessera"),
                .product(name: "TesseraView", package: "tessera"),
                .product(name: "TesseraTerminal", package: "tessera"),
            ]),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "GettingStarted", "Timeline", "PhotoTimeline", "FilterableList",
                .product(name: "TesseraTesting", package: "tessera"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
