import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksMCP

/// The `passkeys` tool driven by the real Python MCP client over stdio: its explanations are the CLI's,
/// hostile and missing arguments are MCP errors.
@Suite struct PasskeysMCPTests {
    static let client = #"""
        import asyncio, json, subprocess, sys
        from mcp import ClientSession, StdioServerParameters
        from mcp.client.stdio import stdio_client
        try:
            from mcp.shared.exceptions import MCPError as McpError
        except ImportError:
            from mcp.shared.exceptions import McpError
        ULINKS = sys.argv[1]
        TEXT = "androidx.credentials.exceptions.publickeycredential.CreatePublicKeyCredentialDomException: [50152] RP ID cannot be validated."
        failures = []
        async def error(session, arguments, fragment):
            try:
                result = await session.call_tool("passkeys", arguments)
            except McpError as e:
                if fragment not in e.error.message: failures.append(f"{arguments}: {e.error.message}")
                return
            if not getattr(result, "isError", False): failures.append(f"{arguments}: no error: {str(result)[:200]}")
        async def main():
            server = StdioServerParameters(command=ULINKS, args=["mcp"])
            async with stdio_client(server) as (r, w):
                async with ClientSession(r, w) as session:
                    await session.initialize()
                    names = {tool.name for tool in (await session.list_tools()).tools}
                    if "passkeys" not in names: failures.append(f"tools {names}")
                    result = await session.call_tool("passkeys", {"explain_error": TEXT})
                    answer = json.loads(result.content[0].text)
                    cli = json.loads(subprocess.run([ULINKS, "passkeys", "--explain-error", TEXT, "--format", "json"],
                                                    capture_output=True, text=True).stdout)
                    if answer.get("explanations") != cli: failures.append(f"differs from the CLI: {answer} / {cli}")
                    if [e["id"] for e in cli] != ["android-rp-id-invalid"]: failures.append(f"ids {cli}")
                    await error(session, {}, "rp_id")
                    await error(session, {"rp_id": "127.0.0.1"}, "")
                    await error(session, {"rp_id": "example.com", "apps": ["nope"]}, "App ID")
                    await error(session, {"rp_id": "example.com", "fingerprints": ["12:34"]}, "fingerprint")
        asyncio.run(main())
        print("\n".join(failures) if failures else "ok: passkeys tool")
        sys.exit(1 if failures else 0)
        """#

    @Test func pythonClientCallsThePasskeysTool() async throws {
        guard let (binary, python) = try await MCPServerTests.binaryAndPython() else { return }
        let dir = try TemporaryDirectory("mcp-passkeys")
        defer { dir.remove() }
        try dir.write("client.py", Self.client)
        let run = try await Subprocess.run(python, [dir.url.appendingPathComponent("client.py").path, binary.path])
        #expect(run.status == 0, "\(run.text)\(run.errors.suffix(2000))")
        #expect(run.text.contains("ok: passkeys tool"), "\(run.text)")
    }

    @Test func theToolIsListed() {
        #expect(ULinksTools().tools.contains { $0.name == "passkeys" })
    }
}
