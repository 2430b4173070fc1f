import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `AssetLinksConverter`: AASA rules of one app as Android dynamic rules, warnings for what Android
/// cannot express, and the round trip through both matchers.
@Suite struct AssetLinksConverterTests {
    static let print = AssetLinksValidationTests.print
    static let converter = AssetLinksConverter(packageName: "com.example.app", fingerprints: [print])

    static func aasa(_ components: String, extra: String = "") -> AssociationDocument {
        AssociationDocument(
            string:
                #"{"applinks": {"apps": [], \#(extra) "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [\#(components)]}]}}"#
        )
    }

    static func convert(_ document: AssociationDocument) throws -> AssetLinksConverter.Conversion {
        try converter.convert(document)
    }

    /// Decides URLs with both matchers; with no warning, every decision must agree.
    static func roundTrip(_ document: AssociationDocument, count: Int = 400) throws -> (
        AssetLinksConverter.Conversion, [AssetLinksConverter.Mismatch]
    ) {
        let conversion = try convert(document)
        let file = try #require(document.file)
        let urls = URLGenerator(file: file).urls(count: count)
        return (
            conversion,
            converter.mismatches(original: file, appID: conversion.appID, converted: conversion.text, urls: urls)
        )
    }

    @Test func faithfulRulesConvertWithoutWarnings() throws {
        let document = Self.aasa(
            ##"{"#": "nope", "exclude": true}, {"/": "/help/*", "exclude": true}, {"/": "/buy/?*", "?": {"q": "*"}}, {"/": "/x/*", "?": "*"}, {"/": "/a"}"##
        )
        let (conversion, mismatches) = try Self.roundTrip(document)
        #expect(conversion.warnings.isEmpty, "\(conversion.warnings.map(\.message))")
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        #expect(conversion.rules.count == 5)
        // The text is a valid assetlinks.json file whose only statement verifies the package.
        let written = AssetLinksDocument(string: conversion.text)
        #expect(written.diagnostics.isEmpty, "\(written.diagnostics.map(\.message))")
        #expect(AndroidAppLinksMatcher(document: written).packages == ["com.example.app"])
        #expect(conversion.notes.count == 2)  // "?": {"q": "*"} and "?": "*" left out
    }

    @Test func variablesWithFiniteValuesAreExpanded() throws {
        let document = Self.aasa(
            #"{"/": "/$(section)/*"}, {"/": "/d/$(digit)"}"#,
            extra: #""substitutionVariables": {"section": ["shop", "store"]},"#)
        let (conversion, mismatches) = try Self.roundTrip(document)
        #expect(conversion.warnings.isEmpty)
        #expect(conversion.rules.map { $0.path?.value ?? "" }.prefix(3) == ["/shop/*", "/store/*", "/d/0"])
        #expect(conversion.rules.count == 12)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    }

    /// Each thing Android cannot express is a warning naming the rule; the round trip then differs.
    @Test(arguments: [
        (#"{"/": "/search", "?": "q=*"}"#, "string pattern"),
        (#"{"/": "/Shop/*", "caseSensitive": false}"#, "caseSensitive"),
        (#"{"/": "/caf%C3%A9", "percentEncoded": false}"#, "percentEncoded"),
        (#"{"/": "/s", "?": {"id": "?*"}}"#, "repeated"),
        (#"{"/": "/s", "?": {"id": ""}}"#, "absent"),
        (#"{"/": "/$(lang)_$(region)/*"}"#, "combinations"),
    ])
    func inexpressibleRulesAreWarned(_ component: String, words: String) throws {
        let conversion = try Self.convert(Self.aasa(component))
        let warning = try #require(
            conversion.warnings.first { $0.message.english.contains(words) }, "\(conversion.warnings.map(\.message))")
        #expect(warning.pointer == "/applinks/details/0/components/0")
        #expect(warning.line == 1)
    }

    @Test func legacyPathsAreReadAsIOS13ReadsThem() throws {
        let document = AssociationDocument(
            string:
                #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["NOT /private/*", "/search?q=*", "*"]}]}}"#
        )
        let (conversion, mismatches) = try Self.roundTrip(document)
        #expect(conversion.rules.first?.exclude?.value == true)
        #expect(conversion.warnings.count == 1 && conversion.warnings[0].message.english.contains("legacy path"))
        // The '?' is kept as the same wildcard: decisions still agree.
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    }

    @Test func appSelectionAndFailures() throws {
        let two = AssociationDocument(
            string:
                #"{"applinks": {"details": [{"appIDs": ["A1B2C3D4E5.a.one"], "components": [{"/": "/one"}]}, {"appIDs": ["A1B2C3D4E5.a.two"], "components": [{"/": "/two"}]}]}}"#
        )
        #expect(try Self.converter.convert(two).appID == "A1B2C3D4E5.a.one")
        #expect(try Self.converter.convert(two, appID: "A1B2C3D4E5.a.two").rules.first?.path?.value == "/two")
        #expect(throws: AssetLinksConverter.Failure.self) { try Self.converter.convert(two, appID: "X.y.z") }
        #expect(throws: AssetLinksConverter.Failure.self) {
            try Self.converter.convert(AssociationDocument(string: "[]"))
        }
        // Not valid JSON (here a duplicate key): refused, as `convert --to components` refuses it.
        let duplicate =
            #"{"applinks": {"details": [{"appIDs": ["A1B2C3D4E5.a.one"], "components": [{"/": "/a", "?": {"x": "1", "x": "2"}}]}]}}"#
        #expect(throws: AssetLinksConverter.Failure.self) {
            try Self.converter.convert(AssociationDocument(string: duplicate))
        }
        let empty = try Self.convert(Self.aasa(""))
        #expect(empty.rules.isEmpty && empty.text.contains("\"dynamic_app_link_components\": []"))
    }

    /// Every strict-JSON AASA file of the corpus: converted without a crash, the text valid, and
    /// where no warning is listed, every generated URL decided alike on iOS 13+ and Android 15+.
    @Test(.enabled(if: SharedFolder.isPresent, "../shared/corpus is absent"))
    func corpusRoundTrip() async throws {
        try await onOwnThreads {
            var converted = 0
            var faithful = 0
            for path in CorpusFiles.list(in: SharedFolder.root + "/corpus/aasa") {
                let document = AssociationDocument(bytes: CorpusFiles.read(path))
                guard document.isValidJSON, document.signature == nil, let file = document.file,
                    let links = file.applinks,
                    !links.details.flatMap(\.appIDs).isEmpty
                else { continue }
                let conversion = try Self.converter.convert(document)
                converted += 1
                let written = AssetLinksDocument(string: conversion.text)
                #expect(
                    !DiagnosticReport(written.diagnostics).hasErrors, "\(path): \(written.diagnostics.map(\.message))")
                guard conversion.warnings.isEmpty else { continue }
                faithful += 1
                let urls = URLGenerator(file: file).urls(count: 300)
                let mismatches = Self.converter.mismatches(
                    original: file, appID: conversion.appID, converted: conversion.text, urls: urls)
                #expect(mismatches.isEmpty, "\((path as NSString).lastPathComponent): \(mismatches.prefix(3))")
            }
            #expect(converted > 150)
            #expect(faithful > 50, "only \(faithful) of \(converted) files convert without a warning")
            Swift.print(
                "convert --to assetlinks: \(converted) corpus files, \(faithful) without warnings, all decided alike")
        }
    }
}
