"""Checks the client configurations of Docs/MCP.md ("Set up a client") and starts each one's server.

Usage: mcp_docs_configs.py MCP_MD ULINKS. Every JSON snippet of the section must parse and have its
client's shape (the key that holds the servers, a `ulinks` entry, an absolute `command`, `args`
starting with `mcp`, `type` stdio where given); the `claude mcp add` line must name the same command.
Each command line is then started, with the documented path replaced by ULINKS, through the Python MCP
client (PyPI `mcp`), which must see the server `ulinks` and its tools. Prints one line per failure and
exits 1 if any; prints `ok: N checks` otherwise.
"""
import asyncio
import json
import os
import re
import shlex
import subprocess
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mcp_checks import check, failures, field, finish  # noqa: E402

DOCS, ULINKS = sys.argv[1], sys.argv[2]
DOCUMENTED = "/usr/local/bin/ulinks"
# The key each client reads its servers from.
CLIENTS = {"Claude Desktop": "mcpServers", "Claude Code": "mcpServers", "VS Code": "servers", "Cursor": "mcpServers",
           "Zed": "context_servers", "Windsurf": "mcpServers"}


def snippets():
    """(client, language, text) of each fenced block of the section, by the ### heading above it."""
    text = open(DOCS, encoding="utf-8").read()
    section = text.split("## Set up a client", 1)[1].split("\n## ", 1)[0]
    client = None
    found = []
    for block in re.finditer(r"^### ([^\n]+)$|^```(\w+)\n(.*?)^```$", section, re.M | re.S):
        if block.group(1):
            client = block.group(1).strip()
        else:
            found.append((client, block.group(2), block.group(3)))
    return found


def command_line(client, config):
    """The server entry's command line, after checking the snippet's shape."""
    key = CLIENTS[client]
    check(list(config) == [key], f"{client}: top-level keys {list(config)}, expected ['{key}']")
    entry = config.get(key, {}).get("ulinks")
    check(isinstance(entry, dict), f"{client}: no 'ulinks' server entry")
    if not isinstance(entry, dict):
        return None
    command, args = entry.get("command"), entry.get("args")
    check(isinstance(command, str) and command.startswith("/"), f"{client}: command {command!r} is not an absolute path")
    check(isinstance(args, list) and all(isinstance(a, str) for a in args) and args[:1] == ["mcp"],
          f"{client}: args {args!r} do not start with 'mcp'")
    check(entry.get("type", "stdio") == "stdio", f"{client}: type {entry.get('type')!r}")
    check(isinstance(entry.get("env", {}), dict), f"{client}: env is not an object")
    return [command, *args]


async def starts(client, line):
    """Starts the documented command line (its path replaced by the built binary) as a client would."""
    check(line[0] == DOCUMENTED, f"{client}: command {line[0]} is not the documented {DOCUMENTED}")
    server = StdioServerParameters(command=ULINKS, args=line[1:])
    async with stdio_client(server) as (read_stream, write_stream):
        async with ClientSession(read_stream, write_stream) as session:
            init = await session.initialize()
            check(field(init, "serverInfo").name == "ulinks", f"{client}: server {field(init, 'serverInfo').name}")
            names = {tool.name for tool in (await session.list_tools()).tools}
            check({"validate", "match", "android_match"} <= names, f"{client}: tools {names}")


def verify(text):
    """The documented check of a command line: its output must be the server's answer to initialize."""
    command = text.split("$ ", 1)[1].split("\n{", 1)[0].replace("\\\n", " ").replace(DOCUMENTED, shlex.quote(ULINKS))
    run = subprocess.run(["bash", "-c", command], capture_output=True, text=True, timeout=30)
    try:
        answer = json.loads(run.stdout.splitlines()[0])
    except (IndexError, json.JSONDecodeError):
        answer = {}
    check(answer.get("id") == 1 and answer.get("result", {}).get("serverInfo", {}).get("name") == "ulinks",
          f"the documented check printed {run.stdout[:300]!r} {run.stderr[-300:]!r}")


async def main():
    found = snippets()
    seen = set()
    for client, language, text in found:
        if language == "console" and "printf" in text:
            verify(text)
            continue
        check(client in CLIENTS, f"a snippet under '{client}', which is not a known client")
        if client not in CLIENTS:
            continue
        if language == "json":
            try:
                config = json.loads(text)
            except json.JSONDecodeError as error:
                failures.append(f"{client}: not valid JSON: {error}")
                continue
            line = command_line(client, config)
        elif language == "console" and "claude mcp add" in text:
            words = text.split("$ ", 1)[1].split()
            line = words[words.index("--") + 1:]
            check(words[:3] == ["claude", "mcp", "add"] and "ulinks" in words, f"{client}: {text.strip()}")
        else:
            continue
        seen.add(client)
        if line:
            try:  # a command line that starts something else never answers initialize
                await asyncio.wait_for(starts(client, line), 30)
            except Exception as error:
                failures.append(f"{client}: {' '.join(line)} did not start an MCP server: {type(error).__name__} {error}")
    check(seen == set(CLIENTS), f"clients without a snippet: {set(CLIENTS) - seen}")


asyncio.run(main())
finish()
