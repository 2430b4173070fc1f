import Foundation
import UniversalLinks

/// `MatchingBenchmark cli [URLs] [ulinks binary]`: the batch path of the built `ulinks`
/// (`match --urls FILE --domain example.com`, JSON Lines and text, output to /dev/null) against
/// the in-process `decide` rate on the same URLs and the regex baseline, per workload, in one run.
/// The process's wall time includes starting and compiling the file (milliseconds).
///
/// The baseline decides 2,000 of the URLs, 400 in each of the five rounds (interleaved with the
/// CLI runs, so that load hits both alike); "vs baseline" compares rates per URL: the CLI's whole
/// run (start-up included) per URL against the baseline's time per URL, in wall and CPU time.
enum CLIMode {
    static func run(workloads: [(name: String, json: String)], urlCount: Int, binary: String, only: String?) throws {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("no ulinks at \(binary): build it first (swift build -c release --product ulinks) or give its path")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "matching-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        print("ulinks: \(binary); \(urlCount) URLs per workload; CLI output to /dev/null; rates are medians of 5 runs")
        print(
            "| workload | decide/s (in-process) | CLI json/s | CLI text/s | json ratio | text ratio | baseline/s | CPU-time ratios json, text | CLI json run | json vs baseline | CPU: json vs baseline |"
        )
        print("|---|---|---|---|---|---|---|---|---|---|---|")
        let clock = ContinuousClock()
        for (index, workload) in workloads.enumerated() where only.map({ workload.name.hasPrefix("(\($0))") }) ?? true {
            let document = AssociationDocument(string: workload.json)
            guard let file = document.file else { continue }
            let urls = URLGenerator(file: file, domain: "example.com").urls(count: urlCount, seed: 42)
            let aasa = directory.appendingPathComponent("aasa-\(index).json")
            let list = directory.appendingPathComponent("urls-\(index).txt")
            try Data(workload.json.utf8).write(to: aasa)
            try Data((urls.joined(separator: "\n") + "\n").utf8).write(to: list)
            let matcher = AASAMatcher(document: document)
            var opened = 0
            func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
            var inProcess: [Double] = []
            var json: [Double] = []
            var text: [Double] = []
            // CPU seconds too: on a shared machine, waiting for a core is not the program's time.
            var inProcessCPU: [Double] = []
            var jsonCPU: [Double] = []
            var textCPU: [Double] = []
            let baseline = try RegexBaseline(file: file)
            let sample = Array(urls.prefix(2000))
            var baselineTime = 0.0
            var baselineCPU = 0.0
            // Interleaved, so that the machine's load hits all four alike.
            for round in 0..<5 {
                let cpu = threadCPU()
                inProcess.append(
                    seconds(
                        clock.measure {
                            urls.withUnsafeBufferPointer { urls in
                                for url in urls where matcher.decide(url, domain: "example.com").opens != nil {
                                    opened += 1
                                }
                            }
                        }))
                inProcessCPU.append(threadCPU() - cpu)
                var children = childrenCPU()
                json.append(try timeCLI(binary, aasa.path, list.path, json: true))
                jsonCPU.append(childrenCPU() - children)
                children = childrenCPU()
                text.append(try timeCLI(binary, aasa.path, list.path, json: false))
                textCPU.append(childrenCPU() - children)
                let part = sample.count / 5
                let slice = sample[(round * part)..<((round + 1) * part)]
                let before = threadCPU()
                baselineTime += seconds(
                    clock.measure { for url in slice where baseline.opens(url) != nil { opened += 1 } })
                baselineCPU += threadCPU() - before
            }
            let rate = Double(urls.count) / median(inProcess)
            let jsonRate = Double(urls.count) / median(json)
            let textRate = Double(urls.count) / median(text)
            let baselined = Double(sample.count / 5 * 5)
            let baselineRate = baselined / baselineTime
            let baselineCPURate = baselined / baselineCPU
            print(
                "| \(workload.name) | \(Int(rate)) | \(Int(jsonRate)) | \(Int(textRate)) | "
                    + String(format: "%.2fx | %.2fx", jsonRate / rate, textRate / rate)
                    + " | \(Int(baselineRate)) | "
                    + String(
                        format: "%.2fx, %.2fx | %.1f ms | %.0fx | %.0fx |", median(inProcessCPU) / median(jsonCPU),
                        median(inProcessCPU) / median(textCPU), median(json) * 1000, jsonRate / baselineRate,
                        Double(urls.count) / median(jsonCPU) / baselineCPURate))
            _ = opened
        }
    }

    /// CPU seconds (user and system) of this thread.
    static func threadCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// CPU seconds of the finished child processes, all together.
    static func childrenCPU() -> Double {
        var usage = rusage()
        #if os(Linux)
            getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Runs `ulinks match AASA --urls LIST --domain example.com [--format json] > /dev/null`; seconds.
    /// Started with `posix_spawn` and reaped with `waitpid`: Foundation's `Process.waitUntilExit()`
    /// polls its run loop every 50 ms, which rounded every run up to the next 50 ms (a 60 ms run
    /// read as 101 ms).
    static func timeCLI(_ binary: String, _ aasa: String, _ list: String, json: Bool) throws -> Double {
        let arguments =
            [binary, "match", aasa, "--urls", list, "--domain", "example.com"] + (json ? ["--format", "json"] : [])
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = ContinuousClock.now
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw CocoaError(
                .fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "posix_spawn \(binary): \(spawned)"])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let elapsed = seconds(ContinuousClock.now - start)
        if status != 0 { FileHandle.standardError.write(Data("ulinks exited with status \(status)\n".utf8)) }
        return elapsed
    }
}
