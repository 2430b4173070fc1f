// swift-tools-version: 6.1
// Read + validate throughput against Foundation's JSONSerialization on the same bytes.
// Run: Benchmarks/Validation/run.sh
import PackageDescription

let package = Package(
    name: "ValidationBenchmark",
    dependencies: [.package(name: "swift-universal-links", path: "../..")],
    targets: [
        .executableTarget(
            name: "ValidationBenchmark",
            dependencies: [.product(name: "UniversalLinks", package: "swift-universal-links")],
            swiftSettings: [.unsafeFlags(["-Ounchecked"])]
        )
    ]
)
