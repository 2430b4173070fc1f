import Foundation
import Logging
import UniversalLinks
import UniversalLinksServer

/// Files and helpers shared by the server tests.
enum Fixtures {
    static let token = "test-admin-token-0123456789"

    /// A valid AASA file; `marker` makes each version's bytes distinct.
    static func aasa(_ marker: Int = 0) -> [UInt8] {
        Array(
            """
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/v\(marker)/*"}]}]}}
            """.utf8)
    }

    static let assetlinks: [UInt8] = Array(
        """
        [{"relation": ["delegate_permission/common.handle_all_urls"],
          "target": {"namespace": "android_app", "package_name": "com.example.app",
            "sha256_cert_fingerprints": ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]}}]
        """.utf8)

    static let invalidJSON: [UInt8] = Array(#"{"applinks": {"details": [}"#.utf8)

    /// `storeTimeout`: how long a store call may take before `503 store-unavailable` (default: the
    /// server's); tests about something else give a loaded machine longer.
    static func service(
        store: any AssociationStore = MemoryStore(), token: String? = token, refusal: Message? = nil,
        pollInterval: Duration = .milliseconds(100), storeTimeout: Duration? = nil
    ) -> AssociationService {
        var configuration = ServerConfiguration(adminToken: token, adminRefusal: refusal, pollInterval: pollInterval)
        if let storeTimeout { configuration.storeTimeout = storeTimeout }
        return AssociationService(store: store, configuration: configuration)
    }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ulinks-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The PostgreSQL URL from `ULINKS_TEST_POSTGRES_URL` (set by `.ci/run` from scripts/start-postgres.sh).
    static var postgresURL: String? {
        ProcessInfo.processInfo.environment["ULINKS_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A schema name of its own for each test, so tests sharing the database do not see each other.
    static func uniqueSchema() -> String {
        "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    }

    /// Two stores on one fresh schema of the test PostgreSQL (two replicas, or a writer and a listener);
    /// nil, with a note, when `ULINKS_TEST_POSTGRES_URL` is not set.
    static func postgresPair() async throws -> (PostgresStore, PostgresStore)? {
        guard let url = postgresURL else {
            print("note: ULINKS_TEST_POSTGRES_URL is not set; skipping (scripts/start-postgres.sh starts one)")
            return nil
        }
        let schema = uniqueSchema()
        return (
            try await PostgresStore.connect(url: url, schema: schema),
            try await PostgresStore.connect(url: url, schema: schema)
        )
    }
}
