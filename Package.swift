// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "tessera",
    // Linux needs no entry. macOS 15 is the first with `Synchronization.Mutex` (`Duration` needs 13); the
    // macOS build is untested (see docs/platforms.md).
    platforms: [.macOS(.v15)],
    // The libraries an adopter picks from, each usable on its own: layouts in points (no drawing), the cell
    // canvas, the collection view drawn onto a canvas, and the ncurses terminal backend. The gallery and
    // photo-library modules are the app's own, products only so that the benchmarks package can link them.
    products: [
        .executable(name: "tessera", targets: ["tessera"]),
        .library(name: "TesseraLayout", targets: ["TesseraLayout"]),
        .library(name: "TesseraCanvas", targets: ["TesseraCanvas"]),
        // Keys, mouse and the other input events, as the terminal reads them.
        .library(name: "TesseraInput", targets: ["TesseraInput"]),
        // Pixels into cells at any colour depth: dithering, block symbols.
        .library(name: "TesseraPictures", targets: ["TesseraPictures"]),
        .library(name: "TesseraView", targets: ["TesseraView"]),
        .library(name: "TesseraTerminal", targets: ["TesseraTerminal"]),
        .library(name: "TesseraGallery", targets: ["TesseraGallery"]),
        .library(name: "TesseraPhotoLibrary", targets: ["TesseraPhotoLibrary"]),
        .library(name: "TesseraPhotoIndex", targets: ["TesseraPhotoIndex"]),
        .library(name: "TesseraImaging", targets: ["TesseraImaging"]),
        // Screens as text for tests: `Canvas(lines:)`, `trimmedText` and screen assertions.
        .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
        // Key bindings as data and the help generated from them.
        .library(name: "TesseraKit", targets: ["TesseraKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
        // `swift package generate-documentation` (`make docs`); a plugin, linked into no product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // No `pkgConfig:` for ncurses: its .pc file adds `-D_XOPEN_SOURCE=600`, which SwiftPM drops with a
        // "prohibited flags" warning on every build. `.ci/run install` installs the header.
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        .target(
            name: "TesseraTerminal",
            dependencies: ["CNcurses", "TesseraCanvas", "TesseraInput", "TesseraPictures"]),
        .testTarget(
            name: "TesseraTerminalTests",
            dependencies: [
                "TesseraTerminal", "SystemTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .target(name: "TesseraLayout"),
        // The cell buffer; it re-exports TesseraInput for one release (0.2.0), which once lived in it.
        .target(name: "TesseraCanvas", dependencies: ["TesseraInput"]),
        .target(name: "TesseraInput"),
        .target(name: "TesseraPictures", dependencies: ["TesseraCanvas"]),
        .target(
            name: "TesseraView",
            dependencies: ["TesseraLayout", "TesseraCanvas", "TesseraInput", "TesseraPictures"]),
        // Test helpers for adopters and this package's own tests (links swift-testing's `Testing`).
        .target(name: "TesseraTesting", dependencies: ["TesseraCanvas"]),
        .target(name: "TesseraKit", dependencies: ["TesseraLayout", "TesseraCanvas", "TesseraView"]),
        .testTarget(name: "TesseraKitTests", dependencies: ["TesseraKit", "SystemTestSupport"]),
        // Image decoding: one system-library target per C library, one C target for the setjmp shims,
        // and `TesseraImaging`, the only Swift module that knows them.
        // `pkgConfig:` names let SwiftPM say which package to install when a header is missing; Debian's
        // giflib ships no .pc file.
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]
        ),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        // Video posters: FFmpeg 5.1's libavformat, libavcodec, libswscale and libavutil (Debian's -dev packages,
        // headers found in the default multiarch include path), loaded with dlopen on the first video rather
        // than linked: linking them loads ~135 shared libraries at every start. CMediaLoader is the loader and
        // its table of typed function pointers; nothing links FFmpeg.
        .target(name: "CMediaLoader"),
        // Camera RAW previews: libraw's thread-safe build.
        .systemLibrary(
            name: "CLibRaw", pkgConfig: "libraw_r", providers: [.apt(["libraw-dev"]), .brew(["libraw"])]),
        // libheif (HEIF and still AVIF), libjxl and libtiff (whose shim header wraps its variadic calls).
        .systemLibrary(
            name: "CHeif", pkgConfig: "libheif", providers: [.apt(["libheif-dev"]), .brew(["libheif"])]),
        .systemLibrary(
            name: "CJXL", pkgConfig: "libjxl", providers: [.apt(["libjxl-dev"]), .brew(["jpeg-xl"])]),
        .systemLibrary(
            name: "CTIFF", pkgConfig: "libtiff-4", providers: [.apt(["libtiff-dev"]), .brew(["libtiff"])]),
        .target(
            name: "CImagingShims", dependencies: ["CJPEG", "CPNG"],
            linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16")]),
        .target(
            name: "TesseraImaging",
            dependencies: [
                "CImagingShims", "CJPEG", "CPNG", "CWebP", "CGIF", "CHeif", "CJXL", "CTIFF", "CMediaLoader",
                "CLibRaw",
                .product(name: "SystemPackage", package: "swift-system"),
            ]),
        // Pure encoders for real pixels (kitty graphics, sixel) and the reading of the terminal's answers to
        // the start-up queries; no terminal I/O.
        .target(name: "TesseraGraphics", dependencies: ["TesseraImaging", "TesseraCanvas"]),
        .testTarget(
            name: "TesseraGraphicsTests",
            dependencies: [
                "TesseraGraphics", "TesseraTerminal",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .target(
            name: "TesseraPhotoLibrary",
            dependencies: [.product(name: "SystemPackage", package: "swift-system")]),
        // The photo index: Debian's SQLite through one system-library target (a shim for SQLITE_TRANSIENT).
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .target(
            name: "TesseraPhotoIndex",
            dependencies: [
                "CSQLite", "TesseraPhotoLibrary", .product(name: "SystemPackage", package: "swift-system"),
            ]),
        .testTarget(
            name: "TesseraPhotoIndexTests", dependencies: ["TesseraPhotoIndex", "SystemTestSupport"]),
        // What a person does with the photos they marked: the freedesktop.org Trash (with undo), the
        // clipboard through OSC 52, opening with another program.
        .target(
            name: "TesseraActions",
            dependencies: [.product(name: "SystemPackage", package: "swift-system")]),
        .testTarget(
            name: "TesseraActionsTests",
            dependencies: [
                "TesseraActions", "SystemTestSupport",
                .product(name: "SystemPackage", package: "swift-system"),
            ]),
        .target(
            name: "TesseraThumbnails",
            dependencies: ["TesseraImaging", .product(name: "SystemPackage", package: "swift-system")]),
        // The app: a generic shell that knows only the screen protocol, the generated demo and the photo
        // browser over it (neither imports the other), and `TesseraGallery`, which re-exports the three
        // and adds what needs both sides (opening the app on one or the other, `--help`, the headless run).
        .target(
            name: "TesseraShell",
            dependencies: [
                "TesseraView", "TesseraImaging", "TesseraPhotoLibrary", "TesseraThumbnails",
                "TesseraGraphics", "TesseraActions", "TesseraKit", "TesseraPhotoIndex",
                .product(name: "SystemPackage", package: "swift-system"),
            ]),
        .target(
            name: "TesseraDemo",
            dependencies: [
                "TesseraShell", "TesseraView", "TesseraKit", "TesseraPhotoLibrary", "TesseraThumbnails",
            ]),
        .target(
            name: "TesseraPhotos",
            dependencies: [
                "TesseraShell", "TesseraView", "TesseraImaging", "TesseraPhotoLibrary", "TesseraThumbnails",
                "TesseraGraphics", "TesseraActions", "TesseraKit", "TesseraPhotoIndex",
                .product(name: "SystemPackage", package: "swift-system"),
            ]),
        .target(
            name: "TesseraGallery", dependencies: ["TesseraShell", "TesseraDemo", "TesseraPhotos"]),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraGallery",
                "TesseraTerminal",
                "TesseraLayout",
                "TesseraView",
                "TesseraCanvas",
                "TesseraPictures",
                "TesseraPhotoLibrary",
                "TesseraPhotoIndex",
                "TesseraThumbnails",
                "TesseraImaging",
                "TesseraGraphics",
                "TesseraActions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        // Test support with no Tessera dependency: running test code as an unprivileged user or in a private
        // mount namespace (the photo library, the index and the trash), the seeded generator of the property
        // tests.
        .target(name: "SystemTestSupport", path: "Tests/SystemTestSupport"),
        // Random batches, the sample's array algorithm and ways to break a batch: shared by the tests of
        // the update engine and of the collection view.
        .target(
            name: "UpdateTestSupport",
            dependencies: [
                "TesseraLayout", "SystemTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ], path: "Tests/UpdateTestSupport"),
        .testTarget(
            name: "TesseraLayoutTests",
            dependencies: [
                "TesseraLayout",
                "UpdateTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TesseraCanvasTests",
            dependencies: [
                "TesseraCanvas", "TesseraPictures", "TesseraTesting", "UpdateTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TesseraViewTests", dependencies: ["TesseraView", "TesseraTesting", "UpdateTestSupport"]),
        .testTarget(
            name: "TesseraGalleryTests",
            dependencies: ["TesseraGallery", "TesseraTesting", "ImagingTestSupport"]),
        // Writers for every kind of test image (JPEG variants, PNG types, GIF, WebP, broken files), through
        // the same C libraries the decoders use.
        .target(
            name: "ImagingTestSupport",
            dependencies: [
                "CImagingShims", "CJPEG", "CPNG", "CWebP", "CGIF", "CHeif", "CTIFF", "TesseraImaging",
                "SystemTestSupport", .product(name: "SystemPackage", package: "swift-system"),
            ],
            path: "Tests/ImagingTestSupport"),
        .testTarget(
            name: "TesseraImagingTests",
            dependencies: [
                "TesseraImaging", "ImagingTestSupport", "CHeif",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(
            name: "TesseraPhotoLibraryTests",
            dependencies: [
                "TesseraPhotoLibrary", "SystemTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(
            name: "TesseraThumbnailsTests", dependencies: ["TesseraThumbnails", "ImagingTestSupport"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "tessera", "TesseraGallery", "TesseraImaging", "ImagingTestSupport", "SystemTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
