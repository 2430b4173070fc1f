/// What a device says about its associations, read from the text of `swcutil show` (iOS, macOS) or
/// `adb shell pm get-app-links` / `dumpsys package d` (Android 12+), each entry explained.
///
/// JSON (`ulinks device --format json`, a public contract): `{"platform": "ios"|"android", "kind":
/// "swcutil"|"pm", "entries": [DeviceStateEntry], "omittedEntries", "unknownLines", "unknown": [{"line",
/// "text"}]}`.
public struct DeviceState: Sendable, Hashable, Codable {
    public enum Platform: String, Sendable, Hashable, Codable {
        case ios, android
    }

    /// The tool whose output was read.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// `swcutil show` (macOS) or a sysdiagnose's `swcutil_show.txt` (iOS).
        case swcutil
        /// `adb shell pm get-app-links [PACKAGE]` or `adb shell dumpsys package d`.
        case pm

        public var platform: Platform { self == .swcutil ? .ios : .android }
    }

    /// A line that is neither an entry nor a known part of the output: kept (shortened) and reported.
    public struct UnknownLine: Sendable, Hashable, Codable {
        public var line: Int
        public var text: String
    }

    public var platform: Platform
    public var kind: Kind
    /// The entries in input order, at most ``DeviceStateReader/maximumEntries``.
    public var entries: [DeviceStateEntry]
    /// Entries past the limit, counted and not kept.
    public var omittedEntries: Int
    /// The first ``DeviceStateReader/maximumUnknownLines`` unknown lines.
    public var unknown: [UnknownLine]
    /// How many lines were not understood (also those not kept in ``unknown``).
    public var unknownLines: Int

    public init(kind: Kind) {
        self.platform = kind.platform
        self.kind = kind
        self.entries = []
        self.omittedEntries = 0
        self.unknown = []
        self.unknownLines = 0
    }

    enum CodingKeys: String, CodingKey {
        case platform, kind, entries, omittedEntries, unknownLines, unknown
    }
}

/// Why a device-state input cannot be read at all (a finding inside readable text is an unknown line).
public struct DeviceStateError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: Message

    public init(_ message: Message) { self.message = message }

    public var description: String { message.english }
}
