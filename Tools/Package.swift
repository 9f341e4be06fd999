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
    ],
    targets: [
        .executableTarget(
            name: "encircle",
            dependencies: [
                .product(name: "Encircle", package: "Encircle"),
                .product(name: "EncircleEvaluation", package: "Encircle"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EncircleCLITests",
            dependencies: [
                .product(name: "Encircle", package: "Encircle"),
                .product(name: "EncircleEvaluation", package: "Encircle"),
            ],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
