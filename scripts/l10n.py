#!/usr/bin/env python3
"""The texts of each module: gettext catalogs (the source of truth translators edit) and the Swift tables
generated from them (checked in, compiled into the module).

Layout: Localization/<Target>/messages.pot (English) and Localization/<Target>/{pt-BR,zh-Hans,ko}.po for
each of UniversalLinks, UniversalLinksChecker, UniversalLinksWatch, UniversalLinksServer,
UniversalLinksSigning, UniversalLinksApp and ulinks.
- A message written in the code: no msgctxt; msgid = the key = its English, placeholders `{0}`, `{1}`, ...
- A named key: msgctxt = the key (`trace.verdict.opens`), msgid = its English, placeholders `{name}`.
- A plural family (`KEY.one` / `KEY.other` in the code): msgctxt = KEY, msgid / msgid_plural = English's
  forms, msgstr[N] per the language's Plural-Forms.

    scripts/l10n.py generate   # write the Swift tables (MessageTable+*.swift) from the catalogs
    scripts/l10n.py check      # exit 1, naming file and key, on any stale table or catalog problem
    scripts/l10n.py migrate [--cli-keys-to-core]   # one-off: the old LocalizationTable+*.swift tables to
                                                   # catalogs (to delete after the move)

Requires polib and gettext's msgfmt.
"""
import os
import re
import subprocess
import sys

import polib

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
CATALOGS = os.path.join(ROOT, "Localization")

# (target, static name, generated file, public); in dependency order (a key used by several modules
# belongs to the first).
TARGETS = [
    ("UniversalLinks", "core", "Sources/UniversalLinks/Localization/Generated/MessageTable+Core.swift", True),
    ("UniversalLinksChecker", "checker", "Sources/UniversalLinksChecker/Localization/MessageTable+Generated.swift",
     True),
    ("UniversalLinksWatch", "watch", "Sources/UniversalLinksWatch/Localization/MessageTable+Generated.swift", True),
    ("UniversalLinksServer", "server", "Sources/UniversalLinksServer/Localization/MessageTable+Generated.swift",
     True),
    ("UniversalLinksSigning", "signing",
     "Sources/UniversalLinksSigning/Localization/MessageTable+Generated.swift", True),
    ("UniversalLinksApp", "app", "Sources/UniversalLinksApp/Localization/MessageTable+Generated.swift", True),
    ("ulinks", "commands", "Sources/ulinks/Localization/MessageTable+Generated.swift", False),
]
# (file name, PO Language, Swift case, identifier suffix, Plural-Forms)
LANGUAGES = [
    ("pt-BR", "pt_BR", ".portugueseBrazil", "PortugueseBrazil", "nplurals=2; plural=(n > 1);"),
    ("zh-Hans", "zh_Hans", ".chineseSimplified", "ChineseSimplified", "nplurals=1; plural=0;"),
    ("ko", "ko", ".korean", "Korean", "nplurals=1; plural=0;"),
]
POT_PLURAL_FORMS = "nplurals=2; plural=(n != 1);"
PLACEHOLDER = re.compile(r"\{([A-Za-z0-9_]+)\}")


def catalog_path(target, lang=None):
    return os.path.join(CATALOGS, target, "messages.pot" if lang is None else lang + ".po")


def entry_id(e):
    """The key of an entry in the catalogs: (msgctxt or None, msgid)."""
    return (e.msgctxt, e.msgid)


def display_key(e):
    return e.msgctxt if e.msgctxt is not None else e.msgid


def is_valid_brace_format(text):
    """Every brace belongs to a `{name}` placeholder (so msgfmt's python-brace-format check applies)."""
    rest = PLACEHOLDER.sub("", text)
    return "{" not in rest and "}" not in rest


# MARK: - Swift generation

def swift_escape(text):
    out = text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")
    # `"""#` would close the literal: `""\"#` reads back as `"""#` (the parser drops the backslash).
    out = out.replace('"""#', '""\\"#')
    if "\\#" in out:
        # In a raw literal `\#` starts an escape; no text has a backslash before `#` (yet).
        raise SystemExit("l10n.py: a text has a backslash before '#', which the Swift raw literal cannot hold: %r"
                         % text)
    return out


