extension SemanticDiff {
    /// The rule-level differences between `old` and `new` (see ``RuleChange``), apps with the same
    /// differences together, each change with at most `examples` readable URLs whose decision it alters.
    static func ruleChanges(
        old: AssociationFile, new: AssociationFile, oldMatcher: AASAMatcher, newMatcher: AASAMatcher, domain: String?,
        versions: [IOSVersion], examples: Int
    ) -> [RuleChange] {
        let host = domain ?? "example.com"
        var out = variableChanges(old, new)
        if let change = defaultsChange(old.applinks?.defaults, new.applinks?.defaults, key: "diff.change.defaults") {
            out.append(RuleChange(apps: [], ios: 13, kind: .defaults, summary: change, examples: []))
        }
        let common = newMatcher.appIDs.filter { oldMatcher.appIDs.contains($0) }
        let oldOrder = oldMatcher.appIDs.filter { common.contains($0) }
        if oldOrder != common {
            out.append(
                RuleChange(
                    apps: common, ios: 13, kind: .order,
                    summary: Message(
                        "diff.change.order",
                        texts: ["old": oldOrder.joined(separator: ", "), "new": common.joined(separator: ", ")]),
                    examples: []))
        }
        let variables = Dictionary(
            (new.applinks?.substitutionVariables ?? []).map { ($0.name, $0.values.map(\.value)) },
            uniquingKeysWith: { $1 })
        for ios in versions {
            // Apps whose rules differ in the same way are reported together.
            var groups: [(changes: [Pending], apps: [String])] = []
            for app in common {
                let changes = pendingChanges(
                    AppRules(app, in: old, ios: ios), AppRules(app, in: new, ios: ios), ios: ios)
                guard !changes.isEmpty else { continue }
                if let k = groups.firstIndex(where: { $0.changes == changes }) {
                    groups[k].apps.append(app)
                } else {
                    groups.append((changes, [app]))
                }
            }
            for group in groups {
                for change in group.changes {
                    var found: [RuleChange.Example] = []
                    var seen: Set<String> = []
                    let urls = change.shapes.flatMap { $0.readableURLs(host: host, variables: variables) }
                    for url in urls where found.count < examples && seen.insert(url).inserted {
                        for app in group.apps {
                            let before = oldMatcher.decision(for: app, url: url, domain: domain, ios: ios) ?? .noMatch
                            let after = newMatcher.decision(for: app, url: url, domain: domain, ios: ios) ?? .noMatch
                            if before != after {
                                found.append(.init(url: url, appID: app, old: before, new: after))
                                break
                            }
                        }
                    }
                    out.append(
                        RuleChange(
                            apps: group.apps, ios: ios.rawValue, kind: change.kind, oldPointer: change.oldPointer,
                            newPointer: change.newPointer, summary: change.summary, examples: found))
                }
            }
        }
        return out
    }

    /// A change before its examples: what the group of apps shares.
    struct Pending: Hashable {
        var kind: RuleChange.Kind
        var oldPointer: String?
        var newPointer: String?
        var summary: Message
        /// The rules whose readable URLs may show the change.
        var shapes: [RuleShape]
    }

    /// The rules one app is decided by on one iOS version, as the matcher picks them (the first
    /// detail listing the app; `components` when iOS 13+ has them, else `paths`).
    struct AppRules {
        var shapes: [RuleShape] = []
        var pointers: [String] = []
        var noun = "component"
        var defaults: Component?

        init(_ app: String, in file: AssociationFile, ios: IOSVersion) {
            guard let detail = file.applinks?.details.first(where: { $0.appIDs.contains { $0.value == app } }) else {
                return
            }
            if ios == .ios13, let components = detail.components {
                shapes = components.map(RuleShape.init)
                pointers = components.map(\.pointer)
                defaults = detail.defaults
            } else {
                noun = "path"
                shapes = (detail.paths ?? []).map { RuleShape(legacy: $0.value) }
                pointers = (detail.paths ?? []).map(\.pointer)
            }
        }
    }

