#!/usr/bin/env bash
# What a static ulinks binary is made of, from the linker's map: bytes by archive (the toolchain's
# libraries) and by module (ours and the dependencies'), the old Foundation's share (Foundation,
# CoreFoundation, FoundationInternationalization, FoundationNetworking and ICU's code and data), and which
# object file pulled each of the old Foundation's archives in (its anchors). Docs/Size.md has the figures.
#
#   scripts/size-report.sh build [TRAITS] [OUT_DIR]   # scripts/release.sh with a map, then the report
#   scripts/size-report.sh MAP                        # the report of an existing gold map
#   scripts/size-report.sh refs [PRODUCT_DIR] [--none] # every old-Foundation symbol each module's objects use;
#                                                       # --none: exit 1 if there is one (the core-only CLI's check)
#
# The map names only the first file that pulled each member in; `refs` lists them all (nm -u on every object
# of the link, PRODUCT_DIR default .build/debug/ulinks.product), which is the list to work through.
#
# TRAITS as scripts/release.sh takes them ("" for the core-only CLI). Counts the bytes each input puts into
# allocated sections (code, data, metadata, unwind tables); the binary's own tables (.dynsym, .dynstr, the
# relocations of -export-dynamic and PIE) come on top and are listed by section.
set -euo pipefail
[[ "${1:-}" == build || "${1:-}" == refs || -z "${1:-}" ]] || set -- "$(realpath "$1")"
cd "$(dirname "$0")/.."

if [[ "${1:-}" == build ]]; then
    map="$(mktemp --suffix=.map)"
    traits="${2-Checker,Watch,Signing,Server,App,MCP}"
    bin="$(ULINKS_RELEASE_TRAITS="$traits" ULINKS_RELEASE_MAP="$map" scripts/release.sh "${3:-dist}")"
    echo "binary: $bin ($(stat -c %s "$bin") bytes, stripped)"
    "$0" "$map"
    exit
fi
if [[ "${1:-}" == refs ]]; then
    python3 - "${2:-.build/debug/ulinks.product}/Objects.LinkFileList" "${3:-}" <<'PY'
import collections, json, re, subprocess, sys
info = json.loads(subprocess.run(['swift', '-print-target-info'], capture_output=True, text=True).stdout)
lib = info['paths']['runtimeResourcePath'] + '_static/linux/'
old = ['libFoundation.a', 'libCoreFoundation.a', 'libFoundationInternationalization.a', 'libFoundationNetworking.a']
defined = {}
for archive in old:
    out = subprocess.run(['nm', '--defined-only', '-g', lib + archive], capture_output=True, text=True).stdout
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[1] in 'TDRBS': defined.setdefault(parts[2], archive)  # strong definitions only
uses = collections.defaultdict(set)
for obj in (l.strip().strip('\'"') for l in open(sys.argv[1]) if l.strip()):
    for line in subprocess.run(['nm', '-u', obj], capture_output=True, text=True).stdout.splitlines():
        symbol = line.split()[-1]
        if symbol in defined:
            m = re.search(r'/([^/]+)\.build/([^/]+)$', obj)
            uses[m.group(1) if m else obj].add((m.group(2) if m else '', symbol))
for module in sorted(uses):
    print(f'{module}: {len(uses[module])} references')
    by_file = collections.defaultdict(list)
    for file, symbol in uses[module]: by_file[file].append(symbol)
    for file in sorted(by_file):
        names = subprocess.run(['swift', 'demangle', '--compact'], input='\n'.join(by_file[file]),
                               capture_output=True, text=True).stdout.split('\n')
        print(f'  {file}: ' + ' | '.join(sorted({n[:100] for n in names if n})))
if sys.argv[2] == '--none' and uses:
    sys.exit('size-report: the old Foundation is referenced (above): a static link would carry its 42 MB')
PY
    exit
fi
map="${1:?usage: scripts/size-report.sh build [TRAITS] [OUT_DIR] | MAP | refs [PRODUCT_DIR]}"

