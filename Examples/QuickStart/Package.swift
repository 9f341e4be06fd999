// swift-tools-version:6.0
import PackageDescription

// A new user's first program: Encircle added as a dependency, as the README shows. This package
// depends on the repository by path; an app depends on it by URL instead:
// .package(url: "https://github.com/…/Encircle", from: "0.1.0")
let package = Package(
    name: "QuickStart",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Encircle", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "QuickStart",
            dependencies: [.product(name: "Encircle", package: "Encircle")]
        )
    ],
    swiftLanguageModes: [.v6]
)
