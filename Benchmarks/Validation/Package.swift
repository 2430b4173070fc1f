// swift-tools-version: 6.1
// Read + validate throughput against Foundation's JSONSerialization on the same bytes.
// Run: Benchmarks/Validation/run.sh
import PackageDescription

let package = Package(
    name: "ValidationBenchmark",
    dependencies: [.package(name: "swift-universal-links", path: "../..")],
    targets: [
        .target(name: "HeapUsage"),
        .executableTarget(
            name: "ValidationBenchmark",
            dependencies: ["HeapUsage", .product(name: "UniversalLinks", package: "swift-universal-links")],
            swiftSettings: [.unsafeFlags(["-Ounchecked"])]
        )
    ]
)
