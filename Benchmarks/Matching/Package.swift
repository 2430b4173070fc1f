// swift-tools-version: 6.1
import PackageDescription

// Matcher benchmark: its own package, depending on the main package by path.
// Run from this folder:
//   swift run -c release --scratch-path .build-bench MatchingBenchmark
let package = Package(
    name: "MatchingBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "swift-universal-links", path: "../..")],
    targets: [
        .executableTarget(
            name: "MatchingBenchmark",
            dependencies: [.product(name: "UniversalLinks", package: "swift-universal-links")]
        )
    ]
)
