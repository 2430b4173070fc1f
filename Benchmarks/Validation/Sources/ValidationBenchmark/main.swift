import Foundation
import UniversalLinks

/// A typical small file (~1 KB): two apps, components and legacy paths.
func typicalFile() -> [UInt8] {
    let json = """
        {
          "applinks": {
            "apps": [],
            "details": [
              {
                "appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"],
                "components": [
                  {"#": "no_universal_links", "exclude": true, "comment": "Opt out with a fragment"},
                  {"/": "/buy/*", "comment": "Purchases"},
                  {"/": "/help/website/*", "exclude": true},
                  {"/": "/help/*", "?": {"articleNumber": "????"}, "comment": "Help articles"},
                  {"/": "/$(lang)_$(region)/products/*", "caseSensitive": false}
                ],
                "paths": ["NOT /help/website/*", "/buy/*", "/help/*"]
              },
              {
                "appID": "ABCDE12345.com.example.watch",
                "paths": ["/watch/*", "NOT /watch/private/*"]
              }
            ]
          },
          "webcredentials": {"apps": ["ABCDE12345.com.example.app"]},
          "appclips": {"apps": ["ABCDE12345.com.example.app.Clip"]}
        }
        """
    return Array(json.utf8)
}

/// A realistic large file: thousands of rules, just under 128 KB.
func largeFile(limit: Int = 131_000) -> [UInt8] {
    var components: [String] = []
    var size = 200
    var i = 0
    let sections = ["shop", "help", "blog", "account", "news", "events", "stores", "promo"]
    while size < limit - 400 {
        let section = sections[i % sections.count]
        let rule: String
        switch i % 4 {
        case 0: rule = #"{"/": "/\#(section)/item-\#(i)/*", "comment": "rule \#(i)"}"#
        case 1: rule = #"{"/": "/\#(section)/\#(i)", "?": {"ref": "?*", "id": "\#(i)"}}"#
        case 2: rule = #"{"/": "/\#(section)/legacy/\#(i)/*", "exclude": true}"#
        default: rule = ##"{"/": "/$(lang)/\##(section)/\##(i)/*", "#": "top", "caseSensitive": false}"##
        }
        components.append(rule)
        size += rule.utf8.count + 2
        i += 1
    }
    let json = """
        {"applinks": {"apps": [], "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [
        \(components.joined(separator: ",\n"))
        ]}]}}
        """
    return Array(json.utf8)
}

func measure(_ iterations: Int, _ body: () -> Void) -> Double {
    for _ in 0..<max(1, iterations / 20) { body() }
    let clock = ContinuousClock()
    let elapsed = clock.measure { for _ in 0..<iterations { body() } }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return seconds / Double(iterations) * 1e6
}

nonisolated(unsafe) var sink = 0
func run(_ name: String, _ bytes: [UInt8], iterations: Int) {
    let data = Data(bytes)
    let ours = measure(iterations) {
        let v = AASAValidator().validate(bytes)
        sink &+= v.report.diagnostics.count
    }
    let foundation = measure(iterations) {
        let object = try? JSONSerialization.jsonObject(with: data)
        sink &+= object == nil ? 0 : 1
    }
    let codes = AASAValidator().validate(bytes).report.codes.map(\.rawValue).sorted()
    print(
        String(
            format: "%-26@ %8d bytes  read+validate %9.1f µs   JSONSerialization %9.1f µs   ratio %.2fx",
            name as NSString, bytes.count, ours, foundation, ours / foundation))
    print("    findings: \(codes.isEmpty ? "none" : codes.joined(separator: ", "))")
}

let iterationsScale = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 1
if CommandLine.arguments.contains("--profile") || CommandLine.arguments.contains("--profile-large") {
    let large = CommandLine.arguments.contains("--profile-large")
    let bytes = large ? largeFile() : typicalFile()
    for _ in 0..<(large ? 20 : 2_000) { sink &+= AASAValidator().validate(bytes).report.diagnostics.count }
    exit(0)
}
print("swift-universal-links validation benchmark (release, one core)")
run("typical (1 KB)", typicalFile(), iterations: 20_000 * iterationsScale)
run("large (128 KB)", largeFile(), iterations: 200 * iterationsScale)

// Memory: resident memory retained by validation results, for growing files (20 results kept
// alive at once, so allocator granularity averages out).
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

print("memory retained per validation result (document, tree, model, report):")
for limit in [16_384, 32_768, 65_536, 131_000] {
    let bytes = largeFile(limit: limit)
    let before = residentBytes()
    let kept = (0..<20).map { _ in AASAValidator().validate(bytes) }
    let after = withExtendedLifetime(kept) { residentBytes() }
    sink &+= kept.count
    let perResult = (after - before) / kept.count
    print(
        String(
            format: "    %7d-byte file: %8d bytes (%.1fx the file)", bytes.count, perResult,
            Double(perResult) / Double(bytes.count)))
}
if sink == 42 { print("") }

// Oversize shapes: `ValidationBenchmark [scale] --oversize [MB, default 20]`.
if let flag = CommandLine.arguments.firstIndex(of: "--oversize") {
    let megabytes = CommandLine.arguments.dropFirst(flag + 1).first.flatMap { Int($0) } ?? 20
    OversizeShapes.run(megabytes: megabytes)
}

// Breakdown of the stages, for profiling.
if CommandLine.arguments.contains("--stages") {
    let bytes = typicalFile()
    let n = 20_000
    print(
        String(
            format: "stages (1 KB): reader %.1f µs, document %.1f µs, validate %.1f µs, unwrap %.1f µs, source %.1f µs",
            measure(n) { sink &+= JSONReader().read(bytes).diagnostics.count },
            measure(n) { sink &+= AssociationDocument(bytes: bytes).diagnostics.count },
            measure(n) { sink &+= AASAValidator().validate(bytes).report.diagnostics.count },
            measure(n) { sink &+= SignedEnvelope.unwrapIfSigned(bytes) == nil ? 0 : 1 },
            measure(n) { sink &+= SourceText(bytes).lineStarts.count }))
}
