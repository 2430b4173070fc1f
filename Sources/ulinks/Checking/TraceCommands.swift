import ArgumentParser

/// `ulinks device` (the core's) and, with the checker, `ulinks trace`.
enum TraceCommands {
    static var all: [any ParsableCommand.Type] {
        var commands: [any ParsableCommand.Type] = [DeviceCommand.self]
        #if ULINKS_CHECKER
            commands.append(TraceCommand.self)
        #endif
        return commands
    }
}
