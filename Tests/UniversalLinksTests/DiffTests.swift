import Testing
import UniversalLinks

/// `ulinks diff`: semantic differences between two files.
@Suite struct DiffTests {
    static func file(_ json: String) throws -> AssociationFile {
        try #require(AssociationDocument(string: json).file)
    }

    @Test func equivalentFilesHaveNoDifference() throws {
        let legacy = MatchingAppleExamplesTests.legacyExample
        let dual = try LegacyConverter(target: .dual).convert(AssociationDocument(string: legacy)).text
        let diff = SemanticDiff(old: try Self.file(legacy), new: try Self.file(dual), generated: 1000)
        #expect(diff.isEmpty)
        #expect(diff.urlsCompared > 500)
    }

    @Test func gainedAndLostURLsPerApp() throws {
        let old = #"{"applinks": {"details": [{"appID": "A.a", "components": [{"/": "/buy/*"}, {"/": "/help/*"}]}]}}"#
        let new =
            #"{"applinks": {"details": [{"appID": "A.a", "components": [{"/": "/buy/*"}, {"/": "/shop/*"}]}, {"appID": "B.b", "components": [{"/": "/help/*"}]}]}}"#
        let diff = SemanticDiff(
            old: try Self.file(old), new: try Self.file(new),
            urls: ["https://example.com/help/1", "https://example.com/shop/2", "https://example.com/buy/3"],
            generated: 0, versions: [.ios13])
        #expect(diff.urlsCompared == 3)
        #expect(diff.addedApps == ["B.b"])
        let a = try #require(diff.apps.first { $0.appID == "A.a" })
        #expect(a.gained.map(\.url) == ["https://example.com/shop/2"])
        #expect(a.lost.map(\.url) == ["https://example.com/help/1"])
        let b = try #require(diff.apps.first { $0.appID == "B.b" })
        #expect(b.gained.map(\.url) == ["https://example.com/help/1"])
        #expect(diff.opens.map(\.url).sorted() == ["https://example.com/help/1", "https://example.com/shop/2"])
        #expect(diff.opens.first { $0.url.hasSuffix("/help/1") }?.new == "B.b")
    }

    @Test func generatedURLsFindAChangeNoGivenURLShows() throws {
        let old = #"{"applinks": {"details": [{"appID": "A.a", "components": [{"/": "/a/*"}]}]}}"#
        let new =
            #"{"applinks": {"details": [{"appID": "A.a", "components": [{"/": "/a/*", "caseSensitive": false}]}]}}"#
        let diff = SemanticDiff(old: try Self.file(old), new: try Self.file(new), generated: 500, versions: [.ios13])
        let a = try #require(diff.apps.first)
        #expect(!a.gained.isEmpty)
        #expect(a.lost.isEmpty)
        #expect(a.gained.allSatisfy { !$0.url.hasPrefix("https://example.com/a/") })
    }

    @Test func excludeVersusNoMatchIsReportedSeparately() throws {
        let old = #"{"applinks": {"details": [{"appID": "A.a", "components": [{"/": "/x", "exclude": true}]}]}}"#
        let new = #"{"applinks": {"details": [{"appID": "A.a", "components": []}]}}"#
        let diff = SemanticDiff(
            old: try Self.file(old), new: try Self.file(new), urls: ["https://example.com/x"], generated: 0,
            versions: [.ios13])
        #expect(diff.apps.first?.other.map(\.new) == [.noMatch])
        #expect(diff.opens.isEmpty)
    }
}
