import Foundation
import UniversalLinks

// Decisions per second of AASAMatcher versus a regex-per-pattern baseline, on one core.
// Usage: MatchingBenchmark [URL count per workload, default 100000] [baseline URL count, default 5000] [a|b|c]
//        MatchingBenchmark cli [URLs] [ulinks binary] [a|b|c]: the built CLI's batch path (CLIMode.swift)

let arguments = CommandLine.arguments

// Profiling mode: `MatchingBenchmark profile a|b|c [decisions]` decides the workload's URLs over
// and over (no baseline, no report), for perf or callgrind.
if arguments.count > 2, arguments[1] == "profile" {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let json: String? =
        switch arguments[2] {
        case "a": Workloads.appleExample
        case "b": Workloads.largeFile()
        default: Workloads.largestCorpusFile(root: root)?.json
        }
    let document = AssociationDocument(string: json ?? "{}")
    let urls = URLGenerator(file: document.file ?? AssociationFile(), domain: "example.com").urls(
        count: 10_000, seed: 42)
    let matcher = AASAMatcher(document: document)
    let total = arguments.count > 3 ? Int(arguments[3]) ?? 1_000_000 : 1_000_000
    var opened = 0
    for k in 0..<total where matcher.decide(urls[k % urls.count], domain: "example.com").opens != nil { opened += 1 }
    print("\(total) decisions, \(opened) open an app")
    exit(0)
}
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

// CLI mode: `MatchingBenchmark cli [URLs, default 200000] [ulinks binary] [a|b|c]`.
if arguments.count > 1, arguments[1] == "cli" {
    let count = arguments.count > 2 ? Int(arguments[2]) ?? 200_000 : 200_000
    let binary = arguments.count > 3 ? arguments[3] : packageRoot + "/.build/release/ulinks"
    try CLIMode.run(
        workloads: workloads, urlCount: count, binary: binary, only: arguments.count > 4 ? arguments[4] : nil)
    exit(0)
}

print("URLs per workload: \(urlCount); baseline measured on the first \(baselineCount) of them")
print(
    "decide = full MatchResult (every app's decision and rule); opens = AASAMatcher.opens (the app iOS opens, as the baseline computes)"
)
print(
    "rates are medians over rounds (decide, opens and the baseline interleaved, so a shared machine's load bursts hit single rounds); in brackets, the ratio over all rounds' total time"
)
print("| workload | bytes | rules | decide/s | opens/s | baseline/s | decide ratio | opens ratio | agreement |")
print("|---|---|---|---|---|---|---|---|---|")
let clock = ContinuousClock()
let only = arguments.count > 3 ? arguments[3] : nil
for workload in workloads where only.map({ workload.name.hasPrefix("(\($0))") }) ?? true {
    let document = AssociationDocument(string: workload.json)
    guard let file = document.file else {
        print("| \(workload.name) | unreadable |")
        continue
    }
    let rules = (file.applinks?.details ?? []).reduce(0) { $0 + ($1.components?.count ?? $1.paths?.count ?? 0) }
    let urls = URLGenerator(file: file, domain: "example.com").urls(count: urlCount, seed: 42)
    let matcher = AASAMatcher(document: document)
    let baseline = try RegexBaseline(file: file)
    // Warm up both.
    var opened = 0
    for url in urls.prefix(1000) where matcher.decide(url, domain: "example.com").opens != nil { opened += 1 }
    for url in urls.prefix(20) where baseline.opens(url) != nil { opened += 1 }
    // The machine may be shared: interleave the two in rounds so that both see the same load.
    let rounds = 40
    let chunk = urls.count / rounds
    let baselineChunk = baselineCount / rounds
    var ours: [Double] = []
    var oursOpens: [Double] = []
    var theirs: [Double] = []
    var baselineOpens: [String?] = []
    // The loops read the URLs in place (an array iterator retains and releases every string, a
    // cost of the harness, not of either matcher).
    urls.withUnsafeBufferPointer { urls in
        for r in 0..<rounds {
            let slice = (r * chunk)..<((r + 1) * chunk)
            ours.append(
                seconds(
                    clock.measure {
                        for i in slice where matcher.decide(urls[i], domain: "example.com").opens != nil { opened += 1 }
                    }))
            oursOpens.append(
                seconds(
                    clock.measure {
                        for i in slice where matcher.opens(urls[i], domain: "example.com") != nil { opened += 1 }
                    }))
            if baselineChunk > 0 {
                let sample = (r * chunk)..<(r * chunk + min(baselineChunk, chunk))
                theirs.append(
                    seconds(
                        clock.measure {
                            for i in sample { baselineOpens.append(baseline.opens(urls[i])) }
                        }))
            }
        }
    }
    func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
    let oursRate = Double(chunk) / median(ours)
    let opensRate = Double(chunk) / median(oursOpens)
    if baselineChunk == 0 {
        print(
            "| \(workload.name) | \(workload.json.utf8.count) | \(rules) | \(Int(oursRate)) | \(Int(opensRate)) | - | - | - | - |"
        )
        continue
    }
    let sampled = (0..<rounds).flatMap { r in urls[(r * chunk)..<(r * chunk + min(baselineChunk, chunk))] }
    let disagreements = zip(sampled, baselineOpens).filter { matcher.decide($0.0, domain: "example.com").opens != $0.1 }
    let agree = sampled.count - disagreements.count
    for (url, theirs) in disagreements.prefix(3) {
        FileHandle.standardError.write(
            Data(
                "  disagreement: \(url): matcher \(matcher.decide(url, domain: "example.com").opens ?? "browser"), baseline \(theirs ?? "browser")\n"
                    .utf8))
    }
    let consistent = urls.prefix(5000).allSatisfy {
        matcher.opens($0, domain: "example.com") == matcher.decide($0, domain: "example.com").opens
    }
    precondition(consistent, "opens and decide disagree")
    let theirRate = Double(min(baselineChunk, chunk)) / median(theirs)
    // Over all rounds: total time per URL, ours against theirs.
    let theirTotal = theirs.reduce(0, +) / Double(sampled.count)
    let allDecide = theirTotal / (ours.reduce(0, +) / Double(rounds * chunk))
    let allOpens = theirTotal / (oursOpens.reduce(0, +) / Double(rounds * chunk))
    print(
        "| \(workload.name) | \(workload.json.utf8.count) | \(rules) | \(Int(oursRate)) | \(Int(opensRate)) | \(Int(theirRate)) | "
            + String(
                format: "%.0fx (%.0fx) | %.0fx (%.0fx)", oursRate / theirRate, allDecide, opensRate / theirRate,
                allOpens)
            + " | \(agree)/\(sampled.count) |")
    _ = opened
}

// Scaling: one app, the same rule shapes, growing rule counts. With the prefix index the cost per
// URL follows the rules a URL has to be tried against (same prefix, or a leading wildcard), not
// the file size.
if only == nil || only == "scaling" {
    print("")
    print("| rules (one app) | decide/s |")
    print("|---|---|")
    for n in [10, 100, 1000, 4000] {
        let document = AssociationDocument(string: Workloads.largeFile(targetBytes: 0, apps: 1, rulesPerApp: n))
        guard let file = document.file else { continue }
        let matcher = AASAMatcher(document: document)
        let urls = URLGenerator(file: file, domain: "example.com").urls(count: 50_000, seed: 3)
        var opened = 0
        let d = clock.measure {
            for url in urls where matcher.decide(url, domain: "example.com").opens != nil { opened += 1 }
        }
        print("| \(n) | \(Int(Double(urls.count) / seconds(d))) |")
    }
}
