import Foundation
import Logging
import NIOConcurrencyHelpers

/// Writes one JSON object per line (`time`, `level`, `label`, `message`, then metadata), the form
/// log collectors ingest without parsing rules.
///
/// A metadata key that is one of those four fields is written as `metadata.KEY` (`metadata.message`):
/// the webhook's failure reason travels as metadata `message` and must not be lost under the log message.
public struct JSONLogHandler: LogHandler {
    /// The fields the handler writes itself.
    static let ownFields: Set<String> = ["time", "level", "label", "message"]

    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    private let label: String
    private let write: @Sendable (String) -> Void

    private static let lock = NIOLock()

    public init(label: String, level: Logger.Level = .info, write: (@Sendable (String) -> Void)? = nil) {
        self.label = label
        self.logLevel = level
        self.write =
            write ?? { line in
                JSONLogHandler.lock.withLock { FileHandle.standardError.write(Data(line.utf8)) }
            }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var fields: [String: String] = [:]
        for (key, value) in metadata.merging(event.metadata ?? [:], uniquingKeysWith: { $1 }) {
            fields[Self.ownFields.contains(key) ? "metadata." + key : key] = "\(value)"
        }
        fields["time"] = ISO8601DateFormatter().string(from: Date())
        fields["level"] = event.level.rawValue
        fields["label"] = label
        fields["message"] = "\(event.message)"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(fields) else { return }
        write(String(decoding: data, as: UTF8.self) + "\n")
    }
}
