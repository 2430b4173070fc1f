/// The console's markup, style and script (plain HTML, CSS and JavaScript; no framework). The page
/// uses only the JSON API, and inserts every value with `textContent`, never as markup.
enum ConsoleAssets {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>ulinks console</title>
        <link rel="stylesheet" href="/console/console.css">
        <script src="/console/console.js" defer></script>
        </head>
        <body>
        <header>
          <h1>ulinks <span>console</span></h1>
          <nav role="tablist" aria-label="Sections">
            <button role="tab" id="tab-validate" aria-controls="panel-validate" aria-selected="true">Validate</button>
            <button role="tab" id="tab-match" aria-controls="panel-match" aria-selected="false" tabindex="-1">Test URLs</button>
            <button role="tab" id="tab-compare" aria-controls="panel-compare" aria-selected="false" tabindex="-1">Compare</button>
            <button role="tab" id="tab-domains" aria-controls="panel-domains" aria-selected="false" tabindex="-1">Domains</button>
            <button role="tab" id="tab-check" aria-controls="panel-check" aria-selected="false" tabindex="-1">Check a domain</button>
            <button role="tab" id="tab-trace" aria-controls="panel-trace" aria-selected="false" tabindex="-1">Trace</button>
            <button role="tab" id="tab-watch" aria-controls="panel-watch" aria-selected="false" tabindex="-1">Watch</button>
          </nav>
        </header>
        <main>
        <section role="tabpanel" id="panel-validate" aria-labelledby="tab-validate">
          <p class="lead">Paste or drop an <code>apple-app-site-association</code> file (or an <code>assetlinks.json</code>; a signed file can be chosen below). Every problem is marked where it is.</p>
          <label for="v-input">File</label>
          <textarea id="v-input" rows="10" spellcheck="false" autocomplete="off" placeholder='{"applinks": {"details": [...]}}'></textarea>
          <div class="row">
            <label class="inline"><span class="open-file">Open a file</span> <input type="file" id="v-upload"></label>
            <label class="inline" for="v-domain">Domain</label><input id="v-domain" placeholder="example.com" autocomplete="off">
            <button id="v-run" class="primary">Validate</button>
            <button id="v-format">Format</button>
          </div>
          <p id="v-summary" class="summary" role="status" aria-live="polite"></p>
          <ol id="v-diagnostics" class="diagnostics"></ol>
          <div id="v-source" class="source" aria-label="Source with line numbers"></div>
        </section>
        <section role="tabpanel" id="panel-match" aria-labelledby="tab-match" hidden>
          <p class="lead">Which app opens each URL, on iOS 13+ and iOS 12, and why (as <code>ulinks match --explain</code>).</p>
          <div class="row"><button id="m-use-validate">Use the file from Validate</button></div>
          <label for="m-file">File</label>
          <textarea id="m-file" rows="8" spellcheck="false" autocomplete="off"></textarea>
          <label for="m-urls">URLs, one per line</label>
          <textarea id="m-urls" rows="4" spellcheck="false" autocomplete="off" placeholder="https://example.com/buy/1"></textarea>
          <div class="row">
            <label class="inline" for="m-domain">Domain</label><input id="m-domain" placeholder="each URL's host" autocomplete="off">
            <label class="inline" for="m-installed">Installed apps</label><input id="m-installed" placeholder="all (comma-separated app IDs)" autocomplete="off">
            <button id="m-run" class="primary">Test</button>
          </div>
          <details id="m-android"><summary>Android side by side (optional assetlinks.json)</summary>
            <label for="m-assetlinks">assetlinks.json</label>
            <textarea id="m-assetlinks" rows="5" spellcheck="false" autocomplete="off" placeholder='[{"relation": ["delegate_permission/common.handle_all_urls"], ...}]'></textarea>
            <div class="row"><label class="inline" for="m-package">Package</label><input id="m-package" placeholder="every verified package" autocomplete="off"></div>
          </details>
          <p id="m-summary" class="summary" role="status" aria-live="polite"></p>
          <div id="m-both"></div>
          <div id="m-results"></div>
        </section>
        <section role="tabpanel" id="panel-compare" aria-labelledby="tab-compare" hidden>
          <p class="lead">What changes for users between two files: URLs each app gains or loses, and URLs that switch app.</p>
          <div class="pair">
            <div><label for="c-old">Old file</label><textarea id="c-old" rows="10" spellcheck="false" autocomplete="off"></textarea></div>
            <div><label for="c-new">New file</label><textarea id="c-new" rows="10" spellcheck="false" autocomplete="off"></textarea></div>
          </div>
          <div class="row">
            <label class="inline" for="c-domain">Domain</label><input id="c-domain" placeholder="example.com" autocomplete="off">
            <button id="c-run" class="primary">Compare</button>
          </div>
          <p id="c-summary" class="summary" role="status" aria-live="polite"></p>
          <div id="c-results"></div>
        </section>
        <section role="tabpanel" id="panel-domains" aria-labelledby="tab-domains" hidden>
          <form id="d-token-form" class="row" autocomplete="off">
            <label class="inline" for="d-token">Admin token</label>
            <input id="d-token" type="password" autocomplete="off" placeholder="kept for this browser session only" aria-describedby="d-token-hint">
            <button id="d-token-save" type="submit">Use token</button>
            <button id="d-token-forget" type="button">Forget</button>
          </form>
          <p id="d-token-hint" class="hint">{{admin-token-hint}}</p>
          <p id="d-token-state" class="summary" role="status" aria-live="polite"></p>
          <div class="row"><button id="d-refresh">Refresh domains</button></div>
          <ul id="d-list" class="domains"></ul>
          <div id="d-detail"></div>
          <h2>Publish</h2>
          <div class="row">
            <label class="inline" for="p-host">Domain</label><input id="p-host" placeholder="app.example.com" autocomplete="off">
            <label class="inline" for="p-kind">File</label>
            <select id="p-kind"><option value="aasa">apple-app-site-association</option><option value="assetlinks">assetlinks.json</option><option value="webauthn">webauthn</option></select>
          </div>
          <label for="p-file">Content</label>
          <textarea id="p-file" rows="8" spellcheck="false" autocomplete="off"></textarea>
          <div class="row">
            <button id="p-preview" class="primary">Preview</button>
            <button id="p-publish" disabled>Publish</button>
          </div>
          <p id="p-summary" class="summary" role="status" aria-live="polite"></p>
          <ol id="p-diagnostics" class="diagnostics"></ol>
        </section>
        <section role="tabpanel" id="panel-check" aria-labelledby="tab-check" hidden>
          <p class="lead">Fetch a live domain's file the way Apple's CDN and devices do (as <code>ulinks check</code>; needs the admin token). The server fetches only public hosts unless it was started with <code>--console-allow-private-check</code>.</p>
          <div class="row">
            <label class="inline" for="k-domain">Domain</label><input id="k-domain" placeholder="example.com" autocomplete="off">
            <label class="inline" for="k-app">App ID</label><input id="k-app" placeholder="optional" autocomplete="off">
            <label class="inline"><input type="checkbox" id="k-cdn"> <span id="k-cdn-label">Apple's CDN too</span></label>
          </div>
          <label for="k-urls">URLs to decide, one per line (optional)</label>
          <textarea id="k-urls" rows="3" spellcheck="false" autocomplete="off"></textarea>
          <div class="row"><button id="k-run" class="primary">Check</button></div>
          <p id="k-summary" class="summary" role="status" aria-live="polite"></p>
          <div id="k-results"></div>
          <h2 id="pk-title">Passkeys</h2>
          <p id="pk-lead" class="lead">Is this RP ID ready for passkeys in the iOS app, the Android app and the browsers? Reads its <code>apple-app-site-association</code>, <code>assetlinks.json</code> and <code>/.well-known/webauthn</code> as each platform does (as <code>ulinks passkeys</code>; needs the admin token).</p>
          <div class="row">
            <label class="inline" for="pk-rpid">RP ID</label><input id="pk-rpid" placeholder="example.com" autocomplete="off">
            <label class="inline"><input type="checkbox" id="pk-cdn"> <span id="pk-cdn-label">Apple's CDN too</span></label>
          </div>
          <label for="pk-apps">iOS app IDs, one per line</label>
          <textarea id="pk-apps" rows="2" spellcheck="false" autocomplete="off" placeholder="ABCDE12345.com.example.app"></textarea>
          <label for="pk-packages">Android packages, one per line</label>
          <textarea id="pk-packages" rows="2" spellcheck="false" autocomplete="off" placeholder="com.example.app"></textarea>
          <label for="pk-fingerprints">Signing certificate SHA-256 fingerprints, one per line</label>
          <textarea id="pk-fingerprints" rows="2" spellcheck="false" autocomplete="off" placeholder="14:6D:E9:83:..."></textarea>
          <div class="row"><button id="pk-run" class="primary">Check passkeys</button></div>
          <p id="pk-summary" class="summary" role="status" aria-live="polite"></p>
          <div id="pk-results"></div>
        </section>
        <section role="tabpanel" id="panel-trace" aria-labelledby="tab-trace" hidden>
          <p class="lead">Follow a link as a tap does and see why it opens the app or the browser (as <code>ulinks trace</code>; needs the admin token, since the server fetches the URLs).</p>
          <label for="t-url">Link as tapped</label>
          <input id="t-url" placeholder="https://click.mail.example/ls/abc" autocomplete="off" spellcheck="false">
          <div class="row">
            <label class="inline" for="t-app">App ID</label><input id="t-app" placeholder="optional" autocomplete="off">
            <label class="inline" for="t-package">Android package</label><input id="t-package" placeholder="optional" autocomplete="off">
            <label class="inline" for="t-fingerprint">Fingerprint</label><input id="t-fingerprint" placeholder="optional SHA-256" autocomplete="off">
            <label class="inline"><input type="checkbox" id="t-cdn"> <span id="t-cdn-label">Apple's CDN copy</span></label>
          </div>
          <div class="row"><button id="t-run" class="primary">Trace</button></div>
          <p id="t-summary" class="summary" role="status" aria-live="polite"></p>
          <div id="t-results"></div>
        </section>
        <section role="tabpanel" id="panel-watch" aria-labelledby="tab-watch" hidden>
          <p class="lead">Every watched domain (<code>ulinks serve --watch</code>; needs the admin token): its state, the last 30 days, why, and what changed at each transition.</p>
          <div class="row"><button id="w-refresh" class="primary">Refresh</button></div>
          <p id="w-summary" class="summary" role="status" aria-live="polite"></p>
          <div id="w-list"></div>
          <div id="w-detail"></div>
        </section>
        </main>
        <dialog id="confirm" aria-labelledby="confirm-title" aria-describedby="confirm-text">
          <h2 id="confirm-title"></h2>
          <p id="confirm-text"></p>
          <div class="row"><button id="confirm-cancel" type="button">Cancel</button><button id="confirm-ok" type="button" class="danger"></button></div>
        </dialog>
        <footer><p>Served by <code>ulinks serve</code>. The API: <code>/api/v1</code> and <code>/admin/v1</code> (Docs/Console.md).</p></footer>
        </body>
        </html>

        """#
}
