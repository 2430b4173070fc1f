/// Building blocks of the HTML reports. Every function that takes text escapes it: callers pass plain
/// strings (file names, messages, file contents from the network) and get markup that cannot inject
/// elements or attributes.
public enum HTML {
    /// Text for element content or a quoted attribute value: `& < > " '` escaped, control characters
    /// other than tab and line feed shown as U+FFFD (they have no place in a page).
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `<tag class="…">escaped text</tag>`.
    public static func element(_ tag: String, _ text: String, class className: String? = nil) -> String {
        "<\(tag)\(attribute("class", className))>\(escape(text))</\(tag)>"
    }

    /// ` name="value"` with the value escaped, or nothing for nil.
    public static func attribute(_ name: String, _ value: String?) -> String {
        value.map { " \(name)=\"\(escape($0))\"" } ?? ""
    }

    /// A table: a header row and rows of cells that are already markup (use ``escape(_:)`` or ``element(_:_:class:)``).
    public static func table(header: [String], rows: [[String]], class className: String? = nil) -> String {
        var out = "<table\(attribute("class", className))><thead><tr>"
        out += header.map { "<th>\(escape($0))</th>" }.joined()
        out += "</tr></thead><tbody>\n"
        for row in rows { out += "<tr>" + row.map { "<td>\($0)</td>" }.joined() + "</tr>\n" }
        return out + "</tbody></table>\n"
    }

    /// A status badge: the class is chosen from a fixed list, the label (a known status in
    /// `localizer`'s language, key `html.status.STATUS`) is escaped.
    public static func badge(_ status: String, localizer: Localizer = .english) -> String {
        let known = ["pass", "warning", "fail", "unreachable", "skipped", "error", "note"]
        let isKnown = known.contains(status)
        let label = isKnown ? localizer.text("html.status.\(status)") : status
        return "<span class=\"badge \(isKnown ? status : "other")\">\(escape(label))</span>"
    }

    /// A fragment identifier made only of `[a-z0-9-]`, safe in `id` and `href`.
    public static func anchor(_ prefix: String, _ text: String) -> String {
        var out = prefix + "-"
        for scalar in text.lowercased().unicodeScalars {
            out +=
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                ? String(scalar) : "-"
        }
        return out
    }
}