def table_lines(entries, translated=False, nplurals=2):
    """KEY<TAB>TEMPLATE lines, sorted by key, of a catalog's entries: English (translated=False: named keys
    only) or a translation (every translated entry)."""
    lines = {}
    for e in entries:
        if e.obsolete or "fuzzy" in e.flags:
            continue
        if e.msgid_plural:
            if translated:
                forms = [e.msgstr_plural.get(i, "") for i in range(nplurals)]
                if nplurals == 1:
                    one = other = forms[0]
                else:
                    one, other = forms[0], forms[1]
            else:
                one, other = e.msgid, e.msgid_plural
            if one:
                lines[e.msgctxt + ".one"] = one
            if other:
                lines[e.msgctxt + ".other"] = other
            continue
        if translated:
            if e.msgstr:
                lines[display_key(e)] = e.msgstr
        elif e.msgctxt is not None:
            lines[e.msgctxt] = e.msgid
    # Sorted by the escaped key's UTF-8 bytes: the runtime finds a key by binary search in the text itself
    # (MessageTable.lookup), with no table built at start-up.
    rows = [(swift_escape(k), swift_escape(lines[k])) for k in lines]
    rows.sort(key=lambda row: row[0].encode("utf-8"))
    return ["%s\t%s" % row for row in rows]


def generated_swift(target, static, public):
    pot = polib.pofile(catalog_path(target))
    english = table_lines(pot)
    translations = []
    for lang, _, case, suffix, forms in LANGUAGES:
        po = polib.pofile(catalog_path(target, lang))
        translations.append((case, static + suffix, table_lines(po, True, nplurals_of(forms))))
    # swift-format leaves the file as generated: one entry a line, as long as its text.
    out = ["// swift-format-ignore-file", "// GENERATED by scripts/l10n.py from Localization/%s/*.po: do not edit; edit the catalogs and run "
           "`scripts/l10n.py generate`." % target]
    if target != "UniversalLinks":
        out.append("import UniversalLinks")
    out += [
        "",
        "extension MessageTable {",
        "    /// %s's texts (Localization/%s)." % (target, target),
        "    %sstatic let %s = MessageTable(" % ("public " if public else "", static),
        "        name: \"%s\", english: %sEnglish," % (target, static),
        "        translations: [%s])" % ", ".join("%s: %s" % (case, ident) for case, ident, _ in translations),
        "}",
    ]
    for ident, lines in [(static + "English", english)] + [(i, l) for _, i, l in translations]:
        out += ["", "private let %s = #\"\"\"" % ident] + lines + ['"""#']
    return "\n".join(out) + "\n"


def nplurals_of(forms):
    return int(re.search(r"nplurals\s*=\s*(\d+)", forms).group(1))


def generate():
    for target, static, path, public in TARGETS:
        text = generated_swift(target, static, public)
        full = os.path.join(ROOT, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)
        print("wrote %s" % path)


# MARK: - Check

