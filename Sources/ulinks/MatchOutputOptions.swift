import ArgumentParser

/// The options `ulinks match` and `ulinks android match` share, in the place both list them (last):
/// how results are shown and where more URLs come from.
struct MatchOutputOptions: ParsableArguments {
    @Flag(help: "Show the reasoning: normalised path, query items, fragment, each rule tried.")
    var explain = false

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(name: .customLong("urls"), help: "Read URLs from this file, one per line (\"-\" for standard input).")
    var urlList: String?

    /// The checks both commands make of their FILE and URL arguments with these options.
    func validate(file: String, urls: [String]) throws {
        if urls.isEmpty && urlList == nil { throw ValidationError("give at least one URL, or --urls FILE") }
        if file == "-" && urlList == "-" { throw ValidationError("FILE and --urls cannot both be standard input") }
    }
}
