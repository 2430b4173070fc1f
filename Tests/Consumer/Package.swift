// swift-tools-version: 6.1
// An app-like consumer that depends only on the core and router products: building it must compile
// `UniversalLinks` and `UniversalLinksRouter` and nothing else (no NIO, Hummingbird, X509, SQLite). Checked by
// ConsumerPackageTests in the main test suite.
import PackageDescription

let package = Package(
    name: "CoreConsumer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "swift-universal-links", path: "../..")],
    targets: [
        .executableTarget(
            name: "CoreConsumer",
            dependencies: [
                .product(name: "UniversalLinks", package: "swift-universal-links"),
                .product(name: "UniversalLinksRouter", package: "swift-universal-links"),
            ]
        )
    ]
)
