#!/usr/bin/env python3
"""Drives the ulinks web console in headless Chromium (Selenium), step by step.

Run by ConsoleBrowserTests (Swift Testing), which starts `ulinks serve` and asserts on the JSON
lines this script prints: {"step": NAME, "ok": BOOL, "detail": TEXT}. A screenshot of each step is
written to --screenshots.
"""
import argparse
import json
import os
import sys
import time
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

parser = argparse.ArgumentParser()
parser.add_argument("--url", required=True)
parser.add_argument("--fixtures", required=True, help="JSON: curly, listing1, notExample")
parser.add_argument("--screenshots", required=True)
parser.add_argument("--chromium", required=True)
parser.add_argument("--chromedriver", required=True)
parser.add_argument("--docs", help="also write the screenshots of Docs/Console.md to this folder")
parser.add_argument("--links-port", type=int, help="serve the Trace tab's hosts (Tests/Scripts/link_hosts.py) here")
parser.add_argument("--links-cert")
parser.add_argument("--links-key")
parser.add_argument("--strict-url", help="a second server, without --console-allow-private-check")
parser.add_argument("--strict-token-file", help="the --admin-token-file of the --strict-url server")
args = parser.parse_args()
token = os.environ["ULINKS_ADMIN_TOKEN"]
fixtures = json.load(open(args.fixtures, encoding="utf-8"))
base = args.url.rstrip("/")
os.makedirs(args.screenshots, exist_ok=True)
HOST = "app.example.com"
APP = "ABCDE12345.com.example.shop"
PACKAGE = "com.example.shop"
PRINT = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
if args.links_port:
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Scripts"))
    import link_hosts
    link_hosts.start(args.links_cert, args.links_key, "click.mail.example", "shop.example", APP, PACKAGE, PRINT,
                     port=args.links_port)


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_steps import chrome, stepper, shot as shot_to  # noqa: E402


def served(path="/.well-known/apple-app-site-association"):
    request = urllib.request.Request(base + path, headers={"Host": HOST})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, response.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, ""


driver = chrome(args.chromium, args.chromedriver)
wait = WebDriverWait(driver, 10)
by_id = lambda name: driver.find_element(By.ID, name)


def fill(name, text):
    driver.execute_script(
        "const e = arguments[0]; e.value = arguments[1]; e.dispatchEvent(new Event('input'));", by_id(name), text)


def text_of(name):
    return by_id(name).text


def wait_text(name, *needles):
    wait.until(lambda d: any(n in text_of(name) for n in needles))
    return text_of(name)


def shot(name):
    shot_to(driver, os.path.join(args.screenshots, name + ".png"))


def tab(name):
    by_id("tab-" + name).click()


step = stepper(driver, args.screenshots)


