import Foundation
import Testing
import UniversalLinks

@Suite struct ManifestTests {
    static let manifestCodes = DiagnosticCode.registry.filter { $0.domain == .manifest }

    static let valid = """
        {
          "version": 1,
          "apps": ["ABCDE12345.com.example.shop", "ABCDE12345.com.example.shop.beta"],
          "android": [{"package": "com.example.shop", "fingerprints": ["\((0..<32).map { _ in "0F" }.joined(separator: ":"))"]}],
          "domains": ["example.com", "bücher.example"],
          "routes": [
            {"/": "/admin/*", "exclude": true},
            {"name": "product", "/": "/product/*"},
            {"name": "search", "/": "/search", "?": {"q": "?*"}, "#": "*"},
            {"name": "help", "/": "/help/*", "caseSensitive": false}
          ]
        }
        """

    /// Every registered manifest example, read, emits its code with its severity.
    @Test(arguments: manifestCodes)
    func exampleEmitsItsCode(_ info: DiagnosticCodeInfo) throws {
        let example = try #require(info.example)
        let report = ManifestReader().read(example).report
        let found = report.diagnostics.first { $0.code == info.code }
        #expect(found != nil, "example for \(info.code) emits \(report.codes.map(\.rawValue).sorted())")
        #expect(found?.severity == info.severity)
        #expect(found?.location != nil, "\(info.code) has a position")
    }

    @Test func everyCodeEmittedByTheReaderIsRegistered() {
        let registered = Set(DiagnosticCode.registry.map(\.code))
        for info in Self.manifestCodes {
            for d in ManifestReader().read(info.example ?? "").report.diagnostics {
                #expect(registered.contains(d.code), "\(d.code)")
            }
        }
    }

    @Test func aValidManifestReadsCleanly() throws {
        let result = ManifestReader().read(Self.valid)
        #expect(result.report.diagnostics.isEmpty, "\(result.report.diagnostics)")
        let manifest = try #require(result.manifest)
        #expect(manifest.apps.count == 2)
        #expect(manifest.routes.map(\.name) == [nil, "product", "search", "help"])
        #expect(manifest.routes[2].query == .items([QueryItemPattern(name: "q", pattern: "?*")]))
        #expect(manifest.namedRoutes.map(\.name) == ["product", "search", "help"])
    }

    /// Mistakes are reported compiler-style, with the line, the column and a caret, like AASA files.
    @Test func mistakesHaveLineAndColumn() {
        let text =
            "{\n  \"version\": 1,\n  \"apps\": [\"ABCDE12345.com.example.app\",],\n  \"domains\": [\"example.com/x\"],\n  \"routes\": []\n}\n"
        let result = ManifestReader().read(text)
        let rendered = DiagnosticRenderer().render(result.report, fileName: "ulinks.json", source: result.source)
        #expect(rendered.contains("ulinks.json:3:40: error[trailing-comma]"), "\(rendered)")
        #expect(result.manifest == nil)
        let typed = ManifestReader().read(text.replacingOccurrences(of: ",]", with: "]"))
        let typedText = DiagnosticRenderer().render(typed.report, fileName: "ulinks.json", source: typed.source)
        #expect(typedText.contains("ulinks.json:4:15: error[manifest-domain]"), "\(typedText)")
    }

