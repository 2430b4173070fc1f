extension ConsoleAssets {
    /// The Domains tab (admin API: live files, history, diff between versions, publish with a
    /// validation preview, edit the live file, roll back and delete, both confirmed first) and the
    /// Check tab. The token lives in sessionStorage only.
    static let scriptDomains = #"""
        (() => {
          const { $, el, t, tn, say, api, failure, showFailure, refusalHelp, confirmAction, bytesOf, token, tokenKey, renderDiagnostics, lines, guard } = ulinks;
          const kinds = ['aasa', 'assetlinks', 'webauthn'];
          const kindName = { aasa: 'apple-app-site-association', assetlinks: 'assetlinks.json', webauthn: 'webauthn' };
          let selected = null;

          let tokenStateText = null;
          function showTokenState() {
            tokenStateText = t(token() ? 'console.domains.token-set' : 'console.domains.no-token');
            say('d-token-state', tokenStateText, token() ? 'ok' : '');
          }

          async function refresh() {
            const result = await api('GET', '/admin/v1/domains', { admin: true });
            if (!result.ok) { say('d-token-state', failure(result), 'bad'); return; }
            const hosts = result.data.domains.map((d) => d.host);
            $('d-list').replaceChildren(...hosts.map((host) => el('li', {},
              el('button', { type: 'button', 'aria-pressed': String(host === selected), onclick: guard('d-token-state', () => open(host)) }, host))));
            if (!hosts.length) $('d-list').replaceChildren(el('li', {}, t('console.domains.none')));
            say('d-token-state', tn('console.domains.count', hosts.length), 'ok');
          }

          async function open(host) {
            selected = host;
            for (const button of $('d-list').querySelectorAll('button')) button.setAttribute('aria-pressed', String(button.textContent === host));
            $('p-host').value = host;
            const sections = [];
            for (const kind of kinds) sections.push(await kindSection(host, kind));
            $('d-detail').replaceChildren(el('h2', {}, host), ...sections,
              el('div', { class: 'row' }, el('button', { type: 'button', id: 'd-delete', class: 'danger',
                onclick: guard('d-token-state', () => deleteDomain(host)) }, t('console.domains.delete-button', { host }))));
          }

          async function deleteDomain(host) {
            const sure = await confirmAction(t('console.domains.delete.title', { host }),
              t('console.domains.delete.text', { host }), t('console.domains.delete.action', { host }));
            if (!sure) { say('d-token-state', t('console.domains.nothing-deleted')); return; }
            const result = await api('DELETE', '/admin/v1/domains/' + encodeURIComponent(host), { admin: true });
            if (!result.ok) { say('d-token-state', failure(result), 'bad'); return; }
            selected = null;
            $('d-detail').replaceChildren();
            await refresh();
            say('d-token-state', t('console.domains.deleted', { host }), 'ok');
          }

          // The live file into the Publish editor, to change and publish again.
          function edit(host, kind, text, version) {
            $('p-host').value = host;
            $('p-kind').value = kind;
            $('p-file').value = text;
            $('p-publish').disabled = true;
            $('p-diagnostics').replaceChildren();
            say('p-summary', t('console.domains.editing', { file: kindName[kind], host, version }));
            $('p-file').focus();
            $('p-file').scrollIntoView({ block: 'center' });
          }

          async function kindSection(host, kind) {
            const base = '/admin/v1/domains/' + encodeURIComponent(host) + '/' + kind;
            const live = await api('GET', base, { admin: true, raw: true });
            const section = el('section', { class: 'kind', 'data-kind': kind }, el('h3', {}, kindName[kind]));
            if (!live.ok) { section.append(el('p', {}, t('console.domains.not-served'))); return section; }
            const liveVersion = live.headers.get('ulinks-version');
            const sha256 = (live.headers.get('ulinks-sha256') || '').slice(0, 16);
            section.append(el('p', {}, t('console.domains.live', { version: liveVersion, sha256 })));
            section.append(el('pre', { class: 'file live' }, live.data));
            section.append(el('div', { class: 'row' }, el('button', { type: 'button', class: 'edit', 'data-kind': kind,
              onclick: () => edit(host, kind, live.data, liveVersion) }, t('console.domains.edit'))));
            const versions = await api('GET', base + '/versions', { admin: true });
            const history = await api('GET', '/admin/v1/changes?host=' + encodeURIComponent(host) + '&limit=50', { admin: true });
            if (!versions.ok) return section;
            const current = Number(live.headers.get('ulinks-version'));
            const rows = versions.data.versions.slice().reverse().map((v) => el('tr', {},
              el('td', {}, el('input', { type: 'radio', name: kind + '-a', value: v.version, 'aria-label': t('console.domains.compare-from', { version: v.version }) })),
              el('td', {}, el('input', { type: 'radio', name: kind + '-b', value: v.version, 'aria-label': t('console.domains.compare-to', { version: v.version }) })),
              el('td', {}, v.version === current ? t('console.domains.live-version', { version: v.version }) : String(v.version)),
              el('td', {}, v.createdAt, v.cdnPropagationSeconds === undefined ? null
                : el('div', { class: 'fix cdn-propagation' }, t('console.domains.cdn-after', { seconds: Math.round(v.cdnPropagationSeconds) }))),
              el('td', { class: 'mono' }, v.sha256.slice(0, 16) + '…'), el('td', {}, String(v.size)),
              el('td', {}, v.version === current ? '' : el('button', { type: 'button', class: 'rollback', 'data-version': v.version,
                onclick: guard('d-token-state', () => rollback(host, kind, v.version)) }, t('console.domains.rollback.action', { version: v.version })))));
            section.append(el('div', { class: 'table-wrap' }, el('table', {},
              el('thead', {}, el('tr', {}, ...['from', 'to', 'version', 'created'].map((name) => el('th', {}, t('console.domains.column.' + name))),
                el('th', {}, 'sha256'), el('th', {}, t('console.domains.column.bytes')), el('th', {}, ''))),
              el('tbody', {}, rows))));
            const output = el('div', {});
            section.append(el('div', { class: 'row' }, el('button', { type: 'button', onclick: guard('d-token-state', () => compareVersions(base, kind, section, output)) }, t('console.domains.compare'))), output);
            if (history.ok) {
              const changes = history.data.changes.filter((c) => c.kind === kindName[kind] || c.kind === kind);
              section.append(el('details', {}, el('summary', {}, t('console.domains.changes', { count: changes.length })),
                el('ul', {}, changes.map((c) => el('li', { class: 'mono' }, c.at + '  ' + c.action + (c.version ? ' ' + t('console.domains.version', { version: c.version }) : '') + (c.sha256 ? '  ' + c.sha256.slice(0, 16) + '…' : ''))))));
            }
            return section;
          }

          async function compareVersions(base, kind, section, output) {
            const pick = (name) => { const r = section.querySelector('input[name="' + kind + '-' + name + '"]:checked'); return r ? r.value : null; };
            const a = pick('a');
            const b = pick('b');
            if (!a || !b) { output.replaceChildren(el('p', {}, t('console.domains.choose-versions'))); return; }
            const [oldFile, newFile] = await Promise.all([a, b].map((v) => api('GET', base + '/versions/' + v, { admin: true, raw: true })));
            if (kind !== 'aasa') {
              output.replaceChildren(el('div', { class: 'pair' }, el('pre', { class: 'file' }, oldFile.data), el('pre', { class: 'file' }, newFile.data)));
              return;
            }
            const diff = await api('POST', '/api/v1/diff', { body: JSON.stringify({ old: oldFile.data, new: newFile.data, domain: selected }), type: 'application/json' });
            if (!diff.ok) { output.replaceChildren(el('p', {}, failure(diff))); return; }
            const results = el('div', {});
            const same = ulinksDiff.render(results, diff.data, t('console.domains.version', { version: a }), t('console.domains.version', { version: b }));
            const count = diff.data.urlsCompared;
            const outcome = t(same ? 'console.domains.diff.same' : 'console.domains.diff.compared', { count });
            output.replaceChildren(el('p', { class: 'summary' }, t('console.domains.diff.summary', { from: a, to: b, outcome })), results);
          }

          async function rollback(host, kind, version) {
            const values = { host, version, file: kindName[kind] };
            const sure = await confirmAction(t('console.domains.rollback.title', values),
              t('console.domains.rollback.text', values), t('console.domains.rollback.action', values));
            if (!sure) { say('d-token-state', t('console.domains.rollback-cancelled')); return; }
            const result = await api('POST', '/admin/v1/domains/' + encodeURIComponent(host) + '/' + kind + '/versions/' + version + '/rollback', { admin: true });
            if (!result.ok) { say('d-token-state', failure(result), 'bad'); return; }
            say('d-token-state', t('console.domains.rolled-back', { host, file: kindName[kind], version }), 'ok');
            await open(host);
          }

          function publishTarget() {
            const host = $('p-host').value.trim();
            if (!host) throw new Error(t('console.domains.need-host'));
            return { host, kind: $('p-kind').value };
          }

          async function preview() {
            const { host, kind } = publishTarget();
            $('p-publish').disabled = true;
            const result = await api('POST', '/admin/v1/validate/' + kind + '?host=' + encodeURIComponent(host), { admin: true, body: bytesOf($('p-file').value) });
            if (!result.ok) { say('p-summary', failure(result), 'bad'); return; }
            renderDiagnostics($('p-diagnostics'), result.data.diagnostics);
            const errors = result.data.diagnostics.filter((d) => d.severity === 'error').length;
            if (result.data.valid) {
              say('p-summary', tn('console.domains.ready', result.data.diagnostics.length), 'ok');
              $('p-publish').disabled = false;
            } else {
              say('p-summary', t('console.domains.cannot-publish', { errors: tn('console.count.error', errors) }), 'bad');
            }
          }

          async function publish() {
            const { host, kind } = publishTarget();
            $('p-publish').disabled = true;
            const result = await api('PUT', '/admin/v1/domains/' + encodeURIComponent(host) + '/' + kind, { admin: true, body: bytesOf($('p-file').value) });
            if (!result.ok) {
              say('p-summary', t('console.domains.refused', { message: failure(result) }), 'bad');
              renderDiagnostics($('p-diagnostics'), (result.data && result.data.diagnostics) || []);
              return;
            }
            say('p-summary', t('console.domains.published', { version: result.data.published.version, file: kindName[kind], host }), 'ok');
            await refresh();
            await open(host);
          }

          function renderReport(report) {
            const checks = report.checks.map((c) => el('tr', {},
              el('td', { class: 'status-' + c.status }, t('console.check.status.' + c.status)), el('td', { class: 'mono check-id' }, c.id),
              el('td', {}, c.seen, c.fix ? el('div', { class: 'fix' }, t('console.fix', { hint: c.fix })) : null)));
            return [
              el('p', {}, el('span', { class: 'status-' + report.status }, t('console.check.verdict.' + report.status)), ' ', el('span', { class: 'mono' }, report.url),
                report.remoteAddress ? ' (' + report.remoteAddress + ')' : '', ' ' + t('console.check.took', { seconds: Number(report.seconds).toFixed(2) })),
              el('div', { class: 'table-wrap' }, el('table', {},
                el('thead', {}, el('tr', {}, ...['status', 'check', 'seen'].map((name) => el('th', {}, t('console.check.column.' + name))))),
                el('tbody', {}, checks))),
            ];
          }

          async function check() {
            const domain = $('k-domain').value.trim();
            if (!domain) throw new Error(t('console.check.need-domain'));
            const request = { domain, cdn: $('k-cdn').checked, urls: lines($('k-urls').value) };
            const app = $('k-app').value.trim();
            if (app) request.app = app;
            say('k-summary', t('console.check.checking', { domain }));
            const result = await api('POST', '/api/v1/check', { admin: true, body: JSON.stringify(request), type: 'application/json' });
            if (!result.ok) { showFailure('k-summary', $('k-results'), result, refusalHelp(result)); return; }
            const status = t('console.check.result.' + result.data.status);
            say('k-summary', t('console.check.summary', { domain, status }), result.data.status === 'pass' ? 'ok' : 'bad');
            $('k-results').replaceChildren(...renderReport(result.data));
          }

          document.addEventListener('DOMContentLoaded', () => {
            ulinks.setUpTabs();
            showTokenState();
            // The labels arrive after the page is shown: the token's state line follows the language
            // (unless an answer has replaced it since).
            document.addEventListener('ulinks-language', () => {
              if ($('d-token-state').textContent === tokenStateText) showTokenState();
            });
            $('d-token-form').addEventListener('submit', (event) => {
              event.preventDefault();
              const value = $('d-token').value.trim();
              if (value) sessionStorage.setItem(tokenKey, value);
              $('d-token').value = '';
              showTokenState();
              if (value) guard('d-token-state', refresh)();
            });
            $('d-token-forget').addEventListener('click', () => { sessionStorage.removeItem(tokenKey); showTokenState(); });
            $('d-refresh').addEventListener('click', guard('d-token-state', refresh));
            $('p-preview').addEventListener('click', guard('p-summary', preview));
            $('p-publish').addEventListener('click', guard('p-summary', publish));
            for (const id of ['p-file', 'p-host', 'p-kind']) $(id).addEventListener('input', () => { $('p-publish').disabled = true; });
            $('k-run').addEventListener('click', guard('k-summary', check));
          });
        })();

        """#
}
