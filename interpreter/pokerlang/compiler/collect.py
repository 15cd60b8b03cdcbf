"""Every error of a phase, not just the first, as rustc and Elm report them.

Lowering code reports a problem with ``raise fail(span, message, hint)``. The lowering
loop runs each item (a setting, a zone, one action of a step) through ``attempt``: an
item that fails gives its diagnostics and a stand-in value, and the loop goes on, so
one run of ``check`` shows each independent mistake. ``done`` raises them all at the end.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from pokerlang.diagnostics import NOWHERE, Diagnostic, PokerlangError

MAX_ERRORS = 20  # past this, the rest are most likely echoes of the first ones

T = TypeVar("T")


class Collector:
    def __init__(self) -> None:
        self.diagnostics: list[Diagnostic] = []

    def attempt(self, run: Callable[..., T], *args, default: T | None = None) -> T | None:
        """``run(*args)``, or ``default`` once its error is noted."""
        try:
            return run(*args)
        except PokerlangError as err:
            if err.unusable:  # the input cannot be read: nothing else is worth saying
                raise
            self.diagnostics.extend(err.diagnostics)
            return default

    def done(self) -> None:
        """Raise every error noted, in the order they stand in their files."""
        if self.diagnostics:
            raise PokerlangError(at_most(self.diagnostics), collected=True)


def in_file_order(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    return sorted(diagnostics, key=lambda d: (d.path, d.span.line, d.span.column))


def at_most(diagnostics: list[Diagnostic], limit: int = MAX_ERRORS) -> list[Diagnostic]:
    """The first ``limit`` diagnostics in file order, and a note of how many more there are."""
    ordered = in_file_order(list(dict.fromkeys(diagnostics)))
    if len(ordered) <= limit:
        return ordered
    rest = len(ordered) - limit
    return ordered[:limit] + [
        Diagnostic(
            ordered[0].path,
            NOWHERE,
            f"{rest} more problem{'s' if rest != 1 else ''} not shown",
            hint="fix these first: later ones often follow from them",
            severity="note",
        )
    ]
