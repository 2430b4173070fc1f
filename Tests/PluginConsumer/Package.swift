// swift-tools-version: 6.1
// A package that uses the plugins of swift-universal-links: the build-tool plugin on two app targets (one
// with valid association files and ulinks.json, one with an error) and the command plugin
// (`swift package ulinks ...`). Built by PluginConsumerTests (Tests/DistributionTests). The dependency's
// traits are off: the plugins need only the core's commands, so the test builds no NIO or Hummingbird.
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    dependencies: [.package(name: "swift-universal-links", path: "../..", traits: [])],
    targets: [
        .executableTarget(
            name: "LinkedApp",
            exclude: ["ulinks.json"],
            plugins: [.plugin(name: "ULinksBuildToolPlugin", package: "swift-universal-links")]),
        .executableTarget(
            name: "BrokenApp",
            plugins: [.plugin(name: "ULinksBuildToolPlugin", package: "swift-universal-links")]),
    ]
)
