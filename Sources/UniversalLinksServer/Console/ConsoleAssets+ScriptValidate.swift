extension ConsoleAssets {
    /// The Validate tab: paste, drop or open a file (signed files too), see each finding in place, format.
    static let scriptValidate = #"""
        (() => {
          const { $, el, t, say, api, failure, bytesOf, renderDiagnostics, renderSource, showLine, countText, guard } = ulinks;
          // Bytes of a chosen binary file (a CMS signed file); null when the text area is the input.
          let uploaded = null;
          let uploadedName = null;

          function body() { return uploaded || bytesOf($('v-input').value); }
          function query() {
            const params = new URLSearchParams({ kind: 'auto', name: uploadedName || 'apple-app-site-association' });
            const domain = $('v-domain').value.trim();
            if (domain) params.set('domain', domain);
            return params.toString();
          }

          async function validate() {
            say('v-summary', t('console.validate.validating'));
            const result = await api('POST', '/api/v1/validate?' + query(), { body: body() });
            if (!result.ok) { say('v-summary', failure(result), 'bad'); return; }
            const file = result.data.files[0];
            const kind = result.headers.get('ulinks-kind');
            let text = $('v-input').value;
            if (uploaded) {
              const payload = await api('POST', '/api/v1/payload', { body: uploaded });
              text = payload.ok ? payload.data : '';
            }
            const parts = [];
            if (kind === 'assetlinks') parts.push(t('console.validate.assetlinks'));
            if (kind === 'webauthn') parts.push(t('console.validate.webauthn'));
            if (file.signed) parts.push(file.signed.signerSubject ? t('console.validate.signed-by', { signer: file.signed.signerSubject }) : t('console.validate.signed'));
            parts.push(t(file.valid ? 'console.validate.valid' : 'console.validate.invalid', { counts: countText(file.errors, file.warnings) }));
            say('v-summary', parts.join(' '), file.valid ? 'ok' : 'bad');
            const source = $('v-source');
            renderDiagnostics($('v-diagnostics'), file.diagnostics, (d) => showLine(source, d.line));
            renderSource(source, text, file.diagnostics);
          }

          async function format() {
            const result = await api('POST', '/api/v1/fmt', { body: body() });
            if (!result.ok) {
              say('v-summary', failure(result), 'bad');
              const diagnostics = (result.data && result.data.diagnostics) || [];
              renderDiagnostics($('v-diagnostics'), diagnostics, (d) => showLine($('v-source'), d.line));
              renderSource($('v-source'), uploaded ? '' : $('v-input').value, diagnostics);
              return;
            }
            uploaded = null;
            uploadedName = null;
            $('v-input').value = result.data;
            await validate();
          }

          // A chosen or dropped file: text goes into the text area; anything else (a CMS signed
          // file) is sent as bytes, and its payload is shown.
          async function take(file) {
            const bytes = new Uint8Array(await file.arrayBuffer());
            let text = null;
            try { text = new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch (_) { text = null; }
            if (text !== null && !text.includes('\u0000')) {
              uploaded = null;
              $('v-input').value = text;
            } else {
              uploaded = bytes;
              $('v-input').value = '';
              $('v-input').placeholder = t('console.validate.binary', { name: file.name, bytes: bytes.length });
            }
            uploadedName = file.name;
            await validate();
          }

          document.addEventListener('DOMContentLoaded', () => {
            const input = $('v-input');
            input.addEventListener('input', () => { uploaded = null; uploadedName = null; });
            input.addEventListener('dragover', (event) => { event.preventDefault(); });
            input.addEventListener('drop', guard('v-summary', async (event) => {
              const file = event.dataTransfer && event.dataTransfer.files[0];
              if (file) await take(file);
            }));
            input.addEventListener('keydown', (event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) guard('v-summary', validate)(event);
            });
            $('v-upload').addEventListener('change', guard('v-summary', async () => {
              const file = $('v-upload').files[0];
              if (file) await take(file);
            }));
            $('v-run').addEventListener('click', guard('v-summary', validate));
            $('v-format').addEventListener('click', guard('v-summary', format));
          });
        })();

        """#
}
