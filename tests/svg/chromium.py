# SPDX-License-Identifier: MIT
"""Headless Chromium (Debian's `chromium`) driven through the DevTools
protocol over --remote-debugging-pipe: JSON messages ending in a NUL byte on
file descriptors 3 (to the browser) and 4 (from it). Nothing beyond Python's
standard library.

Its --screenshot switch photographs the first paint, whatever
--virtual-time-budget or --timeout say (measured with Chromium 156), so it
cannot show an animation at a later moment; this client loads a page, lets
it run or sets its SMIL clock, and takes screenshots when asked.
"""
import base64
import json
import os
import select
import shutil
import subprocess
import tempfile
import time

# Headless as root, and nothing reaching for the network.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
         "--force-device-scale-factor=1"]


def find_chromium():
    return shutil.which("chromium") or shutil.which("chromium-browser")


class Chromium:
    def __init__(self, width, height, timeout=60):
        binary = find_chromium()
        if binary is None:
            raise RuntimeError("Chromium is not installed: apt-get install chromium")
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="mazesheet-chromium-")
        to_browser_r, to_browser_w = os.pipe()
        from_browser_r, from_browser_w = os.pipe()

        def pipes():  # in the child: its fds 3 and 4
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)

        self.proc = subprocess.Popen([binary] + FLAGS + [f"--user-data-dir={self.profile}", "--remote-debugging-pipe",
                                                         f"--window-size={width},{height}", "about:blank"],
                                     preexec_fn=pipes, pass_fds=(3, 4), stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.out = os.fdopen(to_browser_w, "wb", buffering=0)
        self.inp = from_browser_r
        self.buffer = b""
        self.last_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=True)
        self.call("Page.enable", {}, session=True)

    def _read(self):
        deadline = time.monotonic() + self.timeout
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.inp], [], [], left)[0]:
                raise RuntimeError(f"Chromium did not answer within {self.timeout} s")
            chunk = os.read(self.inp, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed its DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params, session=False):
        self.last_id += 1
        message = {"id": self.last_id, "method": method, "params": params}
        if session:
            message["sessionId"] = self.session
        self.out.write(json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read()
            if reply.get("id") == self.last_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def _wait_for(self, event):
        while True:
            for i, e in enumerate(self.events):
                if e.get("method") == event:
                    return self.events.pop(i)
            self.events.append(self._read())

    def load(self, path):
        """Opens a local file and waits for its load event."""
        self.events.clear()
        self.call("Page.navigate", {"url": "file://" + os.path.abspath(path)}, session=True)
        self._wait_for("Page.loadEventFired")

    def evaluate(self, expression):
        reply = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True},
                          session=True)
        if "exceptionDetails" in reply:
            raise RuntimeError(f"{expression}: {reply['exceptionDetails']}")
        return reply.get("result", {}).get("value")

    def screenshot(self, width=None, height=None, x=0, y=0):
        """PNG bytes of the viewport (or of its width x height from x, y), after
        two more animation frames."""
        self.evaluate("new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(1))))")
        params = {"format": "png"}
        if width is not None:
            params["clip"] = {"x": x, "y": y, "width": width, "height": height, "scale": 1}
        return base64.b64decode(self.call("Page.captureScreenshot", params, session=True)["data"])

    def close(self):
        try:
            self.call("Browser.close", {})
        except Exception:
            pass
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self.inp)
        self.out.close()
        shutil.rmtree(self.profile, ignore_errors=True)
