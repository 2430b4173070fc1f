extension Parser {
    // MARK: Containers

    mutating func parseArray(depth: Int) -> JSONNode? {
        let start = pos
        pos += 1
        skipWhitespace()
        if current == Byte.closeBracket {
            pos += 1
            lastTokenEnd = pos
            return JSONNode(.array([]), offset: start)
        }
        // Elements go on a stack shared by every array, then into one array of the exact size.
        let base = elementStack.count
        while true {
            let before = pos
            if let value = parseValue(depth: depth) { elementStack.append(value) }
            if separator(in: .array, openedAt: start) == .end { break }
            if pos == before { skipCharacter() }
        }
        lastTokenEnd = pos
        let elements = Array(elementStack[base...])
        while elementStack.count > base { elementStack.removeLast() }
        return JSONNode(.array(elements), offset: start)
    }

    /// What follows an element: the container's shape, for the separator and its messages.
    /// An enum so that the hot path copies no strings; the texts are only built for messages.
    enum ContainerKind {
        case array
        case object

        var name: String { self == .array ? "array" : "object" }
        var open: String { self == .array ? "[" : "{" }
        var close: UInt8 { self == .array ? Byte.closeBracket : Byte.closeBrace }
        var wrongClose: UInt8 { self == .array ? Byte.closeBrace : Byte.closeBracket }

        var closeText: String { String(UnicodeScalar(close)) }
        var wrongCloseText: String { String(UnicodeScalar(wrongClose)) }
    }

    enum Separator { case next, end }

    /// Reads what follows an element or member: a comma (`next`), the closing bracket (`end`), or a
    /// mistake, reported and recovered from.
    mutating func separator(in kind: ContainerKind, openedAt start: Int) -> Separator {
        skipWhitespace()
        guard let b = current else {
            report(
                DiagnosticCode("unterminated-\(kind.name)"),
                kind == .array ? "array opened here is never closed" : "object opened here is never closed", at: start,
                hint: "add the closing \(kind.closeText)")
            return .end
        }
        if b == Byte.comma {
            let comma = pos
            pos += 1
            skipWhitespace()
            if current == kind.close {
                report(
                    "trailing-comma", "trailing comma before \(kind.closeText)", at: comma,
                    hint: kind == .array
                        ? "remove the comma after the last element" : "remove the comma after the last member")
                pos += 1
                return .end
            }
            return .next
        }
        if b == kind.close {
            pos += 1
            return .end
        }
        if b == kind.wrongClose {
            report(
                "mismatched-bracket",
                kind == .array
                    ? "\(kind.wrongCloseText) closes an array opened with \(kind.open)"
                    : "\(kind.wrongCloseText) closes an object opened with \(kind.open)", at: pos,
                hint: "write \(kind.closeText) instead")
            pos += 1
            return .end
        }
        if startsValue(b) {
            report(
                "missing-comma",
                kind == .array ? "missing comma between array elements" : "missing comma between object members",
                at: lastTokenEnd,
                hint: kind == .array
                    ? "add a comma after the previous element" : "add a comma after the previous member")
            return .next
        }
        let character = describeCharacter(at: pos)
        report(
            "unexpected-character",
            kind == .array ? "unexpected \(character) in an array" : "unexpected \(character) in an object", at: pos)
        skipCharacter()
        return .next
    }

    func startsValue(_ b: UInt8) -> Bool {
        b == Byte.quote || b == Byte.openBrace || b == Byte.openBracket || b == Byte.minus || Byte.isDigit(b)
            || Byte.isIdentifierStart(b) || b == Byte.apostrophe || curlyQuote(at: pos) != nil
    }

    mutating func parseObject(depth: Int) -> JSONNode? {
        let start = pos
        pos += 1
        skipWhitespace()
        if current == Byte.closeBrace {
            pos += 1
            lastTokenEnd = pos
            return JSONNode(.object([]), offset: start)
        }
        let base = memberStack.count
        while true {
            let before = pos
            skipWhitespace()
            guard let b = current else {
                report(
                    "unterminated-object", "object opened here is never closed", at: start, hint: "add the closing }")
                break
            }
            if b == Byte.closeBrace {
                pos += 1
                break
            }
            let keyOffset = pos
            var key: String?
            if b == Byte.quote {
                key = parseString(style: .straight)
            } else if b == Byte.apostrophe {
                report("single-quote", "keys must use double quotes (\"), not single quotes (')", at: pos)
                key = parseString(style: .single)
            } else if let curly = curlyQuote(at: pos) {
                report(
                    "curly-quote", "typographic quote \(curly.character) used instead of a straight double quote (\")",
                    at: pos)
                key = parseString(style: .curly)
            } else if Byte.isIdentifierStart(b) {
                let wordStart = pos
                while pos < bytes.count, Byte.isIdentifier(bytes[pos]) { pos += 1 }
                let word = String(decoding: bytes[wordStart..<pos], as: UTF8.self)
                report(
                    "unquoted-key", "key '\(word)' must be in double quotes", at: wordStart, hint: "write \"\(word)\"")
                lastTokenEnd = pos
                key = word
            } else if b == Byte.comma {
                report("expected-value", "expected a key before ','", at: pos)
                pos += 1
                continue
            } else if b == Byte.closeBracket {
                report("mismatched-bracket", "] closes an object opened with {", at: pos, hint: "write } instead")
                pos += 1
                break
            } else {
                report(
                    "unexpected-character", "unexpected \(describeCharacter(at: pos)) where a key was expected", at: pos
                )
                skipCharacter()
                continue
            }
            skipWhitespace()
            if current == Byte.colon {
                pos += 1
            } else if current == Byte.equals {
                report("missing-colon", "'=' used instead of ':' after the key", at: pos)
                pos += 1
            } else {
                report("missing-colon", "missing ':' after key \"\(key ?? "")\"", at: lastTokenEnd)
                if let c = current, c == Byte.comma || c == Byte.closeBrace {
                    // A bare key with no value at all.
                    if c == Byte.comma { pos += 1 }
                    continue
                }
            }
            let value = parseValue(depth: depth)
            if let key, let value {
                memberStack.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            }
            if separator(in: .object, openedAt: start) == .end { break }
            if pos == before { skipCharacter() }
        }
        lastTokenEnd = pos
        let members = Array(memberStack[base...])
        while memberStack.count > base { memberStack.removeLast() }
        reportDuplicates(members)
        return JSONNode(.object(members), offset: start)
    }

    mutating func reportDuplicates(_ members: [JSONMember]) {
        guard members.count > 1 else { return }
        // Objects in these files are small: a quadratic scan beats hashing every key.
        if members.count <= 16 {
            for i in 1..<members.count where members[..<i].contains(where: { $0.key == members[i].key }) {
                reportDuplicate(members[i])
            }
            return
        }
        var seen: Set<String> = []
        for member in members where !seen.insert(member.key).inserted {
            reportDuplicate(member)
        }
    }

    mutating func reportDuplicate(_ member: JSONMember) {
        report(
            "duplicate-key",
            "key \"\(member.key)\" appears more than once in this object; parsers disagree on which value wins",
            at: member.keyOffset, hint: "keep one \"\(member.key)\" and merge the values")
    }
}
