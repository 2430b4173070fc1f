#!/usr/bin/env python3
"""The console in other languages, in headless Chromium (Selenium): for each browser language
(Accept-Language ko, zh-CN, pt-BR) the labels are translated and the seed's curly quote at 1:126 is
explained in that language; the switcher changes the language and the choice survives a reload.

Run by ConsoleLocalizationBrowserTests, which starts `ulinks serve` and asserts on the JSON lines this
script prints: {"step": NAME, "ok": BOOL, "detail": TEXT}. A screenshot of each step goes to --screenshots.
"""
import argparse
import json
import os
import time
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

parser = argparse.ArgumentParser()
parser.add_argument("--url", required=True)
parser.add_argument("--fixtures", required=True, help="JSON: curly")
parser.add_argument("--screenshots", required=True)
parser.add_argument("--chromium", required=True)
parser.add_argument("--chromedriver", required=True)
parser.add_argument("--docs", help="also write the screenshots of Docs/Console.md to this folder")
args = parser.parse_args()
fixtures = json.load(open(args.fixtures, encoding="utf-8"))
base = args.url.rstrip("/")
os.makedirs(args.screenshots, exist_ok=True)
if args.docs:
    os.makedirs(args.docs, exist_ok=True)


def report(step, ok, detail=""):
    print(json.dumps({"step": step, "ok": bool(ok), "detail": str(detail)[:2000]}, ensure_ascii=False), flush=True)


def browser(accept_language, width=1100):
    options = webdriver.ChromeOptions()
    options.binary_location = args.chromium
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=%d,900" % width, "--hide-scrollbars", "--force-device-scale-factor=1",
                     "--lang=" + accept_language, "--accept-lang=" + accept_language]:
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": accept_language})
    driver = webdriver.Chrome(options=options, service=Service(executable_path=args.chromedriver))
    driver.set_page_load_timeout(15)
    return driver


def shot(driver, name):
    driver.execute_script("window.scrollTo(0, 0);")
    height = driver.execute_script("return document.documentElement.scrollHeight;")
    size = driver.get_window_size()
    driver.set_window_size(size["width"], min(max(height + 120, 600), 2000))
    time.sleep(0.3)
    driver.save_screenshot(os.path.join(args.screenshots, name + ".png"))
    if args.docs:
        driver.save_screenshot(os.path.join(args.docs, name + ".png"))
    driver.set_window_size(size["width"], size["height"])


def validate_curly(driver):
    """Validates the seed's file; the curly-quote item's text."""
    wait = WebDriverWait(driver, 10)
    field = driver.find_element(By.ID, "v-input")
    driver.execute_script(
        "const e = arguments[0]; e.value = arguments[1]; e.dispatchEvent(new Event('input'));", field, fixtures["curly"])
    driver.find_element(By.ID, "v-run").click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, '#v-diagnostics li[data-code="curly-quote"]'))
    return driver.find_element(By.CSS_SELECTOR, '#v-diagnostics li[data-code="curly-quote"]').text


def run_step(name, driver, function):
    try:
        ok, detail = function()
    except Exception as error:
        ok, detail = False, "".join(traceback.format_exception_only(type(error), error)).strip()
    try:
        shot(driver, name)
    except Exception:
        pass
    report(name, ok, detail)


