#!/usr/bin/env python3
"""Regenerates the English diagnostics table from the Swift sources, and lists or stubs the keys a
translation lacks.

    scripts/l10n-extract.py            # rewrite LocalizationTable+DiagnosticsEn.swift
    scripts/l10n-extract.py --missing LANG   # print keys of LANG missing or equal to English
    scripts/l10n-extract.py --stub LANG      # add every missing key of LANG to its file, empty,
                                             # under a '# en:' comment (a translator fills them)

English keys: `CODE.summary` and `CODE.fix` from the registry (Sources/UniversalLinks/Diagnostics/
DiagnosticCode+*.swift), and `m.SLUG` for every message template: each string literal of the
diagnostic-producing sources, its interpolations `\\(expr)` turned into named placeholders `{name}`.
See Docs/Localization.md.
"""
import hashlib
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CORE = os.path.join(ROOT, "Sources", "UniversalLinks")
TABLES = os.path.join(CORE, "Localization", "Tables")
LANGS = {"en": "En", "pt-BR": "PtBR", "zh-Hans": "ZhHans", "ko": "Ko"}
# The areas written by hand (keys named after where the text is shown); English is their source of truth.
HAND_AREAS = ["Commands", "Matching", "Trace", "Watch", "Reports"]
# The sources whose string literals become message templates.
MESSAGE_DIRS = ["JSON", "Validation", "Model", "Android", "Entitlements", "Manifest", "Project",
                "Input"]
MESSAGE_FILES = ["Matching/MatcherIssue.swift", "Matching/SubstitutionTable.swift", "Matching/RuleCompiler.swift",
                 "Matching/AASAMatcher+Unreachable.swift", "Matching/Pattern.swift"]
# Readers of binary formats (APK, binary XML, Mach-O): their rare "corrupt file" details stay English.
CHECKER_DIRS = ["Sources/UniversalLinksChecker/Checker", "Sources/UniversalLinksChecker/TLS"]
SKIP_FILES = {"CanonicalFormatter.swift", "Punycode.swift", "IDNA.swift", "ByteView.swift", "APKSignature.swift",
              "BinaryXMLElement.swift", "BinaryXMLError.swift", "BinaryXMLReader.swift", "BinaryXMLStringPool.swift",
              "ByteReader.swift", "MachOError.swift", "MachOFile.swift", "AndroidPatternMatcher.swift",
              "AASAMatcher+LegacyProof.swift"}


def swift_literals(text):
    """Yields (value, [(placeholder expr)]) for each single-line string literal outside comments:
    value with each interpolation replaced by \x00 index \x00."""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            if i < 0:
                return
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i)
            i = n if j < 0 else j + 2
            continue
        if text.startswith('"""', i) or text.startswith('#"', i):
            # Multi-line and raw literals: skipped (not used for messages).
            end = text.find('"""', i + 3) if text.startswith('"""', i) else text.find('"#', i + 2)
            i = n if end < 0 else end + 3
            continue
        if c == '"':
            concatenating = re.search(r"\.concatenating\(\s*$", text[max(0, i - 40):i]) is not None
            value, exprs, i = read_literal(text, i + 1)
            # `"a" + "b"`, `"a" + expr + "b"` and `.concatenating("a", expr, "b")` build one message.
            while True:
                m = PLUS.match(text, i)
                if m:
                    more, more_exprs, i = read_literal(text, m.end())
                    shift = len(exprs)
                    value += re.sub("\x00(\\d+)\x00", lambda k: "\x00%d\x00" % (int(k.group(1)) + shift), more)
                    exprs += more_exprs
                    continue
                m = (COMMA if concatenating else CHAIN).match(text, i)
                if not m:
                    tail = TAIL.match(text, i)
                    if tail:
                        exprs.append(tail.group(1))
                        value += "\x00%d\x00" % (len(exprs) - 1)
                        i = tail.end()
                    elif re.match(r"\s*\+", text[i:]):
                        # `"text: " + anything`: the rest is one value.
                        exprs.append("value")
                        value += "\x00%d\x00" % (len(exprs) - 1)
                    break
                more, more_exprs, i = read_literal(text, m.end())
                exprs.append(m.group(1))
                value += "\x00%d\x00" % (len(exprs) - 1)
                shift = len(exprs)
                value += re.sub("\x00(\\d+)\x00", lambda k: "\x00%d\x00" % (int(k.group(1)) + shift), more)
                exprs += more_exprs
            yield value, exprs
            continue
        i += 1


# `+ expr +` (or `, expr,` in .concatenating) between two literals (expr: a name, member chain or a
# call without strings); `+` between two literals.
EXPR = r'([A-Za-z_][\w.]*(?:\([^()"]*\))?(?:\.[\w.]+)?)'
CHAIN = re.compile(r'\s*\+\s*' + EXPR + r'\s*\+\s*"(?!")')
COMMA = re.compile(r'\s*,\s*' + EXPR + r'\s*,\s*"(?!")')
PLUS = re.compile(r'\s*\+\s*"(?!")')
TAIL = re.compile(r'\s*\+\s*(' + EXPR + r'|\((?:[^()]|\([^()]*\))*\))(?=\s*[,)\n])')


