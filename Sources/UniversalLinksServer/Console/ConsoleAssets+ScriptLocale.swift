extension ConsoleAssets {
    /// The console's language (Docs/Localization.md): the labels of `/console/l10n.json` put on the page,
    /// a switcher in the header whose choice is remembered in `localStorage`, and that language sent as
    /// `Accept-Language` with every API call (so diagnostics come back translated). Text only.
    static let scriptLocale = #"""
        (() => {
          // Filled from /console/l10n.json (asked with the browser's own Accept-Language).
          const data = { initial: 'en', labels: {} };
          const storageKey = 'ulinks-lang';
          const stored = (() => { try { return localStorage.getItem(storageKey); } catch (e) { return null; } })();
          let current = null;
          // [selector, key, attribute (default: the text)]: the page's fixed labels.
          const targets = [
            ['header h1 span', 'console.subtitle'],
            ['#tab-validate', 'console.tab.validate'], ['#tab-match', 'console.tab.match'],
            ['#tab-compare', 'console.tab.compare'], ['#tab-domains', 'console.tab.domains'],
            ['#tab-check', 'console.tab.check'], ['#tab-trace', 'console.tab.trace'],
            ['#tab-watch', 'console.tab.watch'], ['#w-refresh', 'console.watch.refresh'],
            ['label[for="v-input"]', 'console.file'], ['label[for="m-file"]', 'console.file'],
            ['label[for="p-kind"]', 'console.file'],
            ['label[for="v-domain"]', 'console.domain'], ['label[for="m-domain"]', 'console.domain'],
            ['label[for="c-domain"]', 'console.domain'], ['label[for="p-host"]', 'console.domain'],
            ['label[for="k-domain"]', 'console.domain'],
            ['#v-run', 'console.validate.run'], ['#v-format', 'console.validate.format'],
            ['#m-use-validate', 'console.match.use-validate'], ['label[for="m-urls"]', 'console.match.urls'],
            ['label[for="m-installed"]', 'console.match.installed'], ['#m-run', 'console.match.run'],
            ['label[for="c-old"]', 'console.compare.old'], ['label[for="c-new"]', 'console.compare.new'],
            ['#c-run', 'console.compare.run'],
            ['label[for="d-token"]', 'console.domains.token'], ['#d-token-save', 'console.domains.use-token'],
            ['#d-token-forget', 'console.domains.forget'], ['#d-refresh', 'console.domains.refresh'],
            ['#panel-domains h2', 'console.domains.publish'], ['#p-publish', 'console.domains.publish'],
            ['#p-preview', 'console.domains.preview'], ['label[for="p-file"]', 'console.domains.content'],
            ['label[for="k-urls"]', 'console.check.urls'], ['#k-run', 'console.check.run'],
            ['#pk-title', 'console.passkeys.title'], ['label[for="pk-rpid"]', 'console.passkeys.rp-id'],
            ['#pk-cdn-label', 'console.check.cdn'], ['label[for="pk-apps"]', 'console.passkeys.apps'],
            ['label[for="pk-packages"]', 'console.passkeys.packages'],
            ['label[for="pk-fingerprints"]', 'console.passkeys.fingerprints'], ['#pk-run', 'console.passkeys.run'],
            ['label[for="t-url"]', 'console.trace.url'], ['label[for="t-package"]', 'console.trace.package'],
            ['label[for="t-fingerprint"]', 'console.trace.fingerprint'], ['#t-run', 'console.trace.run'],
            ['#k-app', 'console.optional', 'placeholder'], ['#t-app', 'console.optional', 'placeholder'],
            ['#t-package', 'console.optional', 'placeholder'],
            ['.open-file', 'console.open-file'], ['label[for="k-app"]', 'console.app-id'],
            ['label[for="t-app"]', 'console.app-id'], ['#k-cdn-label', 'console.check.cdn'],
            ['#t-cdn-label', 'console.trace.cdn'], ['#confirm-cancel', 'console.cancel'],
            ['#m-domain', 'console.match.domain-placeholder', 'placeholder'],
            ['#m-installed', 'console.match.installed-placeholder', 'placeholder'],
            ['#m-android summary', 'console.match.android'], ['label[for="m-package"]', 'console.match.package'],
            ['#m-package', 'console.match.package-placeholder', 'placeholder'],
            ['#d-token', 'console.domains.token-placeholder', 'placeholder'],
            ['#t-fingerprint', 'console.trace.fingerprint-placeholder', 'placeholder'],
            ['header nav', 'console.sections', 'aria-label'], ['#v-source', 'console.validate.source-label', 'aria-label'],
            // Texts with `code` in them: built as text and <code> elements.
            ['#panel-validate .lead', 'console.lead.validate', 'rich'], ['#panel-match .lead', 'console.lead.match', 'rich'],
            ['#panel-compare .lead', 'console.lead.compare', 'rich'], ['#panel-check .lead:not(#pk-lead)', 'console.lead.check', 'rich'], ['#pk-lead', 'console.lead.passkeys', 'rich'],
            ['#panel-trace .lead', 'console.lead.trace', 'rich'], ['#panel-watch .lead', 'console.lead.watch', 'rich'],
            ['footer p', 'console.footer', 'rich'],
          ];
          const select = document.createElement('select');
          select.id = 'lang-switch';
          function apply(code) {
            const labels = data.labels[code] || data.labels.en;
            // What the tab scripts' ulinks.t() reads for the texts they build.
            ulinks.l10n.labels = labels;
            document.documentElement.lang = code;
            select.value = code;
            select.setAttribute('aria-label', labels['console.language']);
            select.title = labels['console.language'];
            for (const [selector, key, attribute] of targets) {
              const text = labels[key];
              if (!text) continue;
              for (const node of document.querySelectorAll(selector)) {
                if (attribute === 'rich') ulinks.rich(node, text);
                else if (attribute) node.setAttribute(attribute, text); else node.textContent = text;
              }
            }
            // Where the admin token is (the server says which text and its place).
            const hint = document.getElementById('d-token-hint');
            if (hint && data.hint && labels[data.hint.key]) hint.textContent = ulinks.t(data.hint.key, data.hint.values);
            // Texts the tabs built before the labels came follow the language (see the Domains tab).
            document.dispatchEvent(new Event('ulinks-language'));
          }
          select.addEventListener('change', () => {
            current = select.value;
            try { localStorage.setItem(storageKey, current); } catch (e) { /* private mode: this page only */ }
            apply(current);
          });
          // The API answers in the chosen language.
          const send = window.fetch.bind(window);
          window.fetch = (resource, init) => {
            const path = typeof resource === 'string' ? resource : resource.url;
            if (current && (path.startsWith('/api/') || path.startsWith('/admin/'))) {
              const headers = new Headers((init && init.headers) || {});
              headers.set('Accept-Language', current);
              init = Object.assign({}, init, { headers });
            }
            return send(resource, init);
          };
          document.addEventListener('DOMContentLoaded', async () => {
            try {
              const response = await send('/console/l10n.json', { cache: 'no-store', credentials: 'omit' });
              if (!response.ok) return;
              Object.assign(data, await response.json());
            } catch (e) {
              return;  // the page stays English
            }
            for (const [code, labels] of Object.entries(data.labels)) {
              const option = document.createElement('option');
              option.value = code;
              option.textContent = labels['console.name'] || code;
              select.appendChild(option);
            }
            current = stored && data.labels[stored] ? stored : data.initial;
            document.querySelector('header').appendChild(select);
            apply(current);
          });
        })();

        """#
}
