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

/// `--dir` and symbolic links (issue 25 item 8): followed when they stay inside the folder, files
/// and host folders alike (a Kubernetes ConfigMap mount is links into `..data`, itself a link to
/// a timestamped folder), refused and reported when they lead outside.
@Suite struct DirectoryStoreLinkTests {
    final class Refusals: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func add(_ path: String) { lock.withLock { paths.append(path) } }
        var all: [String] { lock.withLock { paths } }
    }

    @Test func linksInsideAreFollowedAndLinksOutsideRefused() async throws {
        let base = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let fm = FileManager.default
        let root = base.appendingPathComponent("site")
        let outside = base.appendingPathComponent("outside")
        for folder in [root, outside, root.appendingPathComponent("real.example.com")] {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data(Fixtures.aasa(1)).write(to: root.appendingPathComponent("real.example.com/apple-app-site-association"))
        try Data(Fixtures.aasa(2)).write(to: outside.appendingPathComponent("apple-app-site-association"))
        // A host folder linked to another folder inside: served.
        try fm.createSymbolicLink(
            atPath: root.appendingPathComponent("alias.example.com").path, withDestinationPath: "real.example.com")
        // A host folder linked outside: refused.
        try fm.createSymbolicLink(
            atPath: root.appendingPathComponent("escape.example.com").path, withDestinationPath: outside.path)
        // A file linked to a file outside: refused.
        try fm.createDirectory(at: root.appendingPathComponent("file.example.com"), withIntermediateDirectories: true)
        try fm.createSymbolicLink(
            atPath: root.appendingPathComponent("file.example.com/apple-app-site-association").path,
            withDestinationPath: outside.appendingPathComponent("apple-app-site-association").path)
        // A ConfigMap mount: the file is a link to ..data/FILE, ..data a link to ..2026_11_26_00_00_00.1.
        let mount = root.appendingPathComponent("cm.example.com")
        try fm.createDirectory(
            at: mount.appendingPathComponent("..2026_11_26_00_00_00.1"), withIntermediateDirectories: true)
        try Data(Fixtures.aasa(3)).write(
            to: mount.appendingPathComponent("..2026_11_26_00_00_00.1/apple-app-site-association"))
        try fm.createSymbolicLink(
            atPath: mount.appendingPathComponent("..data").path, withDestinationPath: "..2026_11_26_00_00_00.1")
        try fm.createSymbolicLink(
            atPath: mount.appendingPathComponent("apple-app-site-association").path,
            withDestinationPath: "..data/apple-app-site-association")

        let refusals = Refusals()
        let store = try DirectoryStore(root: root, onRefusedLink: { path, _ in refusals.add(path) })
        var served = try await Self.served(store)
        #expect(
            served == [
                "real.example.com": Fixtures.aasa(1), "alias.example.com": Fixtures.aasa(1),
                "cm.example.com": Fixtures.aasa(3),
            ])
        #expect(
            Set(refusals.all.map { URL(fileURLWithPath: $0).lastPathComponent }) == [
                "escape.example.com", "apple-app-site-association",
            ])
        let reported = refusals.all.count
        _ = try await store.lastChangeID()
        #expect(refusals.all.count == reported, "each refused link is reported once")

        // The ConfigMap is updated the way the kubelet does it: a new folder, then ..data swapped.
        try fm.createDirectory(
            at: mount.appendingPathComponent("..2026_11_26_00_05_00.2"), withIntermediateDirectories: true)
        try Data(Fixtures.aasa(4)).write(
            to: mount.appendingPathComponent("..2026_11_26_00_05_00.2/apple-app-site-association"))
        try fm.createSymbolicLink(
            atPath: mount.appendingPathComponent("..data_tmp").path, withDestinationPath: "..2026_11_26_00_05_00.2")
        _ = rename(mount.appendingPathComponent("..data_tmp").path, mount.appendingPathComponent("..data").path)
        try fm.removeItem(at: mount.appendingPathComponent("..2026_11_26_00_00_00.1"))
        served = try await Self.served(store)
        #expect(served["cm.example.com"] == Fixtures.aasa(4))
    }

    static func served(_ store: DirectoryStore) async throws -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: try await store.liveFiles().map { ($0.record.host.value, $0.content) })
    }
}
