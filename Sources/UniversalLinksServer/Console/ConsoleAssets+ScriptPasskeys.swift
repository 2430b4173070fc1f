extension ConsoleAssets {
    /// The Check tab's Passkeys section (`POST /api/v1/passkeys`, admin token): one card per platform with
    /// its verdict, the broken part's reason and fix, and each app's or file's decision; the files read and
    /// the Android origins of the fingerprints. Every value is put on the page as text (`el`).
    static let scriptPasskeys = #"""
        (() => {
          const { $, el, t, say, api, showFailure, refusalHelp, lines, guard } = ulinks;

          function verdict(value) {
            return el('span', { class: 'passkey-verdict verdict-' + value }, t('console.passkeys.verdict.' + value));
          }

          function fix(message) {
            return message ? el('div', { class: 'fix' }, t('console.fix', { hint: message })) : null;
          }

          function platformCard(platform) {
            const rows = platform.checks.map((c) => el('tr', {},
              el('td', {}, verdict(c.verdict)), el('td', { class: 'mono subject' }, c.subject),
              el('td', {}, c.reason, c.problem ? el('span', { class: 'mono problem' }, ' [' + c.problem + ']') : null, fix(c.fix))));
            return el('section', { class: 'result passkey-platform', 'data-platform': platform.platform, 'data-verdict': platform.verdict },
              el('h3', {}, t('console.passkeys.platform.' + platform.platform), ' ', verdict(platform.verdict)),
              el('p', { class: 'reason' }, platform.reason), fix(platform.fix),
              rows.length ? el('div', { class: 'table-wrap' }, el('table', {},
                el('thead', {}, el('tr', {}, ...['verdict', 'subject', 'reason'].map((name) => el('th', {}, t('console.passkeys.column.' + name))))),
                el('tbody', {}, rows))) : null);
          }

          function filesTable(files) {
            const rows = files.map((f) => el('tr', {},
              el('td', {}, t('console.passkeys.platform.' + f.platform)), el('td', { class: 'mono' }, f.url),
              el('td', {}, f.status === undefined || f.status === null ? (f.error || '') : String(f.status)),
              el('td', { class: 'mono' }, f.contentType || ''), el('td', {}, String(f.bytes)),
              el('td', { class: 'mono' }, f.location || '')));
            return el('details', { class: 'passkey-files' }, el('summary', {}, t('console.passkeys.files', { count: files.length })),
              el('div', { class: 'table-wrap' }, el('table', {},
                el('thead', {}, el('tr', {}, ...['platform', 'url', 'status', 'type', 'bytes', 'location'].map((name) => el('th', {}, t('console.passkeys.column.' + name))))),
                el('tbody', {}, rows))));
          }

          function originsList(report) {
            const parts = [];
            const android = Object.entries(report.androidOrigins || {});
            if (android.length) {
              parts.push(el('h3', {}, t('console.passkeys.android-origins')),
                el('ul', { class: 'android-origins' }, android.map(([print, origin]) => el('li', {},
                  el('span', { class: 'mono' }, origin), ' ', el('span', { class: 'hint mono' }, print)))));
            }
            if (report.relatedOrigins) {
              parts.push(el('h3', {}, t('console.passkeys.related-origins')),
                el('ul', { class: 'related-origins' }, report.relatedOrigins.map((origin) => el('li', { class: 'mono' }, origin))));
            }
            return parts;
          }

          async function check() {
            const rpID = $('pk-rpid').value.trim();
            if (!rpID) throw new Error(t('console.passkeys.need-rp-id'));
            const request = { rpID, appIDs: lines($('pk-apps').value), packages: lines($('pk-packages').value),
              fingerprints: lines($('pk-fingerprints').value), useCDN: $('pk-cdn').checked };
            say('pk-summary', t('console.passkeys.checking', { rpID }));
            $('pk-results').replaceChildren();
            const result = await api('POST', '/api/v1/passkeys', { admin: true, body: JSON.stringify(request), type: 'application/json' });
            if (!result.ok) { showFailure('pk-summary', $('pk-results'), result, refusalHelp(result)); return; }
            const report = result.data;
            say('pk-summary', t('console.passkeys.summary', { rpID: report.rpID, verdict: t('console.passkeys.verdict.' + report.verdict) }),
              report.verdict === 'ready' ? 'ok' : 'bad');
            $('pk-results').replaceChildren(...[report.ios, report.android, report.browsers].map(platformCard),
              ...originsList(report), filesTable(report.files));
          }

          document.addEventListener('DOMContentLoaded', () => {
            $('pk-run').addEventListener('click', guard('pk-summary', check));
          });
        })();

        """#
}
