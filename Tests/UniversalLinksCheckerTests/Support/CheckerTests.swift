import Testing

/// Every test that talks to the loopback servers. Serialized: the tests measure deadlines and promptness,
/// and running dozens of checks (and `ulinks` processes) at once on two shared cores would make those
/// measurements say more about the machine than about the checker.
@Suite(.serialized) struct CheckerTests {}
