#!/usr/bin/env bash
# The GitHub Action's work (action.yml runs it; Tests/DistributionTests/ActionScriptTests.swift tests it
# against a local release folder). Three steps:
#
#   ulinks-action.sh resolve VERSION          # "latest" or X.Y.Z (a leading v is dropped) -> X.Y.Z
#   ulinks-action.sh install VERSION DIR      # DIR/ulinks from the release, its .sha256 checked
#   ulinks-action.sh run BINARY               # runs ULINKS_COMMAND with ULINKS_ARGS in each ULINKS_FORMAT
#
# install downloads ASSET and ASSET.sha256 (sha256sum's "HASH  NAME" line), where ASSET is
# ulinks-VERSION-linux-x86_64, ulinks-VERSION-linux-aarch64 or ulinks-VERSION-macos-universal for this
# runner (RUNNER_OS/RUNNER_ARCH, else uname), from ULINKS_RELEASE_BASE_URL (default: the GitHub release
# of tag vVERSION; any URL curl reads, file:// included) and refuses a binary whose SHA-256 differs.
# An existing DIR/ulinks (a cache hit) is checked against its kept .sha256 the same way.
#
# run: ULINKS_COMMAND validate|check|doctor; ULINKS_ARGS the arguments (one per line when the value has
# several lines, else split at white space; never evaluated by a shell); ULINKS_FORMAT a comma-separated
# list of sarif, github, text, json (default "sarif,github"); ULINKS_SARIF_FILE (default ulinks.sarif);
# ULINKS_FAIL_ON_FINDINGS (default true). Writes sarif-file= and exit-code= to GITHUB_OUTPUT when set.
set -euo pipefail

repository="${ULINKS_REPOSITORY:-swiftlinks/swift-universal-links}"
fail() { echo "ulinks-action: $*" >&2; exit 1; }
output() { if [[ -n "${GITHUB_OUTPUT:-}" ]]; then echo "$1=$2" >> "$GITHUB_OUTPUT"; fi; }

asset_name() {
    local version="$1" os arch
    os="${RUNNER_OS:-$(uname -s)}"
    arch="${RUNNER_ARCH:-$(uname -m)}"
    case "$os" in
        Linux)
            case "$arch" in
                X64 | x86_64 | amd64) echo "ulinks-$version-linux-x86_64" ;;
                ARM64 | aarch64 | arm64) echo "ulinks-$version-linux-aarch64" ;;
                *) fail "no release binary for Linux on $arch (x86_64 and aarch64 are built)" ;;
            esac
            ;;
        macOS | Darwin) echo "ulinks-$version-macos-universal" ;;
        *) fail "no release binary for $os (Linux and macOS are built; on Windows use WSL or build from source)" ;;
    esac
}

sha256_of() {
    if command -v sha256sum >/dev/null; then sha256sum "$1" | awk '{ print $1 }'; else shasum -a 256 "$1" | awk '{ print $1 }'; fi
}

# The hash of a "HASH  NAME" checksum file that names `name` (no {64} interval: mawk has none).
expected_hash() {
    local file="$1" name="$2" hash
    hash="$(awk -v n="$name" '{ f = $2; sub(/^\*/, "", f) } f == n && length($1) == 64 && $1 !~ /[^0-9a-fA-F]/ { print tolower($1); exit }' "$file")"
    [[ -n "$hash" ]] || fail "$file has no SHA-256 line for $name"
    echo "$hash"
}

resolve() {
    local version="${1:-latest}" location
    if [[ "$version" == "latest" ]]; then
        [[ -z "${ULINKS_RELEASE_BASE_URL:-}" ]] || fail "version 'latest' needs the GitHub release; name a version with ULINKS_RELEASE_BASE_URL"
        # The latest release page redirects to .../releases/tag/vX.Y.Z.
        location="$(curl -sSfIL -o /dev/null -w '%{url_effective}' "https://github.com/$repository/releases/latest")" \
            || fail "could not reach https://github.com/$repository/releases/latest"
        version="${location##*/}"
    fi
    version="${version#v}"
    [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+([-.+][0-9A-Za-z.-]+)?$ ]] || fail "'$version' is not a release version (X.Y.Z)"
    output version "$version"
    echo "$version"
}

