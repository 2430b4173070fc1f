import Foundation
import Logging
import Testing
import ULinksTestSupport
import UniversalLinksServer
import UniversalLinksWatch

/// `--log-format json` and the watch's times (issue 37.8): a metadata key named like one of the handler's own
/// fields is kept beside it, and a transition's `at` reads the same in JSON as in the stored history.
@Suite struct JSONLogHandlerTests {
    /// The object of each line written by a handler that logs `message` with `metadata`.
    static func logged(_ message: Logger.Message, _ metadata: Logger.Metadata) throws -> [String: String] {
        let lines = LockedBox<[String]>([])
        var logger = Logger(label: "ulinks.test") { label in
            JSONLogHandler(label: label, level: .info) { line in lines.withValue { $0.append(line) } }
        }
        logger[metadataKey: "replica"] = "r1"
        logger.warning(message, metadata: metadata)
        let line = try #require(lines.value.first)
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
    }

    @Test func aMetadataKeyNamedLikeAFieldIsKeptBesideIt() throws {
        // What ServerWatch logs for a webhook that failed: the reason travels as metadata `message`.
        let reason = "webhook http://hooks.example/x: answered 500; retrying in 2 s"
        let object = try Self.logged("watch webhook", ["message": "\(reason)", "level": "mine", "domain": "a.test"])
        #expect(object["message"] == "watch webhook")
        #expect(object["metadata.message"] == reason)
        #expect(object["level"] == "warning")
        #expect(object["metadata.level"] == "mine")
        #expect(object["domain"] == "a.test")
        #expect(object["replica"] == "r1")
        #expect(object["label"] == "ulinks.test")
    }

    /// One rounding: the JSON time of any instant is the time the store keeps for it (milliseconds rounded),
    /// not the formatter's truncation (`...59.249Z` against a stored `...59.250`).
    @Test func aTransitionTimeReadsTheSameInJSONAndInTheStore() throws {
        var generator = SystemRandomNumberGenerator()
        var differing: [String] = []
        for _ in 0..<2000 {
            let at = Date(timeIntervalSince1970: Double.random(in: 1.7e9...1.9e9, using: &generator))
            let stored = SQLiteWatchStore.date(SQLiteWatchStore.millis(at))
            let json = WatchTime.string(at)
            if json != WatchTime.string(stored)
                || WatchTime.date(json).map(SQLiteWatchStore.millis)
                    != SQLiteWatchStore.millis(at)
            {
                differing.append(json)
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of 2000 differ, e.g. \(differing.prefix(3))")
        #expect(WatchTime.string(Date(timeIntervalSince1970: 1_764_999_999.2496)) == "2025-12-06T05:46:39.250Z")
        #expect(WatchTime.string(Date(timeIntervalSince1970: 1_764_999_999.9996)) == "2025-12-06T05:46:40.000Z")
        #expect(WatchTime.string(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
    }
}
