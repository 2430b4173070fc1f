extension ConsoleAssets {
    /// The Watch tab (`GET /api/v1/watch` and `GET /admin/v1/watch/{domain}`, admin token): each watched
    /// domain's state, a 30-day timeline drawn as inline SVG (elements made one by one, every value set as
    /// text or an attribute, never parsed), its reasons, and for each transition what changed (the reasons
    /// first, one line per change) and the reports before and after in one table, a row per fact and per
    /// check (id and URL): a row the same on both sides spans them, a row whose outcome moved is marked.
    static let scriptWatch = #"""
        (() => {
          const { $, el, t, tn, say, api, failure, guard, token } = ulinks;
          const svgNS = 'http://www.w3.org/2000/svg';
          const colours = { ok: '#1e7b34', warning: '#c98a00', failing: '#b3261e', unknown: '#c7c7cc' };
          function svg(tag, attrs, text) {
            const node = document.createElementNS(svgNS, tag);
            for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, String(value));
            if (text !== undefined) node.textContent = text;
            return node;
          }
          const when = (text) => text ? new Date(text).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '—';
          // The state word in the page's language (the API's value, `state`, stays the class and data).
          const word = (state) => t('console.watch.state.' + state);
          const badge = (state) => el('span', { class: 'w-state w-' + state }, word(state));

          // The last 30 days as one bar: a rectangle per stretch in one state, its dates in a tooltip.
          function timeline(item, since, now) {
            const width = 600, height = 16, span = Math.max(1, now - since);
            const root = svg('svg', { class: 'w-timeline', viewBox: '0 0 ' + width + ' ' + (height + 14), width: '100%',
              role: 'img', 'aria-label': t('console.watch.timeline-label', { domain: item.domain.domain }) });
            for (const segment of item.timeline) {
              const from = Date.parse(segment.from), to = Date.parse(segment.to);
              // A stretch of minutes would be a fraction of a pixel: a watched state gets at least 4 units.
              const w = Math.max(segment.state === 'unknown' ? 1 : 4, (to - from) / span * width);
              const x = Math.min((from - since) / span * width, width - w);
              const rect = svg('rect', { x: x.toFixed(2), y: 0, width: w.toFixed(2),
                height, fill: colours[segment.state] || colours.unknown, 'data-state': segment.state });
              rect.append(svg('title', {}, t('console.watch.stretch',
                { state: word(segment.state), from: when(segment.from), to: when(segment.to) })));
              root.append(rect);
            }
            root.append(svg('text', { x: 0, y: height + 12, 'font-size': 10, fill: '#5f6368' }, t('console.watch.days-ago')));
            root.append(svg('text', { x: width, y: height + 12, 'font-size': 10, fill: '#5f6368', 'text-anchor': 'end' }, t('console.watch.now')));
            return root;
          }

          function reasons(list, full) {
            if (!list.length) return el('span', { class: 'w-none' }, t('console.watch.no-reason'));
            const short = (text) => full || text.length <= 240 ? text : text.slice(0, 240) + '…';
            return el('ul', { class: 'w-reasons' }, list.map((r) => el('li', {}, el('code', {}, r.id), ' ', short(r.message))));
          }

          async function load() {
            const result = await api('GET', '/api/v1/watch', { admin: true });
            if (!result.ok) { say('w-summary', failure(result), 'bad'); return; }
            const since = Date.parse(result.data.since), now = Date.parse(result.data.now);
            const domains = result.data.domains;
            const count = (state) => domains.filter((d) => d.domain.state === state).length;
            say('w-summary', tn('console.watch.summary', domains.length,
              { ok: count('ok'), warning: count('warning'), failing: count('failing') }), count('failing') ? 'bad' : 'ok');
            const rows = domains.map((item) => {
              const d = item.domain;
              return el('tr', { 'data-domain': d.domain, 'data-state': d.state },
                el('td', {}, el('button', { type: 'button', class: 'w-open', onclick: guard('w-summary', () => open(d.domain)) }, d.domain),
                  el('div', { class: 'w-origin' }, t(d.hosted ? 'console.watch.hosted' : 'console.watch.registered'))),
                el('td', {}, badge(d.state), el('div', { class: 'w-origin w-since' }, t('console.watch.since', { time: when(d.since) }))),
                el('td', { class: 'w-bar' }, timeline(item, since, now)),
                el('td', {}, reasons(d.reasons), el('div', { class: 'w-origin' }, d.cdnPropagationSeconds !== undefined
                  ? t('console.watch.checked-cdn', { time: when(d.checkedAt), seconds: Math.round(d.cdnPropagationSeconds) })
                  : t('console.watch.checked', { time: when(d.checkedAt) }))));
            });
            const legend = el('p', { class: 'w-legend' }, ['ok', 'warning', 'failing', 'unknown'].map((state) =>
              el('span', {}, el('span', { class: 'w-swatch w-' + state }), state === 'unknown' ? t('console.watch.not-checked') : word(state))));
            $('w-list').replaceChildren(legend, el('div', { class: 'table-wrap' }, el('table', { id: 'w-table' },
              el('thead', {}, el('tr', {}, el('th', {}, t('console.domain')), el('th', {}, t('console.watch.state')),
                el('th', {}, t('console.watch.days')), el('th', {}, t('console.watch.reasons')))),
              el('tbody', {}, rows))));
          }

          // The facts of a report, by name, for one side of a transition.
          function facts(r) {
            if (!r) return {};
            return {
              status: r.status ? t('console.check.result.' + r.status) : null,
              apps: r.file ? r.file.apps.join(', ') : null,
              certificate: r.certificate ? when(new Date(r.certificate.notAfter * 1000).toISOString()) : null,
              cdn: r.cdn ? String(r.cdn.status === null || r.cdn.status === undefined ? t('console.watch.no-answer') : r.cdn.status) : null,
            };
          }
          // (Type and size are the content-type and size checks' rows.)
          const factLabels = () => [['status', t('console.trace.status')], ['apps', t('console.watch.apps')],
            ['certificate', t('console.watch.certificate-ends')], ['cdn', t('console.watch.cdn')]];

          // One side of a check's row: its status word and what it saw.
          function side(c) {
            if (!c) return el('td', { class: 'w-none' }, '—');
            return el('td', {}, el('span', { class: 'w-status status-' + c.status }, t('console.check.status.' + c.status)), ' ', c.seen);
          }

          // The two reports aligned: a row per fact, then a row per check in the later report's order (a check
          // only the earlier one has comes last), keyed by id and URL, so url-decision rows say which URL.
          function compare(before, after) {
            const b = facts(before), a = facts(after);
            const rows = [];
            for (const [name, label] of factLabels()) {
              const old = b[name], now = a[name];
              if ((old === null || old === undefined || old === '') && (now === null || now === undefined || now === '')) continue;
              const same = old === now;
              const cell = (v) => el('td', {}, v === null || v === undefined || v === '' ? '—' : String(v));
              rows.push(el('tr', { class: same ? 'w-same w-fact' : 'w-changed w-fact', 'data-fact': name },
                el('th', { scope: 'row' }, label), same ? el('td', { colspan: 2 }, String(now)) : [cell(old), cell(now)]));
            }
            const key = (c) => c.id + ' ' + (c.subject || '');
            const pairs = new Map();
            for (const c of (after && after.checks) || []) if (!pairs.has(key(c))) pairs.set(key(c), { after: c });
            for (const c of (before && before.checks) || []) {
              const pair = pairs.get(key(c));
              if (!pair) pairs.set(key(c), { before: c });
              else if (!pair.before) pair.before = c;
            }
            for (const { before: old, after: now } of pairs.values()) {
              const c = now || old;
              const same = old && now && old.status === now.status && old.seen === now.seen;
              // Marked: a check whose outcome moved (or that one side lacks); a finding that only reads differently
              // (a response time) shows both sides unmarked.
              const moved = !old || !now || old.status !== now.status;
              rows.push(el('tr', { class: same ? 'w-same' : moved ? 'w-changed' : 'w-differs', 'data-check': c.id, 'data-subject': c.subject || null },
                el('th', { scope: 'row', class: 'mono' }, c.id, c.subject ? el('div', { class: 'w-subject' }, c.subject) : null),
                same ? el('td', { colspan: 2 }, el('span', { class: 'w-status status-' + now.status }, t('console.check.status.' + now.status)), ' ', now.seen)
                  : [side(old), side(now)]));
            }
            return el('div', { class: 'table-wrap' }, el('table', { class: 'w-compare' },
              el('thead', {}, el('tr', {}, el('th', {}, t('console.watch.check')),
                el('th', {}, t('console.watch.before'), before ? null : el('div', { class: 'w-none' }, t('console.watch.no-report'))),
                el('th', {}, t('console.watch.after')))),
              el('tbody', {}, rows)));
          }

          async function open(domain) {
            const result = await api('GET', '/admin/v1/watch/' + encodeURIComponent(domain) + '?limit=50', { admin: true });
            if (!result.ok) { say('w-summary', failure(result), 'bad'); return; }
            const history = result.data.history;
            const blocks = history.map((step, index) => el('div', { class: 'result w-transition', 'data-to': step.to, 'data-event': step.event || 'transition' },
              // A change of cause (issue 34.6) stays in its state: the state once, and that its reasons changed.
              el('h3', {}, ...(step.event === 'reasons' ? [badge(step.to), ' ' + t('console.watch.other-reasons')]
                : [badge(step.from), ' → ', badge(step.to)]), ' ' + t('console.watch.at', { time: when(step.at) })),
              step.changes.length ? el('ul', { class: 'w-changes' }, step.changes.map((c) => el('li', {}, c))) : null,
              compare(index > 0 ? history[index - 1].report : null, step.report))).reverse();
            $('w-detail').replaceChildren(el('h2', {}, domain), reasons(result.data.domain.reasons, true),
              ...(blocks.length ? blocks : [el('p', { class: 'w-none' }, t('console.watch.no-transition'))]));
            $('w-detail').scrollIntoView({ block: 'start' });
          }

          $('w-refresh').addEventListener('click', guard('w-summary', load));
          $('tab-watch').addEventListener('click', () => { if (token()) guard('w-summary', load)(); });
          return { load, open };
        })();

        """#

    /// The Watch tab's style (appended to the console's).
    static let styleWatch = """
        .w-state { display: inline-block; padding: 0 .45rem; border-radius: 999px; font-weight: 600; font-size: .85rem; color: #fff; background: #8e8e93; }
        .w-ok { background: var(--ok); } .w-warning { background: #c98a00; } .w-failing { background: var(--error); }
        .w-origin, .w-none { color: var(--muted); font-size: .85rem; } .w-since { white-space: nowrap; }
        .w-bar { min-width: 14rem; width: 40%; } .w-timeline { display: block; }
        .w-reasons { margin: 0; padding-left: 1rem; } .w-reasons li { overflow-wrap: anywhere; }
        .w-changes li { overflow-wrap: anywhere; }
        .w-compare { table-layout: fixed; width: 100%; } .w-compare th:first-child { width: 11rem; }
        .w-compare td, .w-compare th { font-size: .85rem; overflow-wrap: anywhere; vertical-align: top; text-align: left; }
        .w-compare tbody th { font-weight: 500; } .w-subject { color: var(--muted); font-size: .8rem; word-break: break-all; }
        .w-compare tr.w-changed td { background: #fff8e1; } .w-compare tr.w-same td { color: var(--muted); }
        .w-status { white-space: nowrap; }
        .w-legend { color: var(--muted); font-size: .85rem; display: flex; gap: 1rem; }
        .w-swatch.w-unknown { background: #c7c7cc; } .w-swatch { display: inline-block; width: .8rem; height: .8rem; border-radius: 2px; margin-right: .3rem; vertical-align: -1px; }
        @media (max-width: 700px) { .w-compare th:first-child { width: 7rem; } }

        """
}
