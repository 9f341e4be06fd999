// swift-tools-version:6.0
import PackageDescription

// The library package: no dependencies, so an app that adds Encircle resolves nothing else.
// Tools (CLI, playground) and Benchmarks are nested packages with their own dependencies.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "Encircle",
    // The core runs on all of these. The adapters compile to empty modules where their framework
    // lacks what they use: EncircleUIKit on watchOS (no UIGestureRecognizer) and macOS (no UIKit),
    // EncircleSwiftUI on tvOS (no DragGesture); each file says so in its #if.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Encircle", targets: ["Encircle"]),
        .library(name: "EncircleEvaluation", targets: ["EncircleEvaluation"]),
        .library(name: "EncircleUIKit", targets: ["EncircleUIKit"]),
        .library(name: "EncircleSwiftUI", targets: ["EncircleSwiftUI"]),
    ],
    targets: [
        .target(name: "Encircle", swiftSettings: swiftSettings),
        .target(name: "EncircleEvaluation", dependencies: ["Encircle"], swiftSettings: swiftSettings),
        .target(name: "EncircleUIKit", dependencies: ["Encircle"], swiftSettings: swiftSettings),
        .target(name: "EncircleSwiftUI", dependencies: ["Encircle"], swiftSettings: swiftSettings),
        .testTarget(
            name: "EncircleTests",
            dependencies: ["Encircle", "EncircleEvaluation"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EncircleEvaluationTests",
            dependencies: ["Encircle", "EncircleEvaluation"],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
