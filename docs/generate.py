"""(Re)write the rules pages docs/variants/<name>.md from variants/<name>.poker.

Each page is exactly what ``pokerlang explain <name>`` prints, made from the compiled Game.

    python docs/generate.py           write every page (and remove pages of deleted variants)
    python docs/generate.py --check   change nothing; exit 1 if a page is missing, stale or orphaned
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VARIANTS = ROOT / "variants"
PAGES = ROOT / "docs" / "variants"

try:
    import pokerlang  # noqa: F401
except ImportError:  # a plain checkout without `pip install -e .`
    sys.path.insert(0, str(ROOT / "interpreter"))

from pokerlang.compiler import compile_file  # noqa: E402
from pokerlang.explain import explain  # noqa: E402


def expected() -> dict[str, str]:
    """Page file name -> the text it should hold."""
    return {f"{path.stem}.md": explain(compile_file(path)) for path in sorted(VARIANTS.glob("*.poker"))}


def problems(pages: dict[str, str]) -> list[str]:
    found = []
    for name, text in pages.items():
        page = PAGES / name
        if not page.is_file():
            found.append(f"docs/variants/{name}: missing")
        elif page.read_text(encoding="utf-8") != text:
            found.append(f"docs/variants/{name}: stale")
    for page in sorted(PAGES.glob("*.md")):
        if page.name not in pages:
            found.append(f"docs/variants/{page.name}: no variant of that name")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report stale pages instead of writing them")
    args = parser.parse_args(argv)
    pages = expected()
    if args.check:
        found = problems(pages)
        for line in found:
            print(line, file=sys.stderr)
        if found:
            print("run `python docs/generate.py` to bring the pages up to date", file=sys.stderr)
        return 1 if found else 0
    PAGES.mkdir(parents=True, exist_ok=True)
    for name, text in pages.items():
        (PAGES / name).write_text(text, encoding="utf-8")
    for page in PAGES.glob("*.md"):
        if page.name not in pages:
            page.unlink()
    print(f"wrote {len(pages)} pages to docs/variants/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