    @Test func generatedFilesValidateAndAreDeterministic() throws {
        let manifest = try #require(ManifestReader().read(Self.valid).manifest)
        let generator = ManifestGenerator(options: .init(developerMode: true, webRoot: "/srv/site"))
        let output = try generator.generate(manifest)
        #expect(try generator.generate(manifest) == output)
        let aasa = try #require(output.file(ManifestGenerator.associationPath))
        #expect(AASAValidator().validate(Array(aasa.text.utf8)).report.isClean)
        #expect(aasa.text == CanonicalFormatter().format(try #require(AssociationDocument(string: aasa.text).root)))
        let assetLinks = try #require(output.file(ManifestGenerator.assetLinksPath))
        #expect(!AssetLinksValidator().validate(Array(assetLinks.text.utf8)).hasErrors)
        #expect(assetLinks.text.contains("\"dynamic_app_link_components\""))
        #expect(output.warnings.contains { $0.contains("\"help\"") && $0.contains("case-sensitively") })
        let entitlements = try #require(output.file(ManifestGenerator.entitlementsPath)).text
        #expect(entitlements.contains("<string>applinks:xn--bcher-kva.example</string>"))
        #expect(entitlements.contains("<string>applinks:example.com?mode=developer</string>"))
        #expect(EntitlementsValidator().validate(Array(entitlements.utf8)).report.errors.isEmpty)
        for target in HostingTarget.allCases {
            let file = generator.hostingFile(target, manifest)
            #expect(output.files.contains(file), "\(target)")
            #expect(file.text.contains("application/json"), "\(target)")
            #expect((file.path + file.text).contains(".well-known"), "\(target)")
        }
        #expect(try #require(output.file("hosting/nginx.conf")).text.contains("root /srv/site;"))
        #expect(try #require(output.file("hosting/firebase.json")).text.contains("\"appAssociation\": \"NONE\""))
    }

    @Test func legacyRoutesGiveAProvenDualFile() throws {
        var manifest = LinkManifest(
            apps: ["ABCDE12345.com.example.app"], domains: ["example.com"],
            routes: [
                Route(name: nil, path: "/shop/private/*", exclude: true), Route(name: "shop", path: "/shop/*"),
                Route(name: "any", path: "/?*/item", query: .string("*")),
            ])
        manifest.legacy = true
        let text = try #require(try ManifestGenerator().generate(manifest).file(ManifestGenerator.associationPath)).text
        let file = try #require(AssociationDocument(string: text).file)
        #expect(file.applinks?.details.first?.paths?.map(\.value) == ["NOT /shop/private/*", "/shop/*", "/?*/item"])
        #expect(file.applinks?.apps?.isEmpty == true)
        #expect(ManifestGenerator.legacyMismatches(file, urls: 3000).isEmpty)

        manifest.routes.append(
            Route(name: "search", path: "/search", query: .items([QueryItemPattern(name: "q", pattern: "?*")])))
        #expect(throws: ManifestGenerator.Failure.self) { try ManifestGenerator().generate(manifest) }
        #expect(manifest.legacyProblems().map(\.route.name) == ["search"])
    }

    @Test func aGeneratedFileWithErrorsIsRefused() {
        let manifest = LinkManifest(
            apps: ["ABCDE12345.com.example.app"], domains: ["example.com"],
            routes: [Route(name: "x", path: "/$(nope)/*")])
        #expect {
            try ManifestGenerator(options: .init(hosting: [])).generate(manifest)
        } throws: { error in
            (error as? ManifestGenerator.Failure)?.description.contains("generated file: error[") == true
        }
    }
}

@Suite struct RouteCoverageTests {
    static let manifest = LinkManifest(
        apps: ["ABCDE12345.com.example.app"], domains: ["example.com"],
        routes: [
            Route(name: nil, path: "/shop/admin/*", exclude: true), Route(name: "shop", path: "/shop/*"),
            Route(name: "hidden", path: "/shop/old/*"),
        ])

    @Test func theManifestsOwnFileIsCoveredButShadowedRoutesAreReported() {
        let coverage = RouteCoverage(manifest: Self.manifest, urls: 500)
        #expect(coverage.isComplete)
        #expect(coverage.urlsOpeningApp > 0)
        #expect(coverage.unreachableRoutes == ["hidden"], "shadowed by /shop/*")
        #expect((coverage.handledByRoute["shop"] ?? 0) > 0)
    }

    @Test func aWiderWebsiteFileLeavesURLsUnhandled() throws {
        let site = try #require(
            AssociationDocument(
                string:
                    #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/shop/*"}, {"/": "/blog/*"}]}]}}"#
            ).file)
        let coverage = RouteCoverage(manifest: Self.manifest, file: site, urls: 500)
        #expect(!coverage.isComplete)
        #expect(coverage.unhandled.contains { $0.contains("/blog") })
        #expect(coverage.unhandled.contains { $0.contains("/shop/admin") }, "the site opens what the routes exclude")
        #expect(!coverage.unhandled.contains { URLParts(parsing: $0).pathString.hasPrefix("/shop/x") })
    }
}
