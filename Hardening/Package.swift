// swift-tools-version:6.0
import PackageDescription

// Hardening: fuzz targets (libFuzzer) and property tests for Encircle. A nested package so that
// the library package keeps no dependencies; run `Scripts/fuzz.sh` and
// `swift test -c release --package-path Hardening` (see README.md).
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

/// A libFuzzer target: one file exporting `LLVMFuzzerTestOneInput`, built by `Scripts/fuzz.sh`,
/// beside its seed corpus (`Corpus/`) and, for text formats, a dictionary of tokens (`NAME.dict`).
func fuzzTarget(_ name: String, dictionary: Bool = true) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["EncircleHardening"],
        path: "Fuzz/\(name)",
        exclude: dictionary ? ["Corpus", "\(name).dict"] : ["Corpus"],
        swiftSettings: swiftSettings
    )
}

let package = Package(
    name: "EncircleHardening",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "EncircleHardening", targets: ["EncircleHardening"]),
        .executable(name: "FuzzGestureLogXML", targets: ["FuzzGestureLogXML"]),
        .executable(name: "FuzzStrokeJSON", targets: ["FuzzStrokeJSON"]),
        .executable(name: "FuzzStrokeJSONLines", targets: ["FuzzStrokeJSONLines"]),
        .executable(name: "FuzzStrokeBundle", targets: ["FuzzStrokeBundle"]),
        .executable(name: "FuzzConfigurationJSON", targets: ["FuzzConfigurationJSON"]),
        .executable(name: "FuzzDetectors", targets: ["FuzzDetectors"]),
    ],
    dependencies: [
        .package(name: "Encircle", path: ".."),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(
            name: "EncircleHardening",
            dependencies: [
                .product(name: "Encircle", package: "Encircle"),
                .product(name: "EncircleShapes", package: "Encircle"),
                .product(name: "EncircleEvaluation", package: "Encircle"),
            ],
            swiftSettings: swiftSettings
        ),
        fuzzTarget("FuzzGestureLogXML"),
        fuzzTarget("FuzzStrokeJSON"),
        fuzzTarget("FuzzStrokeJSONLines"),
        fuzzTarget("FuzzStrokeBundle"),
        fuzzTarget("FuzzConfigurationJSON"),
        fuzzTarget("FuzzDetectors", dictionary: false),
        .testTarget(
            name: "EncircleHardeningTests",
            dependencies: [
                "EncircleHardening",
                .product(name: "Encircle", package: "Encircle"),
                .product(name: "EncircleShapes", package: "Encircle"),
                .product(name: "EncircleEvaluation", package: "Encircle"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
