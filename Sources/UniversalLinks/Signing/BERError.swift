/// Why a BER buffer cannot be read, with the byte offset where reading stopped.
struct BERError: Error, Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case truncated
        case malformed
    }

    var kind: Kind
    var offset: Int
    var message: String
}
