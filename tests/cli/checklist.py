# SPDX-License-Identifier: MIT
"""The "ok"/"FAIL" lines a command-line test prints for each check, and the
closing count and exit status ctest reads."""
failures = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def finish(skipped=()):
    """The exit status: 1 if a check failed, else 77 (ctest's skipped) if
    some case could not run here, else 0."""
    print(f"{len(failures)} failed" + (f", {len(skipped)} skipped" if skipped else ""))
    if failures:
        return 1
    return 77 if skipped else 0
