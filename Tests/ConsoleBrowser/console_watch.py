#!/usr/bin/env python3
"""Drives the console's Watch tab in headless Chromium (Selenium).

Run by ServeWatchConsoleTests (Swift Testing), which starts `ulinks serve --watch` with a hosted domain, a
registered domain that went from ok to failing (HTML at the path) and one whose CDN answer carries hostile
header values, and asserts on the JSON lines this script prints: {"step": NAME, "ok": BOOL, "detail": TEXT}.
A screenshot of each step goes to --screenshots; with --docs, the detail view also to DOCS/watch.png, and
with --images the newest transition alone to IMAGES/watch-transition.png. With --cause (a second run, after the
failing domain failed for another reason), only w4-cause: the newest entry reads as a change of cause.
"""
import argparse
import json
import os
import sys
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_steps import chrome, shot, stepper  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("--url", required=True)
parser.add_argument("--screenshots", required=True)
parser.add_argument("--chromium", required=True)
parser.add_argument("--chromedriver", required=True)
parser.add_argument("--failing", required=True, help="the domain that went from ok to failing")
parser.add_argument("--hostile", required=True, help="the domain whose CDN headers are hostile")
parser.add_argument("--docs", help="also write the Watch tab's screenshot to this folder (watch.png)")
parser.add_argument("--images", help="also write the newest transition's screenshot to this folder")
parser.add_argument("--browser-url", help="the URL --expect pins to open in the browser (its row must pass)")
parser.add_argument("--cause", action="store_true",
                    help="only the token and w4-cause: the failing domain's newest entry is a change of cause")
args = parser.parse_args()
token = os.environ["ULINKS_ADMIN_TOKEN"]
base = args.url.rstrip("/")
os.makedirs(args.screenshots, exist_ok=True)


# The server's certificate is for *.watch.test from the test's own CA; the page is reached at 127.0.0.1.
driver = chrome(args.chromium, args.chromedriver, width=1200, extra=["--ignore-certificate-errors"])
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

    if args.cause:
        @step("w4-cause")
        def _():
            by_id("tab-watch").click()
            wait.until(lambda d: "watched domain" in by_id("w-summary").text)
            driver.find_element(By.CSS_SELECTOR, '#w-table tr[data-domain="%s"] button.w-open' % args.failing).click()
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#w-detail .w-transition"))
            newest = driver.find_elements(By.CSS_SELECTOR, "#w-detail .w-transition")[0]
            heading = newest.find_element(By.CSS_SELECTOR, "h3").text
            changes = [li.text for li in newest.find_elements(By.CSS_SELECTOR, ".w-changes li")]
            problems = []
            # A change of cause stays in its state: the state once, "for other reasons", no "failing → failing".
            if newest.get_attribute("data-event") != "reasons" or "for other reasons" not in heading or "→" in heading:
                problems.append("heading: " + heading)
            # It leads with the reasons that changed (the redirect appeared, the HTML ones cleared).
            if not changes or not any("appeared" in c or "cleared" in c for c in changes[:2]):
                problems.append("changes: %s" % changes)
            if args.images:
                os.makedirs(args.images, exist_ok=True)
                driver.execute_script("arguments[0].scrollIntoView({block: 'start'}); document.activeElement.blur();", newest)
                time.sleep(0.3)  # let the scroll reach the renderer
                newest.screenshot(os.path.join(args.images, "watch-cause.png"))
            return not problems, "; ".join(problems) + " | " + heading + " | " + " / ".join(changes)[:600]
    else:
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
            wait.until(lambda d: "content-type appeared" in by_id("w-detail").text)
            newest = driver.find_elements(By.CSS_SELECTOR, "#w-detail .w-transition")[0]
            changes = [li.text for li in newest.find_elements(By.CSS_SELECTOR, ".w-changes li")]
            problems = []
            # The reasons lead, one line per change: the content type is said once, not three times.
            if not changes or not changes[0].startswith("content-type appeared"):
                problems.append("the reasons do not lead")
            if sum("text/html" in c for c in changes) != 1:
                problems.append("text/html said %d times" % sum("text/html" in c for c in changes))
            if len(changes) > 4:
                problems.append("%d lines" % len(changes))
            # One table, a row per check id (and URL): the content-type row holds both sides.
            row = newest.find_element(By.CSS_SELECTOR, '.w-compare tr[data-check="content-type"]')
            cells = row.find_elements(By.CSS_SELECTOR, "td")
            if "w-changed" not in row.get_attribute("class") or len(cells) != 2 \
                    or "application/json" not in cells[0].text or "text/html" not in cells[1].text:
                problems.append("content-type row: " + row.text)
            if newest.find_elements(By.CSS_SELECTOR, ".w-pair, .w-report"):
                problems.append("two separate reports")
            # Each url-decision row names its URL; the one pinned to the browser passes (it behaves as expected).
            urls = newest.find_elements(By.CSS_SELECTOR, '.w-compare tr[data-check="url-decision"]')
            subjects = [r.get_attribute("data-subject") for r in urls]
            if len(urls) < 2 or len(set(subjects)) != len(subjects) \
                    or any(s not in r.find_element(By.CSS_SELECTOR, ".w-subject").text for r, s in zip(urls, subjects)):
                problems.append("url-decision rows: %s" % subjects)
            if args.browser_url:
                pinned = [r for r, s in zip(urls, subjects) if s == args.browser_url]
                before = pinned[0].find_elements(By.CSS_SELECTOR, "td")[0] if pinned else None
                if before is None or not before.find_elements(By.CSS_SELECTOR, ".status-pass") \
                        or before.find_elements(By.CSS_SELECTOR, ".status-warning"):
                    problems.append("the expected browser URL: " + (pinned[0].text if pinned else "no row"))
            if args.docs:
                os.makedirs(args.docs, exist_ok=True)
                driver.execute_script("document.activeElement.blur();")
                shot(driver, os.path.join(args.docs, "watch.png"))
            if args.images:
                os.makedirs(args.images, exist_ok=True)
                size = driver.get_window_size()
                height = driver.execute_script("return arguments[0].getBoundingClientRect().height;", newest)
                driver.set_window_size(size["width"], min(int(height) + 200, 2400))
                driver.execute_script("arguments[0].scrollIntoView({block: 'start'}); document.activeElement.blur();", newest)
                time.sleep(0.3)  # let the resize reach the renderer
                newest.screenshot(os.path.join(args.images, "watch-transition.png"))
                driver.set_window_size(size["width"], size["height"])
            ok = newest.get_attribute("data-to") == "failing" and not problems
            return ok, "; ".join(problems) + " | " + " / ".join(changes)[:800] + " | " + newest.text[:600]
finally:
    driver.quit()