def read_literal(text, i):
    out, exprs = [], []
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"':
            return "".join(out), exprs, i + 1
        if c == "\n":
            return "".join(out), exprs, i + 1
        if c == "\\":
            d = text[i + 1]
            if d == "(":
                depth, j = 1, i + 2
                while j < n and depth:
                    if text[j] == "(":
                        depth += 1
                    elif text[j] == ")":
                        depth -= 1
                    elif text[j] == '"':
                        _, _, j = read_literal(text, j + 1)
                        continue
                    j += 1
                exprs.append(text[i + 2:j - 1])
                out.append("\x00%d\x00" % (len(exprs) - 1))
                i = j
                continue
            if d == "u" and text[i + 2] == "{":
                j = text.index("}", i)
                out.append(chr(int(text[i + 3:j], 16)))
                i = j + 1
                continue
            out.append({"n": "\n", "t": "\t", "0": "\0", "r": "\r"}.get(d, d))
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out), exprs, i


def placeholder_name(expr):
    e = re.sub(r'"[^"]*"', "", expr)
    while True:
        f = re.sub(r"\([^()]*\)", "", e)
        if f == e:
            break
        e = f
    words = re.findall(r"[A-Za-z_][A-Za-z0-9_]*", e)
    words = [w for w in words if w not in ("self", "rawValue", "description", "value", "count")] or words or ["value"]
    return words[-1]


def template_of(value, exprs):
    names, used = [], {}
    for expr in exprs:
        name = placeholder_name(expr)
        used[name] = used.get(name, 0) + 1
        names.append(name if used[name] == 1 else "%s%d" % (name, used[name]))
    t = re.sub("\x00(\\d+)\x00", lambda m: "{%s}" % names[int(m.group(1))], value)
    # Side by side placeholders cannot be told apart when matching: one stands for both.
    return re.sub(r"(\{[A-Za-z0-9_]+\})(?:\{[A-Za-z0-9_]+\})+", r"\1", t)


def is_message(t):
    literal = re.sub(r"\{[A-Za-z0-9_]+\}", "", t)
    letters = sum(ch.isalpha() for ch in literal)
    if re.match(r"^[/#:<]", t) or "\n" in t or '{"' in t or '": [{' in t:
        return False
    if t.strip().startswith('"') and t.rstrip()[-1:] in ("[", "{", ","):  # a JSON line the code writes
        return False
    # A structure joining two messages ("'{entry}': {message}") needs no translation.
    if letters == 0:
        return len(re.findall(r"\{", t)) >= 2 and not t.startswith("{") and len(literal) >= 2 and "{{" not in t
    return letters >= 4 and (" " in literal.strip() or ("{" in t and " " in literal))


def is_structural(t):
    return not any(ch.isalpha() for ch in re.sub(r"\{[A-Za-z0-9_]+\}", "", t))


def escape(t):
    t = t.replace("\\", "\\\\").replace("\n", "\\n")
    # Leading and trailing spaces would be trimmed: `\ ` keeps them.
    if t.startswith(" "):
        t = "\\" + t
    if t.endswith(" "):
        t = t[:-1] + "\\ "
    return t


def slug(t):
    words = re.findall(r"[a-z0-9]+", re.sub(r"\{[^}]*\}", "", t.lower()))
    return "-".join(words[:6]) or "join"


def message_templates():
    files = []
    for d in MESSAGE_DIRS:
        for dp, _, fs in os.walk(os.path.join(CORE, d)):
            files += [os.path.join(dp, f) for f in fs if f.endswith(".swift") and f not in SKIP_FILES]
    files += [os.path.join(CORE, f) for f in MESSAGE_FILES]
    # `ulinks check`'s verdicts and fixes (the checker module).
    for d in CHECKER_DIRS:
        for dp, _, fs in os.walk(os.path.join(ROOT, d)):
            files += [os.path.join(dp, f) for f in fs if f.endswith(".swift")]
    seen, out = set(), []
    for path in sorted(files):
        for value, exprs in swift_literals(open(path, encoding="utf-8").read()):
            t = template_of(value, exprs)
            if is_message(t) and t not in seen:
                seen.add(t)
                out.append(t)
    return out


