"""Drives `ulinks mcp` with the real Python MCP client (PyPI `mcp`) over stdio.

Usage: mcp_client.py ULINKS FOLDER FINGERPRINT. FOLDER holds the fixture files written by MCPServerTests;
FINGERPRINT is the one its assetlinks.json lists.
Calls every tool and compares its JSON with `ulinks COMMAND --format json` on the same input; sends
bad input (missing arguments, oversize content, hostile domains) and expects MCP errors; disconnects
in the middle of a call and expects the server to exit cleanly. Prints one line per failure and exits
1 if any; prints a summary line `ok: N checks` otherwise.
"""
import asyncio
import json
import os
import socket
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import link_hosts  # noqa: E402
from mcp_checks import check, failures, field, finish  # noqa: E402

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
try:  # mcp 2.x
    from mcp.shared.exceptions import MCPError as McpError
except ImportError:  # mcp 1.x
    from mcp.shared.exceptions import McpError

ULINKS, FOLDER, PRINT = sys.argv[1], sys.argv[2], sys.argv[3]
def path(name):
    return os.path.join(FOLDER, name)


def read(name):
    with open(path(name)) as f:
        return f.read()


def cli_json(*arguments, stdin=None):
    return json.loads(cli_text(*arguments, stdin=stdin))


def cli_text(*arguments, stdin=None):
    return subprocess.run([ULINKS, *arguments], capture_output=True, text=True, input=stdin).stdout


async def call(session, name, arguments):
    result = await session.call_tool(name, arguments)
    check(not field(result, "isError"), f"{name}: isError")
    text = result.content[0].text
    value = json.loads(text)
    if isinstance(value, dict):
        check(field(result, "structuredContent") == value, f"{name}: structuredContent differs from the text")
    return value


async def expect_error(session, name, arguments, fragment):
    try:
        result = await session.call_tool(name, arguments)
    except McpError as error:
        check(fragment in error.error.message, f"{name} {list(arguments)}: error '{error.error.message}' lacks '{fragment}'")
        check(error.error.code == -32602, f"{name}: error code {error.error.code}, not invalid params")
        return
    failures.append(f"{name} {list(arguments)}: no MCP error but {str(result)[:200]}")


