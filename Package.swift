// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "tessera",
    products: [
        .executable(name: "tessera", targets: ["tessera"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .library(name: "CollectionView", targets: ["CollectionView"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "Terminal", dependencies: ["CNcurses", "Canvas"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal"]),
        .target(name: "CollectionLayout"),
        .target(name: "Canvas", dependencies: ["CollectionLayout"]),
        .target(name: "CollectionView", dependencies: ["CollectionLayout", "Canvas"]),
        .target(name: "Gallery", dependencies: ["CollectionView", "Terminal"]),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "Gallery",
                "CollectionLayout",
                "CollectionView",
                "Canvas",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Random batches, the sample's array algorithm and ways to break a batch: shared by the tests of
        // the update engine and of the collection view.
        .target(
            name: "UpdateTestSupport", dependencies: ["CollectionLayout"], path: "Tests/UpdateTestSupport"),
        .testTarget(
            name: "CollectionLayoutTests",
            dependencies: [
                "CollectionLayout",
                "UpdateTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "CanvasTests",
            dependencies: ["Canvas", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "CollectionViewTests", dependencies: ["CollectionView", "UpdateTestSupport"]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery"]),
        .testTarget(name: "EndToEndTests", dependencies: ["tessera"]),
    ],
    swiftLanguageModes: [.v6]
)
