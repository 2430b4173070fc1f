import Foundation

extension MatchingCLI {
    /// Writes one rendered result per URL: the arguments first (a JSON array when there are
    /// several and `json`), then `urlList` streamed one line per URL (JSON Lines when `json`).
    /// `render(url, compact)` renders one result; `compact` is set for streamed lines.
    static func emit(
        urls: [String], urlList: String?, json: Bool, render: (String, Bool) -> String
    ) throws {
        var output = Output()
        let array = json && urls.count > 1
        if array { output.write("[\n") }
        for (i, url) in urls.enumerated() {
            if array && i > 0 { output.write(",\n") }
            output.write(render(url, false) + (array ? "" : "\n"))
        }
        if array { output.write("\n]\n") }
        if let urlList {
            try LineReader.forEachLine(urlList, beforeRead: { output.flush() }) { _, line in
                guard case .text(let bytes) = line else { return }
                let url = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
                if url.isEmpty || url.hasPrefix("#") { return }
                output.write(render(url, true) + "\n")
            }
        }
        output.flush()
    }
}
