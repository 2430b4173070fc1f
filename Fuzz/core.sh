# Sourced by the Fuzz/run*.sh scripts (after they set `out`): what a fuzz target needs to build over the core.
# The core imports swift-asn1 (the CMS reader), so it is built first as an instrumented static library from the
# package's checkout. Targets that fuzz the core's files compile them into their own module with
# "${core_sources[@]}" "${asn1_link[@]}"; targets over another module's readers (UniversalLinksApp's) import the
# core built by `core_library` and link "${core_link[@]}".
fuzz_flags=(-sanitize=fuzzer,address -parse-as-library -O -g -package-name UniversalLinks)
mapfile -t core_sources < <(find Sources/UniversalLinks -name '*.swift' | sort)
asn1_link=(-I "$out" -L "$out" -lSwiftASN1)
core_link=(-I "$out" -L "$out" -lUniversalLinks -lSwiftASN1)

# NAME SOURCES...: an instrumented static library and its module in $out.
fuzz_library() {
    local name="$1"
    shift
    swiftc "${fuzz_flags[@]}" -I "$out" -emit-library -static -emit-module -module-name "$name" \
        -emit-module-path "$out/$name.swiftmodule" -o "$out/lib$name.a" "$@"
}

asn1_library() {
    [ -d .build/checkouts/swift-asn1 ] || swift package resolve
    local sources
    mapfile -t sources < <(find .build/checkouts/swift-asn1/Sources/SwiftASN1 -name '*.swift' | sort)
    fuzz_library SwiftASN1 "${sources[@]}"
}

core_library() {
    asn1_library
    fuzz_library UniversalLinks "${core_sources[@]}"
}
