import Foundation
import UniversalLinks

// Decisions per second of AASAMatcher versus a regex-per-pattern baseline, on one core.
// Usage: MatchingBenchmark [URL count per workload, default 100000] [baseline URL count, default 5000]

let arguments = CommandLine.arguments
let urlCount = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
let baselineCount = arguments.count > 2 ? Int(arguments[2]) ?? 5_000 : 5_000
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

var workloads: [(name: String, json: String)] = [
    ("(a) Apple's documented example", Workloads.appleExample),
    ("(b) generated 128 KB, ~1,000 rules", Workloads.largeFile()),
]
if let corpus = Workloads.largestCorpusFile(root: packageRoot) {
    workloads.append(("(c) largest corpus file \(corpus.name)", corpus.json))
} else {
    print("(c) skipped: ../shared/corpus/aasa not found")
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

print("URLs per workload: \(urlCount); baseline measured on the first \(baselineCount) of them")
print("| workload | bytes | rules | matcher decisions/s | baseline decisions/s | ratio | agreement |")
print("|---|---|---|---|---|---|---|")
let clock = ContinuousClock()
for workload in workloads {
    let document = AssociationDocument(string: workload.json)
    guard let file = document.file else {
        print("| \(workload.name) | unreadable |")
        continue
    }
    let rules = (file.applinks?.details ?? []).reduce(0) { $0 + ($1.components?.count ?? $1.paths?.count ?? 0) }
    let urls = URLGenerator(file: file, domain: "example.com").urls(count: urlCount, seed: 42)
    let matcher = AASAMatcher(document: document)
    // Warm up, then time the whole list.
    var opened = 0
    for url in urls.prefix(1000) where matcher.decide(url, domain: "example.com").opens != nil { opened += 1 }
    opened = 0
    let ours = clock.measure {
        for url in urls where matcher.decide(url, domain: "example.com").opens != nil { opened += 1 }
    }
    if baselineCount == 0 {
        print("| \(workload.name) | \(workload.json.utf8.count) | \(rules) | \(Int(Double(urls.count) / seconds(ours))) | - | - | - |")
        continue
    }
    let baseline = try RegexBaseline(file: file)
    let sample = Array(urls.prefix(baselineCount))
    var baselineOpens: [String?] = []
    let theirs = clock.measure {
        baselineOpens = sample.map { baseline.opens($0) }
    }
    let agree = zip(sample, baselineOpens).filter { matcher.decide($0.0, domain: "example.com").opens == $0.1 }.count
    let oursRate = Double(urls.count) / seconds(ours)
    let theirRate = Double(sample.count) / seconds(theirs)
    print(
        "| \(workload.name) | \(workload.json.utf8.count) | \(rules) | \(Int(oursRate)) | \(Int(theirRate)) | "
            + String(format: "%.0fx", oursRate / theirRate) + " | \(agree)/\(sample.count) |")
    _ = opened
}