def check():
    problems = []

    def problem(path, key, what):
        problems.append("%s: %s: %s" % (os.path.relpath(path, ROOT), key, what))

    owners = {}
    for target, static, path, public in TARGETS:
        pot_path = catalog_path(target)
        if not os.path.exists(pot_path):
            problem(pot_path, "-", "missing catalog")
            continue
        full = os.path.join(ROOT, path)
        try:
            current = open(full, encoding="utf-8").read()
        except FileNotFoundError:
            current = None
        if current != generated_swift(target, static, public):
            problem(full, "-", "differs from the catalogs: run `scripts/l10n.py generate`")
        pot = polib.pofile(pot_path)
        english = {entry_id(e): e for e in pot if not e.obsolete}
        for e in english.values():
            keys = [e.msgctxt + ".one", e.msgctxt + ".other"] if e.msgid_plural else [display_key(e)]
            for key in keys:
                if key in owners and owners[key] != target:
                    problem(pot_path, key, "also in %s's catalog" % owners[key])
                owners.setdefault(key, target)
        run_msgfmt(pot_path, problem)
        for lang, _, _, _, forms in LANGUAGES:
            po_path = catalog_path(target, lang)
            if not os.path.exists(po_path):
                problem(po_path, "-", "missing catalog")
                continue
            po = polib.pofile(po_path)
            if po.metadata.get("Plural-Forms", "").replace(" ", "") != forms.replace(" ", ""):
                problem(po_path, "-", "Plural-Forms is not %r" % forms)
            n = nplurals_of(forms)
            seen = set()
            for e in po:
                if e.obsolete:
                    continue
                key = display_key(e)
                seen.add(entry_id(e))
                en = english.get(entry_id(e))
                if en is None:
                    problem(po_path, key, "not in messages.pot")
                    continue
                if (e.msgid_plural or "") != (en.msgid_plural or ""):
                    problem(po_path, key, "msgid_plural differs from messages.pot")
                    continue
                if "fuzzy" in e.flags:
                    problem(po_path, key, "fuzzy (not used until reviewed)")
                if e.msgid_plural:
                    forms_text = [e.msgstr_plural.get(i, "") for i in range(n)]
                    # A language with one form uses English's other form's placeholders; with two, each its own.
                    english_forms = [en.msgid_plural] if n == 1 else [en.msgid] + [en.msgid_plural] * (n - 1)
                else:
                    forms_text, english_forms = [e.msgstr], [en.msgid]
                for i, (text, english_text) in enumerate(zip(forms_text, english_forms)):
                    label = key if len(forms_text) == 1 else "%s[%d]" % (key, i)
                    if not text:
                        problem(po_path, label, "untranslated")
                        continue
                    a, b = set(PLACEHOLDER.findall(text)), set(PLACEHOLDER.findall(english_text))
                    if a != b:
                        problem(po_path, label, "placeholders %s differ from English's %s"
                                % (sorted(a) or "none", sorted(b) or "none"))
            for eid, en in english.items():
                if eid not in seen:
                    problem(po_path, display_key(en), "missing (it is in messages.pot)")
            run_msgfmt(po_path, problem)
    for p in problems:
        print(p)
    if problems:
        print("%d problem(s)" % len(problems), file=sys.stderr)
        sys.exit(1)
    print("ok")


def run_msgfmt(path, problem):
    result = subprocess.run(["msgfmt", "--check-format", "-o", os.devnull, path], capture_output=True, text=True)
    if result.returncode != 0:
        for line in (result.stderr.strip().splitlines() or ["msgfmt failed"]):
            problem(path, "msgfmt", line)


# MARK: - Migration (one-off, from the LocalizationTable+AreaLang.swift tables; delete after the move)

OLD_TABLES = os.path.join(ROOT, "Sources", "UniversalLinks", "Localization", "Tables")
OLD_LANGS = {"en": "En", "pt-BR": "PtBR", "zh-Hans": "ZhHans", "ko": "Ko"}
HAND_AREAS = ["Commands", "Matching", "Trace", "Watch", "Reports"]
AREAS = ["Diagnostics"] + HAND_AREAS
TARGET_SOURCES = [(t, os.path.join("Sources", t)) for t, _, _, _ in TARGETS]
OTHER_SOURCES = ["Sources/UniversalLinksSigning", "Sources/UniversalLinksApp", "Sources/UniversalLinksMCP",
                 "Sources/UniversalLinksRouter", "Sources/UniversalLinksACME"]


def old_unescape(t):
    out, i = [], 0
    while i < len(t):
        if t[i] == "\\" and i + 1 < len(t):
            out.append("\n" if t[i + 1] == "n" else t[i + 1])
            i += 2
        elif t[i] == "\\":
            i += 1  # a trailing lone backslash: dropped, as LocalizationTable does
        else:
            out.append(t[i])
            i += 1
    return "".join(out)


