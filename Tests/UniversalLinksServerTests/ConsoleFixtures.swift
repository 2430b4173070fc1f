import Foundation

/// The files the browser test pastes: the Portuguese seed's file (a curly quote at 1:126), Apple's
/// Listing 1 and its NOT example, from ../shared/seeds when present (else the same short excerpts).
enum ConsoleFixtures {
    /// `{"old", "new"}` for `/api/v1/diff`: a file of `components` rules with wildcards and a query
    /// each, and the same file with one rule changed (seconds of a core at 1,500 rules, unbounded).
    static func largeDiff(components: Int) throws -> [UInt8] {
        let rules = (0..<components).map { #"{"/": "/s\#($0)/*/i?/*", "?": {"q": "\#($0)*"}}"# }
        let file =
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": ["#
            + rules.joined(separator: ", ") + "]}]}}"
        let new = file.replacingOccurrences(of: "/s7/", with: "/t7/")
        return Array(try JSONSerialization.data(withJSONObject: ["old": file, "new": new]))
    }

    static let curly =
        #"{ "applinks": { "apps": [], "details": [ { "appID": "3XXXXX9M83.io.branch-labs.Branchster", "paths": [ "NOT /e/*", "*", "/", “/archives/201?/* ] } ] } }"#

    static let listing1 = """
        {
            "applinks": {
                "apps": [],
                "details": [{
                    "appID": "D3KQX62K1A.com.example.photoapp",
                    "paths": ["/albums"]
                    },
                    {
                    "appID": "D3KQX62K1A.com.example.videoapp",
                    "paths": ["/videos"]
                }]
            }
        }
        """

    /// The file of Docs/console/validate.png: the usual mistakes in a short, readable file.
    static let docs = """
        {
          "applinks": {
            "details": [
              {
                "appIDs": ["ABCDE12345.com.example.app"],
                "components": [
                  { "/": "/help/*", "exclude": true },
                  { "/": “/buy/*" },
                  { "/": "/shop/*", "?": { "ref": "?*" } },
                ]
              }
            ]
          }
        }
        """

    static let notPaths =
        #""paths": [ "/videos/collections/*", "NOT /videos/samples/2010/*", "/videos/samples/201?/*"]"#

    static var seeds: URL {
        ConsoleBrowserTests.packageRoot.appendingPathComponent("../shared/seeds").standardizedFileURL
    }

    static func seed(_ prefix: String) -> String? {
        guard
            let name = (try? FileManager.default.contentsOfDirectory(atPath: seeds.path))?.first(where: {
                $0.hasPrefix(prefix)
            })
        else { return nil }
        return FileManager.default.contents(atPath: seeds.appendingPathComponent(name).path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// `curly`, `listing1` and `notExample` (Listing 1 with the video app's paths of the NOT example).
    static func all() -> [String: String] {
        var curly = Self.curly
        var listing = Self.listing1
        if let portuguese = seed("000"),
            let line = portuguese.split(separator: "\n").first(where: { $0.hasPrefix("{ \"applinks\"") })
        {
            curly = String(line)
        }
        if let korean = seed("003"), let start = korean.range(of: "Listing 1") {
            let lines = korean[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            if let open = lines.firstIndex(where: { $0.hasPrefix("{") }),
                let close = lines[open...].firstIndex(where: { $0 == "}" })
            {
                listing = lines[open...close].joined(separator: "\n")
            }
        }
        let notExample = listing.replacingOccurrences(of: #""paths": ["/videos"]"#, with: notPaths)
        return ["curly": curly, "listing1": listing, "notExample": notExample, "docs": docs]
    }
}
