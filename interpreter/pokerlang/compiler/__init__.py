"""AST -> Game: imports and ``extends`` resolved, names checked, variations folded in."""

from __future__ import annotations

from pathlib import Path

from pokerlang.compiler.game import Game
from pokerlang.compiler.loader import Loader
from pokerlang.compiler.lower import Lowering
from pokerlang.diagnostics import Diagnostic, PokerlangError, Span, did_you_mean
from pokerlang.resources import shipped_variants, variants_dir


def compile_file(path: str | Path, loader: Loader | None = None) -> Game:
    """Compile one .poker file (and what it imports and extends) into a Game."""
    loader = loader or Loader()
    program = loader.load(Path(path))
    try:
        return Lowering(loader, program).game()
    except RecursionError:  # pathological nesting: report, never crash
        raise PokerlangError([Diagnostic(str(path), Span(0, 0, 0, 0), "the file nests too deeply")]) from None


def find_variant(name_or_path: str) -> Path:
    """A path as given, or the shipped variant of that name (``holdem``)."""
    path = Path(name_or_path)
    if path.suffix == ".poker" or path.exists():
        return path
    shipped = variants_dir() / f"{name_or_path}.poker"
    if shipped.is_file():
        return shipped
    names = [p.stem for p in shipped_variants()]
    raise PokerlangError([Diagnostic(name_or_path, Span(0, 0, 0, 0), "no such variant or file",
                                     hint=did_you_mean(name_or_path, names))], unusable=True)


def load_game(name_or_path: str) -> Game:
    return compile_file(find_variant(name_or_path))


__all__ = ["Game", "compile_file", "find_variant", "load_game"]
