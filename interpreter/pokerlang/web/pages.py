"""The HTML pages: files under ``templates/`` with ``{{name}}`` holes, every value escaped.

No template engine: the pages are few and small, and one function that escapes every
value it fills in cannot forget to escape one. The rules (``explain``'s Markdown) are
rendered by ``rules_html``, which escapes the text first and only then adds the few
tags the explain pages use (headings, lists, bold, italics).
"""

from __future__ import annotations

import html
import re
from functools import cache
from importlib import resources


@cache
def template(name: str) -> str:
    return resources.files("pokerlang.web").joinpath("templates", name).read_text(encoding="utf-8")


def page(name: str, **values) -> str:
    """``template(name)`` with ``{{key}}`` replaced by ``values[key]``, escaped; a value
    wrapped in ``Safe`` is HTML this module built and goes in as it is."""

    def fill(match: re.Match) -> str:
        value = values[match.group(1)]
        return value.html if isinstance(value, Safe) else html.escape(str(value), quote=True)

    return re.sub(r"\{\{(\w+)\}\}", fill, template(name))


class Safe:
    def __init__(self, text: str):
        self.html = text


def _inline(text: str) -> str:
    text = html.escape(text, quote=True)
    text = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)
    text = re.sub(r"\*(.+?)\*", r"<em>\1</em>", text)
    return re.sub(r"`(.+?)`", r"<code>\1</code>", text)


def rules_html(markdown: str) -> Safe:
    """``explain``'s Markdown as HTML: headings, bullet and numbered lists, paragraphs."""
    out: list[str] = []
    open_list: str | None = None

    def close() -> None:
        nonlocal open_list
        if open_list:
            out.append(f"</{open_list}>")
            open_list = None

    for block in markdown.split("\n\n"):
        lines = block.strip("\n").split("\n")
        head = lines[0]
        if head.startswith("#"):
            close()
            level = min(len(head) - len(head.lstrip("#")), 4)
            out.append(f"<h{level}>{_inline(head.lstrip('#').strip())}</h{level}>")
            continue
        items = _items(lines)
        if items:
            kind = "ol" if re.match(r"\d+\.", head) else "ul"
            if open_list != kind:
                close()
                out.append(f"<{kind}>")
                open_list = kind
            out.extend(f"<li>{'<br>'.join(_inline(x) for x in item)}</li>" for item in items)
            continue
        close()
        out.append(f"<p>{' '.join(_inline(x.strip()) for x in lines)}</p>")
    close()
    return Safe("\n".join(out))


def _items(lines: list[str]) -> list[list[str]]:
    """A list block's items (a line indented under an item continues it), or [] if the
    block is not a list."""
    items: list[list[str]] = []
    for line in lines:
        bullet = re.match(r"(- |\d+\. )(.*)", line)
        if bullet:
            items.append([bullet.group(2)])
        elif items and line.startswith(" "):
            items[-1].append(line.strip())
        else:
            return []
    return items
