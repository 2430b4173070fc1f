#!/usr/bin/env python3
"""Drives the console's webauthn editing (Domains tab) and the Check tab's Passkeys section in headless Chromium.

Run by ConsolePasskeysBrowserTests (Swift Testing), which starts `ulinks serve` over HTTPS on loopback (a test
CA) with --console-check-resolve HOST=that server and --console-check-ca: the RP ID's AASA, assetlinks.json and
webauthn file are published here through the Domains tab, then read back from that origin by the Passkeys
section as iOS, Android and the browsers read them. Prints {"step": NAME, "ok": BOOL, "detail": TEXT} per step;
a screenshot of each step goes to --screenshots; with --docs, the documented ones to DOCS/.
"""
import argparse
import json
import os
import shutil
import sys

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_steps import chrome, stepper  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("--url", required=True)
parser.add_argument("--host", required=True)
parser.add_argument("--screenshots", required=True)
parser.add_argument("--chromium", required=True)
parser.add_argument("--chromedriver", required=True)
parser.add_argument("--docs", help="also copy the documented screenshots to this folder")
args = parser.parse_args()
token = os.environ["ULINKS_ADMIN_TOKEN"]
base = args.url.rstrip("/")
os.makedirs(args.screenshots, exist_ok=True)
HOST = args.host

APP = "ABCDE12345.com.example.rp"
PACKAGE = "com.example.rp"
PRINT = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
FILES = {
    "aasa": json.dumps({"applinks": {"details": [{"appIDs": [APP], "components": [{"/": "/account/*"}]}]},
                        "webcredentials": {"apps": [APP]}}, indent=2),
    "assetlinks": json.dumps([{"relation": ["delegate_permission/common.handle_all_urls",
                                            "delegate_permission/common.get_login_creds"],
                               "target": {"namespace": "android_app", "package_name": PACKAGE,
                                          "sha256_cert_fingerprints": [PRINT]}}], indent=2),
    "webauthn": json.dumps({"origins": ["https://shop.example.co.uk", "https://shop.example.de"]}, indent=2),
}
# Docs/images names of the steps shown in Docs/Console.md and Docs/Passkeys.md.
DOCS = {"w4-edit-webauthn": "domains-webauthn", "w5-passkeys-ready": "passkeys-ready",
        "w6-passkeys-broken": "passkeys-broken"}

# The server's certificate names the RP ID, not 127.0.0.1: the page itself is what is tested, not its TLS.
driver = chrome(args.chromium, args.chromedriver, extra=["--ignore-certificate-errors"])
# The Domains detail is re-rendered after each publish and refresh: an element found a moment before may be
# gone, so waits look it up again instead of failing on the stale one.
wait = WebDriverWait(driver, 30, ignored_exceptions=[StaleElementReferenceException])
by_id = lambda name: driver.find_element(By.ID, name)
step = stepper(driver, args.screenshots)


def fill(name, text):
    driver.execute_script(
        "const e = arguments[0]; e.value = arguments[1]; e.dispatchEvent(new Event('input'));", by_id(name), text)


def wait_text(name, *needles):
    wait.until(lambda d: any(n in by_id(name).text for n in needles))
    return by_id(name).text


def publish(kind, text):
    Select(by_id("p-kind")).select_by_value(kind)
    fill("p-host", HOST)
    fill("p-file", text)
    driver.execute_script("document.getElementById('p-summary').textContent = '';")
    by_id("p-preview").click()
    wait_text("p-summary", "Ready to publish", "Cannot")
    by_id("p-publish").click()
    return wait_text("p-summary", "Published", "Refused")


def passkeys(apps, packages, prints):
    driver.execute_script("document.getElementById('pk-summary').textContent = '';"
                          "document.getElementById('pk-results').replaceChildren();")
    fill("pk-rpid", HOST)
    fill("pk-apps", apps)
    fill("pk-packages", packages)
    fill("pk-fingerprints", prints)
    by_id("pk-run").click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#pk-results .passkey-platform"))
    cards = driver.find_elements(By.CSS_SELECTOR, "#pk-results .passkey-platform")
    return {c.get_attribute("data-platform"): (c.get_attribute("data-verdict"), c.text) for c in cards}


