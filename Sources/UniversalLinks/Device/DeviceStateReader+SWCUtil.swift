/// `swcutil show`: blocks of `Key:   value` lines, one block per (service, app, domain), separated
/// by dashed lines. A sysdiagnose's `swcutil_show.txt` wraps them in sections (`=== DATABASE ===`,
/// then `NETWORK`, `SETTINGS`, `MEMORY USAGE`); only the database holds entries.
extension DeviceStateReader {
    /// The keys of an entry block (others are reported as unknown lines).
    static let swcutilKeys: Set<String> = [
        "Service", "App ID", "App Version", "App PI", "Domain", "User Approval", "Site/Fmwk Approval", "Flags",
        "Last Checked", "Next Check", "Error", "Retries", "Relative Order",
    ]

    func readSWCUtil(_ lines: [DeviceStateLine], into state: inout DeviceState) {
        // Without section markers, the whole input is the database (the output of `swcutil show` alone).
        var inDatabase = !lines.contains { $0.contains("= DATABASE =") }
        var block: [String: String] = [:]
        var start = 0
        func finish(_ state: inout DeviceState) {
            defer { block = [:] }
            guard !block.isEmpty else { return }
            guard let app = block["App ID"], let domain = block["Domain"] else {
                unknown(number: start, into: &state) { localizer.text("device.unknown.no-app") }
                return
            }
            add(swcutilEntry(block, app: app, domain: domain, line: start), to: &state)
        }
        for line in lines {
            if line.starts(with: "====") || line.ends(with: "====") {
                finish(&state)
                inDatabase = line.contains(" DATABASE ")
                continue
            }
            guard inDatabase, !line.isEmpty else { continue }
            if line.bytes.allSatisfy({ $0 == UInt8(ascii: "-") }) {
                finish(&state)
                continue
            }
            guard let (key, value) = line.keyValue(), Self.swcutilKeys.contains(key) else {
                unknown(line, into: &state)
                continue
            }
            // A new Service line starts the next entry even without a dashed line between them.
            if key == "Service" || block[key] != nil { finish(&state) }
            if block.isEmpty { start = line.number }
            block[key] = value
        }
        finish(&state)
    }

    private func swcutilEntry(_ block: [String: String], app: String, domain: String, line: Int) -> DeviceStateEntry {
        let site = block["Site/Fmwk Approval"] ?? "unspecified"
        var entry = DeviceStateEntry(service: block["Service"], app: app, domain: domain, state: site, line: line)
        entry.userApproval = block["User Approval"]
        var flags = (block["Flags"] ?? "").split(separator: ",").map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty }
        // The entitlement's mode is also in the domain (`example.com?mode=developer`).
        if let mode = domain.split(separator: "?", maxSplits: 1).dropFirst().first, mode.hasPrefix("mode=") {
            for part in mode.dropFirst(5).split(separator: "+") where !flags.contains(String(part)) {
                flags.append(String(part))
            }
        }
        entry.flags = flags
        entry.lastChecked = block["Last Checked"].map(DeviceDate.init(text:))
        entry.nextCheck = block["Next Check"].map(DeviceDate.init(text:))
        entry.error = block["Error"]
        explainIOS(&entry)
        return entry
    }
}
