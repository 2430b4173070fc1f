/// Runs the semantic lints over a decoded file. Each aspect lives in a `Linter+Aspect.swift` file.
struct Linter {
    let file: AssociationFile
    var findings: [Finding] = []
    /// Bounds the rule-against-rule passes (see ``WorkBudget``); what they spent, for tests.
    var budget: WorkBudget
    /// Other counted work (the "did you mean" searches).
    var work = 0

    init(file: AssociationFile, sourceSize: Int = 0) {
        self.file = file
        self.budget = WorkBudget(forFileOfSize: sourceSize)
    }

    mutating func add(_ code: DiagnosticCode, _ message: Message, at offset: Int, pointer: String, hint: Message? = nil)
    {
        findings.append(Finding(code: code, message: message, hint: hint, offset: offset, pointer: pointer))
    }

    mutating func run() {
        findings.reserveCapacity(8)
        lintStructure()
        lintUnknownKeys()
        lintAppIDs()
        if let applinks = file.applinks {
            lintVariables(applinks)
            lintRules(applinks)
            lintUnreachableRules(applinks)
        }
    }

    mutating func lintStructure() {
        let hasService =
            file.applinks != nil || file.webcredentials != nil || file.appclips != nil
            || file.activitycontinuation != nil
        if !hasService {
            add(
                "no-service",
                "the file declares no service: applinks, webcredentials, appclips or activitycontinuation",
                at: 0, pointer: "")
        }
        file.forEachAppListService { service, section in
            guard section.apps.isEmpty else { return }
            add(
                "empty-service-apps", "\(service.rawValue).apps lists no app", at: section.offset,
                pointer: section.pointer)
        }
        guard let applinks = file.applinks else { return }
        switch applinks.detailsForm {
        case .missing:
            add(
                "missing-details", "applinks has no \"details\" array: no app is associated", at: applinks.offset,
                pointer: applinks.pointer)
        case .object:
            add(
                "legacy-details-object",
                "\"details\" is an object keyed by app ID (the iOS 9 form); iOS still reads it", at: applinks.offset,
                pointer: applinks.pointer + "/details")
        case .array:
            if applinks.details.isEmpty {
                add(
                    "empty-details", "applinks.details is empty", at: applinks.offset,
                    pointer: applinks.pointer + "/details")
            }
        }
        if let apps = applinks.apps {
            if let first = apps.first {
                add(
                    "legacy-apps-not-empty", "applinks.apps must be an empty array; iOS 12 and older reject the file",
                    at: first.offset, pointer: applinks.pointer + "/apps")
            }
        } else if applinks.details.contains(where: { $0.paths != nil }) {
            add(
                "legacy-apps-missing", "applinks has no \"apps\": []; iOS 12 and older reject the whole file",
                at: applinks.offset, pointer: applinks.pointer)
        }
    }
}
