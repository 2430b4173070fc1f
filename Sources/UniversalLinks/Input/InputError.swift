/// Why ``BoundedInput`` could not give a file's bytes.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// Missing, a directory, no permission, an I/O error.
        case unreadable
        /// Larger than the limit. `seen` is the file's size when `complete` (a regular file says it),
        /// else the bytes read before stopping (the input may be endless).
        case tooLarge(seen: Int, limit: Int, complete: Bool)
    }

    public var kind: Kind
    public var path: String
    /// What went wrong, without the path.
    public var message: Message

    public init(_ kind: Kind, path: String, message: Message? = nil) {
        self.kind = kind
        self.path = path
        switch kind {
        case .unreadable:
            self.message = message ?? "cannot be read"
        case .tooLarge(let seen, let limit, let complete):
            self.message =
                message
                ?? (complete
                    ? "\(seen) bytes, larger than the limit of \(limit) bytes"
                    : "larger than the limit of \(limit) bytes (stopped reading after \(seen) bytes)")
        }
    }

    /// The diagnostic code: `too-large` or `unreadable-file`.
    public var code: DiagnosticCode {
        if case .tooLarge = kind { return "too-large" }
        return "unreadable-file"
    }

    public var description: String { "\(path): \(message)" }
}
