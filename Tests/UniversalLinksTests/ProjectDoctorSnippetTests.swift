import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `--fix-snippets` keeps what the project declares and never opens more (issue 33, item 11): the
/// entitlements keep every associated-domains entry of every service; the intent filters keep every
/// `<data>` attribute and relative filter group, so no URL opens on Android that the project's filters
/// leave to the browser.
@Suite struct ProjectDoctorSnippetTests {
    static let manifestWithNewDomain = ProjectFixture.manifest.replacingOccurrences(
        of: "\"shop.example\"]", with: "\"shop.example\", \"new.example\"]")

    @Test func entitlementsSnippetKeepsEveryServiceTheProjectLists() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        let shop = [
            "applinks:shop.example", "applinks:www.shop.example", "webcredentials:shop.example",
            "activitycontinuation:www.shop.example", "applinks:shop.example?mode=developer",
        ]
        try project.write("ios/Shop/Shop.entitlements", ProjectFixture.entitlements(shop))
        try project.write("ulinks.json", Self.manifestWithNewDomain)
        let report = project.examine(.init(fixSnippets: true))
        let text = try #require(report.snippets?.entitlements)
        let entries = Self.strings(text)
        // Every entry of every entitlements file the project's targets sign with (ShopClip's appclips: too).
        let declared = shop + ["applinks:shop.example", "appclips:shop.example"]
        for entry in declared { #expect(entries.contains(entry), "\(entry) dropped from \(entries)") }
        #expect(entries.contains("applinks:new.example"), "the manifest's domain the project lacks is added")
        #expect(entries.count == Set(entries).count, "each entry once: \(entries)")
        #expect(!EntitlementsValidator().validate(Array(text.utf8)).report.hasErrors)
    }

    /// Expo's entries too; a malformed one (reported on its own) is not copied into the snippet.
    @Test func expoEntriesAreKeptAndMalformedOnesLeftOut() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.write(
            "app.json",
            ProjectFixture.expo.replacingOccurrences(
                of: "\"applinks:shop.example\",", with: "\"applinks:shop.example\", \"webcredentials:shop.example\","))
        let report = project.examine(.init(fixSnippets: true))
        let text = try #require(report.snippets?.entitlements)
        let entries = Self.strings(text)
        #expect(entries.contains("webcredentials:shop.example"), "\(entries)")
        #expect(!entries.contains { $0.contains("https://") }, "\(entries)")
        #expect(!EntitlementsValidator().validate(Array(text.utf8)).report.hasErrors)
    }

    /// The filter the issue saw lose its `pathPrefix`: the manifest's routes (/product/*, /help/*) would
    /// open /help/... that the project's own filter (/product/ and /) leaves to the browser.
    static let narrowFilter = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android">
            <application>
                <activity android:name=".MainActivity" android:exported="true">
                    <intent-filter android:autoVerify="true">
                        <action android:name="android.intent.action.VIEW" />
                        <category android:name="android.intent.category.DEFAULT" />
                        <category android:name="android.intent.category.BROWSABLE" />
                        <data android:scheme="https" android:host="${linkHost}" />
                        <data android:pathPrefix="/product/" />
                        <data android:path="/" />
                        <data android:scheme="shop" />
                    </intent-filter>
                    <intent-filter android:autoVerify="true">
                        <action android:name="android.intent.action.VIEW" />
                        <category android:name="android.intent.category.DEFAULT" />
                        <category android:name="android.intent.category.BROWSABLE" />
                        <data android:scheme="https" android:host="www.shop.example" />
                        <uri-relative-filter-group android:allow="false">
                            <data android:pathPrefix="/account" />
                        </uri-relative-filter-group>
                    </intent-filter>
                </activity>
            </application>
        </manifest>

        """

    @Test func intentFilterSnippetKeepsTheProjectsPathsAndNeverOpensMore() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeAndroidProject()
        try project.write("android/app/src/main/AndroidManifest.xml", Self.narrowFilter)
        try project.write("ulinks.json", Self.manifestWithNewDomain)
        let report = project.examine(.init(fixSnippets: true))
        let snippet = try Self.filters(#require(report.snippets?.intentFilter))
        let declared = try Self.filters(
            Self.narrowFilter.replacingOccurrences(of: "${linkHost}", with: "shop.example"), wrapped: false)
        // Every attribute the project's filters declare is in the snippet.
        for (name, value) in declared.flatMap(\.dataElements).flatMap({ $0 }) {
            #expect(
                snippet.flatMap(\.dataElements).flatMap { $0 }.contains { $0.name == name && $0.value == value },
                "\(name)=\"\(value)\" dropped")
        }
        #expect(snippet.flatMap(\.groupElements).count == 1, "the relative filter group is kept")
        var urls: [String] = []
        for host in ["shop.example", "www.shop.example", "new.example"] {
            for path in ["", "/", "/product/1", "/product/secret/x", "/help/x", "/account", "/account/settings", "/x"] {
                urls += ["https://\(host)\(path)", "http://\(host)\(path)", "shop://\(host)\(path)"]
            }
        }
        for url in urls where url.contains("://shop.example") || url.contains("://www.shop.example") {
            #expect(Self.opens(snippet, url) == Self.opens(declared, url), "\(url): the snippet changes what opens")
        }
        // The host the project lacks opens only paths the project opens on its own hosts.
        #expect(Self.opens(snippet, "https://new.example/product/1"))
        #expect(!Self.opens(snippet, "https://new.example/help/x"))
        #expect(snippet.filter(\.filter.autoVerify).allSatisfy { !$0.filter.schemes.contains("shop") })
    }

    /// A project without link filters still gets one from the manifest's routes.
    @Test func withoutLinkFiltersTheRoutesShapeTheFilter() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.write("ulinks.json", ProjectFixture.manifest)
        try project.write("ios/Shop/Shop.entitlements", ProjectFixture.entitlements(["applinks:shop.example"]))
        let report = project.examine(.init(fixSnippets: true))
        let text = try #require(report.snippets?.intentFilter)
        #expect(text.contains("android:pathPrefix=\"/product/\""))
        #expect(text.contains("android:host=\"shop.example\""))
    }

    static func strings(_ plist: String) -> [String] {
        plist.components(separatedBy: "<string>").dropFirst().compactMap {
            $0.components(separatedBy: "</string>").first
        }
    }

    /// The filters of a snippet (wrapped in an activity) or of a whole manifest.
    static func filters(_ text: String, wrapped: Bool = true) throws -> [AndroidFilterSource] {
        let xml =
            wrapped
            ? "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application>"
                + "<activity android:name=\".A\">\(text)</activity></application></manifest>" : text
        let root = try XMLTextReader().read(Array(xml.utf8))
        return AndroidManifestSource(root: root, placeholders: [:]).filters
    }

    /// Whether a filter a browser hands links to (VIEW, BROWSABLE, DEFAULT) accepts the URL, on Android 15.
    static func opens(_ filters: [AndroidFilterSource], _ url: String) -> Bool {
        filters.contains {
            $0.filter.hasDefault && $0.filter.actions.contains("android.intent.action.VIEW")
                && $0.filter.categories.contains("android.intent.category.BROWSABLE")
                && $0.data.accepts(AndroidURI(url))
        }
    }
}