def read_old_table(lang, area):
    """[(key, value or None when untranslated)] in file order, parsed as LocalizationTable does."""
    path = os.path.join(OLD_TABLES, "LocalizationTable+%s%s.swift" % (area, OLD_LANGS[lang]))
    text = open(path, encoding="utf-8").read()
    body = text[text.index('#"""') + 4:text.rindex('"""#')]
    out = []
    for line in body.split("\n"):
        s = line.lstrip(" ")
        if not s or s.startswith("#") or "=" not in s:
            continue
        key, _, value = s.partition("=")
        key = key.rstrip(" ")
        value = value.lstrip(" ")
        if not key:
            continue
        out.append((key, old_unescape(value) if value else None))
    return out


def read_old_language(lang):
    """key -> (value or None, area): every area, the first entry of a key winning (as the joined parse)."""
    out = {}
    for area in AREAS:
        for key, value in read_old_table(lang, area):
            if key not in out:
                out[key] = (value, area)
            elif out[key][0] is None and value is not None:
                pass  # LocalizationTable skips empty entries, so a later non-empty one wins
            if out[key][0] is None and value is not None:
                out[key] = (value, area)
    return out


def load_extract():
    """scripts/l10n-extract.py's functions (its literal -> template logic), without running it."""
    path = os.path.join(ROOT, "scripts", "l10n-extract.py")
    source = open(path, encoding="utf-8").read()
    source = re.sub(r"\nmain\(\)\s*$", "\n", source)
    namespace = {"__file__": path, "__name__": "l10n_extract"}
    exec(compile(source, path, "exec"), namespace)
    return namespace


def template_files(x):
    """English template -> [(target, relative file)] for each diagnostic-producing source that has it."""
    core = x["CORE"]
    files = []
    for d in x["MESSAGE_DIRS"]:
        for dp, _, fs in os.walk(os.path.join(core, d)):
            files += [os.path.join(dp, f) for f in fs if f.endswith(".swift") and f not in x["SKIP_FILES"]]
    files += [os.path.join(core, f) for f in x["MESSAGE_FILES"]]
    checker = []
    for d in x["CHECKER_DIRS"]:
        for dp, _, fs in os.walk(os.path.join(ROOT, d)):
            checker += [os.path.join(dp, f) for f in fs if f.endswith(".swift")]
    out = {}
    for target, paths in [("UniversalLinks", files), ("UniversalLinksChecker", checker)]:
        for path in sorted(paths):
            for value, exprs in x["swift_literals"](open(path, encoding="utf-8").read()):
                t = x["template_of"](value, exprs)
                if x["is_message"](t):
                    ref = (target, os.path.relpath(path, ROOT))
                    if ref not in out.setdefault(t, []):
                        out[t].append(ref)
    return out


def registry_files():
    """code -> the registry file that declares it."""
    out = {}
    d = os.path.join(ROOT, "Sources", "UniversalLinks", "Diagnostics")
    for f in sorted(os.listdir(d)):
        if f.startswith("DiagnosticCode+") and f.endswith(".swift"):
            text = open(os.path.join(d, f), encoding="utf-8").read()
            for m in re.finditer(r"(?:\.init|entitlement)\(\s*\"([a-z0-9-]+)\",", text):
                out.setdefault(m.group(1), os.path.relpath(os.path.join(d, f), ROOT))
    return out


def format_key(english):
    """(key with positional placeholders, name -> index of its first occurrence)."""
    first, counter = {}, [0]

    def number(m):
        i = counter[0]
        counter[0] += 1
        first.setdefault(m.group(1), i)
        return "{%d}" % i
    return PLACEHOLDER.sub(number, english), first


TOKEN = re.compile(r"""(?<=["'])([A-Za-z][A-Za-z0-9_.\-]*)(?=(["']|\\\(|\$\{))""")


