/// The substitution variables a pattern may use: the built-ins and the file's own
/// `applinks.substitutionVariables`.
struct SubstitutionTable: Sendable, Hashable {
    /// The built-in variables and what they stand for.
    enum Builtin: Sendable, Hashable {
        case letter(LetterClass)
        case code(CodeTable)

        static let byName: [String: Builtin] = [
            "alpha": .letter(.alpha), "upper": .letter(.upper), "lower": .letter(.lower),
            "alnum": .letter(.alnum), "digit": .letter(.digit), "xdigit": .letter(.xdigit),
            "region": .code(.region), "lang": .code(.language),
        ]
    }

    /// User variables by name (a name defined twice keeps its last definition, as JSON lookups do).
    var user: [String: [String]] = [:]
    /// Problems found in the definitions themselves.
    var issues: [MatcherIssue] = []

    init() {}

    init(_ variables: [SubstitutionVariable]) {
        for variable in variables {
            if Builtin.byName[variable.name] != nil {
                // Our reading: the built-in keeps its meaning.
                issues.append(
                    MatcherIssue(
                        .builtinRedefined, "\"\(variable.name)\" is a built-in variable and cannot be redefined",
                        offset: variable.offset, pointer: variable.pointer))
                continue
            }
            if variable.name.utf8.contains(where: { $0 == 0x24 || $0 == 0x28 || $0 == 0x29 }) {
                issues.append(
                    MatcherIssue(
                        .invalidVariableName,
                        "variable name \"\(variable.name)\" contains $, ( or ); it can never be used",
                        offset: variable.offset, pointer: variable.pointer))
            }
            for value in variable.values where value.value.utf8.containsVariableReference {
                // Our reading: the value is used literally.
                issues.append(
                    MatcherIssue(
                        .variableInValue,
                        "the value \"\(value.value)\" uses another variable; values cannot contain variables",
                        offset: value.offset, pointer: value.pointer))
            }
            user[variable.name] = variable.values.map(\.value)
        }
    }
}

extension Sequence where Element == UInt8 {
    /// True when the bytes contain `$(`.
    var containsVariableReference: Bool {
        var previous: UInt8 = 0
        for b in self {
            if previous == 0x24 && b == 0x28 { return true }
            previous = b
        }
        return false
    }
}
