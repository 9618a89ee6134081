// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "tessera",
    products: [
        .executable(name: "tessera", targets: ["tessera"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        .target(name: "CollectionLayout"),
        .target(name: "Canvas", dependencies: ["CollectionLayout"]),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "CollectionLayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "CollectionLayoutTests",
            dependencies: [
                "CollectionLayout",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "CanvasTests", dependencies: ["Canvas"]),
    ],
    swiftLanguageModes: [.v6]
)
