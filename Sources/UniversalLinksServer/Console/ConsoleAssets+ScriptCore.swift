extension ConsoleAssets {
    /// Helpers shared by the tabs: element building (text only), the API client, tabs, diagnostics.
    static let scriptCore = #"""
        'use strict';
        const ulinks = (() => {
          const $ = (id) => document.getElementById(id);
          // The current language's labels (set by the locale script from /console/l10n.json) and
          // English's (compiled in by ConsolePage). t('key', { name: value }) fills `{name}`; a key the
          // language lacks falls back to English. tn() picks KEY.one or KEY.other by count.
          const l10n = { labels: {}, english: {{english-labels}} };
          function t(key, values) {
            const template = l10n.labels[key] || l10n.english[key] || key;
            return template.replace(/\{([a-z0-9]+)\}/gi, (whole, name) =>
              values && values[name] !== undefined ? String(values[name]) : whole);
          }
          const tn = (key, count, values) => t(key + (count === 1 ? '.one' : '.other'), Object.assign({ count }, values));
          // Puts a label whose `quoted` parts are code into node: text nodes and <code> elements only.
          function rich(node, text) {
            node.replaceChildren(...text.split('`').map((part, index) =>
              index % 2 ? el('code', {}, part) : document.createTextNode(part)));
          }
          // Builds an element; children are nodes or text (inserted as text nodes, never parsed).
          function el(tag, attrs, ...children) {
            const node = document.createElement(tag);
            for (const [key, value] of Object.entries(attrs || {})) {
              if (value === null || value === undefined || value === false) continue;
              if (key === 'class') node.className = value;
              else if (key === 'text') node.textContent = value;
              else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
              else node.setAttribute(key, value === true ? '' : String(value));
            }
            for (const child of children.flat()) {
              if (child === null || child === undefined || child === false) continue;
              node.append(child instanceof Node ? child : document.createTextNode(String(child)));
            }
            return node;
          }
          function say(id, text, state) {
            const node = $(id);
            node.textContent = text;
            node.className = 'summary' + (state ? ' ' + state : '');
          }
          const tokenKey = 'ulinks-admin-token';
          const token = () => sessionStorage.getItem(tokenKey);
          // One call to the API; the admin token travels in the Authorization header only.
          async function api(method, path, options = {}) {
            const headers = {};
            if (options.admin) {
              const value = token();
              if (!value) throw new Error(t('console.admin-token-first'));
              headers['Authorization'] = 'Bearer ' + value;
            }
            if (options.type) headers['Content-Type'] = options.type;
            const response = await fetch(path, { method, headers, body: options.body, cache: 'no-store', credentials: 'omit' });
            const type = response.headers.get('content-type') || '';
            // A stored file is text to show (options.raw), whatever its type; API answers are JSON.
            const data = !options.raw && type.startsWith('application/json') ? await response.json() : await response.text();
            return { ok: response.ok, status: response.status, data, headers: response.headers };
          }
          // The message of an API error answer.
          function failure(result) {
            if (result.data && typeof result.data === 'object' && result.data.message) return result.data.message;
            return 'HTTP ' + result.status;
          }
          // An API error: its message in the status line, its diagnostics (if any) listed as Validate
          // lists them, then any explanation given.
          function showFailure(statusId, container, result, ...more) {
            say(statusId, failure(result), 'bad');
            const list = el('ol', { class: 'diagnostics' });
            renderDiagnostics(list, (result.data && result.data.diagnostics) || []);
            container.replaceChildren(list, ...more.filter((node) => node));
          }
          // Why the server would not fetch a host for the Check or Trace tab, and how its operator allows it.
          function refusalHelp(result) {
            const code = result.data && result.data.error;
            if (code !== 'private-address' && code !== 'no-address') return null;
            const item = (key) => { const node = el('li'); rich(node, t(key)); return node; };
            return el('div', { class: 'result help', 'data-refused': code },
              el('h3', {}, t('console.refused.why')),
              el('p', {}, t(code === 'private-address' ? 'console.refused.private' : 'console.refused.no-address')),
              el('h3', {}, t('console.refused.how')),
              el('ul', {}, item('console.refused.restart'), item('console.refused.resolve'), item('console.refused.terminal')));
          }

          // Asks before a change that cannot be taken back lightly, in the page's own dialog (a native
          // confirm() cannot be styled and blocks the page); resolves true when the action is chosen.
          function confirmAction(title, text, action) {
            const dialog = $('confirm');
            $('confirm-title').textContent = title;
            $('confirm-text').textContent = text;
            $('confirm-ok').textContent = action;
            $('confirm-ok').onclick = () => dialog.close('ok');
            $('confirm-cancel').onclick = () => dialog.close('cancel');
            dialog.returnValue = '';
            return new Promise((resolve) => {
              dialog.addEventListener('close', () => resolve(dialog.returnValue === 'ok'), { once: true });
              dialog.showModal();
              $('confirm-cancel').focus();
            });
          }
          const encoder = new TextEncoder();
          const bytesOf = (text) => encoder.encode(text);

          // Tabs: arrow keys move between them, Enter/Space or click selects.
          function selectTab(tab, focus) {
            for (const other of document.querySelectorAll('[role="tab"]')) {
              const selected = other === tab;
              other.setAttribute('aria-selected', String(selected));
              other.tabIndex = selected ? 0 : -1;
              $(other.getAttribute('aria-controls')).hidden = !selected;
            }
            if (focus) tab.focus();
          }
          function setUpTabs() {
            const tabs = Array.from(document.querySelectorAll('[role="tab"]'));
            tabs.forEach((tab, index) => {
              tab.addEventListener('click', () => selectTab(tab, false));
              tab.addEventListener('keydown', (event) => {
                let next = null;
                if (event.key === 'ArrowRight') next = tabs[(index + 1) % tabs.length];
                if (event.key === 'ArrowLeft') next = tabs[(index + tabs.length - 1) % tabs.length];
                if (event.key === 'Home') next = tabs[0];
                if (event.key === 'End') next = tabs[tabs.length - 1];
                if (next) { event.preventDefault(); selectTab(next, true); }
              });
            });
          }

          // A diagnostic list item: position (a button that shows the line), severity, code (a link
          // to its reference entry), message and fix.
          function diagnosticItem(d, onPosition) {
            const where = d.line ? d.line + ':' + d.column : (d.pointer || 'file');
            const position = d.line && onPosition
              ? el('button', { class: 'pos', type: 'button', onclick: () => onPosition(d) }, where)
              : el('span', { class: 'pos' }, where);
            return el('li', { class: d.severity, 'data-code': d.code },
              position, ' ',
              el('span', { class: 'sev' }, t('console.severity.' + d.severity)),
              el('a', { class: 'code', href: '/api/v1/codes/' + encodeURIComponent(d.code), target: '_blank', rel: 'noopener' }, '[' + d.code + ']'),
              ' ', el('span', { class: 'msg' }, d.message),
              d.hint ? el('div', { class: 'fix' }, t('console.fix', { hint: d.hint })) : null);
          }
          function renderDiagnostics(list, diagnostics, onPosition) {
            list.replaceChildren(...diagnostics.map((d) => diagnosticItem(d, onPosition)));
          }
          function countText(errors, warnings) {
            return t('console.count', { errors: tn('console.count.error', errors), warnings: tn('console.count.warning', warnings) });
          }

          // The source with line numbers; each diagnostic's character is marked (columns count
          // Unicode scalars, like the reader's).
          function renderSource(container, text, diagnostics) {
            const byLine = new Map();
            for (const d of diagnostics) {
              if (!d.line) continue;
              if (!byLine.has(d.line)) byLine.set(d.line, []);
              byLine.get(d.line).push(d);
            }
            const lines = text.split('\n');
            const rows = lines.map((raw, index) => {
              const number = index + 1;
              const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
              const found = byLine.get(number) || [];
              const code = el('span', { class: 'text' });
              const chars = Array.from(line);
              const marks = new Map();
              for (const d of found) {
                const column = Math.max(1, d.column || 1);
                const previous = marks.get(column);
                if (!previous || previous.severity !== 'error') marks.set(column, d);
              }
              let start = 0;
              for (const column of [...marks.keys()].sort((a, b) => a - b)) {
                const d = marks.get(column);
                const at = Math.min(column - 1, chars.length);
                if (at > start) code.append(chars.slice(start, at).join(''));
                const marked = at < chars.length ? chars[at] : ' ';
                code.append(el('mark', { class: d.severity, title: d.severity + ' [' + d.code + '] ' + d.message, 'data-position': number + ':' + column }, marked));
                start = at < chars.length ? at + 1 : at;
              }
              if (start < chars.length) code.append(chars.slice(start).join(''));
              const severity = found.some((d) => d.severity === 'error') ? 'has-error' : found.some((d) => d.severity === 'warning') ? 'has-warning' : '';
              const row = el('div', { class: 'line ' + severity, id: container.id + '-L' + number },
                el('span', { class: 'ln', 'aria-hidden': 'true' }, String(number)), code);
              // Each finding under its line, as the HTML report shows it.
              const findings = found.slice().sort((a, b) => (a.column || 0) - (b.column || 0)).map((d) =>
                el('div', { class: 'finding ' + d.severity, 'data-code': d.code, 'data-position': number + ':' + (d.column || 1) },
                  d.severity + '[' + d.code + '] ' + number + ':' + (d.column || 1) + ': ' + d.message,
                  d.hint ? el('div', { class: 'fix' }, t('console.fix', { hint: d.hint })) : null));
              return [row, ...findings];
            });
            container.replaceChildren(...rows.flat());
          }
          function showLine(container, number) {
            const row = $(container.id + '-L' + number);
            if (!row) return;
            row.scrollIntoView({ block: 'center' });
            row.classList.add('flash');
            setTimeout(() => row.classList.remove('flash'), 1500);
          }
          function lines(text) {
            return text.split('\n').map((s) => s.trim()).filter((s) => s && !s.startsWith('#'));
          }
          // Runs an async handler, reporting a thrown error in a status line.
          function guard(statusId, handler) {
            return async (event) => {
              if (event) event.preventDefault();
              try { await handler(event); } catch (error) { say(statusId, String(error.message || error), 'bad'); }
            };
          }
          return { $, el, t, tn, rich, l10n, say, api, failure, showFailure, refusalHelp, confirmAction, bytesOf, token, tokenKey, setUpTabs, renderDiagnostics, renderSource, showLine, countText, lines, guard };
        })();

        """#
}
