/// Small charts drawn as inline SVG (no script, no external resource): a bar per category, and a
/// histogram of durations.
public enum SVGChart {
    /// One bar: a label, a value and a CSS colour chosen from a fixed list by `status`.
    public struct Bar: Sendable, Hashable {
        public var label: String
        public var value: Int
        public var status: String
        public init(label: String, value: Int, status: String) {
            self.label = label
            self.value = value
            self.status = status
        }
    }

    static func color(_ status: String) -> String {
        switch status {
        case "pass": "#2e7d32"
        case "warning": "#b26a00"
        case "fail", "error": "#c62828"
        case "unreachable": "#6d4c41"
        default: "#1565c0"
        }
    }

    /// Vertical bars with their value above and label below.
    public static func bars(_ bars: [Bar], title: String, width: Int = 320, height: Int = 180) -> String {
        let top = 20
        let bottom = 24
        let plot = height - top - bottom
        let maxValue = max(1, bars.map(\.value).max() ?? 1)
        let slot = bars.isEmpty ? width : width / bars.count
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
        out += "<title>\(HTML.escape(title))</title>"
        out += "<line x1=\"0\" y1=\"\(top + plot)\" x2=\"\(width)\" y2=\"\(top + plot)\" stroke=\"#999\"/>"
        for (i, bar) in bars.enumerated() {
            let h = bar.value * plot / maxValue
            let x = i * slot + slot / 6
            let w = slot * 2 / 3
            let middle = i * slot + slot / 2
            out +=
                "<rect x=\"\(x)\" y=\"\(top + plot - h)\" width=\"\(w)\" height=\"\(h)\" fill=\"\(color(bar.status))\">"
            out += "<title>\(HTML.escape("\(bar.label): \(bar.value)"))</title></rect>"
            out +=
                "<text x=\"\(middle)\" y=\"\(top + plot - h - 4)\" text-anchor=\"middle\" font-size=\"12\">\(bar.value)</text>"
            out +=
                "<text x=\"\(middle)\" y=\"\(height - 6)\" text-anchor=\"middle\" font-size=\"12\">\(HTML.escape(bar.label))</text>"
        }
        return out + "</svg>"
    }

    /// A histogram of durations in seconds: buckets doubling from 50 ms, each labelled by its upper
    /// bound (`<50ms`, `<100ms`, ..., `≥6.4s`).
    public static func latencyHistogram(_ seconds: [Double], title: String, width: Int = 480, height: Int = 180)
        -> String
    {
        let limits: [Double] = [0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4]
        var counts = Array(repeating: 0, count: limits.count + 1)
        for value in seconds where value.isFinite {
            counts[limits.firstIndex { value < $0 } ?? limits.count] += 1
        }
        func label(_ limit: Double) -> String { limit < 1 ? "\(Int((limit * 1000).rounded()))ms" : "\(limit)s" }
        var bars: [Bar] = []
        for (i, count) in counts.enumerated() {
            let text = i == limits.count ? "≥" + label(limits[i - 1]) : "<" + label(limits[i])
            bars.append(Bar(label: text, value: count, status: "latency"))
        }
        return Self.bars(bars, title: title, width: width, height: height)
    }
}
