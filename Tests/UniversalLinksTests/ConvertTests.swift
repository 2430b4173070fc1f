import Testing
import ULinksTestSupport
import UniversalLinks

/// `ulinks convert`: legacy `paths` as `components` (or dual) decide every URL the same way.
@Suite struct ConvertTests {
    static let corpusDirectory = SharedFolder.root + "/corpus/aasa"

    static let corpusFiles: [String] = CorpusFiles.list(in: corpusDirectory)

    /// The legacy files of the tests themselves.
    static let testFiles: [String] = [
        MatchingAppleExamplesTests.legacyExample,
        MatchingFixture.paths(
            ["NOT /Private/*", "/shop/*", "*.pdf", "/a/?*/b"], appDefaults: #"{"caseSensitive": false}"#),
        MatchingFixture.paths(
            ["/x/*"], appDefaults: ##"{"exclude": true, "?": {"a": "1"}, "#": "f", "percentEncoded": false}"##),
        MatchingFixture.paths(["not /café/*", "/café/*", "/$(lang)/*", "NOT*"]),
        #"{"applinks": {"apps": [], "substitutionVariables": {"v": ["a*", "b?"]}, "details": {"A.a": {"paths": ["/$(v)/x", "NOT /z"]}, "B.b": {"paths": ["*"], "defaults": {"caseSensitive": false}}}}}"#,
        #"{"applinks": {"apps": [], "details": [{"appID": "A.a", "paths": ["/old/*"], "components": [{"/": "/new/*"}]}, {"appIDs": ["B.b", "A.a"], "paths": ["/b/*"]}]}}"#,
    ]

    static func checkConversion(_ json: String, name: String, urlCount: Int) throws {
        let document = AssociationDocument(string: json)
        guard let original = document.file, document.isValidJSON, document.root?.members != nil,
            original.applinks?.details.contains(where: { $0.paths != nil }) == true
        else { return }
        let urls = URLGenerator(file: original).urls(count: urlCount, seed: 7)
        for target in LegacyConverter.Target.allCases {
            let converter = LegacyConverter(target: target)
            let conversion = try converter.convert(document)
            let converted = AssociationDocument(string: conversion.text)
            #expect(converted.isValidJSON, "\(name) \(target)")
            let file = try #require(converted.file)
            // Every detail that had paths now has components.
            for detail in file.applinks?.details ?? [] where detail.appIDs.isEmpty == false {
                #expect(detail.components != nil || detail.paths == nil, "\(name) \(detail.pointer)")
                if target == .components { #expect(detail.paths == nil) }
            }
            let mismatches = converter.mismatches(original: original, converted: file, urls: urls)
            #expect(
                mismatches.isEmpty, "\(name) --to \(target): \(mismatches.prefix(3).map { "\($0.url) iOS \($0.ios)" })")
        }
    }

    @Test(arguments: testFiles.indices)
    func testFilesConvertWithoutChangingDecisions(_ index: Int) throws {
        try Self.checkConversion(Self.testFiles[index], name: "test file \(index)", urlCount: 3000)
    }

    @Test(.enabled(if: !corpusFiles.isEmpty, "corpus ../shared/corpus/aasa is absent: skipped"))
    func corpusFilesConvertWithoutChangingDecisions() async throws {
        try await onOwnThreads {
            var legacy = 0
            for path in Self.corpusFiles {
                let json = String(decoding: CorpusFiles.read(path), as: UTF8.self)
                let document = AssociationDocument(string: json)
                guard document.file?.applinks?.details.contains(where: { $0.paths != nil }) == true else { continue }
                legacy += 1
                try Self.checkConversion(json, name: path, urlCount: 2000)
            }
            #expect(legacy > 0)
        }
    }

    @Test func theCheckNoticesAWrongConversion() throws {
        // Dropping the NOT must be caught: the property test is not vacuous.
        let original = try #require(AssociationDocument(string: MatchingAppleExamplesTests.legacyExample).file)
        let wrong = try #require(
            AssociationDocument(
                string:
                    #"{"applinks": {"details": [{"appID": "9JA89QQLNQ.com.apple.wwdc", "components": [{"/": "/wwdc/news/"}, {"/": "/videos/wwdc/2015/*"}]}, {"appID": "ABCD1234.com.apple.wwdc", "components": [{"/": "*"}]}]}}"#
            ).file)
        let urls = URLGenerator(file: original).urls(count: 2000)
        #expect(
            !LegacyConverter(target: .components).mismatches(original: original, converted: wrong, urls: urls).isEmpty)
    }

    @Test func convertedRulesAreWhatTheDocsShow() throws {
        let conversion = try LegacyConverter(target: .components).convert(
            AssociationDocument(
                string: MatchingFixture.paths(["/a/*", "NOT /b"], appDefaults: #"{"caseSensitive": false}"#)))
        let file = try #require(AssociationDocument(string: conversion.text).file)
        let components = try #require(file.applinks?.details.first?.components)
        #expect(components.count == 2)
        #expect(components[0].path?.value == "/a/*")
        #expect(components[0].exclude == nil)
        #expect(components[1].path?.value == "/b")
        #expect(components[1].exclude?.value == true)
        #expect(components[1].caseSensitive?.value == true)
        #expect(conversion.convertedPaths == 2)
    }

    @Test func dualKeepsPathsAndAddsApps() throws {
        let json = #"{"applinks": {"details": [{"appID": "A.a", "paths": ["/x"]}]}}"#
        let conversion = try LegacyConverter(target: .dual).convert(AssociationDocument(string: json))
        let links = try #require(AssociationDocument(string: conversion.text).file?.applinks)
        #expect(links.apps == [])
        #expect(links.details.first?.paths?.map(\.value) == ["/x"])
        #expect(links.details.first?.components?.count == 1)
    }

    @Test func refusesInvalidFiles() {
        #expect(throws: LegacyConverter.Failure.self) {
            try LegacyConverter(target: .dual).convert(AssociationDocument(string: "{\"applinks\": "))
        }
    }
}
