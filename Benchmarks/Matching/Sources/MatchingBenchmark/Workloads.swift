import Foundation
import UniversalLinks

/// The three workloads of the issue.
enum Workloads {
    static let appleExample = ##"""
        {
          "applinks": {
            "details": [
              {
                "appIDs": [ "ABCDE12345.com.example.app", "ABCDE12345.com.example.app2" ],
                "components": [
                  { "#": "no_universal_links", "exclude": true, "comment": "Matches any URL with a fragment that equals no_universal_links and instructs the system not to open it as a universal link." },
                  { "/": "/buy/*", "comment": "Matches any URL with a path that starts with /buy/." },
                  { "/": "/help/website/*", "exclude": true, "comment": "Matches any URL with a path that starts with /help/website/ and instructs the system not to open it as a universal link." },
                  { "/": "/help/*", "?": { "articleNumber": "????" }, "comment": "Matches any URL with a path that starts with /help/ and that has a query item with name 'articleNumber' and a value of exactly four characters." }
                ]
              }
            ]
          },
          "webcredentials": { "apps": [ "ABCDE12345.com.example.app" ] },
          "appclips": { "apps": [ "ABCED12345.com.example.MyApp.Clip" ] }
        }
        """##

    /// About 1,000 rules over 10 apps, just under the 128 KB limit: typical shapes (section
    /// prefixes, ids, locales, query and fragment constraints, exclusions, case-insensitive
    /// rules), with comments as real files have.
    static func largeFile(targetBytes: Int = 130_000, apps: Int = 10, rulesPerApp: Int = 100) -> String {
        var details: [String] = []
        var rule = 0
        var size = 0
        for app in 0..<apps {
            var components: [String] = []
            for k in 0..<rulesPerApp {
                let section = "section\(app)-\(k)"
                let c: String
                switch rule % 10 {
                case 0:
                    c = #"{"/": "/\#(section)/*", "exclude": true, "comment": "no app for the \#(section) archive"}"#
                case 1: c = #"{"/": "/\#(section)/item/?*", "?": {"ref": "?*"}, "comment": "items with a referrer"}"#
                case 2: c = #"{"/": "/$(lang)/\#(section)/*", "caseSensitive": false, "comment": "localised"}"#
                case 3: c = ##"{"/": "/\##(section)/*/edit", "#": "*", "comment": "edit pages"}"##
                case 4: c = #"{"/": "/\#(section)/$(digit)$(digit)*", "comment": "numbered pages"}"#
                case 5: c = #"{"/": "/\#(section)/search", "?": "q=*", "comment": "search results"}"#
                case 6:
                    c =
                        #"{"/": "/\#(section)/docs/*.pdf", "exclude": true, "comment": "documents open in the browser"}"#
                case 7:
                    c =
                        #"{"/": "/\#(section)/p/*", "?": {"utm_source": "*", "id": "????"}, "comment": "campaign pages"}"#
                case 8: c = #"{"/": "/\#(section)/Caf\u00e9/*", "percentEncoded": false, "comment": "decoded"}"#
                default: c = #"{"/": "/\#(section)/*", "comment": "everything else in \#(section)"}"#
                }
                components.append(c)
                rule += 1
            }
            let detail =
                #"{"appID": "ABCDE12345.com.example.app\#(app)", "components": [\#n      \#(components.joined(separator: ",\n      "))]}"#
            size += detail.utf8.count
            details.append(detail)
        }
        var json = "{\"applinks\": {\"details\": [\n    \(details.joined(separator: ",\n    "))]}}\n"
        // Pad with a comment-only rule-free key to reach the target size (iOS ignores unknown keys).
        let padding = max(0, targetBytes - json.utf8.count - 30)
        if padding > 0 {
            // `...]}}\n` becomes `...]}, "x-padding": "xx..."}\n` (valid JSON, so the CLI reads it too).
            json = String(json.dropLast(3)) + "}, \"x-padding\": \"\(String(repeating: "x", count: padding))\"}\n"
        }
        return json
    }

    /// The largest file of ../shared/corpus/aasa, if present.
    static func largestCorpusFile(root: String) -> (name: String, json: String)? {
        let directory = root + "/../shared/corpus/aasa"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        var best: (String, Data)?
        for name in names where !name.hasSuffix(".tsv") {
            guard let data = FileManager.default.contents(atPath: directory + "/" + name) else { continue }
            if data.count > (best?.1.count ?? -1) { best = (name, data) }
        }
        return best.map { ($0.0, String(decoding: $0.1, as: UTF8.self)) }
    }
}
