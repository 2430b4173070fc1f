extension MatchingCLI {
    /// Writes the results of the URL arguments to `out`: a JSON array when there are several and
    /// `json`, else each result followed by a new line. `render` renders one result.
    static func writeArguments(_ urls: [String], json: Bool, into out: OutputBuffer, render: (String) -> String) {
        let array = json && urls.count > 1
        if array { out.literal("[\n") }
        for (i, url) in urls.enumerated() {
            if array && i > 0 { out.literal(",\n") }
            out.append(render(url))
            if !array { out.append(0x0A) }
            out.flushIfFull()
        }
        if array { out.literal("\n]\n") }
    }
}
