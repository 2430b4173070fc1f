import Testing
import UniversalLinks

/// The wrappers mail and chat put around links, recognised and decoded offline from the URL alone.
@Suite struct LinkWrapperTests {
    static let target = "https://shop.example/product/42?a=1&b=2"

    @Test(arguments: [
        // Outlook / Defender Safe Links: the url parameter, percent-encoded.
        (
            "https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fshop.example%2Fproduct%2F42%3Fa%3D1%26b%3D2&data=05%7C02%7C&sdata=x&reserved=0",
            "safe-links"
        ),
        // Proofpoint v1: u, percent-encoded.
        (
            "https://urldefense.proofpoint.com/v1/url?u=https%3A%2F%2Fshop.example%2Fproduct%2F42%3Fa%3D1%26b%3D2&k=abc",
            "proofpoint-v1"
        ),
        // Proofpoint v2: '-' for '%', '_' for '/'.
        (
            "https://urldefense.proofpoint.com/v2/url?u=https-3A__shop.example_product_42-3Fa-3D1-26b-3D2&d=DwMFaQ&c=x&r=y&m=z&s=w&e=",
            "proofpoint-v2"
        ),
        // Proofpoint v3: '*' takes the next character of the base64url bytes ("?&" is "PyY").
        ("https://urldefense.com/v3/__https://shop.example/product/42*a=1*b=2__;PyY!!ABC123!xyz$", "proofpoint-v3"),
        // ... and '**A' a run of two ("?a" is "P2E"), with the second slash of https:// restored.
        ("https://urldefense.com/v3/__https:/shop.example/product/42**A=1&b=2__;P2E!!T!u$", "proofpoint-v3"),
        (
            "https://linkprotect.cudasvc.com/url?a=https%3a%2f%2fshop.example%2fproduct%2f42%3fa%3d1%26b%3d2&c=E,1,x&typo=1",
            "barracuda"
        ),
        ("https://www.google.com/url?q=https://shop.example/product/42?a%3D1%26b%3D2&sa=D&ust=1", "google"),
        ("https://l.facebook.com/l.php?u=https%3A%2F%2Fshop.example%2Fproduct%2F42%3Fa%3D1%26b%3D2&h=AT0", "facebook"),
        ("https://slack-redir.net/link?url=https%3A%2F%2Fshop.example%2Fproduct%2F42%3Fa%3D1%26b%3D2", "slack"),
        (
            "https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fshop.example%2Fproduct%2F42%3Fa%3D1%26b%3D2&urlhash=x",
            "linkedin"
        ),
    ])
    func decodesTheInnerURL(url: String, code: String) throws {
        let wrapper = try #require(LinkWrapper.recognise(url))
        #expect(wrapper.code == code)
        #expect(wrapper.inner == Self.target)
    }

    @Test func safeLinksAroundProofpointIsUnwrappedToTheInnermost() throws {
        let proofpoint = "https://urldefense.com/v3/__https://shop.example/product/42*a=1*b=2__;PyY!!ABC!x$"
        let outer =
            "https://eur01.safelinks.protection.outlook.com/?url="
            + (proofpoint.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "") + "&data=1"
        let wrapper = try #require(LinkWrapper.recognise(outer))
        #expect(wrapper.code == "safe-links")
        #expect(wrapper.inner == Self.target)
    }

    @Test func opaqueWrappersSayWhatTheyCarry() throws {
        let mimecast = try #require(
            LinkWrapper.recognise("https://protect-eu.mimecast.com/s/AbCdEf?domain=shop.example"))
        #expect(mimecast.code == "mimecast")
        #expect(mimecast.inner == nil)
        #expect(mimecast.innerDomain == "shop.example")
        let sendgrid = try #require(LinkWrapper.recognise("https://u123.ct.sendgrid.net/ls/click?upn=abc"))
        #expect(sendgrid.code == "sendgrid")
        #expect(!sendgrid.branded)
        #expect(LinkWrapper.recognise("https://click.shop.example/ls/click?upn=abc")?.branded == true)
        #expect(LinkWrapper.recognise("https://us14.list-manage.com/track/click?u=1&id=2&e=3")?.code == "mailchimp")
        #expect(LinkWrapper.recognise("https://links.iterable.com/e/encryptedUrl?x=1")?.code == "iterable")
        #expect(LinkWrapper.recognise("https://e.customeriomail.com/e/c/abc")?.code == "customer-io")
        #expect(LinkWrapper.recognise("https://lnkd.in/abc")?.inner == nil)
    }

    @Test(arguments: [
        "https://shop.example/product/42",
        "https://www.google.com/search?q=https://x.example",
        "https://urldefense.com/v3/__https://x.example/*__;!!x",  // a placeholder and no bytes
        "https://urldefense.com/v3/__https://x.example/__;%%%!!x",  // not base64
        "https://nam12.safelinks.protection.outlook.com/?url=javascript%3Aalert(1)",
        "not a url",
    ])
    func badOrOrdinaryLinksAreNotDecoded(url: String) {
        #expect(LinkWrapper.recognise(url)?.inner == nil)
    }

    @Test func hostileWrappersStayBounded() {
        // Safe Links around itself ten times: unwrapped at most four deep, never looping.
        var url = Self.target
        for _ in 0..<10 {
            url =
                "https://eur01.safelinks.protection.outlook.com/?url="
                + (url.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        }
        let nested = LinkWrapper.recognise(url)
        #expect(nested?.code == "safe-links")
        #expect(nested?.inner?.hasPrefix("https://eur01.safelinks.protection.outlook.com/") == true)
        // A Proofpoint v3 link of 30,000 placeholders and too few bytes, and one past the size limit.
        let stars =
            "https://urldefense.com/v3/__https://x.example/" + String(repeating: "*", count: 30_000) + "__;QUJD!!x"
        #expect(LinkWrapper.recognise(stars)?.inner == nil)
        let huge = "https://slack-redir.net/link?url=https://x.example/" + String(repeating: "a", count: 100_000)
        #expect(LinkWrapper.recognise(huge) == nil)
    }
}
