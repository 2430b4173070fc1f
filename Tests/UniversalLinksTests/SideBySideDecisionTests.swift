import Testing
import ULinksTestSupport
import UniversalLinks

/// One URL on iOS and Android at once (`ulinks match --android`).
@Suite struct SideBySideDecisionTests {
    static let aasa = LinkFixtures.aasa()
    static let assetLinks = LinkFixtures.assetLinks

    @Test func bothPlatformsDecideEachURL() throws {
        let ios = AASAMatcher(document: AssociationDocument(string: Self.aasa))
        let android = AndroidAppLinksMatcher(document: AssetLinksDocument(string: Self.assetLinks))
        let product = SideBySideDecision(url: "https://shop.example/product/1", ios: ios, android: android)
        #expect(product.ios.opens == "ABCDE12345.com.example.shop")
        #expect(product.android.opens == "com.example.shop")
        #expect(product.agrees)
        let help = SideBySideDecision(url: "https://shop.example/help/faq", ios: ios, android: android)
        #expect(help.ios.opens == nil)
        #expect(help.android.opens == "com.example.shop")
        #expect(!help.agrees)
        // Android 14 and older open every URL of a verified host.
        let old = SideBySideDecision(
            url: "https://shop.example/cart", ios: ios, android: android, androidVersion: .android14)
        #expect(old.android.opens == "com.example.shop")
        #expect(old.ios.opens == nil)
        // A package the file does not verify is listed with no decision.
        let other = SideBySideDecision(
            url: "https://shop.example/product/1", ios: ios, android: android, package: "com.other")
        #expect(other.android.opens == nil)
        #expect(other.android.apps.map(\.appID) == ["com.other"])
        #expect(other.android.apps.first?.decision == .noMatch)
        let json = try JSONOutput.encode(product, pretty: false)
        #expect(json.hasPrefix(#"{"android":{"apps":"#))
        #expect(json.contains(#""ios":{"apps":[{"appID":"ABCDE12345.com.example.shop","decision":"match""#))
        #expect(json.contains(#""url":"https://shop.example/product/1""#))
    }
}
