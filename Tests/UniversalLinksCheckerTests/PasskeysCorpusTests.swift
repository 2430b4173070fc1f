import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksChecker

extension CheckerTests {
    /// `PasskeysChecker` on the real files of the shared corpus, each served from a loopback HTTPS origin:
    /// every AASA that lists apps under `webcredentials` makes iOS ready for each of them (and broken for an
    /// app it does not list), and every assetlinks.json that grants `get_login_creds` makes Android ready for
    /// that package and fingerprint. The expectation is read from the file by Foundation's own JSON parser.
    @Suite("Passkeys on the corpus's real files")
    struct PasskeysCorpusTests {
        static let corpus = PackageRoot.path + "/../shared/corpus"
        static let unlisted = "ZZZZZZZZZZ.not.listed.app"
        static let grant = "delegate_permission/common.get_login_creds"

        /// 32 colon-separated upper-case hex bytes, the only form Android reads.
        static func isCanonical(_ print: String) -> Bool {
            let bytes = print.split(separator: ":", omittingEmptySubsequences: false)
            return bytes.count == 32
                && bytes.allSatisfy { $0.count == 2 && $0.allSatisfy { $0.isHexDigit && !$0.isLowercase } }
        }

        /// The corpus files of `folder` whose JSON parses and `pick` finds something in, with what it found.
        static func inputs<T>(_ folder: String, _ pick: (Any) -> T?) -> [(bytes: [UInt8], found: T)] {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: corpus + "/" + folder)) ?? [])
                .filter { !$0.hasSuffix(".tsv") && !$0.hasPrefix(".") }.sorted()
            return names.compactMap { name in
                guard let data = FileManager.default.contents(atPath: corpus + "/" + folder + "/" + name),
                    let json = try? JSONSerialization.jsonObject(with: data), let found = pick(json)
                else { return nil }
                return (Array(data), found)
            }
        }

        /// A loopback origin serving `files[i]` at `PATH` of host `f<i>.corpus.pk.test`, and options reaching it.
        static func serve(_ files: [[UInt8]], at path: String) async throws -> (TestHTTPSServer, CheckerOptions) {
            let checker = try await CheckerFixture.shared.value
            let identity = try checker.pki.issue("corpus", names: ["*.corpus.pk.test"], days: 30)
            let server = try await TestHTTPSServer.start(tls: try CheckerFixture.context(identity)) { host, requested in
                guard requested == path, host.hasPrefix("f"), let dot = host.firstIndex(of: "."),
                    let index = Int(host.dropFirst().prefix(upTo: dot)), files.indices.contains(index)
                else { return .notFound }
                return .respond(status: .ok, headers: [("Content-Type", "application/json")], body: files[index])
            }
            // Every route answers at once: the deadline matters only when the full suite starves the loops.
            var options = checker.options(timeout: 120)
            options.checkLegacyRoot = false
            for index in files.indices {
                let host = "f\(index).corpus.pk.test"
                options.resolve[host] = ResolveOverride(host: host, address: "127.0.0.1", port: server.port)
            }
            return (server, options)
        }

        @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus + "/aasa"), "../shared/corpus is absent"))
        func everyWebcredentialsAppIsReadyOnIOS() async throws {
            let files = Self.inputs("aasa") { json -> [String]? in
                let apps = ((json as? [String: Any])?["webcredentials"] as? [String: Any])?["apps"] as? [String]
                return apps.flatMap { $0.isEmpty ? nil : $0 }
            }
            #expect(files.count > 40, "corpus AASA files with webcredentials.apps: \(files.count)")
            let (server, options) = try await Self.serve(
                files.map(\.bytes), at: "/.well-known/apple-app-site-association")
            defer { Task { await server.stop() } }
            for (index, file) in files.enumerated() {
                let apps = Array(Set(file.found)).sorted()
                let report = await PasskeysChecker(options: options).check(
                    PasskeysRequest(
                        rpID: "f\(index).corpus.pk.test", appIDs: apps + [Self.unlisted], packages: [],
                        fingerprints: [],
                        useCDN: false))
                for check in report.ios.checks {
                    if check.subject == Self.unlisted {
                        #expect(check.verdict == .broken && check.problem == .appNotListed, "file \(index): \(check)")
                    } else {
                        #expect(check.verdict == .ready, "file \(index) \(check.subject): \(check.reason.english)")
                    }
                }
                #expect(report.ios.checks.count == apps.count + 1)
                #expect(report.android.verdict == .skipped)
            }
        }

        @Test(
            .enabled(if: FileManager.default.fileExists(atPath: corpus + "/assetlinks"), "../shared/corpus is absent"))
        func everyGetLoginCredsGrantIsReadyOnAndroid() async throws {
            // (package, a well-formed fingerprint, whether every fingerprint of the statement is well formed) of
            // the first android_app statement granting get_login_creds; lists with includes are left out (they
            // name hosts the loopback origin cannot be). One malformed fingerprint makes Android skip the whole
            // statement (SPEC §5), so then even the well-formed one is not granted.
            let files = Self.inputs("assetlinks") { json -> (String, String, Bool)? in
                guard let list = json as? [[String: Any]], !list.contains(where: { $0["include"] != nil }) else {
                    return nil
                }
                for statement in list {
                    guard let relations = statement["relation"] as? [String], relations.contains(Self.grant),
                        let target = statement["target"] as? [String: Any],
                        target["namespace"] as? String == "android_app",
                        let package = target["package_name"] as? String,
                        let prints = target["sha256_cert_fingerprints"] as? [String],
                        let print = prints.first(where: Self.isCanonical)
                    else { continue }
                    return (package, print, prints.allSatisfy(Self.isCanonical))
                }
                return nil
            }
            #expect(files.count >= 8, "corpus assetlinks.json files granting get_login_creds: \(files.count)")
            let (server, options) = try await Self.serve(files.map(\.bytes), at: "/.well-known/assetlinks.json")
            defer { Task { await server.stop() } }
            for (index, file) in files.enumerated() {
                let (package, print, granted) = file.found
                let report = await PasskeysChecker(options: options).check(
                    PasskeysRequest(
                        rpID: "f\(index).corpus.pk.test", appIDs: [], packages: [package], fingerprints: [print],
                        useCDN: false))
                #expect(
                    report.android.verdict == (granted ? .ready : .broken),
                    "file \(index) \(package): \(report.android.reason.english)")
                #expect(report.ios.verdict == .skipped)
                #expect(report.androidOrigins[print]?.hasPrefix("android:apk-key-hash:") == true)
            }
        }
    }
}
