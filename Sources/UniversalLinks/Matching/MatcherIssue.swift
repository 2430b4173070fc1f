/// A problem found while compiling patterns (substitution variables). The matcher still works:
/// each issue says which reading it took.
public struct MatcherIssue: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// `$(name)` names no built-in and no `substitutionVariables` entry; it matches nothing.
        case undefinedVariable = "undefined-variable"
        /// `$(` without a closing `)`; the characters are matched literally.
        case unterminatedVariable = "unterminated-variable"
        /// A variable value contains `$(`; the value is matched literally.
        case variableInValue = "variable-in-variable-value"
        /// A `substitutionVariables` entry uses a built-in name; the built-in keeps its meaning.
        case builtinRedefined = "builtin-variable-redefined"
        /// A variable name contains `$`, `(` or `)` and so can never be referenced.
        case invalidVariableName = "invalid-variable-name"
    }

    public var kind: Kind
    public var message: Message
    /// Byte offset of the pattern or definition concerned.
    public var offset: Int
    public var pointer: String

    public init(_ kind: Kind, _ message: Message, offset: Int, pointer: String) {
        self.kind = kind
        self.message = message
        self.offset = offset
        self.pointer = pointer
    }
}
