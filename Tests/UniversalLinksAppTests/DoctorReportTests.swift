import Foundation
import Testing
import ULinksTestSupport

extension DoctorCommandTests {
    /// `ulinks doctor --format html|sarif|github`: the verdict per entry with its fix, the entitlement's
    /// findings on its source, each domain's checks; hostile entries shown as text.
    @Test func reports() async throws {
        guard let binary = try await Self.doctorBinary() else { return }
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.makePKI(in: folder, names: ["example.test", "other.test"])
        let good = #"{"applinks": {"details": [{"appIDs": ["\#(Self.appID)"], "components": [{"/": "*"}]}]}}"#
        let teamID =
            #"{"applinks": {"details": [{"appIDs": ["TEAMID1234.com.example.app"], "components": [{"/": "*"}]}]}}"#
        let (goodServer, goodPort) = try Self.serve(good, in: folder, name: "good", pki: folder)
        defer { Self.stop(goodServer) }
        let (teamServer, teamPort) = try Self.serve(teamID, in: folder, name: "team", pki: folder)
        defer { Self.stop(teamServer) }
        let file = folder.appendingPathComponent("App.entitlements")
        let hostile = "applinks:&lt;script&gt;alert(1)&lt;/script&gt;.test"
        try Data(Self.entitlements(["applinks:example.test", "applinks:other.test", hostile]).utf8).write(to: file)
        let common = [
            "doctor", "--entitlements", file.path, "--ca", folder.appendingPathComponent("ca.pem").path,
            "--resolve", "example.test=127.0.0.1:\(goodPort)", "--resolve", "other.test=127.0.0.1:\(teamPort)",
            "--timeout", "15",
        ]
        let page = folder.appendingPathComponent("doctor.html")
        let html = try await Self.run(binary, common + ["--format", "html", "--output", page.path])
        #expect(html.status == 1, "\(html.text)\(html.errors)")
        let text = try #require(
            FileManager.default.contents(atPath: page.path).map { String(decoding: $0, as: UTF8.self) })
        #expect(Chromium.injectedElements(in: text).isEmpty)
        #expect(text.contains("use the App ID prefix, not the Team ID"))
        #expect(text.contains("&lt;script&gt;alert(1)&lt;/script&gt;.test"))
        if let dom = try await Chromium.dumpDOM(page) {
            #expect(Chromium.injectedElements(in: dom).isEmpty, "\(Chromium.injectedElements(in: dom))")
            #expect(dom.contains("id=\"domain-other-test\""))
            let png = try Chromium.outputFolder().appendingPathComponent("doctor-report.png")
            #expect((try await Chromium.screenshot(page, to: png, width: 1100, height: 900) ?? 1) > 1000)
            try Chromium.publish(png, as: "doctor-report.png")
        }

        let github = try await Self.run(binary, common + ["--format", "github"])
        #expect(github.status == 1)
        let lines = github.text.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "::error file=\(file.path),title=doctor/entry::other.test (applinks): file found yes, app listed no%0Afix: "
                )
            }, "\(lines)")
        let sarif = try await Self.run(binary, common + ["--format", "sarif"])
        #expect(sarif.status == 1)
        if let violations = try SARIFSchema.violations(sarif.text) { #expect(violations.isEmpty, "\(violations)") }
    }
}
