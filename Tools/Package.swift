// swift-tools-version:6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "EncircleTools",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "encircle", targets: ["encircle"])
    ],
    dependencies: [
        .package(name: "Encircle", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // What only the tools need of evaluation, on EncircleEvaluation's public API: reports as
        // text, Markdown, HTML and JSON records, shape and template reports, threshold tuning and
        // leave-one-subject-out, stroke generation and writers, `--transform` specs.
        .target(
            name: "EncircleToolSupport",
            dependencies: [
                .product(name: "Encircle", package: "Encircle"),
                .product(name: "EncircleTemplates", package: "Encircle"),
                .product(name: "EncircleShapes", package: "Encircle"),
                .product(name: "EncircleEvaluation", package: "Encircle"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "encircle",
            dependencies: [
                "EncirclePlayground",
                "EncircleToolSupport",
                .product(name: "Encircle", package: "Encircle"),
                .product(name: "EncircleTemplates", package: "Encircle"),
                .product(name: "EncircleShapes", package: "Encircle"),
                .product(name: "EncircleEvaluation", package: "Encircle"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "EncirclePlayground",
            dependencies: [
                "EncircleToolSupport",
                .product(name: "Encircle", package: "Encircle"),
                .product(name: "EncircleShapes", package: "Encircle"),
                .product(name: "EncircleEvaluation", package: "Encircle"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            resources: [
                .embedInCode("Page/index.html"),
                .embedInCode("Page/playground.css"),
                .embedInCode("Page/playground.js"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ToolsTestSupport",
            path: "Tests/ToolsTestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EncircleToolSupportTests",
            dependencies: [
                "EncircleToolSupport",
                "ToolsTestSupport",
                .product(name: "Encircle", package: "Encircle"),
                .product(name: "EncircleTemplates", package: "Encircle"),
                .product(name: "EncircleShapes", package: "Encircle"),
                .product(name: "EncircleEvaluation", package: "Encircle"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EncirclePlaygroundTests",
            dependencies: [
                "EncirclePlayground",
                "EncircleToolSupport",
                "ToolsTestSupport",
                .product(name: "Encircle", package: "Encircle"),
                .product(name: "EncircleShapes", package: "Encircle"),
                .product(name: "EncircleEvaluation", package: "Encircle"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EncircleCLITests",
            dependencies: [
                "ToolsTestSupport",
                .product(name: "Encircle", package: "Encircle"),
                .product(name: "EncircleEvaluation", package: "Encircle"),
            ],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