python3 - "$map" <<'PY'
import collections, re, subprocess, sys

OLD = ('libFoundation.a', 'libCoreFoundation.a', 'lib_FoundationICU.a', 'libFoundationInternationalization.a',
       'libFoundationNetworking.a', 'libFoundationXML.a', 'lib_CFURLSessionInterface.a', 'lib_CFXMLInterface.a')
SKIPPED = ('.comment', '.symtab', '.strtab', '.shstrtab')

def group(path):
    """The archive (`libFoundation.a`) or SwiftPM module (`module NIOCore`) an input file belongs to."""
    m = re.search(r'/([^/]+\.a)\(', path)
    if m: return m.group(1)
    m = re.search(r'/([^/]+)\.build/', path)
    if m: return 'module ' + m.group(1)
    return path.rsplit('/', 1)[-1]

lines = open(sys.argv[1], errors='replace').read().split('\n')
if not lines[0].startswith('Archive member included'):
    sys.exit('size-report: not a gold/BFD linker map: ' + sys.argv[1])
# Part 1: "member\n    referrer (symbol)" pairs, up to the discarded sections or the memory map.
why, i = {}, 1
while i < len(lines) and not lines[i].startswith(('Discarded', 'Memory map')):
    if lines[i] and not lines[i].startswith(' ') and i + 1 < len(lines):
        m = re.match(r'\s*(.*) \((.*)\)$', lines[i + 1])
        why[lines[i].strip()] = (m.group(1), m.group(2)) if m else (lines[i + 1].strip(), '')
        i += 2
    else:
        i += 1
while i < len(lines) and not lines[i].startswith('Memory map'):
    i += 1
# Part 2: the memory map: output sections at column 0, input sections indented (a long name wraps).
sizes, sections = collections.Counter(), collections.Counter()
entry = re.compile(r'^ (\S+)?\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)(?: (\S.*))?$')
out, pending = None, None
for line in lines[i + 1:]:
    if line and not line.startswith(' '):
        parts = line.split()
        out = parts[0]
        if len(parts) >= 3 and parts[2].startswith('0x'):
            sections[out] += int(parts[2], 16)
        continue
    m = entry.match(line)
    if not m:
        if re.match(r'^ \S+$', line): pending = line.strip()
        continue
    if out and not m.group(1) and not m.group(4) and pending is None and sections.get(out) == 0:
        sections[out] += int(m.group(3), 16)  # the section's size on the line after its wrapped name
    pending = None
    if not m.group(4) or out is None or out.startswith('.debug') or out in SKIPPED or out.endswith('bss'):
        continue
    sizes[m.group(4)] += int(m.group(3), 16)

by = collections.Counter()
for path, size in sizes.items(): by[group(path)] += size
total = sum(by.values())
old = sum(size for name, size in by.items() if name in OLD)
mb = lambda n: f'{n / 1e6:7.2f} MB'
print(f'inputs: {mb(total)} in allocated sections; old Foundation and ICU: {mb(old)}')
print('\nby archive or module (largest first, 40):')
for name, size in by.most_common(40): print(f'  {mb(size)}  {name}')
print('\nthe binary\'s own tables (output sections with no input file):')
for name in ('.dynsym', '.dynstr', '.gnu.hash', '.gnu.version', '.rela.dyn', '.eh_frame_hdr'):
    if sections.get(name): print(f'  {mb(sections[name])}  {name}')
anchors = [(m, r, s) for m, (r, s) in why.items() if group(m) in OLD and group(r) not in OLD]
print(f'\nanchors: {len(anchors)} old-Foundation archive members pulled in by other files')
for member, ref, sym in anchors:
    name = subprocess.run(['swift', 'demangle', '--compact', sym], capture_output=True, text=True).stdout.strip() or sym
    print(f'  {group(member)}({member.rsplit("(", 1)[-1]}  <-  {group(ref)} {ref.rsplit("/", 1)[-1]}: {name[:160]}')
PY
