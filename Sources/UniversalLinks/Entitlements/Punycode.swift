/// Punycode (RFC 3492): the Bootstring encoding of Unicode labels into the ASCII letters, digits and
/// hyphens that DNS allows. This is the raw algorithm on one label; ``IDNA`` adds the `xn--` prefix and
/// the per-label handling of a whole host name.
public enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 0x80
    private static let delimiter: Character = "-"

    /// Why a label cannot be encoded or decoded.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        case overflow
        case invalidDigit(Character)
        case invalidCodePoint(UInt32)
        case basicCodePointAfterDelimiter

        public var description: String {
            switch self {
            case .overflow: "the value does not fit (malformed Punycode)"
            case .invalidDigit(let c): "'\(c)' is not a Punycode digit"
            case .invalidCodePoint(let v): "U+\(String(v, radix: 16, uppercase: true)) is not a Unicode scalar"
            case .basicCodePointAfterDelimiter: "a non-ASCII character appears in the basic part"
            }
        }
    }

    /// Encodes a label (without `xn--`). Letter case of the basic code points is kept, as RFC 3492 does.
    public static func encode(_ input: String) throws(Failure) -> String {
        let scalars = input.unicodeScalars.map(\.value)
        var output = scalars.filter { $0 < 0x80 }.map { Character(Unicode.Scalar(UInt8($0))) }
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append(delimiter) }
        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < scalars.count {
            // The smallest code point not yet handled.
            guard let m = scalars.lazy.map({ Int($0) }).filter({ $0 >= n }).min() else { break }
            let (step, o1) = (m - n).multipliedReportingOverflow(by: handled + 1)
            guard !o1 else { throw .overflow }
            let (sum, o2) = delta.addingReportingOverflow(step)
            guard !o2, sum <= Int(Int32.max) else { throw .overflow }
            delta = sum
            n = m
            for c in scalars.map({ Int($0) }) {
                if c < n {
                    delta += 1
                    guard delta <= Int(Int32.max) else { throw .overflow }
                }
                if c == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = threshold(k, bias)
                        if q < t { break }
                        output.append(digit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digit(q))
                    bias = adapt(delta, numPoints: handled + 1, firstTime: handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return String(output)
    }

    /// Decodes a label (without `xn--`).
    public static func decode(_ input: String) throws(Failure) -> String {
        let characters = Array(input)
        var output: [UInt32] = []
        var start = 0
        if let lastDelimiter = characters.lastIndex(of: delimiter) {
            for c in characters[..<lastDelimiter] {
                guard let v = c.unicodeScalars.first?.value, c.unicodeScalars.count == 1, v < 0x80 else {
                    throw .basicCodePointAfterDelimiter
                }
                output.append(v)
            }
            start = lastDelimiter + 1
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        var position = start
        while position < characters.count {
            let oldI = i
            var w = 1
            var k = base
            while true {
                guard position < characters.count else { throw .overflow }
                let c = characters[position]
                position += 1
                guard let d = digitValue(c) else { throw .invalidDigit(c) }
                let (product, o1) = d.multipliedReportingOverflow(by: w)
                guard !o1 else { throw .overflow }
                let (sum, o2) = i.addingReportingOverflow(product)
                guard !o2, sum <= Int(Int32.max) else { throw .overflow }
                i = sum
                let t = threshold(k, bias)
                if d < t { break }
                let (nextW, o3) = w.multipliedReportingOverflow(by: base - t)
                guard !o3, nextW <= Int(Int32.max) else { throw .overflow }
                w = nextW
                k += base
            }
            let count = output.count + 1
            bias = adapt(i - oldI, numPoints: count, firstTime: oldI == 0)
            n += i / count
            guard n <= 0x10FFFF else { throw .overflow }
            i %= count
            output.insert(UInt32(n), at: i)
            i += 1
        }
        var result = String.UnicodeScalarView()
        for v in output {
            guard let scalar = Unicode.Scalar(v) else { throw .invalidCodePoint(v) }
            result.append(scalar)
        }
        return String(result)
    }

    private static func threshold(_ k: Int, _ bias: Int) -> Int {
        k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
    }

    private static func adapt(_ delta: Int, numPoints: Int, firstTime: Bool) -> Int {
        var delta = firstTime ? delta / damp : delta / 2
        delta += delta / numPoints
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    private static func digit(_ d: Int) -> Character {
        // 0-25 are a-z, 26-35 are 0-9.
        Character(Unicode.Scalar(UInt8(d < 26 ? d + 0x61 : d - 26 + 0x30)))
    }

    private static func digitValue(_ c: Character) -> Int? {
        guard let v = c.asciiValue else { return nil }
        switch v {
        case 0x30...0x39: return Int(v) - 0x30 + 26
        case 0x41...0x5A: return Int(v) - 0x41
        case 0x61...0x7A: return Int(v) - 0x61
        default: return nil
        }
    }
}
