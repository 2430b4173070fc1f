import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// A file without `applinks` is read as iOS reads it: no URL opens an app. Not an error.
@Suite struct NoApplinksTests {
    static let json =
        #"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}, "appclips": {"apps": ["ABCDE12345.com.example.app.Clip"]}}"#

    @Test func theMatcherOpensNoAppAndSaysWhy() async {
        let matcher = AASAMatcher(document: AssociationDocument(string: Self.json))
        #expect(!matcher.hasApplinks)
        #expect(matcher.appIDs.isEmpty)
        let result = matcher.decide("https://example.com/buy/1", domain: "example.com")
        #expect(result.opens == nil)
        #expect(result.apps.isEmpty)
        #expect(
            result.jsonLine == #"{"url":"https://example.com/buy/1","domain":"example.com","opens":null,"apps":[]}"#)
        #expect(matcher.explain("https://example.com/buy/1").warnings == [AASAMatcher.noApplinksWarning])
        let usual = AASAMatcher(document: AssociationDocument(string: #"{"applinks": {"details": []}}"#))
        #expect(usual.hasApplinks)
        #expect(usual.explain("https://example.com/").warnings == nil)
    }

    @Test func convertKeepsTheFileAndDiffSeesTheAppsGo() async throws {
        let conversion = try LegacyConverter(target: .dual).convert(AssociationDocument(string: Self.json))
        #expect(conversion.convertedPaths == 0)
        #expect(AssociationDocument(string: conversion.text).file?.applinks == nil)
        let old = try #require(
            AssociationDocument(
                string:
                    #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
            ).file)
        let new = try #require(AssociationDocument(string: Self.json).file)
        let diff = SemanticDiff(old: old, new: new, urls: ["https://example.com/buy/1"], domain: "example.com")
        #expect(diff.removedApps == ["ABCDE12345.com.example.app"])
        #expect(!diff.isEmpty)
    }

    @Test func commandsDecideInsteadOfFailing() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write("aasa", Self.json)
        guard let match = try await ULinksCommand.run(["match", file, "https://example.com/a", "--format", "json"])
        else { return }
        #expect(match.status == 0)
        #expect(match.errors.contains("warning: the file has no \"applinks\" service"))
        #expect(match.text.contains(#""opens": null"#))
        let explain = try await #require(
            try await ULinksCommand.run(["match", file, "https://example.com/a", "--explain"]))
        #expect(explain.status == 0)
        #expect(explain.text.contains("  warning   the file has no \"applinks\" service"))
        let list = try dir.write("urls", "https://example.com/a\n/b\n")
        let batch = try await #require(
            try await ULinksCommand.run(["match", file, "--urls", list, "--format", "json", "--domain", "example.com"]))
        #expect(batch.status == 0)
        #expect(
            batch.text == #"{"url":"https://example.com/a","domain":"example.com","opens":null,"apps":[]}"# + "\n"
                + #"{"url":"/b","domain":"example.com","opens":null,"apps":[]}"# + "\n")
        let convert = try await #require(try await ULinksCommand.run(["convert", file, "--to", "components"]))
        #expect(convert.status == 0, "\(convert.errors)")
        let diff = try await #require(try await ULinksCommand.run(["diff", file, file]))
        #expect(diff.status == 0, "\(diff.errors)")
        // Not JSON stays an error.
        let broken = try dir.write("broken", "{\"applinks\": ")
        #expect(try await ULinksCommand.run(["match", broken, "https://example.com/a"])?.status == 1)
    }
}
