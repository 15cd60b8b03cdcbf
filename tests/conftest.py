"""Shared test settings: long runs are marked `slow` and run only with POKERLANG_FULL=1."""

import os

import pytest
from hypothesis import settings

settings.register_profile("default", deadline=None)
settings.register_profile("full", deadline=None, max_examples=1000)
settings.load_profile("full" if os.environ.get("POKERLANG_FULL") else "default")


def pytest_collection_modifyitems(config, items):
    if os.environ.get("POKERLANG_FULL") or config.getoption("-m"):
        return
    skip = pytest.mark.skip(reason="long run: set POKERLANG_FULL=1 (or use -m slow)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
