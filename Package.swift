// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "tessera",
    products: [
        .executable(name: "tessera", targets: ["tessera"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .library(name: "CollectionView", targets: ["CollectionView"]),
        .library(name: "PhotoLibrary", targets: ["PhotoLibrary"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "Terminal", dependencies: ["CNcurses", "Canvas"]),
        .testTarget(
            name: "TerminalTests",
            dependencies: ["Terminal", .product(name: "PropertyBased", package: "swift-property-based")]),
        .target(name: "CollectionLayout"),
        .target(name: "Canvas", dependencies: ["CollectionLayout"]),
        .target(name: "CollectionView", dependencies: ["CollectionLayout", "Canvas"]),
        // Image decoding: one system-library target per C library, one C target for the setjmp shims,
        // and `Imaging`, the only Swift module that knows them.
        .systemLibrary(name: "CJPEG", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CPNG", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CWebP", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .target(
            name: "CImagingShims", dependencies: ["CJPEG", "CPNG"],
            linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16")]),
        .target(
            name: "Imaging",
            dependencies: [
                "CImagingShims", "CJPEG", "CPNG", "CWebP", "CGIF",
                .product(name: "SystemPackage", package: "swift-system"),
            ]),
        // Pure encoders for real pixels (kitty graphics, sixel) and the reading of the terminal's answers to
        // the start-up queries; no terminal I/O.
        .target(name: "Graphics", dependencies: ["Imaging"]),
        .testTarget(
            name: "GraphicsTests",
            dependencies: ["Graphics", .product(name: "PropertyBased", package: "swift-property-based")]),
        .target(
            name: "PhotoLibrary", dependencies: [.product(name: "SystemPackage", package: "swift-system")]),
        .target(
            name: "Thumbnails",
            dependencies: ["Imaging", .product(name: "SystemPackage", package: "swift-system")]),
        .target(
            name: "Gallery",
            dependencies: [
                "CollectionView", "Terminal", "Imaging", "PhotoLibrary", "Thumbnails",
                .product(name: "SystemPackage", package: "swift-system"),
            ]),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "Gallery",
                "CollectionLayout",
                "CollectionView",
                "Canvas",
                "PhotoLibrary",
                "Thumbnails",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SystemPackage", package: "swift-system"),
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
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "ImagingTestSupport"]),
        // Writers for every kind of test image (JPEG variants, PNG types, GIF, WebP, broken files), through
        // the same C libraries the decoders use.
        .target(
            name: "ImagingTestSupport",
            dependencies: [
                "CImagingShims", "CJPEG", "CPNG", "CWebP", "CGIF", "Imaging",
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            path: "Tests/ImagingTestSupport"),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "ImagingTestSupport"]),
        .testTarget(
            name: "PhotoLibraryTests",
            dependencies: ["PhotoLibrary", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "ThumbnailsTests", dependencies: ["Thumbnails", "ImagingTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["tessera", "Gallery", "ImagingTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
