// swift-tools-version:6.1
import PackageDescription

// Speed measurements of the detectors, side by side in one process. A nested package so that the
// library itself depends on nothing: ordo-one/benchmark is needed only here.
//
// - `EncircleBenchmarks`: the `swift package benchmark` suite (time, mallocs, instructions where
//   the machine counts them).
// - `EncircleCost`: a small synchronous executable printing ns per stroke and ratios to Sadun,
//   the cost per point at 10² … 10⁷ points, and the shape recognizer's per sample at 10³ … 10⁶
//   samples; runs under `valgrind --tool=callgrind`.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "EncircleBenchmarks",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "EncircleCost", targets: ["EncircleCost"])
    ],
    dependencies: [
        .package(name: "Encircle", path: ".."),
        // The MallocInterposer trait alone: the default traits pull in a package that is not
        // needed here (and does not resolve offline). No jemalloc needed.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "EncircleBenchmarkSupport",
            dependencies: [
                .product(name: "Encircle", package: "Encircle"),
                .product(name: "EncircleShapes", package: "Encircle"),
                .product(name: "EncircleEvaluation", package: "Encircle"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "EncircleCost",
            dependencies: ["EncircleBenchmarkSupport", .product(name: "EncircleShapes", package: "Encircle")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "EncircleBenchmarks",
            dependencies: [
                "EncircleBenchmarkSupport",
                .product(name: "EncircleShapes", package: "Encircle"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/EncircleBenchmarks",
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
