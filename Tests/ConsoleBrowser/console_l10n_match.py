#!/usr/bin/env python3
"""The Test URLs tab's Explain block, its iOS/Android table and the Compare tab's details in the browser's
language (Accept-Language ko, zh-CN) and, for English, exactly as `ulinks match --explain` and
`ulinks diff` write them.

Run by ConsoleMatchLocalizationBrowserTests, which starts `ulinks serve` and asserts on the JSON lines this
script prints: {"step": NAME, "ok": BOOL, "detail": TEXT}. A screenshot of each step goes to --screenshots.
"""
import argparse
import json
import os
import sys
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_steps import report  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("--url", required=True)
parser.add_argument("--fixtures", required=True, help="JSON: aasa, changed, assetlinks, expect")
parser.add_argument("--screenshots", required=True)
parser.add_argument("--chromium", required=True)
parser.add_argument("--chromedriver", required=True)
args = parser.parse_args()
fixtures = json.load(open(args.fixtures, encoding="utf-8"))
base = args.url.rstrip("/")
os.makedirs(args.screenshots, exist_ok=True)


def browser(accept_language):
    options = webdriver.ChromeOptions()
    options.binary_location = args.chromium
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1100,900", "--lang=" + accept_language, "--accept-lang=" + accept_language]:
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": accept_language})
    driver = webdriver.Chrome(options=options, service=Service(executable_path=args.chromedriver))
    driver.set_page_load_timeout(15)
    return driver


def fill(driver, element_id, value):
    driver.execute_script(
        "const e = document.getElementById(arguments[0]); e.value = arguments[1];"
        " e.dispatchEvent(new Event('input'));", element_id, value)


def click(driver, element_id):
    driver.execute_script("document.getElementById(arguments[0]).click();", element_id)


def text_of(driver, selector):
    return driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map((e) => e.textContent).join('\\n');", selector)


def explain_and_compare(driver):
    """Test URLs (with assetlinks.json) and Compare; the texts they show."""
    wait = WebDriverWait(driver, 15)
    click(driver, "tab-match")
    fill(driver, "m-file", fixtures["aasa"])
    fill(driver, "m-urls", "https://example.com/help/a")
    fill(driver, "m-assetlinks", fixtures["assetlinks"])
    fill(driver, "m-package", "com.other")
    click(driver, "m-run")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#m-results pre.trace")
               and d.find_elements(By.ID, "m-both-table"))
    trace = driver.execute_script("return document.querySelector('#m-results pre.trace').textContent;")
    both = text_of(driver, "#m-both")
    click(driver, "tab-compare")
    fill(driver, "c-old", fixtures["aasa"])
    fill(driver, "c-new", fixtures["changed"])
    fill(driver, "c-domain", "example.com")
    click(driver, "c-run")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#c-results h3"))
    compare = text_of(driver, "#c-results")
    return trace, both, compare


for accept, language in (("ko", "ko"), ("zh-CN", "zh-Hans"), ("en", "en")):
    step = "match-l10n-" + language
    driver = browser(accept)
    try:
        driver.get(base + "/")
        try:
            WebDriverWait(driver, 10).until(
                lambda d: d.execute_script("return document.documentElement.lang") == language)
            trace, both, compare = explain_and_compare(driver)
            problems = []
            for where, text in (("explain", trace), ("side by side", both), ("compare", compare)):
                for expected in fixtures["expect"][language][where]:
                    if expected not in text:
                        problems.append("%s lacks %r: %r" % (where, expected, text))
                for unexpected in fixtures["expect"][language].get("not", []):
                    if unexpected in text:
                        problems.append("%s has %r: %r" % (where, unexpected, text))
            ok, detail = not problems, "; ".join(problems) or trace
        except Exception as error:
            ok, detail = False, "".join(traceback.format_exception_only(type(error), error)).strip()
        try:
            driver.save_screenshot(os.path.join(args.screenshots, step + ".png"))
        except Exception:
            pass
        report(step, ok, detail)
    finally:
        driver.quit()
