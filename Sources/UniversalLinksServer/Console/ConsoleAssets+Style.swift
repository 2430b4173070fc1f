extension ConsoleAssets {
    static let css = #"""
        :root { --fg: #1d1d1f; --muted: #5f6368; --bg: #fff; --panel: #f5f5f7; --line: #d2d2d7;
          --accent: #0a58ca; --error: #b3261e; --error-bg: #fde7e9; --warning: #8a5a00; --warning-bg: #fff4d6;
          --note: #1f5fa8; --ok: #1e7b34; --ok-bg: #e6f4ea; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.45 -apple-system, system-ui, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
        header { background: var(--panel); border-bottom: 1px solid var(--line); padding: .6rem 1rem 0; }
        h1 { font-size: 1.2rem; margin: 0 0 .5rem; } h1 span { color: var(--muted); font-weight: 400; }
        h2 { font-size: 1.05rem; margin: 1.5rem 0 .5rem; } h3 { font-size: 1rem; margin: .3rem 0; word-break: break-all; }
        #lang-switch { position: absolute; top: .55rem; right: 1rem; font: inherit; font-size: .85rem; }
        header { position: relative; }
        nav { display: flex; flex-wrap: wrap; gap: .25rem; }
        nav button { border: 1px solid transparent; border-bottom: none; border-radius: 6px 6px 0 0; background: none; padding: .45rem .8rem; font: inherit; cursor: pointer; color: var(--muted); }
        nav button[aria-selected="true"] { background: var(--bg); border-color: var(--line); color: var(--fg); font-weight: 600; }
        main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
        footer { max-width: 72rem; margin: 0 auto; padding: 0 1rem 2rem; color: var(--muted); font-size: .85rem; }
        .lead { color: var(--muted); margin-top: 0; }
        label { display: block; font-weight: 600; margin: .6rem 0 .25rem; }
        label.inline { display: inline-block; margin: 0 .2rem 0 0; font-weight: 600; }
        textarea, input, select { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; border: 1px solid var(--line); border-radius: 6px; padding: .4rem; max-width: 100%; }
        textarea { width: 100%; resize: vertical; }
        input[type="file"] { font-family: inherit; border: none; padding: 0; }
        input:not([type]), input[type="password"] { min-width: 14rem; }
        .row { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; margin: .6rem 0; }
        button { font: inherit; padding: .4rem .9rem; border-radius: 6px; border: 1px solid var(--line); background: var(--bg); cursor: pointer; }
        button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
        button.danger { background: var(--error); border-color: var(--error); color: #fff; }
        button:disabled { opacity: .5; cursor: not-allowed; }
        .hint { color: var(--muted); font-size: .9rem; margin: .2rem 0; }
        dialog { border: 1px solid var(--line); border-radius: 8px; padding: 1rem 1.2rem; max-width: min(34rem, calc(100vw - 2rem)); }
        dialog::backdrop { background: rgba(0, 0, 0, .35); }
        dialog h2 { margin-top: 0; word-break: break-all; }
        :focus-visible { outline: 3px solid #7aa7ff; outline-offset: 1px; }
        .summary { font-weight: 600; min-height: 1.4em; }
        .summary.ok { color: var(--ok); } .summary.bad { color: var(--error); }
        .diagnostics { list-style: none; padding: 0; margin: .5rem 0; }
        .diagnostics li { border-left: 4px solid var(--line); background: var(--panel); padding: .4rem .6rem; margin: .3rem 0; border-radius: 0 6px 6px 0; }
        .diagnostics li.error { border-color: var(--error); } .diagnostics li.warning { border-color: var(--warning); } .diagnostics li.note { border-color: var(--note); }
        .pos { font: 13px ui-monospace, Menlo, Consolas, monospace; padding: 0 .3rem; border: none; background: none; color: var(--accent); text-decoration: underline; cursor: pointer; }
        .sev { font-weight: 700; text-transform: uppercase; font-size: .75rem; margin-right: .3rem; }
        li.error .sev { color: var(--error); } li.warning .sev { color: var(--warning); } li.note .sev { color: var(--note); }
        .code { font-family: ui-monospace, Menlo, Consolas, monospace; margin-right: .3rem; }
        .fix { color: var(--muted); margin-top: .15rem; }
        .source { font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; border: 1px solid var(--line); border-radius: 6px; overflow-x: auto; background: #fbfbfd; }
        .source:empty { display: none; }
        .line { display: flex; white-space: pre; min-width: max-content; }
        .line .ln { flex: none; width: 3.5rem; padding-right: .6rem; text-align: right; color: var(--muted); background: var(--panel); user-select: none; }
        .line.has-error { background: var(--error-bg); } .line.has-warning { background: var(--warning-bg); }
        .line.flash { outline: 2px solid var(--accent); }
        .finding { position: sticky; left: 0; white-space: pre-wrap; overflow-wrap: anywhere; font-family: system-ui, sans-serif; font-size: .85rem;
          margin: .1rem 0 .3rem 3.5rem; padding: .2rem .5rem; border-left: 4px solid var(--note); background: var(--panel); max-width: calc(100% - 3.5rem); }
        .finding.error { border-color: var(--error); color: var(--error); } .finding.warning { border-color: var(--warning); color: var(--warning); }
        .finding .fix { color: var(--muted); }
        mark { background: none; color: inherit; border-bottom: 3px solid var(--note); }
        mark.error { border-color: var(--error); background: #f9c6cb; } mark.warning { border-color: var(--warning); background: #ffe3a3; }
        .result { border: 1px solid var(--line); border-radius: 8px; padding: .6rem .8rem; margin: .6rem 0; }
        .verdict { margin: .2rem 0; } .verdict strong { color: var(--accent); } .verdict .browser { color: var(--muted); }
        .table-wrap { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; font-size: .9rem; margin: .4rem 0; }
        th, td { text-align: left; border-bottom: 1px solid var(--line); padding: .3rem .4rem; vertical-align: top; }
        td.mono, .mono { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: .85rem; word-break: break-all; }
        td.check-id { word-break: normal; white-space: nowrap; }
        .help { background: var(--panel); } .help h3 { margin-top: .2rem; } .help code { white-space: nowrap; }
        .decision-match, .status-pass { color: var(--ok); font-weight: 600; } .decision-exclude, .status-fail, .status-unreachable { color: var(--error); font-weight: 600; }
        .decision-no_match, .decision-inert, .status-skipped { color: var(--muted); } .status-warning { color: var(--warning); font-weight: 600; }
        .verdict-ready { color: var(--ok); font-weight: 600; } .verdict-broken { color: var(--error); font-weight: 600; }
        .verdict-unknown { color: var(--warning); font-weight: 600; } .verdict-skipped { color: var(--muted); }
        .passkey-platform h3 { margin-bottom: .2rem; } .passkey-platform .problem { color: var(--muted); }
        pre.trace, pre.file { font: 12px/1.45 ui-monospace, Menlo, Consolas, monospace; background: var(--panel); padding: .5rem; border-radius: 6px; overflow-x: auto; white-space: pre; }
        details { margin: .3rem 0; } summary { cursor: pointer; color: var(--accent); }
        .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
        .domains { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem; }
        .domains button[aria-pressed="true"] { background: var(--accent); color: #fff; }
        .kind { border-top: 1px solid var(--line); margin-top: 1rem; }
        #t-url { width: 100%; } .fixes { margin: .3rem 0; padding-left: 1.2rem; }
        @media (max-width: 640px) {
          main { padding: .6rem; } .pair { grid-template-columns: 1fr; }
          input:not([type]), input[type="password"] { min-width: 0; width: 100%; }
          nav button { padding: .4rem .5rem; }
          .line .ln { width: 2.6rem; } .finding { margin-left: 2.6rem; max-width: calc(100% - 2.6rem); }
        }
        """#
}