try:
    driver.get(base + "/")

    @step("w1-token")
    def _():
        by_id("tab-domains").click()
        by_id("d-token").send_keys(token)
        by_id("d-token-save").click()
        return True, wait_text("d-token-state", "domain")

    @step("w2-publish-three-files")
    def _():
        summaries = [publish(kind, FILES[kind]) for kind in ["aasa", "assetlinks", "webauthn"]]
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, '#d-detail section[data-kind="webauthn"] pre.live'))
        live = driver.find_element(By.CSS_SELECTOR, '#d-detail section[data-kind="webauthn"] pre.live').text
        heading = driver.find_element(By.CSS_SELECTOR, '#d-detail section[data-kind="webauthn"] h3').text
        ok = (all("Published version 1" in s for s in summaries) and heading == "webauthn"
              and json.loads(live) == json.loads(FILES["webauthn"]))
        return ok, " | ".join(summaries)

    @step("w3-webauthn-refused")
    def _():
        Select(by_id("p-kind")).select_by_value("webauthn")
        fill("p-file", '{"origins": ["https://shop.example.de",]}')
        by_id("p-preview").click()
        preview = wait_text("p-summary", "Cannot publish", "Ready")
        listed = driver.find_elements(By.CSS_SELECTOR, '#p-diagnostics li[data-code="trailing-comma"]')
        driver.execute_script("document.getElementById('p-publish').disabled = false;")
        by_id("p-publish").click()
        refused = wait_text("p-summary", "Refused")
        return "Cannot publish" in preview and bool(listed) and "live file is unchanged" in refused, f"{preview} / {refused}"

    @step("w4-edit-webauthn")
    def _():
        wait.until(lambda d: d.find_element(
            By.CSS_SELECTOR, '#d-detail section[data-kind="webauthn"] button.edit').click() is None)
        loaded = by_id("p-file").get_attribute("value")
        kind = by_id("p-kind").get_attribute("value")
        edited = json.dumps({"origins": ["https://shop.example.co.uk", "https://shop.example.de",
                                         "https://shop.example.fr"]}, indent=2)
        fill("p-file", edited)
        by_id("p-preview").click()
        wait_text("p-summary", "Ready to publish")
        by_id("p-publish").click()
        summary = wait_text("p-summary", "Published", "Refused")
        wait.until(lambda d: "2 (live)" in d.find_element(By.CSS_SELECTOR, '#d-detail section[data-kind="webauthn"]').text)
        driver.execute_script(
            "document.querySelector('#d-detail section[data-kind=\"webauthn\"]').scrollIntoView();")
        return (kind == "webauthn" and loaded == FILES["webauthn"] and "Published version 2" in summary), summary

    @step("w5-passkeys-ready")
    def _():
        by_id("tab-check").click()
        cards = passkeys(APP, PACKAGE, PRINT)
        summary = wait_text("pk-summary", "ready", "broken", "unknown")
        origins = by_id("pk-results").find_element(By.CSS_SELECTOR, ".android-origins").text
        related = by_id("pk-results").find_element(By.CSS_SELECTOR, ".related-origins").text
        ok = (all(cards.get(p, ("", ""))[0] == "ready" for p in ["ios", "android", "browsers"])
              and "ready" in summary and "android:apk-key-hash:" in origins
              and "https://shop.example.fr" in related)
        return ok, json.dumps({"summary": summary, "cards": cards})[:1800]

    @step("w6-passkeys-broken")
    def _():
        other = "ABCDE12345.com.example.other"
        cards = passkeys(other, PACKAGE, PRINT)
        summary = wait_text("pk-summary", "broken", "ready", "unknown")
        ios = driver.find_element(By.CSS_SELECTOR, '#pk-results .passkey-platform[data-platform="ios"]')
        fixes = ios.find_elements(By.CSS_SELECTOR, ".fix")
        ok = (cards["ios"][0] == "broken" and other in cards["ios"][1] and fixes and "broken" in summary
              and cards["android"][0] == "ready" and cards["browsers"][0] == "ready")
        return ok, json.dumps({"summary": summary, "ios": cards["ios"]})[:1800]

    @step("w7-escaped")
    def _():
        hostile = '<img src=x onerror="window.pwned=1">'
        driver.execute_script("document.getElementById('pk-summary').textContent = '';")
        fill("pk-rpid", hostile)
        by_id("pk-run").click()
        summary = wait_text("pk-summary", "host")
        images = driver.find_elements(By.CSS_SELECTOR, "#pk-summary img, #pk-results img")
        pwned = driver.execute_script("return window.pwned === 1;")
        return hostile in summary and not images and not pwned, summary

    @step("w8-language")
    def _():
        wait.until(lambda d: d.find_elements(By.ID, "lang-switch"))
        Select(by_id("lang-switch")).select_by_value("pt-BR")
        label = by_id("pk-run").text
        cards = passkeys(APP, PACKAGE, PRINT)
        summary = wait_text("pk-summary", "pronto", "com falha", "desconhecido")
        Select(by_id("lang-switch")).select_by_value("en")
        return label == "Verificar passkeys" and "pronto" in summary and cards["ios"][0] == "ready", f"{label} | {summary}"

    if args.docs:
        os.makedirs(args.docs, exist_ok=True)
        for step_name, doc_name in DOCS.items():
            shutil.copyfile(os.path.join(args.screenshots, step_name + ".png"), os.path.join(args.docs, doc_name + ".png"))
finally:
    driver.quit()