try:
    driver.get(base + "/")

    @step("01-validate-curly-quote")
    def _():
        fill("v-input", fixtures["curly"])
        by_id("v-run").click()
        summary = wait_text("v-summary", "Not valid", "Valid")
        item = driver.find_element(By.CSS_SELECTOR, '#v-diagnostics li[data-code="curly-quote"]')
        mark = driver.find_element(By.CSS_SELECTOR, '#v-source-L1 mark.error[data-position="1:126"]')
        line = by_id("v-source-L1")
        # The finding is also shown under its line (among the findings right after the line), with its fix.
        inline = driver.execute_script(
            "let n = document.getElementById('v-source-L1').nextElementSibling;"
            "while (n && n.classList.contains('finding') && n.dataset.code !== 'curly-quote') n = n.nextElementSibling;"
            "return n && n.classList.contains('finding') ? [n.dataset.code, n.dataset.position, n.textContent] : null;")
        ok = ("1:126" in item.text and mark.text == "\u201c" and "has-error" in line.get_attribute("class")
              and "Not valid" in summary and item.find_element(By.CSS_SELECTOR, "a.code").get_attribute("href").endswith("/api/v1/codes/curly-quote")
              and inline is not None and inline[0] == "curly-quote" and inline[1] == "1:126"
              and "error[curly-quote] 1:126:" in inline[2] and "fix:" in inline[2])
        return ok, f"{item.text} | inline: {inline}"

    @step("02-validate-listing-1-clean")
    def _():
        fill("v-input", fixtures["listing1"])
        by_id("v-run").click()
        summary = wait_text("v-summary", "Valid:", "Not valid")
        errors = driver.find_elements(By.CSS_SELECTOR, "#v-diagnostics li.error")
        marks = driver.find_elements(By.CSS_SELECTOR, "#v-source mark.error")
        return summary.startswith("Valid: 0 errors") and not errors and not marks, summary

    @step("03-test-url-not-rule")
    def _():
        tab("match")
        fill("m-file", fixtures["notExample"])
        fill("m-urls", "https://example.com/videos/samples/2010/x")
        by_id("m-run").click()
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#m-results .result"))
        card = driver.find_element(By.CSS_SELECTOR, "#m-results .result")
        for details in card.find_elements(By.TAG_NAME, "details"):
            details.find_element(By.TAG_NAME, "summary").click()
        text = card.text
        verdicts = [v.text for v in card.find_elements(By.CSS_SELECTOR, ".verdict")]
        ok = (verdicts == ["iOS 13+: opens in the browser", "iOS 12: opens in the browser"]
              and "exclude" in text and "/videos/samples/2010/*" in text)
        return ok, text

    @step("04-publish-with-token")
    def _():
        tab("domains")
        hint = text_of("d-token-hint")
        described = by_id("d-token").get_attribute("aria-describedby") == "d-token-hint"
        by_id("d-token").send_keys(token)
        by_id("d-token").send_keys(Keys.ENTER)
        wait_text("d-token-state", "domain")
        stored_in_url = token in driver.current_url
        fill("p-host", HOST)
        fill("p-file", fixtures["listing1"])
        by_id("p-preview").click()
        wait_text("p-summary", "Ready to publish", "Cannot")
        by_id("p-publish").click()
        summary = wait_text("p-summary", "Published", "Refused")
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, '#d-detail section[data-kind="aasa"] pre.live'))
        status, body = served()
        return (status == 200 and body == fixtures["listing1"] and "Published version 1" in summary
                and not stored_in_url and "$ULINKS_ADMIN_TOKEN" in hint and described), f"{summary}; served {status}; hint: {hint}"

    @step("05-broken-file-refused")
    def _():
        fill("p-file", fixtures["curly"])
        by_id("p-preview").click()
        preview = wait_text("p-summary", "Cannot publish", "Ready")
        blocked = not by_id("p-publish").is_enabled()
        listed = driver.find_elements(By.CSS_SELECTOR, '#p-diagnostics li[data-code="curly-quote"]')
        # Past the preview, the server refuses it too.
        driver.execute_script("document.getElementById('p-publish').disabled = false;")
        by_id("p-publish").click()
        refused = wait_text("p-summary", "Refused")
        status, body = served()
        return (blocked and listed and "Cannot publish" in preview and "live file is unchanged" in refused
                and status == 200 and body == fixtures["listing1"]), f"{preview} / {refused}"

    @step("06-publish-second-and-compare-versions")
    def _():
        fill("p-file", fixtures["notExample"])
        by_id("p-preview").click()
        wait_text("p-summary", "Ready to publish")
        by_id("p-publish").click()
        wait_text("p-summary", "Published version 2")
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, 'button.rollback[data-version="1"]'))
        section = driver.find_element(By.CSS_SELECTOR, '#d-detail section[data-kind="aasa"]')
        section.find_element(By.CSS_SELECTOR, 'input[name="aasa-a"][value="1"]').click()
        section.find_element(By.CSS_SELECTOR, 'input[name="aasa-b"][value="2"]').click()
        section.find_element(By.XPATH, './/button[text()="Compare selected versions"]').click()
        wait.until(lambda d: "URLs compared" in section.text or "no difference" in section.text)
        status, body = served()
        return status == 200 and body == fixtures["notExample"] and "Version 1 → 2" in section.text, section.text[-400:]

    @step("07-roll-back")
    def _():
        # Asked first: Cancel leaves the live file as it is.
        driver.find_element(By.CSS_SELECTOR, 'button.rollback[data-version="1"]').click()
        wait.until(lambda d: by_id("confirm").get_attribute("open") is not None)
        question = text_of("confirm-text")
        if args.docs:
            driver.save_screenshot(os.path.join(args.screenshots, "07-roll-back-confirm.png"))
        by_id("confirm-cancel").click()
        cancelled = wait_text("d-token-state", "cancelled")
        kept_status, kept = served()
        # Then confirmed.
        driver.find_element(By.CSS_SELECTOR, 'button.rollback[data-version="1"]').click()
        wait.until(lambda d: by_id("confirm").get_attribute("open") is not None)
        by_id("confirm-ok").click()
        state = wait_text("d-token-state", "Rolled back", "HTTP")
        status, body = served()
        return ("Rolled back" in state and status == 200 and body == fixtures["listing1"]
                and kept_status == 200 and kept == fixtures["notExample"] and "Version 1" in question
                and "unchanged" in cancelled), f"{question} / {cancelled} / {state}"

    @step("08-check-a-domain")
    def _():
        tab("check")
        fill("k-domain", "127.0.0.1")
        by_id("k-run").click()
        summary = wait_text("k-summary", "127.0.0.1:", "private", "HTTP")
        rows = driver.find_elements(By.CSS_SELECTOR, "#k-results tbody tr")
        # Each check id on one line, even at phone width (a table squeezes its cells).
        driver.set_window_size(390, 844)
        time.sleep(0.3)
        broken = driver.execute_script(
            "return Array.from(document.querySelectorAll('#k-results td.check-id')).filter((td) => {"
            "  const r = document.createRange(); r.selectNodeContents(td); return r.getClientRects().length > 1;"
            "}).map((td) => td.textContent);")
        ids = len(driver.find_elements(By.CSS_SELECTOR, "#k-results td.check-id"))
        driver.set_window_size(1100, 900)
        return summary.startswith("127.0.0.1:") and len(rows) > 0 and ids == len(rows) and not broken, f"{summary}; broken ids: {broken}"

    @step("09-nothing-runs")
    def _():
        tab("validate")
        hostile = ('<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">\n'
                   '{"applinks": {"details": [{"appID": "<b onmouseover=alert(1)>x</b>", "paths": ["</pre><script>window.__pwned=3</script>"]}]}}')
        fill("v-input", hostile)
        by_id("v-run").click()
        wait_text("v-summary", "Not valid", "Valid")
        tab("match")
        fill("m-file", fixtures["listing1"])
        fill("m-urls", "https://example.com/<img src=x onerror=window.__pwned=4>\nhttps://example.com/albums#<script>window.__pwned=5</script>")
        by_id("m-run").click()
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#m-results .result")) == 2)
        pwned = driver.execute_script("return window.__pwned === undefined ? null : window.__pwned;")
        injected = driver.execute_script(
            "return document.querySelectorAll('main img, main b, #v-source script, #m-results script').length;")
        source = by_id("v-source").get_attribute("textContent")
        tab("validate")
        return pwned is None and injected == 0 and "<script>window.__pwned = 1</script>" in source, f"pwned={pwned} injected={injected}"

    @step("10-keyboard")
    def _():
        by_id("tab-validate").click()
        by_id("tab-validate").send_keys(Keys.ARROW_RIGHT)
        selected = driver.execute_script("return document.activeElement.id;")
        panel_shown = by_id("panel-match").is_displayed()
        by_id("tab-match").send_keys(Keys.ARROW_LEFT)
        return selected == "tab-match" and panel_shown, selected

    @step("11-phone-390")
    def _():
        driver.set_window_size(390, 844)
        width = driver.execute_script("return document.documentElement.clientWidth;")
        fill("v-input", fixtures["curly"])
        by_id("v-run").click()
        wait_text("v-summary", "Not valid")
        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth;")
        return overflow <= 0, f"viewport {width}px, horizontal overflow {overflow}px"

    if fixtures.get("signedPath"):
        @step("12-signed-upload")
        def _():
            driver.set_window_size(1100, 900)
            tab("validate")
            fill("v-input", "")
            by_id("v-upload").send_keys(fixtures["signedPath"])
            summary = wait_text("v-summary", "CMS signed")
            source = by_id("v-source").get_attribute("textContent")
            return ("CMS signed file" in summary and "payload is shown" in summary and "Valid:" in summary
                    and "D3KQX62K1A.com.example.videoapp" in source), summary

    if args.links_port:
        @step("13-trace-click-tracking")
        def _():
            driver.set_window_size(1100, 900)
            tab("trace")
            # A hostile link first: shown as text, nothing runs.
            fill("t-url", "https://click.mail.example/ls/click?<img src=x onerror=window.__pwned=6>")
            by_id("t-run").click()
            wait_text("t-summary", "hop", "not", "HTTP")
            hostile = driver.execute_script("return window.__pwned === undefined && document.querySelectorAll('#t-results img, #t-results script').length === 0;")
            fill("t-url", "https://click.mail.example/ls/click?upn=abc")
            fill("t-app", APP)
            fill("t-package", PACKAGE)
            fill("t-fingerprint", PRINT)
            by_id("t-run").click()
            summary = wait_text("t-summary", "2 hops")
            rows = driver.find_elements(By.CSS_SELECTOR, "#t-hops tbody tr")
            verdicts = [v.text for v in driver.find_elements(By.CSS_SELECTOR, "#t-results .verdict-block")]
            ok = (hostile and len(rows) == 2 and "302" in rows[0].text and "→ https://shop.example/product/42" in rows[0].text
                  and "opens " + APP in rows[1].text and "opens " + PACKAGE in rows[1].text
                  and "iOS opens the browser; Android opens the browser" in summary and len(verdicts) == 2
                  and "opens in the browser (lands on https://shop.example/product/42)" in verdicts[0]
                  and "fix: serve an apple-app-site-association file at https://click.mail.example/" in verdicts[0]
                  and "fix: serve an assetlinks.json at https://click.mail.example/" in verdicts[1])
            return ok, summary + " | " + " | ".join(verdicts)

        @step("14-side-by-side")
        def _():
            tab("match")
            aasa = json.dumps({"applinks": {"details": [{"appIDs": [APP], "components": [
                {"/": "/help/*", "exclude": True}, {"/": "/product/*"}]}]}})
            links = json.dumps([{"relation": ["delegate_permission/common.handle_all_urls"], "target": {
                "namespace": "android_app", "package_name": PACKAGE, "sha256_cert_fingerprints": [PRINT]}}])
            fill("m-file", aasa)
            fill("m-urls", "https://shop.example/product/1\nhttps://shop.example/help/faq")
            by_id("m-android").find_element(By.TAG_NAME, "summary").click()
            fill("m-assetlinks", links)
            fill("m-package", PACKAGE)
            by_id("m-run").click()
            wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#m-both-table tbody tr")) == 2)
            rows = [r.text for r in driver.find_elements(By.CSS_SELECTOR, "#m-both-table tbody tr")]
            ok = ("opens " + APP in rows[0] and "opens " + PACKAGE in rows[0] and "differs" not in rows[0]
                  and "browser (" + APP + ": exclude)" in rows[1] and "opens " + PACKAGE in rows[1] and "differs" in rows[1])
            return ok, " | ".join(rows)

    @step("15-test-urls-error-styled")
    def _():
        driver.set_window_size(1100, 900)
        tab("match")
        fill("m-file", fixtures["curly"])
        fill("m-urls", "https://example.com/a")
        by_id("m-run").click()
        summary = wait_text("m-summary", "not a usable", "URL")
        item = driver.find_element(By.CSS_SELECTOR, '#m-results ol.diagnostics li.error[data-code="curly-quote"]')
        # Styled as Validate's list: the same red left border.
        style = lambda e: driver.execute_script("const s = getComputedStyle(arguments[0]); return [s.borderLeftColor, s.borderLeftWidth];", e)
        tab("validate")
        fill("v-input", fixtures["curly"])
        by_id("v-run").click()
        wait_text("v-summary", "Not valid")
        reference = style(driver.find_element(By.CSS_SELECTOR, '#v-diagnostics li.error'))
        tab("match")
        return style(item) == reference and "1:126" in item.text and "not a usable" in summary, f"{summary} | {style(item)} vs {reference}"

    @step("16-edit-live-file")
    def _():
        tab("domains")  # still showing HOST, as the roll back left it
        driver.find_element(By.CSS_SELECTOR, '#d-detail section[data-kind="aasa"] button.edit').click()
        loaded = by_id("p-file").get_attribute("value")
        target = (by_id("p-host").get_attribute("value"), by_id("p-kind").get_attribute("value"))
        fill("p-file", loaded.replace('"/albums"', '"/albums/*"'))
        by_id("p-preview").click()
        wait_text("p-summary", "Ready to publish")
        by_id("p-publish").click()
        summary = wait_text("p-summary", "Published", "Refused")
        wait.until(lambda d: "3 (live)" in text_of("d-detail"))
        status, body = served()
        return (loaded == fixtures["listing1"] and target == (HOST, "aasa") and "Published version 3" in summary
                and status == 200 and '"/albums/*"' in body), f"{summary}; loaded {len(loaded)} bytes for {target}"

    @step("17-delete-domain")
    def _():
        wait.until(lambda d: d.find_elements(By.ID, "d-delete"))
        by_id("d-delete").click()
        wait.until(lambda d: by_id("confirm").get_attribute("open") is not None)
        question = text_of("confirm-title")
        by_id("confirm-cancel").click()
        kept = wait_text("d-token-state", "Nothing deleted")
        kept_status, _ = served()
        by_id("d-delete").click()
        wait.until(lambda d: by_id("confirm").get_attribute("open") is not None)
        by_id("confirm-ok").click()
        state = wait_text("d-token-state", "Deleted", "HTTP")
        status, _ = served()
        listed = [b.text for b in driver.find_elements(By.CSS_SELECTOR, "#d-list button")]
        return (question == f"Delete {HOST}?" and kept_status == 200 and status == 404 and HOST not in listed
                and f"Deleted {HOST}" in state and "Nothing deleted" in kept), f"{question} / {state} / served {status} / {listed}"

    if args.strict_url:
        @step("18-check-refused-explained")
        def _():
            driver.set_window_size(1100, 900)
            driver.get(args.strict_url)
            tab("domains")
            hint = text_of("d-token-hint")
            by_id("d-token").send_keys(open(args.strict_token_file, encoding="utf-8").read().strip())
            by_id("d-token").send_keys(Keys.ENTER)
            wait_text("d-token-state", "domain")
            tab("check")
            fill("k-domain", "localhost")
            by_id("k-run").click()
            summary = wait_text("k-summary", "private", "127.0.0.1:", "HTTP")
            help_block = driver.find_element(By.CSS_SELECTOR, '#k-results .help[data-refused="private-address"]')
            text = help_block.text
            return ("private" in summary and "--console-allow-private-check" in text and "Why it was refused" in text
                    and "--console-check-resolve" in text and args.strict_token_file in hint), f"{summary} | {text[:300]} | {hint}"

    if args.docs:
        import shutil
        os.makedirs(args.docs, exist_ok=True)
        driver.set_window_size(1000, 800)
        tab("validate")
        fill("v-input", fixtures["docs"])
        by_id("v-run").click()
        wait_text("v-summary", "Not valid")
        driver.execute_script("document.activeElement.blur(); window.scrollTo(0, 0);")
        height = driver.execute_script("return document.documentElement.scrollHeight;")
        driver.set_window_size(1000, min(height + 120, 1600))
        time.sleep(0.3)
        driver.save_screenshot(os.path.join(args.docs, "validate.png"))
        for step_name, doc_name in [("03-test-url-not-rule", "test-urls"), ("06-publish-second-and-compare-versions", "domains"),
                                    ("11-phone-390", "phone"), ("13-trace-click-tracking", "trace"),
                                    ("07-roll-back-confirm", "roll-back-confirm"), ("18-check-refused-explained", "check-refused")]:
            shutil.copyfile(os.path.join(args.screenshots, step_name + ".png"), os.path.join(args.docs, doc_name + ".png"))
finally:
    driver.quit()
