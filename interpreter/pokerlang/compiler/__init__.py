"""AST -> Game: imports and ``extends`` resolved, names checked, variations folded in."""

from __future__ import annotations

from pathlib import Path

import attrs

from pokerlang.ir.game import Game
from pokerlang.compiler.collect import at_most
from pokerlang.compiler.loader import Loader
from pokerlang.compiler.lower import Lowering
from pokerlang.diagnostics import Diagnostic, PokerlangError, Span, did_you_mean
from pokerlang.syntax.parse import nesting, too_deep
from pokerlang.resources import shipped_variants, variants_dir


@attrs.frozen
class Compiled:
    """A Game with what is needed to point back into its source: the texts of every
    file read, and where each IR node was written (for ``check``)."""

    game: Game
    loader: Loader
    spans: dict = attrs.field(eq=False)

    def where(self, ir_node) -> tuple[str, Span]:
        return self.spans.get(id(ir_node), (self.game.path, Span(0, 0, 0, 0)))


def compile_source(path: str | Path, text: str | None = None) -> Compiled:
    """Compile one .poker file (and what it imports and extends), keeping its source map.
    ``text``: the file's text, given rather than read (``path`` then names it: its stem is
    the variant's name, and its folder is where ``import`` and ``extends`` look first)."""
    loader = Loader()
    if text is not None:
        loader.sources[str(Path(path))] = text
    try:
        program = loader.load(Path(path))
        if loader.missing_library:
            loader.errors.done()
        lowering = Lowering(loader, program)
        return Compiled(game=lowering.game(), loader=loader, spans=lowering.spans)
    except PokerlangError as err:
        # An error raised outside the per-item collection (while resolving imports, say)
        # still comes with those collected before it.
        if err.unusable or err.collected or not loader.errors.diagnostics:
            raise
        raise PokerlangError(at_most(loader.errors.diagnostics + list(err.diagnostics))) from None
    except RecursionError:  # pathological nesting: report, never crash
        where = max(loader.sources, key=lambda p: nesting(loader.sources[p])[0], default=str(path))
        raise PokerlangError([too_deep(where, loader.sources.get(where, ""))]) from None


def compile_file(path: str | Path) -> Game:
    """Compile one .poker file (and what it imports and extends) into a Game."""
    return compile_source(path).game


def find_variant(name_or_path: str) -> Path:
    """A path as given, or the shipped variant of that name (``holdem``)."""
    path = Path(name_or_path)
    try:  # a name the system cannot look up (too long, say) is neither a file nor shipped
        if path.suffix == ".poker" or path.exists():
            return path
        shipped = variants_dir() / f"{name_or_path}.poker"
        if shipped.is_file():
            return shipped
    except (OSError, ValueError):
        pass
    names = [p.stem for p in shipped_variants()]
    raise PokerlangError(
        [
            Diagnostic(
                name_or_path,
                Span(0, 0, 0, 0),
                "no such variant or file",
                hint=did_you_mean(name_or_path, names),
                code="E904",
            )
        ],
        unusable=True,
    )


def load_game(name_or_path: str) -> Game:
    return compile_file(find_variant(name_or_path))


__all__ = ["Compiled", "Game", "compile_file", "compile_source", "find_variant", "load_game"]
