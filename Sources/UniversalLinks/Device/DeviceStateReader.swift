#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads the text a device prints about its associations (``DeviceState``): the kind of output is
/// detected (or given), every entry is explained, and every line that is not understood is kept and
/// reported. The input is untrusted: any bytes give a result or a ``DeviceStateError``, in time linear
/// in their size, with the entries and unknown lines kept bounded.
public struct DeviceStateReader: Sendable {
    /// Entries kept; a real device lists a few thousand at most.
    public static let maximumEntries = 20_000
    /// Unknown lines kept (each shortened to ``maximumLineLength`` characters); the rest are counted.
    public static let maximumUnknownLines = 50
    public static let maximumLineLength = 200

    /// Seconds since 1970: "now", to tell a next check in the future from one in the past.
    public var now: Int64
    /// The language of the explanations, next steps and errors (English by default: `--format json` and the
    /// MCP tool keep it unless a language was chosen).
    public var localizer: Localizer

    public init(now: Int64 = Int64(Date().timeIntervalSince1970), localizer: Localizer = .english) {
        self.now = now
        self.localizer = localizer
    }

    /// Reads `bytes`; `kind` nil detects it. Throws for input that is not text, or whose kind cannot
    /// be told (without `kind`).
    public func read(_ bytes: [UInt8], kind: DeviceState.Kind? = nil) throws(DeviceStateError) -> DeviceState {
        let zero = bytes.withUnsafeBufferPointer { buffer in
            var i = 0
            while i < buffer.count, buffer[i] != 0 { i += 1 }
            return i < buffer.count ? i : nil
        }
        if let zero {
            throw DeviceStateError(Message("device.error.binary", ["offset": .integer(zero)]))
        }
        let lines = DeviceStateLine.split(bytes)
        guard let kind = kind ?? Self.detect(lines) else {
            throw DeviceStateError(Message("device.error.unknown-kind"))
        }
        var state = DeviceState(kind: kind)
        switch kind {
        case .swcutil: readSWCUtil(lines, into: &state)
        case .pm: readAppLinks(lines, into: &state)
        }
        return state
    }

    /// The kind whose marker line comes first; nil when neither appears.
    static func detect(_ lines: [DeviceStateLine]) -> DeviceState.Kind? {
        for line in lines {
            if line.starts(with: "Service:") || line.starts(with: "Site/Fmwk Approval:")
                || line.contains("= DATABASE =")
            {
                return .swcutil
            }
            if line.equals("Domain verification state:") || line.equals("Domain verification status:") { return .pm }
        }
        return nil
    }

    /// Adds an entry, or past the limit counts it without making it.
    func add(_ entry: @autoclosure () -> DeviceStateEntry, to state: inout DeviceState) {
        if state.entries.count < Self.maximumEntries {
            state.entries.append(entry())
        } else {
            state.omittedEntries += 1
        }
    }

    /// Records a line that was not understood (its text kept while fewer than the limit are).
    func unknown(_ line: DeviceStateLine, into state: inout DeviceState) {
        unknown(number: line.number, into: &state) { line.excerpt(Self.maximumLineLength) }
    }

    func unknown(number: Int, into state: inout DeviceState, _ text: () -> String) {
        state.unknownLines += 1
        guard state.unknown.count < Self.maximumUnknownLines else { return }
        state.unknown.append(DeviceState.UnknownLine(line: number, text: text()))
    }
}
