// swift-tools-version: 6.1
import PackageDescription

// Layout (see README "Modules"):
// - UniversalLinks: the core. One package dependency, swift-asn1 (no dependencies of its own; reads the CMS
//   envelope of signed files); builds for iOS on its own. An app that depends only on the `UniversalLinks`
//   product compiles nothing else (Tests/Consumer shows it).
// - UniversalLinksSigning, UniversalLinksChecker, UniversalLinksServer: one heavy concern each.
// - ulinks: the CLI, thin over the libraries; it includes the commands of the modules present.
//
// Traits (SwiftPM 6.1): Checker, Watch, Signing, Server, App and MCP, all enabled by default, choose which modules
// the CLI includes (`swift build --disable-default-traits --product ulinks` builds the core and a CLI of
// the core's commands only); each module is also a library product that a dependent names on its own.
// The CLI's sources test `ULINKS_CHECKER` etc., defined when the module is present and its trait enabled.
//
// Traits are the one way to choose what the CLI includes; to build or test one module on its own, name its
// product or test target (`swift build --product UniversalLinksSigning`, `swift test --filter UniversalLinksSigningTests`).

var dependencies: [Package.Dependency] = [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation` (scripts/check-docs.sh); a command plugin, never compiled into a product.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // The core's BER reader for the CMS envelope of signed files; the Signing and ACME modules use it too.
    .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
]
var targets: [Target] = [
    .target(name: "UniversalLinks", dependencies: [.product(name: "SwiftASN1", package: "swift-asn1")]),
    // Shared by the test targets: runs the built `ulinks`, temporary folders.
    .target(name: "ULinksTestSupport", path: "Tests/ULinksTestSupport"),
    .testTarget(name: "UniversalLinksTests", dependencies: ["UniversalLinks", "ULinksTestSupport"]),
]
var cliDependencies: [Target.Dependency] = [
    "UniversalLinks",
    .product(name: "ArgumentParser", package: "swift-argument-parser"),
]
var cliSettings: [SwiftSetting] = []
var products: [Product] = [
    .library(name: "UniversalLinks", targets: ["UniversalLinks"]),
    .executable(name: "ulinks", targets: ["ulinks"]),
]
/// Includes `module` in the CLI when `trait` is enabled, and publishes it as a library product.
@MainActor func addToCLI(_ module: String, trait: String, define: String) {
    cliDependencies.append(.target(name: module, condition: .when(traits: [trait])))
    cliSettings.append(.define(define, .when(traits: [trait])))
    products.append(.library(name: module, targets: [module]))
}

/// Declares each package once: modules that share a package (NIO, the logging API, sqlite-nio) each name it,
/// and a package may be declared only once.
@MainActor func declare(_ packages: [(url: String, version: Version)]) {
    for (url, version) in packages {
        let declared = dependencies.contains {
            if case .sourceControl(_, let location, _) = $0.kind { return location == url }
            return false
        }
        if !declared { dependencies.append(.package(url: url, from: version)) }
    }
}

// MARK: Signing: the CMS-signed form (swift-certificates' CMS SPI is imported only here).
dependencies += [
    .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
]
targets += [
    .target(
        name: "UniversalLinksSigning",
        dependencies: [
            "UniversalLinks",
            .product(name: "X509", package: "swift-certificates"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "_CryptoExtras", package: "swift-crypto"),
            .product(name: "SwiftASN1", package: "swift-asn1"),
        ]
    ),
    .testTarget(
        name: "UniversalLinksSigningTests",
        dependencies: ["UniversalLinksSigning", "UniversalLinks", "ULinksTestSupport"]),
]
addToCLI("UniversalLinksSigning", trait: "Signing", define: "ULINKS_SIGNING")

// MARK: Checker: fetches a domain's file the way Apple does (async-http-client).
dependencies += [
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
]
targets += [
    .target(
        name: "UniversalLinksChecker",
        dependencies: [
            "UniversalLinks",
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOTLS", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            .product(name: "Logging", package: "swift-log"),
        ]
    ),
    .testTarget(
        name: "UniversalLinksCheckerTests",
        dependencies: [
            "UniversalLinksChecker", "ULinksTestSupport",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
        ]
    ),
]
addToCLI("UniversalLinksChecker", trait: "Checker", define: "ULINKS_CHECKER")

// MARK: Server: hosts the files for many domains (Hummingbird; SQLite or PostgreSQL store).
dependencies += [
    // Without its default traits: FullFoundation's one use of DateFormatter (URL-encoded forms) would link the
    // full Foundation and ICU into a static binary (Docs/Size.md), and the server reads no swift-configuration.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
]
// Already in the graph through Hummingbird; named so the server imports them directly. Other
// modules may declare some of them too, and a package may be declared only once.
declare([
    ("https://github.com/apple/swift-nio", "2.101.2"),
    ("https://github.com/apple/swift-nio-ssl", "2.37.6"),
    ("https://github.com/apple/swift-nio-extras", "1.35.2"),
    ("https://github.com/apple/swift-log", "1.16.2"),
    ("https://github.com/apple/swift-atomics", "1.3.0"),
    ("https://github.com/apple/swift-http-types", "1.8.0"),
    ("https://github.com/swift-server/swift-service-lifecycle", "2.13.0"),
    ("https://github.com/apple/swift-crypto", "3.12.3"),
])
targets += [
    .target(
        name: "UniversalLinksServer",
        dependencies: [
            "UniversalLinks",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "HummingbirdTLS", package: "hummingbird"),
            .product(name: "SQLiteNIO", package: "sqlite-nio"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Atomics", package: "swift-atomics"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            // SHA-256 of the stored versions and of the admin token (compared in constant time).
            .product(name: "Crypto", package: "swift-crypto"),
            // The HTTP/1 pipeline added behind the connection fast path (AssociationHTTP1Channel).
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
        ]
    ),
    .testTarget(
        name: "UniversalLinksServerTests",
        dependencies: [
            "UniversalLinksServer", "ULinksTestSupport",
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ]
    ),
]
addToCLI("UniversalLinksServer", trait: "Server", define: "ULINKS_SERVER")

// The server's web console runs the checker (POST /api/v1/check) when both modules are built.
targets.first { $0.name == "UniversalLinksServer" }?.dependencies.append("UniversalLinksChecker")

// MARK: Watch: `ulinks watch`, the checker run on a schedule with states, transitions, webhooks and an SQLite
// state file (sqlite-nio, which the server uses too; it brings nothing else the checker does not already).
declare([("https://github.com/vapor/sqlite-nio", "1.13.2")])
targets += [
    .target(
        name: "UniversalLinksWatch",
        dependencies: [
            "UniversalLinks", "UniversalLinksChecker",
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "SQLiteNIO", package: "sqlite-nio"),
            .product(name: "Logging", package: "swift-log"),
        ]
    )
]
// The watch tests live with the checker's: they reuse its loopback HTTPS servers and test CA.
if let tests = targets.first(where: { $0.name == "UniversalLinksCheckerTests" }) {
    tests.dependencies.append("UniversalLinksWatch")
    tests.swiftSettings = (tests.swiftSettings ?? []) + [.define("ULINKS_WATCH")]
}
addToCLI("UniversalLinksWatch", trait: "Watch", define: "ULINKS_WATCH")
// `ulinks serve --watch`: the server runs the watch's engine over its hosted and registered domains, with
// its state in the server's store (Docs/Watch.md, "Inside ulinks serve").
targets.first { $0.name == "UniversalLinksServer" }?.dependencies.append("UniversalLinksWatch")
targets.first { $0.name == "UniversalLinksServerTests" }?.dependencies.append("UniversalLinksWatch")

// MARK: App: reads the signed entitlements of an .ipa, a .app folder or a binary (ZIPFoundation), and an APK's
// manifest and signing certificates (their SHA-256 fingerprints with swift-crypto).
dependencies += [
    .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20")
]
declare([("https://github.com/apple/swift-crypto", "3.12.3")])
targets += [
    .target(
        name: "UniversalLinksApp",
        dependencies: [
            "UniversalLinks",
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            .product(name: "Crypto", package: "swift-crypto"),
        ]
    ),
    .testTarget(
        name: "UniversalLinksAppTests",
        dependencies: [
            "UniversalLinksApp", "ULinksTestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]
    ),
]
addToCLI("UniversalLinksApp", trait: "App", define: "ULINKS_APP")

// MARK: MCP: `ulinks mcp`, the tools of the CLI for coding assistants (Model Context Protocol over stdio).
// The protocol is our own JSON-RPC server over stdio (Sources/UniversalLinksMCP/MCPSession.swift), not the MCP
// Swift SDK: the SDK is one target that also compiles its HTTP transport and OAuth (FoundationNetworking, so
// libcurl), which cannot be linked statically; without it `ulinks mcp` is in the static release binary.
// The `check` tool exists when the checker's trait is enabled.
let mcpDependencies: [Target.Dependency] = [
    "UniversalLinks",
    .target(name: "UniversalLinksChecker", condition: .when(traits: ["Checker"])),
]
let mcpSettings: [SwiftSetting] = [.define("ULINKS_CHECKER", .when(traits: ["Checker"]))]
targets += [
    .target(name: "UniversalLinksMCP", dependencies: mcpDependencies, swiftSettings: mcpSettings),
    .testTarget(name: "UniversalLinksMCPTests", dependencies: ["UniversalLinksMCP", "ULinksTestSupport"]),
]
addToCLI("UniversalLinksMCP", trait: "MCP", define: "ULINKS_MCP")

// MARK: Router: routes links inside an app with the core's matcher .
// Depends on the core only, so an iOS app can add it alone.
targets += [
    .target(name: "UniversalLinksRouter", dependencies: ["UniversalLinks"]),
    .testTarget(name: "UniversalLinksRouterTests", dependencies: ["UniversalLinksRouter", "ULinksTestSupport"]),
]
products.append(.library(name: "UniversalLinksRouter", targets: ["UniversalLinksRouter"]))

// MARK: ACME: obtains certificates (RFC 8555) with swift-crypto and swift-certificates over async-http-client.
// With `server` also selected, the server uses it for `ulinks serve --acme-directory` (its ACME files
// are compiled only then: `#if ULINKS_ACME`).
declare([
    ("https://github.com/apple/swift-certificates", "1.21.1"),
    ("https://github.com/apple/swift-crypto", "3.12.3"),
    ("https://github.com/apple/swift-asn1", "1.7.4"),
    ("https://github.com/swift-server/async-http-client", "1.37.0"),
    ("https://github.com/apple/swift-nio", "2.101.2"),
    ("https://github.com/apple/swift-nio-ssl", "2.37.6"),
    ("https://github.com/apple/swift-log", "1.16.2"),
])
let acmeProducts: [Target.Dependency] = [
    .product(name: "X509", package: "swift-certificates"),
    .product(name: "Crypto", package: "swift-crypto"),
    .product(name: "SwiftASN1", package: "swift-asn1"),
    .product(name: "AsyncHTTPClient", package: "async-http-client"),
    .product(name: "NIOCore", package: "swift-nio"),
    .product(name: "NIOHTTP1", package: "swift-nio"),
    .product(name: "NIOPosix", package: "swift-nio"),
    .product(name: "NIOSSL", package: "swift-nio-ssl"),
    .product(name: "Logging", package: "swift-log"),
]
targets += [
    .target(name: "UniversalLinksACME", dependencies: acmeProducts),
    .testTarget(
        name: "UniversalLinksACMETests",
        dependencies: ["UniversalLinksACME", "ULinksTestSupport"] + acmeProducts),
]
// A define, not `canImport`: a module left in .build by an earlier build would satisfy canImport.
if let server = targets.first(where: { $0.name == "UniversalLinksServer" }) {
    server.dependencies.append("UniversalLinksACME")
    server.swiftSettings = (server.swiftSettings ?? []) + [.define("ULINKS_ACME")]
}
targets.first { $0.name == "UniversalLinksServerTests" }?.swiftSettings = [.define("ULINKS_ACME")]
targets.first { $0.name == "UniversalLinksServerTests" }?.dependencies.append("UniversalLinksACME")
// The CLI's `serve --acme-directory` comes with the server, under its trait.
cliDependencies.append(.target(name: "UniversalLinksACME", condition: .when(traits: ["Server"])))
cliSettings.append(.define("ULINKS_ACME", .when(traits: ["Server"])))
products.append(.library(name: "UniversalLinksACME", targets: ["UniversalLinksACME"]))

let package = Package(
    name: "swift-universal-links",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: products,
    traits: [
        .default(enabledTraits: ["Checker", "Watch", "Signing", "Server", "App", "MCP"]),
        .trait(name: "Checker", description: "`ulinks check` and `doctor`: fetch domains' files (async-http-client)."),
        .trait(
            name: "Watch",
            description: "`ulinks watch`: the checker on a schedule, webhooks, SQLite state (sqlite-nio).",
            enabledTraits: ["Checker"]),
        .trait(name: "Signing", description: "`ulinks sign` and `verify-signature`: CMS (swift-certificates)."),
        .trait(name: "Server", description: "`ulinks serve` and `export` (Hummingbird, SQLite, PostgreSQL)."),
        .trait(name: "App", description: "Entitlements of .ipa files and .app folders (ZIPFoundation)."),
        .trait(
            name: "MCP", description: "`ulinks mcp`: the tools over the Model Context Protocol (stdio, no dependency)."),
    ],
    dependencies: dependencies,
    targets: targets + [
        .executableTarget(name: "ulinks", dependencies: cliDependencies, swiftSettings: cliSettings)
    ]
)

// MARK: Distribution (Docs/Distribution.md): SwiftPM plugins that run the `ulinks` built from this package
// (`swift package ulinks validate|doctor|generate ...`, and a build-tool plugin that validates a target's
// ulinks.json and association files on every build), and the tests of the packaging scripts.
package.products += [
    .plugin(name: "ULinksCommandPlugin", targets: ["ULinksCommandPlugin"]),
    .plugin(name: "ULinksBuildToolPlugin", targets: ["ULinksBuildToolPlugin"]),
]
package.targets += [
    .plugin(
        name: "ULinksCommandPlugin",
        capability: .command(
            intent: .custom(
                verb: "ulinks", description: "Run ulinks (validate, doctor, generate, ...) in this package.")),
        dependencies: ["ulinks"]),
    .plugin(name: "ULinksBuildToolPlugin", capability: .buildTool(), dependencies: ["ulinks"]),
    .testTarget(name: "DistributionTests", dependencies: ["ULinksTestSupport"]),
]
