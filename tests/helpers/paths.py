"""Where things are, for tests at any depth of tests/."""

from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]  # tests/
ROOT = TESTS.parent  # the checkout
