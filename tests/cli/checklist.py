# SPDX-License-Identifier: MIT
"""The "ok"/"FAIL" lines a command-line test prints for each check, and the
closing count and exit status ctest reads."""
failures = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def finish():
    print(f"{len(failures)} failed")
    return 1 if failures else 0