    static func pendingChanges(_ old: AppRules, _ new: AppRules, ios: IOSVersion) -> [Pending] {
        var out: [Pending] = []
        if ios == .ios13, let change = defaultsChange(old.defaults, new.defaults, key: "diff.change.detail-defaults") {
            out.append(Pending(kind: .defaults, summary: change, shapes: Array(new.shapes.prefix(10))))
        }
        let anchors = alignment(old.shapes, new.shapes)
        let keptOld = Set(anchors.map(\.0))
        let keptNew = Set(anchors.map(\.1))
        var removed = (0..<old.shapes.count).filter { !keptOld.contains($0) }
        var added = (0..<new.shapes.count).filter { !keptNew.contains($0) }
        func change(_ what: String, _ rules: AppRules, _ values: [String: Message.Argument]) -> Message {
            Message("diff.change.\(what).\(rules.noun)", values)
        }
        // A rule that left one place and appeared at another moved.
        for i in removed {
            guard let k = added.firstIndex(where: { new.shapes[$0] == old.shapes[i] }) else { continue }
            let j = added.remove(at: k)
            removed.removeAll { $0 == i }
            out.append(
                Pending(
                    kind: .moved, oldPointer: old.pointers[i], newPointer: new.pointers[j],
                    summary: change(
                        "moved", old, ["old": .integer(i), "new": .integer(j), "rule": .text(old.shapes[i].text)]),
                    shapes: [old.shapes[i]]))
        }
        // Between two rules that stayed, a removed rule and an added one are one rule changed.
        let bounds = [(-1, -1)] + anchors + [(old.shapes.count, new.shapes.count)]
        for (before, after) in zip(bounds, bounds.dropFirst()) {
            let gone = removed.filter { $0 > before.0 && $0 < after.0 }
            let came = added.filter { $0 > before.1 && $0 < after.1 }
            for (i, j) in zip(gone, came) {
                let what = Message.joined(new.shapes[j].differences(from: old.shapes[i]), separator: "; ")
                let summary =
                    i == j
                    ? change("changed", new, ["index": .integer(j), "what": .message(what)])
                    : change("changed", new, ["index": .integer(j), "old": .integer(i), "what": .message(what)])
                out.append(
                    Pending(
                        kind: .changed, oldPointer: old.pointers[i], newPointer: new.pointers[j],
                        summary: i == j ? summary : Message(summary.key + ".was", summary.arguments),
                        shapes: [old.shapes[i], new.shapes[j]]))
            }
            for i in gone.dropFirst(came.count) {
                out.append(
                    Pending(
                        kind: .removed, oldPointer: old.pointers[i],
                        summary: change("removed", old, ["index": .integer(i), "rule": .text(old.shapes[i].text)]),
                        shapes: [old.shapes[i]]))
            }
            for j in came.dropFirst(gone.count) {
                out.append(
                    Pending(
                        kind: .added, newPointer: new.pointers[j],
                        summary: change("added", new, ["index": .integer(j), "rule": .text(new.shapes[j].text)]),
                        shapes: [new.shapes[j]]))
            }
        }
        return out
    }

    /// Index pairs of equal rules, in order: a longest common subsequence after the common head and
    /// tail (the middle is compared by position when it is too long for the quadratic search).
    static func alignment(_ a: [RuleShape], _ b: [RuleShape]) -> [(Int, Int)] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        var pairs = (0..<head).map { ($0, $0) }
        let x = Array(a[head..<(a.count - tail)])
        let y = Array(b[head..<(b.count - tail)])
        if !x.isEmpty, !y.isEmpty, x.count * y.count <= 1_000_000 {
            // lengths[i][j]: the longest common subsequence of x[i...] and y[j...].
            var lengths = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
            for i in stride(from: x.count - 1, through: 0, by: -1) {
                for j in stride(from: y.count - 1, through: 0, by: -1) {
                    lengths[i][j] = x[i] == y[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
            var (i, j) = (0, 0)
            while i < x.count, j < y.count {
                if x[i] == y[j] {
                    pairs.append((head + i, head + j))
                    i += 1
                    j += 1
                } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                    i += 1
                } else {
                    j += 1
                }
            }
        }
        pairs += (0..<tail).map { (a.count - tail + $0, b.count - tail + $0) }
        return pairs
    }

    /// How a `defaults` object changed, or nil when it did not.
    static func defaultsChange(_ old: Component?, _ new: Component?, key: String) -> Message? {
        let a = old.map(RuleShape.init) ?? RuleShape(Component())
        let b = new.map(RuleShape.init) ?? RuleShape(Component())
        guard a != b else { return nil }
        return Message(key, ["what": .message(Message.joined(b.differences(from: a), separator: "; "))])
    }

    /// One change per substitution variable added, removed or given other values.
    static func variableChanges(_ old: AssociationFile, _ new: AssociationFile) -> [RuleChange] {
        func values(_ file: AssociationFile) -> [(String, [String])] {
            (file.applinks?.substitutionVariables ?? []).map { ($0.name, $0.values.map(\.value)) }
        }
        let a = values(old)
        let b = values(new)
        var out: [Message] = []
        for (name, list) in b {
            let before = a.last { $0.0 == name }?.1
            if before == nil {
                out.append(Message("diff.change.variable.added", texts: ["name": name, "values": "\(list)"]))
            } else if before != list {
                out.append(
                    Message(
                        "diff.change.variable.changed",
                        texts: ["name": name, "old": "\(before ?? [])", "new": "\(list)"]))
            }
        }
        for (name, list) in a where !b.contains(where: { $0.0 == name }) {
            out.append(Message("diff.change.variable.removed", texts: ["name": name, "values": "\(list)"]))
        }
        return out.map { RuleChange(apps: [], ios: 13, kind: .variables, summary: $0, examples: []) }
    }
}
