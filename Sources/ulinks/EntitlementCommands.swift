import ArgumentParser

enum EntitlementCommands {
    static var all: [any ParsableCommand.Type] {
        var commands: [any ParsableCommand.Type] = [EntitlementsCommand.self]
        #if canImport(UniversalLinksChecker) && canImport(UniversalLinksApp)
            commands.append(DoctorCommand.self)
        #endif
        return commands
    }
}
