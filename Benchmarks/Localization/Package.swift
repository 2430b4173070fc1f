// swift-tools-version: 6.1
// In-process cost of a language's first use (its tables parsed, the English templates indexed) and of
// translating diagnostics, in a release build of the core. Run: Benchmarks/Localization/run.sh --release
import PackageDescription

let package = Package(
    name: "LocalizationBenchmark",
    dependencies: [.package(name: "swift-universal-links", path: "../..")],
    targets: [
        .executableTarget(
            name: "LocalizationBenchmark",
            dependencies: [.product(name: "UniversalLinks", package: "swift-universal-links")]
        )
    ]
)