def registry():
    """(key, English) of every code's summary and fix, in registry order."""
    entries = []
    d = os.path.join(CORE, "Diagnostics")
    order = ["JSON", "Schema", "Lints", "Entitlements", "AssetLinks", "Manifest", "Project"]
    for name in order:
        text = open(os.path.join(d, "DiagnosticCode+%s.swift" % name), encoding="utf-8").read()
        for m in re.finditer(r"(?:\.init|entitlement)\(\s*\"([a-z0-9-]+)\",\s*\.(\w+),\s*", text):
            code, i = m.group(1), m.end()
            summary, i = concatenated(text, i)
            fm = re.compile(r"fix:\s*").search(text, i)
            nxt = text.find(".init(", i)
            fix = None
            if fm and (nxt < 0 or fm.start() < nxt) and not text.startswith("nil", fm.end()):
                fix, _ = concatenated(text, fm.end())
            entries.append((code + ".summary", summary))
            if fix is not None:
                entries.append((code + ".fix", fix))
    return entries


def concatenated(text, i):
    """The value of `"a" + "b"` (or a single literal) starting at i, and the index after it."""
    parts = []
    while True:
        while text[i] in " \n":
            i += 1
        if text[i] != '"':
            break
        value, exprs, i = read_literal(text, i + 1)
        parts.append(template_of(value, exprs))
        j = i
        while text[j] in " \n":
            j += 1
        if text[j] == "+":
            i = j + 1
            continue
        break
    return "".join(parts), i


def english():
    entries = registry()
    templates = message_templates()
    # A template keeps the key it already has, so that a new template sharing its first words takes the
    # hashed key and the translations of the old one stay attached to it.
    existing = {v: k for k, v in read_table("en", raw=False).items() if k.startswith("m.")}
    keys = {existing[t]: t for t in templates if t in existing}
    for t in templates:
        if t in existing:
            continue
        base = "m." + slug(t)
        key = base if base not in keys else base + "." + hashlib.sha1(t.encode()).hexdigest()[:6]
        keys[key] = t
    return entries + sorted(keys.items())


def table_path(lang, area="Diagnostics"):
    return os.path.join(TABLES, "LocalizationTable+%s%s.swift" % (area, LANGS[lang]))


def write_table(lang, entries, doc, area="Diagnostics"):
    """entries: (key, value, English comment or None); values of a translation are as written (escaped),
    the English table's are plain text."""
    ident = area.lower() + LANGS[lang]
    body = []
    for key, value, comment in entries:
        if comment is not None:
            body.append("# en: " + escape(comment))
        written = escape(value) if lang == "en" else value
        body.append("%s = %s" % (key, written) if value else "%s =" % key)
    with open(table_path(lang, area), "w", encoding="utf-8") as f:
        f.write("// %s\n// Format: Docs/Localization.md. " % doc)
        f.write("Regenerate the English table or stub missing keys with scripts/l10n-extract.py.\n")
        f.write("extension LocalizationTable {\n    static let %s = #\"\"\"\n" % ident)
        for line in body:
            f.write("        " + line + "\n")
        f.write('        \"\"\"#\n}\n')


def read_table(lang, area="Diagnostics", raw=True):
    """key -> value as written (escaped when raw), in file order."""
    path = table_path(lang, area)
    if not os.path.exists(path):
        return {}
    out = {}
    text = open(path, encoding="utf-8").read()
    start = text.find('#"""')
    end = text.rfind('"""#')
    for line in text[start + 4:end].split("\n"):
        s = line.lstrip(" ")
        if not s or s.startswith("#") or "=" not in s:
            continue
        key, _, value = s.partition("=")
        value = value.lstrip(" ")
        out[key.strip()] = value if raw else unescape(value)
    return out


def unescape(t):
    out, i = [], 0
    while i < len(t):
        if t[i] == "\\" and i + 1 < len(t):
            out.append("\n" if t[i + 1] == "n" else t[i + 1])
            i += 2
        else:
            out.append(t[i])
            i += 1
    return "".join(out)


def main():
    en = english()
    if len(sys.argv) == 1:
        write_table("en", [(k, v, None) for k, v in en],
                    "English diagnostics: the source of truth for keys. GENERATED by scripts/l10n-extract.py.")
        print("%d English entries" % len(en))
        return
    mode, lang = sys.argv[1], sys.argv[2]
    if lang not in LANGS or lang == "en":
        sys.exit("unknown language %r: pt-BR, zh-Hans or ko" % lang)
    areas = [("Diagnostics", en)] + [(a, list(read_table("en", a, raw=False).items())) for a in HAND_AREAS]
    for area, english_entries in areas:
        have = read_table(lang, area)
        if mode == "--missing":
            for k, v in english_entries:
                if is_structural(v):
                    continue
                if not have.get(k) or have.get(k) == escape(v):
                    print("%s\t%s" % (k, escape(v)))
        elif mode == "--stub":
            entries = [(k, have.get(k, ""), v) for k, v in english_entries if not is_structural(v)]
            write_table(lang, entries, "%s %s (translations of the English table)." % (lang, area.lower()), area)
            print("%s: %d keys, %d translated" % (area, len(entries), sum(1 for k, _, _ in entries if have.get(k))),
                  file=sys.stderr)
        else:
            sys.exit("usage: l10n-extract.py [--missing LANG | --stub LANG]")


main()
