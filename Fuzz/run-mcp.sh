#!/usr/bin/env bash
# Builds the libFuzzer target for what `ulinks mcp` reads from its client (the stdio transport's lines and
# the JSON-RPC messages in them) from the four files that read it, and runs it seeded with Fuzz/seeds/jsonrpc.
#   Fuzz/run-mcp.sh [SECONDS]     (default 600)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
out=.build-fuzz
mkdir -p "$out/corpus-jsonrpc"
mcp=Sources/UniversalLinksMCP
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name JSONRPCFuzz \
    Fuzz/FuzzJSONRPC.swift "$mcp/JSONRPCLineSplitter.swift" "$mcp/JSONRPCMessage.swift" "$mcp/JSONValue.swift" \
    "$mcp/MCPError.swift" -o "$out/fuzz-jsonrpc"
"$out/fuzz-jsonrpc" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$out/jsonrpc-" "$out/corpus-jsonrpc" Fuzz/seeds/jsonrpc
