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
    // EncircleSwiftUI's gestures on tvOS (no DragGesture), EncirclePencilKit on tvOS and watchOS
    // (no PencilKit) and its canvas delegate on macOS (no PKCanvasView); each file says so in its #if.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // The stroke, geometry, the circle detector and its streaming recognizer.
        .library(name: "Encircle", targets: ["Encircle"]),
        // Template gestures: $1 and Protractor.
        .library(name: "EncircleTemplates", targets: ["EncircleTemplates"]),
        // The cookbook's touch recipes: circular hit area, swipe, drag-out, rotation.
        .library(name: "EncircleTouch", targets: ["EncircleTouch"]),
        // The primitives people draw (line, polyline, arc, circle, ellipse, triangle, rectangle,
        // diamond, polygon, star), recognized and snapped clean.
        .library(name: "EncircleShapes", targets: ["EncircleShapes"]),
        // Loading labelled strokes, running detectors over them (the classic ones as baselines),
        // their metrics and reports as data, and tuning Encircle's limits.
        .library(name: "EncircleEvaluation", targets: ["EncircleEvaluation"]),
        .library(name: "EncircleUIKit", targets: ["EncircleUIKit"]),
        .library(name: "EncircleSwiftUI", targets: ["EncircleSwiftUI"]),
        // PencilKit strokes to recognize, snapped shapes back as strokes, a canvas that snaps live.
        .library(name: "EncirclePencilKit", targets: ["EncirclePencilKit"]),
    ],
    targets: [
        .target(name: "Encircle", swiftSettings: swiftSettings),
        .target(name: "EncircleTemplates", dependencies: ["Encircle"], swiftSettings: swiftSettings),
        .target(name: "EncircleTouch", dependencies: ["Encircle"], swiftSettings: swiftSettings),
        .target(name: "EncircleShapes", dependencies: ["Encircle"], swiftSettings: swiftSettings),
        .target(
            name: "EncircleEvaluation", dependencies: ["Encircle", "EncircleTemplates", "EncircleShapes"],
            swiftSettings: swiftSettings),
        .target(name: "EncircleUIKit", dependencies: ["Encircle", "EncircleTemplates"], swiftSettings: swiftSettings),
        .target(
            name: "EncircleSwiftUI", dependencies: ["Encircle", "EncircleTemplates", "EncircleShapes"],
            swiftSettings: swiftSettings),
        .target(name: "EncirclePencilKit", dependencies: ["Encircle", "EncircleShapes"], swiftSettings: swiftSettings),
        // Generated strokes, the development data and float comparisons, for every test target; on
        // the core alone, so that the core's tests do not depend on the evaluation harness.
        .target(
            name: "EncircleTestSupport", dependencies: ["Encircle"],
            path: "Tests/EncircleTestSupport", swiftSettings: swiftSettings),
        .testTarget(
            name: "EncircleTests",
            // EncircleTouch: the live-recognition article drives the trackers with the recognizer.
            dependencies: ["Encircle", "EncircleTouch", "EncircleTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EncircleTemplatesTests",
            dependencies: ["Encircle", "EncircleTemplates", "EncircleTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EncircleShapesTests",
            dependencies: ["Encircle", "EncircleShapes", "EncircleTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EncircleTouchTests",
            dependencies: ["Encircle", "EncircleTouch", "EncircleTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EncircleEvaluationTests",
            // The detectors' robustness under the harness's transforms is tested here, on the
            // development data: Encircle's, the shape recognizer's.
            dependencies: [
                "Encircle", "EncircleTemplates", "EncircleShapes", "EncircleEvaluation", "EncircleTestSupport",
            ],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
