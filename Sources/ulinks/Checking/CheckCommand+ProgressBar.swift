#if ULINKS_CHECKER
    import Foundation
    import UniversalLinksChecker

    /// A one-line progress bar on standard error, drawn only on a terminal (never into a file or pipe).
    final class ProgressBar {
        private let total: Int
        private let enabled: Bool
        private var done = 0
        private var counts: [DomainStatus: Int] = [:]
        private var lastDraw = Date.distantPast
        private var drawn = false

        init(total: Int, enabled: Bool) {
            self.total = total
            self.enabled = enabled
        }

        func advance(_ status: DomainStatus) {
            done += 1
            counts[status, default: 0] += 1
            guard enabled else { return }
            let now = Date()
            // Redraw at most ten times a second, and always for the last domain.
            guard now.timeIntervalSince(lastDraw) >= 0.1 || done == total else { return }
            lastDraw = now
            let width = 30
            let filled = total == 0 ? width : width * done / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            let line =
                "\r[\(bar)] \(done)/\(total)  pass \(counts[.pass] ?? 0)  warn \(counts[.warning] ?? 0)  fail \(counts[.fail] ?? 0)  unreachable \(counts[.unreachable] ?? 0)"
            CLI.writeError(line)
            drawn = true
        }

        /// Erases the bar so that other output starts on a clean line.
        func clear() {
            guard enabled, drawn else { return }
            CLI.writeError("\r\u{1B}[2K")
            drawn = false
        }
    }
#endif
