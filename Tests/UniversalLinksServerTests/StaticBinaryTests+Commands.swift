import Foundation
import Testing
import ULinksTestSupport

/// Every command of README's list once, in the Swift-less root: the file commands here, the ones that
/// need a server (check, watch --once, trace, export) against the `ulinks serve` of
/// `serveAnswersOverHTTPSAndCheckPassesAgainstIt`, and `mcp` through a stdio initialize round trip.
extension StaticBinaryTests {
    /// A Swift-less command run: its status and output, with the command named when it fails.
    static func expectRuns(
        _ root: Root, _ arguments: [String], status: Int32 = 0, containing text: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let run = try await root.ulinks(arguments)
        #expect(
            run.status == status, "ulinks \(arguments.joined(separator: " ")):\n\(run.stdout)",
            sourceLocation: sourceLocation)
        #expect(
            run.stdout.contains(text), "ulinks \(arguments.joined(separator: " ")):\n\(run.stdout)",
            sourceLocation: sourceLocation)
    }

    @Test func everyFileCommandOfTheREADMERunsInTheRoot() async throws {
        let root = try Root()
        defer { root.remove() }
        let w = root.work
        let example = try String(
            contentsOf: PackageRoot.url.appendingPathComponent("Examples/apple-app-site-association"), encoding: .utf8)
        try root.write(example, to: "aasa.json")
        try root.write(LinkFixtures.assetLinks, to: "assetlinks.json")
        try root.write(Self.entitlements, to: "project/app.entitlements")
        try root.write(Self.swcutil, to: "swcutil.txt")
        // A test CA (openssl, outside the root): the signer of sign and verify-signature, and the one trust
        // anchor of commands that set up TLS (the minimal root has no ca-certificates).
        let certificates = try TestCertificates([("signer", ["swiftlinks.org"])])
        defer { certificates.remove() }
        for (from, to) in [
            (certificates.caPath, "ca.pem"), (certificates.certificatePath("signer"), "signer.pem"),
            (certificates.keyPath("signer"), "signer.key"),
        ] {
            try FileManager.default.copyItem(atPath: from, toPath: root.host.appendingPathComponent(to).path)
        }

        try await Self.expectRuns(root, ["fmt", "\(w)/aasa.json"], containing: "\"applinks\"")
        try await Self.expectRuns(root, ["codes", "wrong-type"], containing: "wrong-type (error, aasa)")
        try await Self.expectRuns(
            root, ["convert", "\(w)/aasa.json", "--to", "components"], containing: "decide identically")
        try await Self.expectRuns(
            root,
            [
                "convert", "\(w)/aasa.json", "--to", "assetlinks", "--package", LinkFixtures.package, "--fingerprint",
                LinkFixtures.print, "--app", "9JA89QQLNQ.org.swiftlinks.demo",
            ], containing: "delegate_permission/common.handle_all_urls")
        try await Self.expectRuns(root, ["diff", "\(w)/aasa.json", "\(w)/aasa.json"], containing: "no difference")
        try await Self.expectRuns(
            root, ["device", "\(w)/swcutil.txt"], containing: "applinks  9JA89QQLNQ.org.swiftlinks.demo  swiftlinks.org"
        )
        try await Self.expectRuns(
            root,
            [
                "match", "\(w)/aasa.json", "--android", "\(w)/assetlinks.json", "--package", LinkFixtures.package,
                "https://swiftlinks.org/en_GB/shop/shoes",
            ],
            // The fixture's dynamic components open only /product/* and /help/* on Android.
            containing: "opens 9JA89QQLNQ.org.swiftlinks.demo  browser (\(LinkFixtures.package): no_match)   <- differs"
        )
        try await Self.expectRuns(
            root,
            [
                "android", "match", "\(w)/assetlinks.json", "https://example.com/product/1", "--package",
                LinkFixtures.package,
            ],
            containing: "opens \(LinkFixtures.package)")
        try await Self.expectRuns(
            // It sets up TLS for includes even when the file has none, so it needs a trust anchor here.
            root, ["android", "statements", "\(w)/assetlinks.json", "--ca", "\(w)/ca.pem"],
            containing: "android_app \(LinkFixtures.package)")
        try await Self.expectRuns(
            root, ["entitlements", "\(w)/project/app.entitlements"], containing: "applinks:swiftlinks.org")
        try await Self.expectRuns(
            root,
            [
                "init", "--no-input", "--team", "9JA89QQLNQ", "--bundle", "org.swiftlinks.demo", "--domain",
                "swiftlinks.org", "--output", "\(w)/project/ulinks.json",
            ], containing: "wrote \(w)/project/ulinks.json")
        try await Self.expectRuns(
            root, ["generate", "--manifest", "\(w)/project/ulinks.json", "--out", "\(w)/site"],
            containing: "wrote \(w)/site/.well-known/apple-app-site-association")
        try await Self.expectRuns(
            root,
            [
                "routes", "coverage", "--manifest", "\(w)/project/ulinks.json", "--aasa",
                "\(w)/site/.well-known/apple-app-site-association",
            ], containing: "every URL that opens the app has a route")
        try await Self.expectRuns(root, ["doctor", "\(w)/project", "--offline"], containing: "0 errors")
        try await Self.expectRuns(
            root, ["validate", "\(w)/aasa.json", "--lang", "pt-BR"], containing: "nenhum problema")
        try await Self.expectRuns(
            root, ["validate", "\(w)/aasa.json", "--format", "sarif"], containing: "sarif-2.1.0.json")
        try await Self.expectRuns(
            root, ["--generate-completion-script", "bash"], containing: "complete -o filenames -F _ulinks ulinks")

        let sign = try await root.ulinks([
            "sign", "--cert", "\(w)/signer.pem", "--key", "\(w)/signer.key", "\(w)/aasa.json", "\(w)/signed.p7",
        ])
        #expect(sign.status == 0, "\(sign.stdout)")
        try await Self.expectRuns(
            root, ["verify-signature", "\(w)/signed.p7", "--ca", "\(w)/ca.pem"], containing: "swiftlinks.org")
    }

    /// `ulinks mcp`, which the release binary has since the server no longer uses the MCP SDK (whose
    /// FoundationNetworking could not be linked statically): initialize, then tools/list, over standard
    /// input; the server answers both and exits 0 at the end of its input.
    @Test func mcpAnswersAnInitializeRoundTripOverStdio() async throws {
        let root = try Root()
        defer { root.remove() }
        let help = try await root.ulinks(["--help"])
        #expect(help.stdout.contains("\n  mcp "), "the release binary has no mcp command: \(help.stdout)")
        let requests =
            [
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"chroot-test","version":"1"}}}"#,
                #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#,
            ].joined(separator: "\n") + "\n"
        let (executable, arguments) = root.chroot(["\(root.work)/ulinks", "mcp"])
        let run = try await Subprocess.run(URL(fileURLWithPath: executable), arguments, stdin: Array(requests.utf8))
        let lines = run.text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let initialize = lines.first { $0["id"] as? Int == 1 }?["result"] as? [String: Any]
        #expect(initialize?["serverInfo"] != nil, "\(run.text)\(run.errors)")
        let tools = (lines.first { $0["id"] as? Int == 2 }?["result"] as? [String: Any])?["tools"] as? [[String: Any]]
        #expect(tools?.contains { $0["name"] as? String == "validate" } == true, "\(run.text)")
        #expect(run.status == 0, "exit status \(run.status) at the end of the input: \(run.errors)")
    }

    /// watch --once, trace and export against the server the HTTPS test started (its port, CA and store).
    static func runServerCommands(_ root: Root, port: Int) async throws {
        let w = root.work
        let resolve = "app.example.com=127.0.0.1:\(port)"
        try await expectRuns(
            root,
            [
                "watch", "--once", "app.example.com", "--ca", "\(w)/ca.pem", "--resolve", resolve, "--allow-private",
                "--expect", "https://app.example.com/buy/1=9JA89QQLNQ.org.swiftlinks.demo", "--timeout", "20",
                "--state", "\(w)/watch.sqlite",
            ], containing: "app.example.com")
        try await expectRuns(
            root,
            [
                "trace", "https://app.example.com/buy/1", "--ca", "\(w)/ca.pem", "--resolve", resolve,
                "--allow-private", "--timeout", "20",
            ], containing: "9JA89QQLNQ.org.swiftlinks.demo")
        try await expectRuns(
            root, ["export", "--store", "\(w)/ulinks.sqlite", "--to", "\(w)/export"], containing: "app.example.com")
        let exported = root.host.appendingPathComponent("export/app.example.com/.well-known/apple-app-site-association")
        #expect(FileManager.default.fileExists(atPath: exported.path), "export wrote no \(exported.path)")
    }

    static let entitlements = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>com.apple.developer.associated-domains</key>
        <array><string>applinks:swiftlinks.org</string></array></dict></plist>

        """

    /// `swcutil show` as TN3155 prints it (see Tests/UniversalLinksTests/DeviceStateFixtures.swift).
    static let swcutil = """
        Service:              applinks
        App ID:               9JA89QQLNQ.org.swiftlinks.demo
        Domain:               swiftlinks.org
        User Approval:        unspecified
        Site/Fmwk Approval:   approved
        Flags:                
        Last Checked:         2024-03-07 16:20:35 +0000
        Next Check:           2024-03-12 16:14:24 +0000
        --------------------------------------------------------------------------------

        """
}
