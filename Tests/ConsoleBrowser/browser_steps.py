"""Helpers shared by the console's browser scripts (console_browser.py, console_watch.py, console_trace.py):
the headless Chromium they drive, the JSON line of each step, whole-page screenshots, and the step decorator
that runs a check, screenshots it and reports it."""
import json
import os
import time
import traceback


def chrome(chromium, chromedriver, width=1100, extra=()):
    """Headless Chromium at `width` x 900, scale 1, scroll bars hidden (screenshots of the same size on every
    machine), driven through chromedriver; `extra` adds command-line switches."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=%d,900" % width, "--hide-scrollbars", "--force-device-scale-factor=1",
                     *extra]:
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=Service(executable_path=chromedriver))
    driver.set_page_load_timeout(15)
    return driver


def report(step, ok, detail=""):
    print(json.dumps({"step": step, "ok": bool(ok), "detail": str(detail)[:2000]}), flush=True)


def shot(driver, path):
    """The whole page (up to 2,400 px tall) to `path`, then the window as it was."""
    size = driver.get_window_size()
    driver.execute_script("window.scrollTo(0, 0);")
    height = driver.execute_script("return document.documentElement.scrollHeight;")
    driver.set_window_size(size["width"], min(max(height + 120, size["height"]), 2400))
    time.sleep(0.3)  # let the resize reach the renderer
    driver.save_screenshot(path)
    driver.set_window_size(size["width"], size["height"])


def stepper(driver, folder):
    """`@step(NAME)`: runs the function (returning ok, detail), screenshots the page to FOLDER/NAME.png and
    prints the step's line; a failed wait or lookup is reported and the script goes on with the next step."""
    def step(name):
        def decorate(function):
            try:
                ok, detail = function()
            except Exception as error:
                ok, detail = False, "".join(traceback.format_exception_only(type(error), error)).strip()
            try:
                shot(driver, os.path.join(folder, name + ".png"))
            except Exception:
                pass
            report(name, ok, detail)
            return function
        return decorate
    return step
