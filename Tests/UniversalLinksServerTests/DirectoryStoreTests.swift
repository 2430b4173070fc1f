import Foundation
import Testing
import UniversalLinks
import UniversalLinksServer

/// `--dir FOLDER`: files read from a folder, validated before going live, reloaded on change.
@Suite struct DirectoryStoreTests {
    final class Rejections: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(String, FileKind)] = []
        func add(_ host: String, _ kind: FileKind) { lock.withLock { entries.append((host, kind)) } }
        var count: Int { lock.withLock { entries.count } }
    }

    func write(_ bytes: [UInt8], _ folder: URL, _ host: String, _ name: String, wellKnown: Bool = false) throws {
        var dir = folder.appendingPathComponent(host)
        if wellKnown { dir = dir.appendingPathComponent(".well-known") }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(bytes).write(to: dir.appendingPathComponent(name))
    }

    @Test func servesValidFilesKeepsTheLastGoodOneAndFollowsChanges() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Fixtures.aasa(1), folder, "a.example.com", "apple-app-site-association")
        try write(Fixtures.assetlinks, folder, "b.example.com", "assetlinks.json", wellKnown: true)
        try write(Fixtures.aasa(2), folder, "Not A Host", "apple-app-site-association")
        try write(Fixtures.aasa(3), folder, "..", "apple-app-site-association")
        try write(Fixtures.invalidJSON, folder, "c.example.com", "apple-app-site-association")
        let rejections = Rejections()
        let store = try DirectoryStore(root: folder) { host, kind, _, report in
            #expect(report.hasErrors)
            rejections.add(host.value, kind)
        }
        let files = try await store.liveFiles()
        #expect(Set(files.map(\.record.host.value)) == ["a.example.com", "b.example.com"])
        #expect(rejections.count == 1, "the invalid c.example.com file is refused")

        let service = Fixtures.service(store: store, pollInterval: .milliseconds(100))
        try await TestServer.with(service) { port async throws in
            let url = "http://127.0.0.1:\(port)/.well-known/apple-app-site-association"
            #expect(try await Curl.request(url, headers: ["Host: a.example.com"]).body == Fixtures.aasa(1))
            #expect(try await Curl.request(url, headers: ["Host: c.example.com"]).status == 404)

            // A broken edit: refused, the previous version stays live.
            try await Task.sleep(for: .milliseconds(1100))  // a new modification time even on coarse clocks
            try write(Fixtures.invalidJSON, folder, "a.example.com", "apple-app-site-association")
            try await Task.sleep(for: .milliseconds(600))
            #expect(try await Curl.request(url, headers: ["Host: a.example.com"]).body == Fixtures.aasa(1))
            #expect(rejections.count == 2)

            // A good edit goes live within a poll.
            try write(Fixtures.aasa(5), folder, "a.example.com", "apple-app-site-association")
            var body: [UInt8] = []
            for _ in 0..<50 where body != Fixtures.aasa(5) {
                try await Task.sleep(for: .milliseconds(100))
                body = try await Curl.request(url, headers: ["Host: a.example.com"]).body
            }
            #expect(body == Fixtures.aasa(5))

            // A removed file stops being served.
            try FileManager.default.removeItem(at: folder.appendingPathComponent("a.example.com"))
            var status = 200
            for _ in 0..<50 where status != 404 {
                try await Task.sleep(for: .milliseconds(100))
                status = try await Curl.request(url, headers: ["Host: a.example.com"]).status
            }
            #expect(status == 404)

            // The admin API says read-only.
            let put = try await Curl.request(
                "http://127.0.0.1:\(port)/admin/v1/domains/a.example.com/aasa", method: "PUT",
                headers: ["Authorization: Bearer \(Fixtures.token)"], body: Fixtures.aasa(9))
            #expect(put.status == 409)
            #expect(String(decoding: put.body, as: UTF8.self).contains("read-only"))
        }
    }

    @Test func missingFolderIsAnError() {
        #expect(throws: StoreError.self) {
            try DirectoryStore(root: URL(fileURLWithPath: "/nonexistent/ulinks-\(UUID())"))
        }
    }
}
