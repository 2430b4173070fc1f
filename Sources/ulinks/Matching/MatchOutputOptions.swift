import ArgumentParser
import UniversalLinks

/// The options `ulinks match` and `ulinks android match` share, in the place both list them (last):
/// how results are shown and where more URLs come from.
struct MatchOutputOptions: ParsableArguments {
    @Flag(help: "Show the reasoning: normalised path, query items, fragment, each rule tried.")
    var explain = false

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(name: .customLong("urls"), help: "Read URLs from this file, one per line (\"-\" for standard input).")
    var urlList: String?

    /// The checks both commands make of their FILE and URL arguments with these options. A URL
    /// without a host (a bare path such as `/cart`) is decided on `--domain`: without one it would
    /// match nothing, so it is refused rather than answered "opens in the browser".
    func validate(file: String, urls: [String], domain: String?, _ localizer: Localizer = .english) throws {
        if urls.isEmpty && urlList == nil { throw ValidationError(localizer.text("match.need-url")) }
        if file == "-" && urlList == "-" { throw ValidationError(localizer.text("match.both-stdin")) }
        if domain == nil, let path = urls.first(where: { URLParts(parsing: $0).host == nil }) {
            let url = "https://HOST\(path.hasPrefix("/") ? "" : "/")\(path)"
            throw ValidationError(localizer.text("match.no-host", ["path": path, "url": url]))
        }
    }
}
