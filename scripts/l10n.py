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


def main():
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "generate":
        generate()
    elif command == "check":
        check()
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
