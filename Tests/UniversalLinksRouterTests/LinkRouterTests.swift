import Foundation
import Testing
import UniversalLinks
import UniversalLinksRouter

@Suite struct LinkRouterTests {
    static let manifestText = """
        {
          "version": 1,
          "apps": ["ABCDE12345.com.example.shop"],
          "domains": ["example.com", "bücher.example"],
          "substitutionVariables": {"section": ["shoes", "hats"]},
          "routes": [
            {"/": "/admin/*", "exclude": true},
            {"name": "product", "/": "/product/*/reviews/*"},
            {"name": "section", "/": "/$(lang)/$(section)/*"},
            {"name": "search", "/": "/search", "?": {"q": "?*"}},
            {"name": "help", "/": "/Help/*", "caseSensitive": false},
            {"name": "article", "/": "/articles/*", "percentEncoded": false, "#": "*"}
          ]
        }
        """

    static let router: LinkRouter = {
        do { return try LinkRouter(manifestJSON: Array(manifestText.utf8)) } catch { preconditionFailure("\(error)") }
    }()

    @Test func wildcardsCaptureWhatEachStarMatched() throws {
        let match = try #require(Self.router.route("https://example.com/product/42/reviews/7"))
        #expect(match.name == "product")
        #expect(match.routeIndex == 1)
        #expect(match.wildcards == ["42", "7"])
        let nested = try #require(Self.router.route("https://example.com/product/a/b/reviews/c/d/"))
        #expect(nested.wildcards == ["a/b", "c/d/"])
    }

    @Test func exclusionsAndOtherHostsAreNotRouted() {
        #expect(Self.router.route("https://example.com/admin/users") == nil)
        #expect(Self.router.route("https://other.example/product/1/reviews/2") == nil)
        #expect(Self.router.route("https://example.com/unknown") == nil)
    }

    @Test func variablesAreCapturedByName() throws {
        let match = try #require(Self.router.route("https://example.com/en/hats/red-cap"))
        #expect(match.name == "section")
        #expect(match.variables == ["lang": "en", "section": "hats"])
        #expect(match.wildcards == ["red-cap"])
        #expect(Self.router.route("https://example.com/en/socks/x") == nil)
    }

    @Test func queryItemsAndFragmentAreReturned() throws {
        let match = try #require(Self.router.route(URL(string: "https://example.com/search?q=red%20shoes&page=2#top")!))
        #expect(match.name == "search")
        #expect(match.query("q") == "red shoes")
        #expect(match.queryItems.map(\.name) == ["q", "page"])
        #expect(match.fragment == "top")
        #expect(Self.router.route("https://example.com/search") == nil, "?* requires the item")
    }

    @Test func caseFoldingAndDecodingFollowTheRoute() throws {
        let help = try #require(Self.router.route("https://EXAMPLE.com/help/Billing"))
        #expect(help.name == "help")
        #expect(help.wildcards == ["Billing"])
        let article = try #require(Self.router.route("https://example.com/articles/caf%C3%A9"))
        #expect(article.wildcards == ["café"])
    }

    @Test func unicodeAndPunycodeHostsAreTheSameDomain() {
        #expect(Self.router.route("https://xn--bcher-kva.example/product/1/reviews/2")?.name == "product")
    }

    @Test func bareRoutesDeclaredInSwift() throws {
        let router = LinkRouter(routes: [
            Route(name: "home", path: "/"),
            Route(name: "item", path: "/items/?*"),
        ])
        #expect(router.route("/")?.name == "home")
        #expect(try #require(router.route("https://any.host/items/9")).wildcards == ["9"], "?* captures with its ?")
        #expect(router.route("/items/") == nil)
    }

    @Test func aBrokenManifestThrowsWithPositions() {
        let text =
            "{\n  \"version\": 1,\n  \"apps\": [\"ABCDE12345.com.example.app\"],\n  \"domains\": [\"example.com\"],\n  \"routes\": [{\"/\": \"/x\"}]\n}"
        #expect {
            try LinkRouter(manifestJSON: Array(text.utf8))
        } throws: { error in
            let text = (error as? ManifestError)?.description ?? ""
            return text.contains("ulinks.json:5:14: error[manifest-route-name]")
        }
    }

    /// The README's "from zero" example, as `ulinks init` writes it.
    @Test func theReadmeExample() throws {
        let text = """
            {"version": 1, "apps": ["ABCDE12345.com.example.shop"], "domains": ["shop.example"],
             "routes": [{"/": "/product/*/edit", "exclude": true}, {"name": "product", "/": "/product/*"},
                        {"name": "search", "/": "/search"}]}
            """
        let router = try LinkRouter(manifestJSON: Array(text.utf8))
        let product = try #require(router.route("https://shop.example/product/42"))
        #expect(product.name == "product" && product.wildcards == ["42"])
        #expect(router.route("https://shop.example/product/42/edit") == nil)
    }
}
