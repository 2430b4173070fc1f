extension ConsoleAssets {
    /// The Trace tab (`POST /api/v1/trace`, admin token) and the Test URLs tab's iOS and Android side by
    /// side (`POST /api/v1/match/side-by-side`). Every value is inserted as text.
    static let scriptTrace = #"""
        const ulinksSideBySide = (() => {
          const { $, el, t, api, failure } = ulinks;
          const cell = (result) => result.opens
            ? el('strong', {}, t('console.opens', { app: result.opens }))
            : el('span', { class: 'browser' }, result.apps.length
              ? t('sidebyside.browser', { reasons: result.apps.slice(0, 2).map((a) => a.appID + ': ' + a.decision).join(', ') })
              : t('sidebyside.browser.no-app'));
          // Called by the Test URLs tab after its iOS cards: the table when an assetlinks.json is given.
          async function render(urls) {
            const container = $('m-both');
            const assetlinks = $('m-assetlinks').value;
            if (!assetlinks.trim()) { container.replaceChildren(); return; }
            const request = { aasa: $('m-file').value, assetlinks, urls };
            const pkg = $('m-package').value.trim();
            if (pkg) request.package = pkg;
            const domain = $('m-domain').value.trim();
            if (domain) request.domain = domain;
            const result = await api('POST', '/api/v1/match/side-by-side', { body: JSON.stringify(request), type: 'application/json' });
            if (!result.ok) { container.replaceChildren(el('p', { class: 'summary bad' }, 'Android: ' + failure(result))); return; }
            const rows = result.data.map((d) => el('tr', {},
              el('td', { class: 'mono' }, d.url), el('td', {}, cell(d.ios)), el('td', {}, cell(d.android)),
              el('td', {}, (d.ios.opens === null) === (d.android.opens === null) ? '' : t('console.match.differs'))));
            container.replaceChildren(el('div', { class: 'result' }, el('h3', {}, t('console.match.side-by-side')),
              el('div', { class: 'table-wrap' }, el('table', { id: 'm-both-table' },
                el('thead', {}, el('tr', {}, el('th', {}, 'URL'), el('th', {}, 'iOS 13+'), el('th', {}, 'Android 15+'), el('th', {}, ''))),
                el('tbody', {}, rows)))));
          }
          return { render };
        })();

        (() => {
          const { $, el, t, tn, say, api, showFailure, refusalHelp, lines, guard } = ulinks;
          // The reasons come translated from the API (Accept-Language); the labels around them from here.
          const decision = (d) => d.checked === false
            ? el('span', { 'data-code': d.code }, el('span', { class: 'status-fail' }, t('console.trace.unchecked')), ' — ' + d.reason)
            : d.opens
            ? el('span', { 'data-code': d.code }, el('strong', {}, t('console.opens', { app: d.opens })), ' — ' + d.reason)
            : el('span', { 'data-code': d.code }, el('span', { class: 'browser' }, t('console.trace.browser')), ' — ' + d.reason);

          function hopRow(hop, index, android) {
            const next = hop.location ? el('div', { class: 'mono' }, '→ ' + hop.location + (hop.via === 'meta-refresh' ? ' ' + t('console.trace.meta-refresh') : '')) : null;
            const problems = [hop.error ? el('div', { class: 'status-fail' }, t('console.trace.not-fetched', { error: hop.error })) : null,
              hop.note ? el('div', { class: 'fix' }, hop.note) : null];
            return el('tr', {},
              el('td', {}, String(index + 1)),
              el('td', { class: hop.status && hop.status < 400 ? '' : 'status-fail' }, hop.status === null ? '—' : String(hop.status)),
              el('td', { class: 'mono' }, hop.url, next, problems),
              el('td', {}, decision(hop.ios)),
              android ? el('td', {}, hop.android ? decision(hop.android) : '') : null);
          }

          // The headline says what was decided; a verdict that could not be checked is not "the browser".
          function verdict(name, v) {
            const head = v.checked === false ? el('span', { class: 'status-fail' }, t('console.trace.unchecked'))
              : v.opens ? el('strong', {}, t('console.opens', { app: v.opens }))
              : el('span', { class: 'browser' }, t('console.trace.lands', { url: v.lands }));
            const codes = v.fixCodes || [];
            return el('div', { class: 'result verdict-block', 'data-platform': name, 'data-code': v.code || '' },
              el('p', { class: 'verdict' }, name + ': ', head),
              el('p', {}, v.reason),
              v.fixes.length ? el('ul', { class: 'fixes' }, v.fixes.map((f, i) => el('li', { 'data-code': codes[i] || '' }, t('console.fix', { hint: f })))) : null);
          }

          // How the same tap fares by where it is tapped, each row with its source (or unknown).
          function whereTapped(rows) {
            if (!rows || !rows.length) return null;
            const first = rows[0];
            if (rows.every((r) => r.fares === first.fares && r.note === first.note && !r.source)) {
              return el('div', { class: 'result', id: 't-where-same', 'data-fares': first.fares }, el('h3', {}, t('console.trace.where-tapped')),
                el('p', {}, t('console.trace.where-tapped-same', { fares: t('trace.tap.fares.' + first.fares), note: first.note })));
            }
            const source = (row) => row.source ? el('a', { href: row.source, rel: 'noreferrer', target: '_blank' }, row.source) : '—';
            return el('div', { class: 'result' }, el('h3', {}, t('console.trace.where-tapped')),
              el('div', { class: 'table-wrap' }, el('table', { id: 't-where' },
                el('thead', {}, el('tr', {}, el('th', {}, t('console.trace.col.place')), el('th', {}, t('console.trace.col.fares')), el('th', {}, t('console.trace.col.source')))),
                el('tbody', {}, rows.map((row) => el('tr', { 'data-place': row.place, 'data-fares': row.fares },
                  el('td', {}, t('trace.tap.place.' + row.place)),
                  el('td', { class: row.fares === 'opens' ? '' : row.fares === 'browser' ? 'browser' : 'status-warn' }, t('trace.tap.fares.' + row.fares) + ' — ' + row.note),
                  el('td', { class: 'mono' }, source(row))))))));
          }

          function render(report) {
            const android = report.android !== null;
            const head = el('tr', {}, el('th', {}, '#'), el('th', {}, t('console.trace.status')), el('th', {}, 'URL'), el('th', {}, 'iOS'), android ? el('th', {}, 'Android') : null);
            const parts = [
              el('div', { class: 'table-wrap' }, el('table', { id: 't-hops' }, el('thead', {}, head),
                el('tbody', {}, report.hops.map((hop, i) => hopRow(hop, i, android))))),
              report.stopped ? el('p', { class: 'fix' }, t('console.trace.stopped', { reason: report.stopped })) : null,
              report.entitlements ? el('p', {}, t('console.trace.entitlements', { source: report.entitlements.source, reason: report.entitlements.reason })) : null,
              report.wrapper ? el('p', { id: 't-wrapper', 'data-code': report.wrapper.code }, t('console.trace.wrapper', { vendor: report.wrapper.vendor, inner: report.wrapper.inner || report.wrapper.innerDomain || '—' })) : null,
              verdict('iOS', report.ios),
              android ? verdict('Android', report.android) : null,
              whereTapped(report.whereTapped),
              el('details', {}, el('summary', {}, t('console.trace.rule-out')),
                el('ul', {}, report.ruleOut.map((cause) => el('li', {}, cause)))),
            ];
            $('t-results').replaceChildren(...parts.filter((p) => p));
          }

          async function trace() {
            const url = $('t-url').value.trim();
            if (!url) throw new Error(t('console.trace.need-url'));
            const request = { url, cdn: $('t-cdn').checked };
            const apps = lines($('t-app').value.replace(/,/g, '\n'));
            if (apps.length) request.apps = apps;
            const pkg = $('t-package').value.trim();
            if (pkg) request.package = pkg;
            const prints = lines($('t-fingerprint').value.replace(/,/g, '\n'));
            if (prints.length) request.fingerprints = prints;
            say('t-summary', t('console.trace.tracing', { url }));
            const result = await api('POST', '/api/v1/trace', { admin: true, body: JSON.stringify(request), type: 'application/json' });
            if (!result.ok) { showFailure('t-summary', $('t-results'), result, refusalHelp(result)); return; }
            const report = result.data;
            const everywhere = report.ios.opens !== null && (report.android === null || report.android.opens !== null);
            const opens = (platform, v) => v.checked === false ? t('console.trace.platform-unchecked', { platform })
              : v.opens ? t('console.trace.platform-opens', { platform, app: v.opens })
              : t('console.trace.platform-browser', { platform });
            const verdicts = report.android
              ? t('console.trace.both', { ios: opens('iOS', report.ios), android: opens('Android', report.android) })
              : opens('iOS', report.ios);
            say('t-summary', tn('console.trace.summary', report.hops.length, { verdicts }),
              everywhere ? 'ok' : 'bad');
            render(report);
          }

          document.addEventListener('DOMContentLoaded', () => {
            $('t-run').addEventListener('click', guard('t-summary', trace));
          });
        })();

        """#
}