def source_tokens():
    """(module, file, token, is_prefix) of every quoted key-like token in the Swift sources."""
    out = []
    for target, d in TARGET_SOURCES + [(os.path.basename(o), o) for o in OTHER_SOURCES]:
        for dp, _, fs in os.walk(os.path.join(ROOT, d)):
            if os.path.join("Localization", "Tables") in dp or dp.endswith(os.path.join("Localization", "Generated")):
                continue
            for f in fs:
                if not f.endswith(".swift") or f.startswith("MessageTable+"):
                    continue
                path = os.path.join(dp, f)
                text = open(path, encoding="utf-8").read()
                for m in TOKEN.finditer(text):
                    token = m.group(1)
                    if "." not in token:
                        continue
                    prefix = m.group(2) in ("\\(", "${") or token.endswith(".") or token.endswith("-")
                    out.append((target, os.path.relpath(path, ROOT), token, prefix))
    return out


def migrate():
    order = [t for t, _, _, _ in TARGETS]
    report = []
    x = load_extract()
    old = {lang: read_old_language(lang) for lang in OLD_LANGS}
    english = old["en"]
    diag_en = [(k, v) for k, v in read_old_table("en", "Diagnostics")]
    hand_en = []
    for area in HAND_AREAS:
        hand_en += [(k, v, area) for k, v in read_old_table("en", area)]

    # entries: new key -> dict(kind, english, english_plural, target, refs, old keys, translations)
    entries = {}
    mapping = []  # (old key, new key, target)

    # 1. Format keys (the Diagnostics area).
    templates = template_files(x)
    codes = registry_files()
    unassigned_format = []
    for key, value in diag_en:
        if value is None:
            report.append("English %s is empty: skipped" % key)
            continue
        new, first = format_key(value)
        if key.startswith("m."):
            refs = templates.get(value, [])
            if refs:
                target = min((r[0] for r in refs), key=order.index)
            else:
                target = "UniversalLinks"
                unassigned_format.append(key)
            files = [r[1] for r in refs]
        else:
            code = key.rsplit(".", 1)[0]
            target = "UniversalLinks"
            files = [codes[code]] if code in codes else []
            if code not in codes:
                unassigned_format.append(key)
        if new in entries:
            e = entries[new]
            e["old"].append(key)
            e["firsts"][key] = first
            e["refs"] += [f for f in files if f not in e["refs"]]
            if order.index(target) < order.index(e["target"]):
                e["target"] = target
        else:
            entries[new] = dict(kind="format", english=value, plural=None, target=target, refs=files, old=[key],
                                firsts={key: first}, tr={})
        mapping.append((key, new))

    # 2. Named keys (the hand-written areas); plural families.
    hand_keys = {k for k, v, _ in hand_en if v is not None}
    families = {k[:-4] for k in hand_keys if k.endswith(".one") and k[:-4] + ".other" in hand_keys}
    for key, value, area in hand_en:
        if value is None:
            report.append("English %s is empty: skipped" % key)
            continue
        if any(key == f + ".one" or key == f + ".other" for f in families):
            base = key.rsplit(".", 1)[0]
            if base not in entries:
                entries[base] = dict(kind="plural", english=english[base + ".one"][0],
                                     plural=english[base + ".other"][0], target=None, refs=[],
                                     old=[base + ".one", base + ".other"], tr={}, area=area)
            mapping.append((key, key))
            continue
        if key in entries:
            same = entries[key]["english"] == value
            report.append("named key %s is twice in the English tables (%s and %s, %s): the first kept, as "
                          "LocalizationTable did" % (key, entries[key]["area"], area,
                                                     "same text" if same else "DIFFERENT text"))
            continue
        entries[key] = dict(kind="named", english=value, plural=None, target=None, refs=[], old=[key], tr={},
                            area=area)
        mapping.append((key, key))

    # 3. Which module uses each named key.
    tokens = source_tokens()
    named = [k for k, e in entries.items() if e["kind"] != "format"]
    users = {k: {} for k in named}  # key -> module -> [(file, token, prefix)]
    prefix_tokens = {}
    for module, path, token, is_prefix in tokens:
        for k in named:
            hit = token == k or (is_prefix and len(token) >= 4 and k.startswith(token))
            if hit:
                users[k].setdefault(module, []).append((path, token, is_prefix))
                if is_prefix and token != k:
                    prefix_tokens.setdefault((module, token), set()).add(k)
    # The console sends the keys of its page prefixes to the browser.
    console = os.path.join(ROOT, "Sources", "UniversalLinksServer", "Console", "ConsoleLocalization.swift")
    page = re.search(r"pagePrefixes\s*=\s*\[(.*?)\]", open(console, encoding="utf-8").read(), re.S)
    page_prefixes = re.findall(r'"([^"]+)"', page.group(1)) if page else []
    console_rel = os.path.relpath(console, ROOT)
    for k in named:
        if any(k.startswith(p) for p in page_prefixes):
            users[k].setdefault("UniversalLinksServer", []).append((console_rel, "pagePrefixes", True))
    unreferenced, outside = [], []
    for k in named:
        mods = [m for m in users[k] if m in order]
        if any(m not in order for m in users[k]):
            outside.append((k, [m for m in users[k] if m not in order]))
        if mods:
            target = min(mods, key=order.index)
            entries[k]["target"] = target
            refs = []
            for m in sorted(mods, key=order.index):
                for path, _, _ in users[k][m]:
                    if path not in refs:
                        refs.append(path)
            entries[k]["refs"] = refs
            entries[k]["users"] = mods
    # The CLI includes the checker, watch and server modules only with their traits: a key such a module owns
    # but the CLI uses from code compiled without that trait (`ulinks match`, `diff`) is missing from a
    # `--disable-default-traits` build. With --cli-keys-to-core, such keys go to the core instead.
    defines = {"UniversalLinksChecker": ["ULINKS_CHECKER", "ULINKS_WATCH", "ULINKS_SERVER"],
               "UniversalLinksWatch": ["ULINKS_WATCH", "ULINKS_SERVER"], "UniversalLinksServer": ["ULINKS_SERVER"]}
    cli_unconditional = []
    for k in named:
        t = entries[k]["target"]
        if t in defines and "ulinks" in users[k]:
            files = sorted({path for path, _, _ in users[k]["ulinks"]})
            bare = [f for f in files
                    if not any("#if " + d in open(os.path.join(ROOT, f), encoding="utf-8").read() for d in defines[t])]
            if bare:
                cli_unconditional.append((k, t, bare))
                if "--cli-keys-to-core" in sys.argv:
                    entries[k]["target"] = "UniversalLinks"
    for k in named:
        if entries[k]["target"] is None:
            parts = k.split(".")
            choice = None
            for depth in (2, 1):
                prefix = ".".join(parts[:depth]) + "."
                counts = {}
                for other in named:
                    t = entries[other]["target"]
                    if other != k and t and other.startswith(prefix) and other not in [u for u, _ in unreferenced]:
                        counts[t] = counts.get(t, 0) + 1
                if counts:
                    choice = max(counts, key=lambda t: (counts[t], -order.index(t)))
                    break
            entries[k]["target"] = choice or "UniversalLinks"
            unreferenced.append((k, entries[k]["target"]))

    # 4. Translations.
    dropped, mismatched, partial = [], [], []
    for lang in ("pt-BR", "zh-Hans", "ko"):
        table = old[lang]
        for new, e in entries.items():
            if e["kind"] == "format":
                values = [table.get(o, (None, None))[0] for o in e["old"]]
                chosen = None
                for o, v in zip(e["old"], values):
                    if v is None:
                        continue
                    names = PLACEHOLDER.findall(v)
                    first = e["firsts"][o]
                    unknown = [n for n in names if n not in first]
                    if unknown:
                        dropped.append((lang, o, unknown))
                        continue
                    converted = PLACEHOLDER.sub(lambda m: "{%d}" % first[m.group(1)], v)
                    if chosen is None:
                        chosen = converted
                    elif converted != chosen:
                        report.append("%s: %s and %s share the key %r but differ; kept the first" %
                                      (lang, e["old"][0], o, new))
                if chosen is not None:
                    e["tr"][lang] = chosen
                    a, b = set(PLACEHOLDER.findall(chosen)), set(PLACEHOLDER.findall(new))
                    if a != b:
                        mismatched.append((lang, e["old"][0], sorted(b - a), sorted(a - b)))
            elif e["kind"] == "named":
                v = table.get(new, (None, None))[0]
                if v is not None:
                    e["tr"][lang] = v
                    a, b = set(PLACEHOLDER.findall(v)), set(PLACEHOLDER.findall(e["english"]))
                    if a != b:
                        mismatched.append((lang, new, sorted(b - a), sorted(a - b)))
            else:
                one = table.get(new + ".one", (None, None))[0]
                other = table.get(new + ".other", (None, None))[0]
                if lang == "pt-BR":
                    forms = [one or "", other or ""]
                    if bool(one) != bool(other):
                        partial.append((lang, new))
                else:
                    if other is None and one is not None:
                        partial.append((lang, new))
                    forms = [other or one or ""]
                if any(forms):
                    e["tr"][lang] = forms
    orphans = {}
    all_old = set()
    for e in entries.values():
        all_old.update(e["old"])
    for lang in ("pt-BR", "zh-Hans", "ko"):
        orphans[lang] = sorted(k for k, (v, _) in old[lang].items() if k not in all_old and v is not None)

    # A translation that leaves out a placeholder (the old tables allowed it: "{count} error{count2}" in
    # Chinese) is kept, without python-brace-format (which msgfmt would fail); `check` names it.
    unflagged = set()
    for k, e in entries.items():
        for lang, tr in e["tr"].items():
            pairs = list(zip(tr, [e["english"], e["plural"]] if lang == "pt-BR" else [e["plural"]])) \
                if e["kind"] == "plural" else [(tr, k if e["kind"] == "format" else e["english"])]
            if any(set(PLACEHOLDER.findall(a)) != set(PLACEHOLDER.findall(b)) for a, b in pairs if a):
                unflagged.add(k)
    report.append("entries left without python-brace-format (a translation lacks a placeholder): %s"
                  % sorted(unflagged))

    # 5. Write catalogs.
    counts = {}
    for target in order:
        ids = sorted((k for k, e in entries.items() if e["target"] == target),
                     key=lambda k: (entries[k]["kind"] == "format", k))
        os.makedirs(os.path.join(CATALOGS, target), exist_ok=True)
        for lang in [None] + [l[0] for l in LANGUAGES]:
            po = polib.POFile(wrapwidth=0)
            po.header = "%s's texts%s (swift-universal-links); see scripts/l10n.py." % (
                target, " in " + lang if lang else ", English (the template)")
            language = {l[0]: l for l in LANGUAGES}.get(lang)
            po.metadata = {
                "Project-Id-Version": "swift-universal-links",
                "Report-Msgid-Bugs-To": "",
                "Language": language[1] if language else "",
                "MIME-Version": "1.0",
                "Content-Type": "text/plain; charset=UTF-8",
                "Content-Transfer-Encoding": "8bit",
                "Plural-Forms": language[4] if language else POT_PLURAL_FORMS,
            }
            n = nplurals_of(language[4]) if language else 2
            untranslated = 0
            for k in ids:
                e = entries[k]
                flags = []
                texts = [e["english"]] + ([e["plural"]] if e["plural"] else [])
                if any(PLACEHOLDER.search(t) for t in texts) and all(is_valid_brace_format(t) for t in texts):
                    if k in unflagged:
                        # msgfmt would reject the kept translation that leaves out a placeholder.
                        pass
                    else:
                        flags.append("python-brace-format")
                occurrences = [(r, "") for r in e["refs"][:6]]
                tr = e["tr"].get(lang) if lang else None
                if e["kind"] == "plural":
                    if lang:
                        forms = tr or [""] * n
                        if n == 1:
                            forms = forms[-1:] if len(forms) == 1 else [forms[0]]
                        msgstr_plural = {i: forms[i] if i < len(forms) else "" for i in range(n)}
                        if not all(msgstr_plural.values()):
                            untranslated += 1
                    else:
                        msgstr_plural = {0: "", 1: ""}
                    entry = polib.POEntry(msgctxt=k, msgid=e["english"], msgid_plural=e["plural"],
                                          msgstr_plural=msgstr_plural, flags=flags, occurrences=occurrences)
                else:
                    if lang and not tr:
                        untranslated += 1
                    entry = polib.POEntry(msgctxt=None if e["kind"] == "format" else k,
                                          msgid=e["english"] if e["kind"] != "format" else k,
                                          msgstr=tr or "", flags=flags, occurrences=occurrences)
                po.append(entry)
            po.save(catalog_path(target, lang))
            counts[(target, lang or "pot")] = (len(ids), untranslated)

    # 6. The map for the call sites.
    with open(os.path.join(CATALOGS, ".migration-map.tsv"), "w", encoding="utf-8") as f:
        f.write("# old key\tnew key\ttarget (one-off, for fixing call sites; delete after the move)\n")
        for old_key, new in mapping:
            base = new if new in entries else new.rsplit(".", 1)[0]
            f.write("%s\t%s\t%s\n" % (old_key, new.replace("\\", "\\\\").replace("\n", "\\n")
                                      .replace("\t", "\\t"), entries[base]["target"]))

    # 7. Report.
    print("== entries (total, untranslated) per target and catalog")
    for target in order:
        print("  %-22s %s" % (target, "  ".join("%s=%d/%d" % (l, *counts[(target, l)])
                                               for l in ["pot", "pt-BR", "zh-Hans", "ko"])))
    kinds = {}
    for e in entries.values():
        kinds[(e["target"], e["kind"])] = kinds.get((e["target"], e["kind"]), 0) + 1
    print("== kinds per target: " + ", ".join("%s/%s=%d" % (t, k, n) for (t, k), n in sorted(kinds.items())))
    print("== format keys with no source found (kept in UniversalLinks): %d" % len(unassigned_format))
    for k in unassigned_format:
        print("  " + k)
    print("== format keys shared by several old keys")
    for k, e in entries.items():
        if e["kind"] == "format" and len(e["old"]) > 1:
            print("  %s <- %s" % (k, ", ".join(e["old"])))
    print("== format keys used in several modules (owned by the lowest)")
    for t, refs in templates.items():
        if len({r[0] for r in refs}) > 1:
            print("  %r: %s" % (t, refs))
    print("== named keys nobody references statically (assigned by prefix): %d" % len(unreferenced))
    for k, t in unreferenced:
        print("  %s -> %s" % (k, t))
    print("== named keys used by several modules (owned by the lowest)")
    for k in named:
        mods = entries[k].get("users", [])
        if len(mods) > 1:
            print("  %s: %s -> %s" % (k, ",".join(mods), entries[k]["target"]))
    print("== named keys referenced from modules without catalogs: %s" % outside)
    print("== keys owned by a trait module but used by CLI code compiled without its trait (%s): %d"
          % ("moved to UniversalLinks" if "--cli-keys-to-core" in sys.argv else "kept; --cli-keys-to-core moves them",
             len(cli_unconditional)))
    for k, t, files in cli_unconditional:
        print("  %s (%s) <- %s" % (k, t, ", ".join(files)))
    print("== prefix tokens (module, token -> number of keys matched)")
    for (m, t), ks in sorted(prefix_tokens.items()):
        print("  %s %r -> %d" % (m, t, len(ks)))
    print("== translations dropped (placeholder not in English)")
    for lang, k, names in dropped:
        print("  %s %s: %s" % (lang, k, names))
    print("== translations kept with placeholders differing from English (lang, key, missing, extra)")
    for m in mismatched:
        print("  %s %s missing=%s extra=%s" % m)
    print("== plural families translated in part: %s" % partial)
    print("== translation entries with no English (dropped): %s" % {l: o for l, o in orphans.items() if o})
    for line in report:
        print("  " + line)


def main():
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "generate":
        generate()
    elif command == "check":
        check()
    elif command == "migrate":
        migrate()
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