async def tools_and_errors():
    server = StdioServerParameters(command=ULINKS, args=["mcp", "--max-content-bytes", "200000", "--timeout", "5"])
    async with stdio_client(server) as (read_stream, write_stream):
        async with ClientSession(read_stream, write_stream) as session:
            init = await session.initialize()
            check(field(init, "serverInfo").name == "ulinks", f"server name {field(init, 'serverInfo').name}")
            names = {tool.name for tool in (await session.list_tools()).tools}
            check(names == {"validate", "match", "diff", "convert", "entitlements", "check", "trace", "device", "android_match", "passkeys"},
                  f"tools {names}")

            # validate: by path, the command's JSON exactly; by content, the same findings.
            by_path = await call(session, "validate", {"path": path("broken.json")})
            check(by_path == cli_json("validate", "--format", "json", path("broken.json")), "validate: differs from the CLI")
            check(by_path["valid"] is False, "validate: broken file is valid")
            by_content = await call(session, "validate", {"content": read("broken.json")})
            check(by_content["files"][0]["file"] == "<content>", "validate: content name")
            check(by_content["files"][0]["diagnostics"] == by_path["files"][0]["diagnostics"], "validate: content differs")
            strict = await call(session, "validate", {"content": read("warning.json"), "strict": True})
            check(strict["valid"] is False, "validate: strict ignores warnings")

            # match, with and without explain.
            urls = ["https://example.com/shop/1", "https://example.com/help/faq", "https://other.test/shop/1"]
            decided = await call(session, "match", {"path": path("new.json"), "urls": urls})
            check(decided == cli_json("match", "--format", "json", path("new.json"), *urls), "match: differs from the CLI")
            check(decided[0]["opens"] == "ABCDE12345.com.example.app", f"match: {decided[0]}")
            explained = await call(session, "match", {"content": read("new.json"), "urls": urls[:2], "explain": True, "ios": 13})
            check(explained == cli_json("match", "--format", "json", "--explain", path("new.json"), *urls[:2]), "match explain: differs")

            # diff: the semantic diff of the command.
            changed = await call(session, "diff", {"old": read("old.json"), "new": read("new.json")})
            check(changed == cli_json("diff", "--format", "json", path("old.json"), path("new.json")), "diff: differs from the CLI")
            check(any(app["lost"] for app in changed["apps"]), "diff: nothing lost")

            # convert: components, checked to decide identically.
            converted = await call(session, "convert", {"content": read("legacy.json"), "to": "components"})
            check(converted["mismatches"] == 0 and converted["convertedPaths"] == 2, f"convert: {converted}")
            check('"components"' in converted["text"], "convert: no components")

            # convert to assetlinks: the command's output as text, its summary as fields.
            to_android = await call(session, "convert", {"path": path("new.json"), "to": "assetlinks", "package": "com.example.app",
                                                         "fingerprints": [PRINT]})
            expected = cli_text("convert", "--to", "assetlinks", "--package", "com.example.app", "--fingerprint", PRINT, path("new.json"))
            check(to_android["text"] == expected, f"convert assetlinks: differs from the CLI: {to_android['text']!r} / {expected!r}")
            check(to_android["appID"] == "ABCDE12345.com.example.app" and to_android["dynamicRules"] == 1
                  and to_android["mismatches"] == 0 and to_android["checkedURLs"] > 0, f"convert assetlinks: {to_android}")
            await expect_error(session, "convert", {"path": path("new.json"), "to": "assetlinks", "fingerprints": [PRINT]}, "needs 'package'")
            await expect_error(session, "convert", {"path": path("new.json"), "to": "assetlinks", "package": "com.example.app"},
                               "needs 'fingerprints'")
            await expect_error(session, "convert", {"path": path("new.json"), "to": "assetlinks", "package": "com.example.app",
                                                    "fingerprints": ["AB:CD"]}, "'fingerprints' must be")
            await expect_error(session, "convert", {"path": path("new.json"), "to": "assetlinks", "package": "1bad",
                                                    "fingerprints": [PRINT]}, "'package'")
            await expect_error(session, "convert", {"path": path("legacy.json"), "package": "com.example.app"}, "goes with 'to': assetlinks")

            # android_match: the JSON of `ulinks android match --format json`, with and without explain.
            android_urls = ["https://example.com/shop/1", "https://example.com/shop/help/faq", "https://example.com/other"]
            decided_android = await call(session, "android_match", {"path": path("assetlinks.json"), "urls": android_urls})
            check(decided_android == cli_json("android", "match", "--format", "json", path("assetlinks.json"), *android_urls),
                  f"android_match: differs from the CLI: {decided_android}")
            check([r["opens"] for r in decided_android] == ["com.example.app", None, None], f"android_match: {decided_android}")
            explained_android = await call(session, "android_match", {"content": read("assetlinks.json"), "urls": android_urls[:2],
                                                                     "explain": True, "package": "com.example.app"})
            check(explained_android == cli_json("android", "match", "--format", "json", "--explain", "--package", "com.example.app",
                                                path("assetlinks.json"), *android_urls[:2]), "android_match explain: differs")
            older = await call(session, "android_match", {"path": path("assetlinks.json"), "urls": android_urls[1:2], "android": 14,
                                                          "fingerprint": PRINT})
            check(older[0]["opens"] == "com.example.app", f"android_match on Android 14 opens every URL: {older}")
            unverified = await call(session, "android_match", {"path": path("assetlinks.json"), "urls": android_urls[:1], "package": "org.other"})
            check(unverified == [cli_json("android", "match", "--format", "json", "--package", "org.other", path("assetlinks.json"),
                                          *android_urls[:1])], f"android_match unverified: {unverified}")
            await expect_error(session, "android_match", {"path": path("assetlinks.json")}, "missing argument 'urls'")
            await expect_error(session, "android_match", {"content": "{", "urls": android_urls}, "cannot be used")
            await expect_error(session, "android_match", {"path": path("assetlinks.json"), "urls": android_urls, "android": 5}, "'android' must be")
            await expect_error(session, "android_match", {"path": path("assetlinks.json"), "urls": android_urls, "fingerprint": "xyz"},
                               "'fingerprint'")

            # entitlements: the command's JSON exactly.
            entitlements = await call(session, "entitlements", {"path": path("App.entitlements"), "hosts": ["shop.example.com"]})
            expected = cli_json("entitlements", "--format", "json", "--host", "shop.example.com", path("App.entitlements"))
            check(entitlements == expected, "entitlements: differs from the CLI")

            # device: the command's JSON exactly; text that is no device output, and binary data, refused.
            device = await call(session, "device", {"path": path("links.txt")})
            check(device == cli_json("device", "--format", "json", path("links.txt")), "device: differs from the CLI")
            check(len(device["entries"]) == 11 and device["entries"][0]["state"] == "verified", f"device: {device}")
            forced = await call(session, "device", {"content": read("links.txt"), "kind": "pm"})
            check(forced["entries"] == device["entries"], "device: content differs from path")

            # Resources: the code reference.
            resources = (await session.list_resources()).resources
            check(any(str(r.uri) == "ulinks://codes" for r in resources), "no ulinks://codes resource")
            reference = await session.read_resource("ulinks://codes")
            check("trailing-comma" in reference.contents[0].text, "reference lacks trailing-comma")
            one = await session.read_resource("ulinks://codes/trailing-comma")
            check("Remove the comma" in one.contents[0].text, f"code resource: {one.contents[0].text[:200]}")
            templates = field(await session.list_resource_templates(), "resourceTemplates")
            template = next((t for t in templates if field(t, "uriTemplate") == "ulinks://codes/{code}"), None)
            check(template is not None and field(template, "mimeType") == "text/markdown", f"resource templates: {templates}")
            filled = await session.read_resource(field(template, "uriTemplate").replace("{code}", "curly-quote")) if template else None
            check(filled is not None and "curly-quote" in filled.contents[0].text, "the template's URI does not read")
            check(any(field(t, "uriTemplate") == "ulinks://checks/{id}" for t in templates), f"no check id template: {templates}")
            ids = await session.read_resource("ulinks://checks")
            check("`tls-chain`" in ids.contents[0].text and "`dns`" in ids.contents[0].text, f"check ids: {ids.contents[0].text[:200]}")
            one_check = await session.read_resource("ulinks://checks/tls-chain")
            check("intermediate certificates" in one_check.contents[0].text, f"check id resource: {one_check.contents[0].text[:200]}")

            # Bad input: MCP errors, and the server keeps answering.
            await expect_error(session, "validate", {}, "give 'content'")
            await expect_error(session, "validate", {"content": "{}", "path": path("old.json")}, "not both")
            await expect_error(session, "validate", {"content": " " * 300000}, "larger than 200000 bytes")
            await expect_error(session, "validate", {"path": path("big.json")}, "larger than 200000 bytes")
            await expect_error(session, "validate", {"path": FOLDER}, "not a regular file")
            await expect_error(session, "validate", {"content": 42}, "'content' must be a string")
            await expect_error(session, "match", {"content": read("new.json")}, "missing argument 'urls'")
            await expect_error(session, "match", {"content": "{", "urls": ["https://a.test/"]}, "cannot be used")
            await expect_error(session, "match", {"content": read("new.json"), "urls": ["x"] * 1001}, "more than 1000")
            await expect_error(session, "diff", {"old": read("old.json")}, "missing argument 'new'")
            await expect_error(session, "convert", {"content": read("legacy.json"), "to": "yaml"}, "'to' must be")
            await expect_error(session, "entitlements", {"content": "x", "service": "nope"}, "'service' must be")
            await expect_error(session, "check", {}, "missing argument 'domain'")
            for hostile in ["127.0.0.1", "10.0.0.1", "[::1]", "localhost:8443", "https://example.com/",
                            "<script>alert(1)</script>", "a" * 300, "exa mple.com", "..", "-bad-.com"]:
                await expect_error(session, "check", {"domain": hostile}, "domain")
            await expect_error(session, "check", {"domain": "localhost"}, "private or reserved address")
            # A name that does not resolve: the check's report (DNS failed), not an error.
            unresolved = await call(session, "check", {"domain": "no-such-host.invalid", "urls": ["https://no-such-host.invalid/a"]})
            dns = next((c for c in unresolved["checks"] if c["id"] == "dns"), None)
            check(unresolved["status"] == "unreachable" and dns is not None and dns["status"] == "fail"
                  and "does not resolve" in dns["seen"] and unresolved["domain"] == "no-such-host.invalid", f"check unresolved: {unresolved}")
            await expect_error(session, "device", {"content": "hello\nworld"}, "not the output of swcutil show")
            await expect_error(session, "device", {"content": "Service: applinks\u0000"}, "not text: a NUL byte at offset 17")
            await expect_error(session, "device", {"content": "x", "kind": "adb"}, "'kind' must be")
            await expect_error(session, "trace", {}, "missing argument 'url'")
            await expect_error(session, "trace", {"url": "ftp://example.com/x"}, "only http and https")
            await expect_error(session, "trace", {"url": "myapp://open"}, "only http and https")
            await expect_error(session, "trace", {"url": "https://localhost/x"}, "private or reserved address")
            await expect_error(session, "trace", {"url": "https://127.0.0.1/x"}, "private or reserved address")
            await expect_error(session, "trace", {"url": "https://example.com/", "maxHops": 99}, "'maxHops' must be 1 to 20")
            await expect_error(session, "trace", {"url": "https://example.com/", "package": "1x"}, "'package'")
            missing = await call(session, "trace", {"url": "https://no-such-host.invalid/x"})
            check(missing["hops"][0]["error"] == "no-such-host.invalid does not resolve", f"trace: {missing['hops']}")
            await expect_error(session, "nope", {}, "unknown tool")
            try:
                await session.read_resource("ulinks://checks/no-such-check")
                failures.append("an unknown check id resource was answered")
            except McpError as error:
                check("unknown resource" in error.error.message, f"unknown resource: {error.error.message}")
            after = await call(session, "validate", {"content": read("new.json")})
            check(after["valid"] is True, "the server stopped answering after errors")


