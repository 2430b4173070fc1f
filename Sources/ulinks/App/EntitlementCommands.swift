import ArgumentParser

enum EntitlementCommands {
    static var all: [any ParsableCommand.Type] {
        var commands: [any ParsableCommand.Type] = [EntitlementsCommand.self]
        #if ULINKS_CHECKER && ULINKS_APP
            commands.append(DoctorCommand.self)
        #endif
        return commands
    }
}
