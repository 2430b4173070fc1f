import Foundation
import Testing

/// Headless Chromium, to render the HTML reports as a browser does: the DOM it builds (to prove that
/// nothing was injected) and a screenshot.
public enum Chromium {
    public static let binary: URL? = Subprocess.find(
        "chromium", candidates: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"])

    /// The binary for a test that needs it: nil (and says so) when it is not installed; in CI a failure.
    public static func required() -> URL? {
        guard let binary else {
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("chromium is not installed") }
            print("skipped: chromium is not installed")
            return nil
        }
        return binary
    }

    static func arguments(_ extra: [String], profile: TemporaryDirectory) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--hide-scrollbars", "--user-data-dir=\(profile.url.path)",
        ] + extra
    }

    /// The DOM after Chromium parsed (and would have run) the page.
    public static func dumpDOM(_ page: URL) async throws -> String? {
        guard let binary = required() else { return nil }
        let profile = try TemporaryDirectory("chromium")
        defer { profile.remove() }
        let run = try await Subprocess.run(binary, arguments(["--dump-dom", page.absoluteString], profile: profile))
        guard run.status == 0 else { throw ChromiumFailure(description: "chromium --dump-dom: \(run.errors)") }
        return run.text
    }

    /// Writes a PNG screenshot of the page at the given window size; returns its size in bytes.
    @discardableResult
    public static func screenshot(_ page: URL, to png: URL, width: Int = 1200, height: Int = 900) async throws -> Int? {
        guard let binary = required() else { return nil }
        let profile = try TemporaryDirectory("chromium")
        defer { profile.remove() }
        try? FileManager.default.removeItem(at: png)
        let run = try await Subprocess.run(
            binary,
            arguments(
                ["--screenshot=\(png.path)", "--window-size=\(width),\(height)", page.absoluteString], profile: profile)
        )
        guard run.status == 0, let data = FileManager.default.contents(atPath: png.path) else {
            throw ChromiumFailure(description: "chromium --screenshot: \(run.errors)")
        }
        return data.count
    }

    /// Elements and attributes that only an injection would have put in a report page (the reports
    /// have no script, image, frame or form, and no event handler): `<img>`, ` onerror`, `javascript:`
    /// links. Reads the markup as a browser serialises it (text `<` is always `&lt;`), so escaped text
    /// that merely spells a tag does not count.
    public static func injectedElements(in html: String) -> [String] {
        let forbidden: Set<String> = [
            "script", "img", "iframe", "object", "embed", "form", "input", "link", "base", "meta-refresh",
        ]
        var found: [String] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let first = rest.first, first.isLetter else { continue }
            let tagEnd = rest.firstIndex(of: ">") ?? rest.endIndex
            let tag = rest[..<tagEnd]
            let name = String(tag.prefix { $0.isLetter || $0.isNumber || $0 == "-" }).lowercased()
            if forbidden.contains(name) { found.append("<\(name)>") }
            // Attribute values are quoted, and their quotes escaped: split on whitespace outside quotes.
            var inQuote: Character?
            var word = ""
            for c in tag.dropFirst(name.count).appending(" ") {
                if let q = inQuote {
                    word.append(c)
                    if c == q { inQuote = nil }
                } else if c == "\"" || c == "'" {
                    inQuote = c
                    word.append(c)
                } else if c.isWhitespace {
                    let attribute = word.split(separator: "=", maxSplits: 1).first.map { $0.lowercased() } ?? ""
                    if attribute.hasPrefix("on") { found.append("\(name) \(attribute)") }
                    if word.lowercased().contains("javascript:") { found.append("\(name) \(word)") }
                    word = ""
                } else {
                    word.append(c)
                }
            }
            rest = rest[tagEnd...]
        }
        return found
    }

    /// Where tests write what a person may want to look at (screenshots): `.build/test-output`.
    public static func outputFolder() throws -> URL {
        let folder = PackageRoot.url.appendingPathComponent(".build/test-output")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// With `ULINKS_UPDATE_SCREENSHOTS` set, copies a screenshot into Docs/ (the docs show them).
    public static func publish(_ png: URL, as name: String) throws {
        guard ProcessInfo.processInfo.environment["ULINKS_UPDATE_SCREENSHOTS"] != nil else { return }
        let docs = PackageRoot.url.appendingPathComponent("Docs/images")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        let target = docs.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: png, to: target)
    }
}

struct ChromiumFailure: Error, CustomStringConvertible {
    var description: String
}