def disconnect_mid_call():
    """A client that starts a slow check and goes away: the server exits cleanly, without a crash."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)  # accepts the TCP connection, never answers TLS: the check waits
    port = listener.getsockname()[1]
    server = subprocess.Popen(
        [ULINKS, "mcp", "--allow-private-addresses", "--resolve", f"slow.test=127.0.0.1:{port}", "--timeout", "8"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)

    def send(message):
        server.stdin.write((json.dumps(message) + "\n").encode())
        server.stdin.flush()

    send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}}})
    answer = json.loads(server.stdout.readline())
    check(answer.get("result", {}).get("serverInfo", {}).get("name") == "ulinks", f"raw initialize: {answer}")
    send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    send({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "check", "arguments": {"domain": "slow.test"}}})
    time.sleep(1.0)
    check(server.poll() is None, "the server ended before the client left")
    server.stdin.close()
    server.stdout.close()
    try:
        status = server.wait(timeout=30)
    except subprocess.TimeoutExpired:
        server.kill()
        failures.append("the server did not exit after the client disconnected")
        return
    errors = server.stderr.read().decode(errors="replace")
    check(status == 0, f"server exit status {status} after the client disconnected: {errors[-500:]}")
    check("Fatal error" not in errors, f"server crashed: {errors[-500:]}")
    listener.close()


def answers_after_input_ends():
    """Requests piped in with the input closed at once (`printf ... | ulinks mcp`): each is answered."""
    requests = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "pipe", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "validate", "arguments": {"content": read("new.json")}}},
    ]
    run = subprocess.run([ULINKS, "mcp"], input="".join(json.dumps(r) + "\n" for r in requests), capture_output=True, text=True,
                         timeout=60)
    answers = {answer.get("id"): answer for answer in map(json.loads, run.stdout.splitlines())}
    check(answers.get(1, {}).get("result", {}).get("serverInfo", {}).get("name") == "ulinks", f"piped initialize: {run.stdout[:300]}")
    content = answers.get(2, {}).get("result", {}).get("content") or [{"text": "{}"}]
    check(json.loads(content[0]["text"]).get("valid") is True, f"piped tools/call: {run.stdout[-300:]}")
    check(run.returncode == 0, f"piped: exit status {run.returncode}")


APP = "ABCDE12345.com.example.shop"


async def trace_over_https():
    """The trace tool against loopback HTTPS hosts: the JSON of `ulinks trace --format json`."""
    ca, cert, key = link_hosts.make_certificates(os.path.join(FOLDER, "pki"), ["click.mcp.test", "shop.mcp.test"])
    server = link_hosts.start(cert, key, "click.mcp.test", "shop.mcp.test", APP)
    port = server.server_address[1]
    mappings = ["--resolve", f"click.mcp.test=127.0.0.1:{port}", "--resolve", f"shop.mcp.test=127.0.0.1:{port}"]
    arguments = ["mcp", "--allow-private-addresses", *mappings, "--ca", ca, "--timeout", "10"]
    async with stdio_client(StdioServerParameters(command=ULINKS, args=arguments)) as (read_stream, write_stream):
        async with ClientSession(read_stream, write_stream) as session:
            await session.initialize()
            traced = await call(session, "trace", {"url": "https://click.mcp.test/ls/click?m=1", "apps": [APP]})
            expected = cli_json("trace", "--format", "json", "https://click.mcp.test/ls/click?m=1", "--app", APP, *mappings,
                                "--ca", ca, "--timeout", "10")
            check(traced == expected, f"trace: differs from the CLI: {traced} / {expected}")
            check([hop["status"] for hop in traced["hops"]] == [302, 200], f"trace hops: {traced['hops']}")
            check(traced["ios"]["opens"] is None and traced["ios"]["laterHop"] == 2, f"trace verdict: {traced['ios']}")
            check(traced["hops"][1]["ios"]["opens"] == APP, f"trace hop 2: {traced['hops'][1]}")
            direct = await call(session, "trace", {"url": "https://shop.mcp.test/product/1"})
            check(direct["ios"]["opens"] == APP, f"trace direct: {direct['ios']}")
    server.shutdown()


asyncio.run(tools_and_errors())
asyncio.run(trace_over_https())
disconnect_mid_call()
answers_after_input_ends()
finish()
