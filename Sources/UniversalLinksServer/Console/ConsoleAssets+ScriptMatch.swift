extension ConsoleAssets {
    /// The Test URLs tab (per app, per iOS version, with the explain trace) and the Compare tab.
    static let scriptMatch = #"""
        // Android's two readings of every URL: fixed values of `source`, named in the page's language.
        const ulinksSource = (source) => {
          const { t, l10n } = ulinks;
          for (const key of ['android.match.source.legacy', 'android.match.source.no-dynamic']) {
            if (l10n.english[key] === source) return t(key);
          }
          return source;
        };

        const ulinksDiff = (() => {
          const { el, t } = ulinks;
          const label = (ios) => 'iOS ' + (ios === 12 ? '12' : '13+');
          // A template's text with the value of `name` in a <code> element.
          const withCode = (key, values, name) => {
            const [before, after] = t(key, Object.assign({}, values, { [name]: '\u0000' })).split('\u0000');
            return [before, el('code', {}, values[name]), after];
          };
          // A semantic diff (ulinks diff --format json), as `ulinks diff` prints it: what changed rule by
          // rule with a few example URLs, then every URL whose decision changes, folded.
          function render(container, diff, oldName, newName) {
            const parts = [];
            for (const id of diff.addedApps) parts.push(el('p', {}, withCode('diff.app.added', { app: id, file: newName }, 'app')));
            for (const id of diff.removedApps) parts.push(el('p', {}, withCode('diff.app.removed', { app: id, file: oldName }, 'app')));
            let heading = '';
            for (const change of diff.rules || []) {
              const title = change.kind === 'order' || !change.apps.length ? t('console.compare.heading.file')
                : t('console.compare.heading.rules', { apps: change.apps.join(', '), ios: label(change.ios) });
              if (title !== heading) { parts.push(el('h3', {}, title)); heading = title; }
              parts.push(el('p', { class: 'mono' }, change.summary));
              if (change.examples.length) {
                parts.push(el('ul', {}, change.examples.map((x) => el('li', { class: 'mono' }, x.url + '  ' + x.old + ' → ' + x.new))));
              }
            }
            const lists = [];
            // The first ten of a list (as `ulinks diff` prints), the rest (up to 500) on demand.
            const limited = (items, line) => {
              const head = el('ul', {}, items.slice(0, 10).map((item) => el('li', { class: 'mono' }, line(item))));
              if (items.length <= 10) return head;
              return el('div', {}, head, el('details', {}, el('summary', {}, t('console.compare.more', { count: items.length - 10 })),
                el('ul', {}, items.slice(10, 500).map((item) => el('li', { class: 'mono' }, line(item))))));
            };
            const changeList = (title, changes) => changes.length === 0 ? null : el('div', {},
              el('h4', {}, t('console.compare.list', { title: t(title), count: changes.length })),
              limited(changes, (c) => c.url + '  ' + c.old + ' → ' + c.new));
            for (const app of diff.apps) {
              lists.push(el('div', { class: 'result' }, el('h3', {}, t('console.compare.app', { app: app.appID, ios: label(app.ios) })),
                changeList('diff.list.gains', app.gained), changeList('diff.list.loses', app.lost), changeList('diff.list.other', app.other)));
            }
            if (diff.opens.length) {
              const browser = t('diff.browser');
              lists.push(el('div', { class: 'result' }, el('h3', {}, t('console.compare.opens', { count: diff.opens.length })),
                limited(diff.opens, (o) => o.url + ' (iOS ' + o.ios + '): ' + (o.old || browser) + ' → ' + (o.new || browser))));
            }
            if (lists.length) {
              parts.push(el('details', {}, el('summary', {}, t('console.compare.every')), ...lists));
            }
            container.replaceChildren(...parts);
            return diff.addedApps.length + diff.removedApps.length + diff.apps.length + diff.opens.length === 0;
          }
          return { render };
        })();

        (() => {
          const { $, el, t, tn, say, api, showFailure, bytesOf, lines, guard } = ulinks;
          const opensText = (result) => result.opens ? t('match.opens', { app: result.opens }) : t('match.opens-browser');
          const where = (rule) => rule ? (rule.line ? rule.line + ':' + rule.column : rule.pointer) : '';

          // The reasoning, laid out like `ulinks match --explain` (the same texts, in the page's language).
          function trace(e) {
            const out = [e.result.url + '  ->  ' + opensText(e.result)];
            const host = e.host || t('explain.host.none');
            out.push('  ' + (e.hostMatches ? t('explain.host', { host }) : t('explain.host.other', { host, domain: e.result.domain })));
            out.push('  ' + (e.decodedPath !== e.path ? t('explain.path.decoded', { path: e.path, decoded: e.decodedPath })
              : t('explain.path', { path: e.path })));
            const items = e.queryItems.map((q) => q.name + '="' + q.value + '"').join(' ');
            out.push('  ' + (e.query === null || e.query === undefined ? t('explain.query.none')
              : e.queryItems.length ? t('explain.query.items', { query: e.query, items }) : t('explain.query', { query: e.query })));
            out.push('  ' + (e.fragment === null || e.fragment === undefined ? t('explain.fragment.none')
              : t('explain.fragment', { fragment: e.fragment })));
            for (const app of e.apps) {
              const source = ulinksSource(app.source);
              out.push('  ' + t('explain.app', { app: app.appID, source, detail: app.detail }));
              if (!app.rules.length) out.push('    ' + t('explain.no-rule'));
              for (const r of app.rules) {
                const outcome = r.failedKey ? t('explain.rule.failed', { key: r.failedKey, pattern: r.pattern || '' }) : t('explain.rule.decides');
                out.push('    ' + (where(r.rule) || r.rule.pointer) + '  {' + r.summary + '}  ' + outcome);
                for (const note of r.ignoredKeys || []) out.push('      ' + t('explain.ignored', { note }));
              }
              out.push('    => ' + app.decision);
            }
            return out.join('\n');
          }

          function decidingRule(explanation, appID) {
            const app = explanation.apps.find((a) => a.appID === appID);
            if (!app) return null;
            return app.rules.find((r) => !r.failedKey) || null;
          }

          function card(modern, legacy) {
            const verdict = (ios, e) => el('p', { class: 'verdict' }, ios + ': ',
              e.result.opens ? el('strong', {}, t('console.opens', { app: e.result.opens }))
                : el('span', { class: 'browser' }, t('console.opens-browser')));
            const ids = [...new Set([...modern.result.apps.map((a) => a.appID), ...legacy.result.apps.map((a) => a.appID)])];
            // An app iOS can never open, or one left out by "Installed apps", is not shown as opening.
            const installed = $('m-installed').value.split(',').map((s) => s.trim()).filter((s) => s);
            const cell = (e, id) => {
              const app = e.result.apps.find((a) => a.appID === id);
              if (!app) return [el('td', {}, '-'), el('td', {}, '')];
              const rule = decidingRule(e, id);
              const inert = app.appIDProblem ? t('console.match.never-opens', { problem: app.appIDProblem })
                : installed.length && !installed.includes(id) ? t('console.match.not-installed') : '';
              return [el('td', { class: inert ? 'decision-inert' : 'decision-' + app.decision }, app.decision + (inert ? ' (' + inert + ')' : '')),
                el('td', { class: 'mono' }, rule ? rule.summary + ' (' + where(rule.rule) + ')' : (app.rule ? app.rule.pointer : t('console.match.no-rule')))];
            };
            const table = el('table', {},
              el('thead', {}, el('tr', {}, el('th', {}, t('console.match.app')), el('th', {}, 'iOS 13+'),
                el('th', {}, t('console.match.rule')), el('th', {}, 'iOS 12'), el('th', {}, t('console.match.rule')))),
              el('tbody', {}, ids.map((id) => el('tr', {}, el('td', { class: 'mono' }, id), cell(modern, id), cell(legacy, id)))));
            return el('article', { class: 'result' },
              el('h3', {}, modern.result.url),
              verdict('iOS 13+', modern), verdict('iOS 12', legacy),
              el('div', { class: 'table-wrap' }, table),
              el('details', {}, el('summary', {}, t('console.match.explain', { ios: 'iOS 13+' })), el('pre', { class: 'trace' }, trace(modern))),
              el('details', {}, el('summary', {}, t('console.match.explain', { ios: 'iOS 12' })), el('pre', { class: 'trace' }, trace(legacy))));
          }

          async function run() {
            const urls = lines($('m-urls').value);
            if (!urls.length) { say('m-summary', t('console.match.need-url'), 'bad'); return; }
            const params = (ios) => {
              const p = new URLSearchParams({ ios: String(ios), explain: '1' });
              for (const url of urls) p.append('url', url);
              const domain = $('m-domain').value.trim();
              if (domain) p.set('domain', domain);
              const installed = $('m-installed').value.trim();
              if (installed) p.set('installed', installed);
              return p.toString();
            };
            const file = bytesOf($('m-file').value);
            say('m-summary', t('console.match.deciding'));
            const [modern, legacy] = await Promise.all([13, 12].map((ios) => api('POST', '/api/v1/match?' + params(ios), { body: file })));
            for (const result of [modern, legacy]) {
              if (!result.ok) { showFailure('m-summary', $('m-results'), result); $('m-both').replaceChildren(); return; }
            }
            $('m-results').replaceChildren(...modern.data.map((e, i) => card(e, legacy.data[i])));
            await ulinksSideBySide.render(urls);
            const opening = modern.data.filter((e) => e.result.opens).length;
            say('m-summary', tn('console.match.summary', urls.length, { opening }), 'ok');
          }

          async function compare() {
            const request = { old: $('c-old').value, new: $('c-new').value };
            const domain = $('c-domain').value.trim();
            if (domain) request.domain = domain;
            say('c-summary', t('console.compare.comparing'));
            const result = await api('POST', '/api/v1/diff', { body: JSON.stringify(request), type: 'application/json' });
            if (!result.ok) { showFailure('c-summary', $('c-results'), result); return; }
            const same = ulinksDiff.render($('c-results'), result.data, t('console.compare.old-file'), t('console.compare.new-file'));
            say('c-summary', t(same ? 'console.compare.same' : 'console.compare.compared', { count: result.data.urlsCompared }), same ? 'ok' : '');
          }

          document.addEventListener('DOMContentLoaded', () => {
            $('m-run').addEventListener('click', guard('m-summary', run));
            $('m-use-validate').addEventListener('click', () => { $('m-file').value = $('v-input').value; });
            $('c-run').addEventListener('click', guard('c-summary', compare));
          });
        })();

        """#
}