# Each browser language: the language the server chose, the labels, the diagnostic.
for accept, expected, width in (("ko", "ko", 1100), ("zh-CN", "zh-Hans", 1100), ("pt-BR", "pt-BR", 1100),
                                ("ko", "ko", 390)):
    name = "l10n-%s%s" % (expected, "-390" if width == 390 else "")
    driver = browser(accept, width)
    try:
        driver.get(base + "/")

        def check():
            WebDriverWait(driver, 10).until(
                lambda d: d.execute_script("return document.documentElement.lang") == expected)
            table = json.loads(driver.execute_script(
                "const r = new XMLHttpRequest(); r.open('GET', '/console/l10n.json', false); r.send(); return r.responseText;"))
            labels, english = table["labels"][expected], table["labels"]["en"]
            tab = driver.find_element(By.ID, "tab-validate").text
            button = driver.find_element(By.ID, "v-run").text
            item = validate_curly(driver)
            problems = []
            if tab != labels["console.tab.validate"] or tab == english["console.tab.validate"]:
                problems.append("tab label %r (table: %r)" % (tab, labels["console.tab.validate"]))
            if button != labels["console.validate.run"] or button == english["console.validate.run"]:
                problems.append("button label %r" % button)
            # Texts the scripts build: the summary, the severity badge, the fix label, a lead paragraph.
            summary = driver.find_element(By.ID, "v-summary").text
            invalid = labels["console.validate.invalid"].split("{counts}")[0]
            if not summary.startswith(invalid) or invalid == english["console.validate.invalid"].split("{counts}")[0]:
                problems.append("summary %r (table: %r)" % (summary, labels["console.validate.invalid"]))
            counted = labels["console.count.error.other"].split("{count}")[-1].strip()
            if counted not in summary:
                problems.append("summary %r without %r" % (summary, counted))
            badge = driver.find_element(By.CSS_SELECTOR, '#v-diagnostics li[data-code="curly-quote"] .sev').text
            if badge.lower() != labels["console.severity.error"].lower():
                problems.append("badge %r" % badge)
            fix = driver.find_element(By.CSS_SELECTOR, '#v-diagnostics li[data-code="curly-quote"] .fix').text
            if not fix.startswith(labels["console.fix"].split("{hint}")[0].strip()):
                problems.append("fix label %r" % fix)
            lead = driver.find_element(By.CSS_SELECTOR, "#panel-validate .lead")
            if lead.text != labels["console.lead.validate"].replace("`", "") \
                    or not lead.find_elements(By.TAG_NAME, "code"):
                problems.append("lead %r" % lead.text)
            opener = driver.find_element(By.CSS_SELECTOR, ".open-file").text
            if opener != labels["console.open-file"] or not driver.find_elements(By.ID, "v-upload"):
                problems.append("open-file label %r" % opener)
            # The admin token's hint (the server names its key and place) and the placeholders, which
            # stayed English in ko and zh-Hans; read as textContent and attributes (their tabs are hidden).
            hint = table.get("hint") or {}
            values = hint.get("values") or {}

            def filled(texts):
                text = texts.get(hint.get("key", ""), "")
                for key, value in values.items():
                    text = text.replace("{%s}" % key, value)
                return text
            shown = driver.find_element(By.ID, "d-token-hint").get_attribute("textContent")
            if not hint or shown != filled(labels) or shown == filled(english):
                problems.append("token hint %r" % shown)
            for element, key in (("d-token", "console.domains.token-placeholder"),
                                 ("m-domain", "console.match.domain-placeholder"),
                                 ("m-installed", "console.match.installed-placeholder"),
                                 ("m-package", "console.match.package-placeholder"),
                                 ("t-fingerprint", "console.trace.fingerprint-placeholder")):
                placeholder = driver.find_element(By.ID, element).get_attribute("placeholder")
                if placeholder != labels[key] or placeholder == english[key]:
                    problems.append("%s placeholder %r" % (element, placeholder))
            if "1:126" not in item:
                problems.append("no 1:126 in %r" % item)
            if "typographic quote" in item or "“" not in item:
                problems.append("diagnostic not translated: %r" % item)
            if width == 390:
                overflow = driver.execute_script(
                    "return document.documentElement.scrollWidth > document.documentElement.clientWidth;")
                if overflow:
                    problems.append("wider than 390 px")
            return not problems, "; ".join(problems) or item
        run_step(name, driver, check)
    finally:
        driver.quit()

# The switcher: English chosen in a Korean browser, remembered across a reload; the API answers in it.
driver = browser("ko")
try:
    driver.get(base + "/")

    def switch():
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.documentElement.lang") == "ko")
        Select(driver.find_element(By.ID, "lang-switch")).select_by_value("en")
        first = driver.find_element(By.ID, "tab-validate").text
        driver.refresh()
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.documentElement.lang") == "en")
        after = driver.find_element(By.ID, "tab-validate").text
        item = validate_curly(driver)
        stored = driver.execute_script("return localStorage.getItem('ulinks-lang');")
        ok = first == "Validate" and after == "Validate" and stored == "en" and "typographic quote" in item
        return ok, "before reload %r, after %r, stored %r, item %r" % (first, after, stored, item)
    run_step("l10n-switcher", driver, switch)
finally:
    driver.quit()
