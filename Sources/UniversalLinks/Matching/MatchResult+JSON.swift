extension MatchResult {
    /// The result as one line of compact JSON, keys in the documented order (`url`, `domain`,
    /// `opens`, `apps`): the JSON Lines form of `ulinks match --urls`, written without an encoder so
    /// that long URL lists stream quickly.
    public var jsonLine: String {
        var out = "{\"url\":"
        JSONText.appendString(url, to: &out)
        out += ",\"domain\":"
        JSONText.appendString(domain, to: &out)
        out += ",\"opens\":"
        if let opens { JSONText.appendString(opens, to: &out) } else { out += "null" }
        out += ",\"apps\":["
        for (i, app) in apps.enumerated() {
            if i > 0 { out += "," }
            out += "{\"appID\":"
            JSONText.appendString(app.appID, to: &out)
            out += ",\"decision\":\"" + app.decision.rawValue + "\",\"rule\":"
            if let rule = app.rule {
                out += "{\"pointer\":"
                JSONText.appendString(rule.pointer, to: &out)
                out += ",\"line\":" + (rule.line.map(String.init) ?? "null")
                out += ",\"column\":" + (rule.column.map(String.init) ?? "null") + "}"
            } else {
                out += "null"
            }
            if let problem = app.appIDProblem {
                out += ",\"appIDProblem\":"
                JSONText.appendString(problem.english, to: &out)
            }
            out += "}"
        }
        out += "]}"
        return out
    }
}