install_binary() {
    local version="$1" dir="$2" asset base expected actual
    asset="$(asset_name "$version")"
    base="${ULINKS_RELEASE_BASE_URL:-https://github.com/$repository/releases/download/v$version}"
    mkdir -p "$dir"
    if [[ -x "$dir/ulinks" && -f "$dir/ulinks.sha256" ]]; then
        expected="$(expected_hash "$dir/ulinks.sha256" "$asset")"
        actual="$(sha256_of "$dir/ulinks")"
        [[ "$actual" == "$expected" ]] || fail "the cached $dir/ulinks has SHA-256 $actual, not $expected: remove the cache entry"
        echo "ulinks-action: $asset from the cache, SHA-256 $actual" >&2
        output path "$dir/ulinks"
        return
    fi
    local temp
    temp="$(mktemp -d)"
    # shellcheck disable=SC2064  # expand now: the folder is this call's.
    trap "rm -rf '$temp'" RETURN
    curl -sSfL --retry 3 -o "$temp/$asset.sha256" "$base/$asset.sha256" || fail "could not download $base/$asset.sha256"
    curl -sSfL --retry 3 -o "$temp/$asset" "$base/$asset" || fail "could not download $base/$asset"
    expected="$(expected_hash "$temp/$asset.sha256" "$asset")"
    actual="$(sha256_of "$temp/$asset")"
    [[ "$actual" == "$expected" ]] || fail "$asset has SHA-256 $actual but $asset.sha256 says $expected: refused"
    chmod 755 "$temp/$asset"
    mv "$temp/$asset.sha256" "$dir/ulinks.sha256"
    mv "$temp/$asset" "$dir/ulinks"
    echo "ulinks-action: installed $asset in $dir, SHA-256 $actual" >&2
    output path "$dir/ulinks"
}

run_command() {
    local binary="$1" command="${ULINKS_COMMAND:-validate}" formats="${ULINKS_FORMAT:-sarif,github}"
    local sarif="${ULINKS_SARIF_FILE:-ulinks.sarif}" status=0 worst=0 format
    case "$command" in validate | check | doctor) ;; *) fail "command must be validate, check or doctor, not '$command'" ;; esac
    local args=()
    set -f
    if [[ "${ULINKS_ARGS:-}" == *$'\n'* ]]; then
        while IFS= read -r line; do [[ -z "$line" ]] || args+=("$line"); done <<< "$ULINKS_ARGS"
    else
        read -r -a args <<< "${ULINKS_ARGS:-}"
    fi
    set +f
    IFS=',' read -r -a list <<< "$formats"
    for format in "${list[@]}"; do
        format="${format// /}"
        case "$format" in
            sarif)
                "$binary" "$command" ${args[@]+"${args[@]}"} --format sarif --output "$sarif" || status=$?
                [[ -f "$sarif" ]] || fail "ulinks $command wrote no SARIF file (exit $status)"
                output sarif-file "$sarif"
                ;;
            github | text | json) "$binary" "$command" ${args[@]+"${args[@]}"} --format "$format" || status=$? ;;
            *) fail "format must be sarif, github, text or json, not '$format'" ;;
        esac
        if ((status > worst)); then worst=$status; fi
        status=0
    done
    output exit-code "$worst"
    if ((worst != 0)) && [[ "${ULINKS_FAIL_ON_FINDINGS:-true}" == "true" ]]; then
        echo "ulinks-action: ulinks $command exited with $worst" >&2
        exit "$worst"
    fi
}

case "${1:-}" in
    resolve) resolve "${2:-latest}" ;;
    install) [[ $# -eq 3 ]] || fail "usage: ulinks-action.sh install VERSION DIR"; install_binary "$2" "$3" ;;
    run) [[ $# -eq 2 ]] || fail "usage: ulinks-action.sh run BINARY"; run_command "$2" ;;
    *) echo "usage: ulinks-action.sh resolve VERSION | install VERSION DIR | run BINARY" >&2; exit 64 ;;
esac
