/// One BER/DER element: where its header and contents lie in the buffer.
///
/// Offsets, not slices, so that messages can say where a problem is.
struct BERElement: Sendable, Hashable {
    enum TagClass: UInt8, Sendable {
        case universal = 0, application = 1, contextSpecific = 2, `private` = 3
    }

    var tagClass: TagClass
    var isConstructed: Bool
    var tagNumber: UInt
    /// Offset of the first identifier byte.
    var start: Int
    /// Contents, excluding the end-of-contents octets of an indefinite-length element.
    var contents: Range<Int>
    /// Offset just past the element (past its end-of-contents octets when indefinite).
    var end: Int
    var isIndefinite: Bool

    func isUniversal(_ number: UInt) -> Bool { tagClass == .universal && tagNumber == number }
    func isContext(_ number: UInt) -> Bool { tagClass == .contextSpecific && tagNumber == number }

    static let integer: UInt = 2
    static let bitString: UInt = 3
    static let octetString: UInt = 4
    static let objectIdentifier: UInt = 6
    static let sequence: UInt = 16
    static let set: UInt = 17
}
