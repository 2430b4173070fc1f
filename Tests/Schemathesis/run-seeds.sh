#!/usr/bin/env bash
# Docs/openapi.yaml held against a real `ulinks serve` for several Schemathesis seeds (issue 37.3): the
# fixed seed of SchemathesisTests and five more, all checks, all phases, each a fresh server and store.
# Any failure fails the script. Run by .ci/run after `swift test` (which builds ulinks); by hand:
#
#   Tests/Schemathesis/run-seeds.sh [ULINKS] [EXAMPLES] [SEED...]
#
# ULINKS defaults to .build/debug/ulinks, EXAMPLES to 50, the seeds to 20251126 1 2 3 4 5.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
ulinks="${1:-$root/.build/debug/ulinks}"
examples="${2:-50}"
shift $(( $# > 2 ? 2 : $# ))
seeds=("$@")
[ ${#seeds[@]} -gt 0 ] || seeds=(20251126 1 2 3 4 5)
ulinks="$(realpath "$ulinks" 2>/dev/null || echo "$ulinks")"
[ -x "$ulinks" ] || { echo "run-seeds: no ulinks at $ulinks (swift build --product ulinks)" >&2; exit 2; }
python3 -m schemathesis.cli --version >/dev/null || { echo "run-seeds: pip install schemathesis" >&2; exit 2; }

token="schemathesis-token-0123456789"
failed=()
for seed in "${seeds[@]}"; do
    work="$(mktemp -d)"
    # The check and trace examples name app.example: a loopback port nobody listens on (as the test does).
    closed="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
    (cd "$work" && ULINKS_ADMIN_TOKEN="$token" exec "$ulinks" serve --store "$work/ulinks.sqlite" \
        --bind 127.0.0.1:0 --log-format json --console-allow-private-check \
        --console-check-resolve "app.example=127.0.0.1:$closed" >"$work/serve.log" 2>&1) &
    server=$!
    url=""
    for _ in $(seq 1 200); do
        url="$(grep '"message":"console"' "$work/serve.log" 2>/dev/null | grep -o '"url":"http://[^"]*' | head -1 | cut -d'"' -f4 || true)"
        [ -n "$url" ] && break
        sleep 0.1
    done
    if [ -z "$url" ]; then
        echo "run-seeds: seed $seed: ulinks serve did not start" >&2
        cat "$work/serve.log" >&2
        kill "$server" 2>/dev/null || true
        exit 1
    fi
    started=$SECONDS
    status=0
    (cd "$work" && python3 -m schemathesis.cli --no-color --config-file "$root/Tests/Schemathesis/schemathesis.toml" \
        run "$root/Docs/openapi.yaml" --url "${url%/}" --header "Authorization: Bearer $token" --checks all \
        --phases examples,coverage,fuzzing,stateful --seed "$seed" --max-examples "$examples" --workers 1 \
        --generation-database none --output-truncate false --request-timeout 30) >"$work/schemathesis.log" 2>&1 \
        || status=$?
    alive=yes
    kill -0 "$server" 2>/dev/null || alive=no
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    echo "run-seeds: seed $seed: exit $status, $((SECONDS - started)) s, server alive: $alive"
    grep -E "Tested|Passed|Failures|Errors|Warnings|Skipped|Seed" "$work/schemathesis.log" | tr -s " " | paste -sd" " - || true
    if [ "$status" -ne 0 ] || [ "$alive" != yes ]; then
        failed+=("$seed")
        tail -c 20000 "$work/schemathesis.log"
    fi
    [ -n "${RUN_SEEDS_KEEP:-}" ] && cp "$work/schemathesis.log" "$RUN_SEEDS_KEEP.$seed.log"
    rm -rf "$work"
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "run-seeds: failures with seeds ${failed[*]}" >&2
    exit 1
fi
echo "run-seeds: ${#seeds[@]} seeds, $examples examples each: no failures"
