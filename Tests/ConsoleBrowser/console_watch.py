#!/usr/bin/env python3
"""Drives the console's Watch tab in headless Chromium (Selenium).

Run by ServeWatchConsoleTests (Swift Testing), which starts `ulinks serve --watch` with a hosted domain, a
registered domain that went from ok to failing (HTML at the path) and one whose CDN answer carries hostile
header values, and asserts on the JSON lines this script prints: {"step": NAME, "ok": BOOL, "detail": TEXT}.
A screenshot of each step goes to --screenshots; with --docs, the detail view also to DOCS/watch.png.
"""
import argparse
import json
import os
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_steps import shot, stepper  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("--url", required=True)
parser.add_argument("--screenshots", required=True)
parser.add_argument("--chromium", required=True)
parser.add_argument("--chromedriver", required=True)
parser.add_argument("--failing", required=True, help="the domain that went from ok to failing")
parser.add_argument("--hostile", required=True, help="the domain whose CDN headers are hostile")
parser.add_argument("--docs", help="also write the Watch tab's screenshot to this folder (watch.png)")
args = parser.parse_args()
token = os.environ["ULINKS_ADMIN_TOKEN"]
base = args.url.rstrip("/")
os.makedirs(args.screenshots, exist_ok=True)


options = webdriver.ChromeOptions()
options.binary_location = args.chromium
# The server's certificate is for *.watch.test from the test's own CA; the page is reached at 127.0.0.1.
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--ignore-certificate-errors",
                 "--window-size=1200,900", "--hide-scrollbars", "--force-device-scale-factor=1"]:
    options.add_argument(argument)
driver = webdriver.Chrome(options=options, service=Service(executable_path=args.chromedriver))
driver.set_page_load_timeout(15)
wait = WebDriverWait(driver, 15)
by_id = lambda name: driver.find_element(By.ID, name)


step = stepper(driver, args.screenshots)


try:
    driver.get(base + "/")

    @step("w1-token")
    def _():
        by_id("tab-domains").click()
        by_id("d-token").send_keys(token)
        by_id("d-token-save").click()
        wait.until(lambda d: "Admin token set" in by_id("d-token-state").text or "domain" in by_id("d-token-state").text)
        return True, by_id("d-token-state").text

    @step("w2-list")
    def _():
        by_id("tab-watch").click()
        wait.until(lambda d: "watched domain" in by_id("w-summary").text)
        rows = driver.find_elements(By.CSS_SELECTOR, "#w-table tbody tr")
        states = {r.get_attribute("data-domain"): r.get_attribute("data-state") for r in rows}
        bars = driver.find_elements(By.CSS_SELECTOR, "#w-table svg.w-timeline rect")
        failing_rect = driver.find_elements(
            By.CSS_SELECTOR, '#w-table tr[data-domain="%s"] svg rect[data-state="failing"]' % args.failing)
        hostile = driver.find_element(By.CSS_SELECTOR, '#w-table tr[data-domain="%s"]' % args.hostile)
        # The hostile header value is shown as text: no element of it, its markup visible as characters.
        injected = driver.execute_script("return document.querySelectorAll('#w-list img, #w-list script, #w-list iframe').length")
        ok = (states.get(args.failing) == "failing" and len(bars) >= len(rows) and failing_rect
              and "<img" in hostile.text and injected == 0 and "\x1b" not in hostile.text)
        return ok, json.dumps(states) + " | " + hostile.text[:500]

    @step("w3-transition")
    def _():
        driver.find_element(By.CSS_SELECTOR, '#w-table tr[data-domain="%s"] button.w-open' % args.failing).click()
        wait.until(lambda d: "content-type changed from application/json to text/html" in by_id("w-detail").text)
        newest = driver.find_elements(By.CSS_SELECTOR, "#w-detail .w-transition")[0]
        reports = newest.find_elements(By.CSS_SELECTOR, ".w-pair .w-report")
        ok = (newest.get_attribute("data-to") == "failing" and len(reports) == 2
              and "application/json" in reports[0].text and "text/html" in reports[1].text)
        if args.docs:
            os.makedirs(args.docs, exist_ok=True)
            driver.execute_script("document.activeElement.blur();")
            shot(driver, os.path.join(args.docs, "watch.png"))
        return ok, newest.text[:1500]
finally:
    driver.quit()
