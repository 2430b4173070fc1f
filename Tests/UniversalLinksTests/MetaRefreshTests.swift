import Testing
import UniversalLinks

/// `<meta http-equiv="refresh">` as browsers read it, and bounded on hostile pages.
@Suite struct MetaRefreshTests {
    @Test(arguments: [
        (#"<meta http-equiv="refresh" content="0; url=https://shop.example/p/1">"#, 0, "https://shop.example/p/1"),
        (#"<META HTTP-EQUIV='Refresh' CONTENT='5;URL=/next?a=1&amp;b=2'>"#, 5, "/next?a=1&b=2"),
        (#"<meta content="0;url='https://x.example/a b'" http-equiv="refresh" />"#, 0, "https://x.example/a b"),
        (#"<meta http-equiv=refresh content=0;url=https://x.example/y>"#, 0, "https://x.example/y"),
        (
            #"<meta charset="utf-8"><meta http-equiv="refresh" content="1, https://x.example/z">"#, 1,
            "https://x.example/z"
        ),
        (
            #"<meta http-equiv="refresh" content="  0 ;  URL = &quot;https://q.example/&quot;">"#, 0,
            "https://q.example/"
        ),
    ])
    func browserForms(html: String, seconds: Int, url: String) throws {
        let refresh = try #require(MetaRefresh.find(in: Array(html.utf8)))
        #expect(refresh.seconds == seconds)
        #expect(refresh.url == url)
    }

    @Test(arguments: [
        #"<meta http-equiv="refresh" content="30">"#, #"<meta name="refresh" content="0; url=https://x.example">"#,
        "<html><body>no refresh</body></html>", "<meta", "<meta http-equiv=\"refresh\" content=\"0; url=\"", "",
    ])
    func noTarget(html: String) {
        #expect(MetaRefresh.find(in: Array(html.utf8)) == nil)
    }

    @Test func scriptRedirectsAreOnlyNoticed() {
        let page = Array("<script>window.location.replace('https://x.example')</script>".utf8)
        #expect(MetaRefresh.find(in: page) == nil)
        #expect(MetaRefresh.mentionsScriptRedirect(in: page))
        #expect(!MetaRefresh.mentionsScriptRedirect(in: Array("<p>hello</p>".utf8)))
    }

    @Test func boundedOnHostilePages() {
        // A refresh past the scanned prefix is not seen; endless unclosed tags end the scan.
        let late =
            [UInt8](repeating: 0x20, count: MetaRefresh.maximumScan)
            + Array(#"<meta http-equiv="refresh" content="0;url=https://late.example">"#.utf8)
        #expect(MetaRefresh.find(in: late) == nil)
        let unclosed = Array(String(repeating: "<meta http-equiv=refresh content=\"0;url=", count: 20_000).utf8)
        let found = MetaRefresh.find(in: unclosed)
        #expect((found?.url.utf8.count ?? 0) < MetaRefresh.maximumTagLength)
        let garbage = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        _ = MetaRefresh.find(in: garbage)
        _ = MetaRefresh.mentionsScriptRedirect(in: garbage)
    }
}
