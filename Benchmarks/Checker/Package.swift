// swift-tools-version: 6.1
import PackageDescription

// The checker's benchmark: 1,000 domains served by one local HTTPS server, checked with concurrency 64,
// compared in the same run with `curl --parallel --parallel-max 64` fetching the same 1,000 URLs.
// Build and run in release with its own scratch path (see Docs/Checker.md):
//   swift run -c release --scratch-path ../../.build-checker-bench CheckerBenchmark
let package = Package(
    name: "CheckerBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "swift-universal-links", path: "../.."),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    ],
    targets: [
        .executableTarget(
            name: "CheckerBenchmark",
            dependencies: [
                .product(name: "UniversalLinksChecker", package: "swift-universal-links"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        )
    ]
)
