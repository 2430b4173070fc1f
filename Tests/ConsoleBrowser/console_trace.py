#!/usr/bin/env python3
"""Drives the console's Trace tab in headless Chromium (Selenium): the verdicts and fixes of issue 34.

Run by ConsoleTraceBrowserTests (Swift Testing), which starts `ulinks serve --console-allow-private-check`
with --console-check-resolve mappings to the loopback hosts this script starts (Tests/Scripts/link_hosts.py:
an email click tracker, a shop, and an Outlook Safe Links stand-in), and asserts on the JSON lines this
script prints: {"step": NAME, "ok": BOOL, "detail": TEXT}. A screenshot of each step goes to --screenshots;
with --docs, the wrapped link's also to DOCS/trace-wrapped.png.
"""
import argparse
import json
import os
import sys
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "Scripts"))
from browser_steps import chrome, shot, stepper  # noqa: E402
import link_hosts  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("--url", required=True)
parser.add_argument("--screenshots", required=True)
parser.add_argument("--chromium", required=True)
parser.add_argument("--chromedriver", required=True)
parser.add_argument("--links-port", type=int, required=True)
parser.add_argument("--links-cert", required=True)
parser.add_argument("--links-key", required=True)
parser.add_argument("--docs", help="also write the wrapped link's screenshot to this folder (trace-wrapped.png)")
args = parser.parse_args()
token = os.environ["ULINKS_ADMIN_TOKEN"]
base = args.url.rstrip("/")
os.makedirs(args.screenshots, exist_ok=True)

APP = "ABCDE12345.com.example.shop"
SAFE_LINKS = "nam12.safelinks.protection.outlook.com"
link_hosts.start(args.links_cert, args.links_key, "click.mail.example", "shop.example", APP,
                 port=args.links_port, wrapper=SAFE_LINKS)

driver = chrome(args.chromium, args.chromedriver)
wait = WebDriverWait(driver, 20)
by_id = lambda name: driver.find_element(By.ID, name)
step = stepper(driver, args.screenshots)


def fill(name, text):
    driver.execute_script(
        "const e = arguments[0]; e.value = arguments[1]; e.dispatchEvent(new Event('input'));", by_id(name), text)


def run_trace(url):
    """Traces `url` in the Trace tab and waits for a new summary; the verdict blocks' text and codes."""
    driver.execute_script("document.getElementById('t-results').replaceChildren();")
    fill("t-url", url)
    fill("t-app", APP)
    by_id("t-run").click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#t-results .verdict-block"))
    blocks = driver.find_elements(By.CSS_SELECTOR, "#t-results .verdict-block")
    return [(b.get_attribute("data-code"), [li.get_attribute("data-code") for li in b.find_elements(By.CSS_SELECTOR, "li")],
             b.text) for b in blocks]


try:
    driver.get(base + "/")

    @step("t1-token")
    def _():
        by_id("tab-domains").click()
        by_id("d-token").send_keys(token)
        by_id("d-token-save").click()
        wait.until(lambda d: by_id("d-token-state").text != "")
        by_id("tab-trace").click()
        return True, by_id("d-token-state").text

    @step("t2-excluded-names-the-exclude")
    def _():
        verdicts = run_trace("https://shop.example/help/faq")
        code, fixes, text = verdicts[0]
        ok = (code == "excluded" and fixes == ["narrow-exclude", "rule-before-exclude"]
              and "narrow or remove the exclude at /applinks/details/0/components/0" in text
              and "add a rule that opens" not in text)
        return ok, json.dumps(verdicts)[:1500]

    @step("t3-safe-links-wrapped")
    def _():
        inner = "https://shop.example/product/42"
        verdicts = run_trace(f"https://{SAFE_LINKS}/?url=" + urllib.parse.quote(inner, safe="") + "&data=05%7C02&reserved=0")
        code, fixes, text = verdicts[0]
        wrapper = by_id("t-wrapper")
        # Every place fares the same (the browser): one line, not eleven equal rows.
        same = by_id("t-where-same")
        ok = (code == "wrapped" and fixes[:1] == ["safe-links-do-not-rewrite"]
              and "Do not rewrite the following URLs in email" in text
              and "The inner URL " + inner + ", traced on its own, opens " + APP in text
              and wrapper.get_attribute("data-code") == "safe-links" and inner in wrapper.text
              and same.get_attribute("data-fares") == "browser" and "wherever it is tapped" in same.text)
        rows = same.text
        if args.docs:
            os.makedirs(args.docs, exist_ok=True)
            driver.execute_script("document.activeElement.blur();")
            shot(driver, os.path.join(args.docs, "trace-wrapped.png"))
        return ok, json.dumps(verdicts)[:1500] + " | " + json.dumps(rows)

    @step("t4-where-tapped-with-sources")
    def _():
        run_trace("https://shop.example/product/1")
        rows = {r.get_attribute("data-place"): (r.get_attribute("data-fares"), r.text)
                for r in driver.find_elements(By.CSS_SELECTOR, "#t-where tbody tr")}
        ok = (rows.get("safari", ("",))[0] == "opens" and "developer.apple.com" in rows["safari"][1]
              and rows.get("instagram", ("",))[0] == "unknown" and rows.get("gmail", ("",))[0] == "unknown")
        return ok, json.dumps(rows)[:1500]

    @step("t5-nothing-checked-says-so")
    def _():
        verdicts = run_trace("https://nothing.invalid/x")
        summary = by_id("t-summary").text
        code, fixes, text = verdicts[0]
        hop = by_id("t-hops").text
        ok = code == "not-checked" and "iOS: not checked" in text and "iOS not checked" in summary \
            and "opens in the browser" not in text and "not checked — not fetched" in hop
        text = hop + " | " + text
        return ok, summary + " | " + text[:800]
finally:
    driver.quit()
