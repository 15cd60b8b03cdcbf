"""Shared test settings: long runs are marked `slow` and run only with POKERLANG_FULL=1."""

import os

import pytest
from hypothesis import settings

# The engine's Python source, even where a compiled build of it is in the cache folder
# (`pokerlang native`): tests/engine/test_native.py plays the build beside it.
os.environ.setdefault("POKERLANG_NATIVE", "0")

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


@pytest.fixture
def check(tmp_path):
    """``check(text)``: what ``pokerlang check`` prints for a file of that text, paths
    relative to the test's folder (the diagnostics tests)."""
    import textwrap

    from pokerlang.check import check_file

    def run(text: str, name: str = "v.poker") -> str:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text))
        out = "\n".join(d.render() for d in check_file(path))
        return out.replace(str(tmp_path) + "/", "")

    return run
