"""The game a table plays: a shipped variant by name, or an uploaded ``.poker`` text.

An upload is written alone into a fresh folder and checked as ``pokerlang check`` checks
a file (the same parser, budget and diagnostics), so it can import the standard rankings
and extend a shipped variant but reach no other file. Its diagnostics are rendered with
the name the person gave, never a path of the server.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import attrs

from pokerlang.diagnostics import PokerlangError
from pokerlang.resources import shipped_variants

MAX_UPLOAD = 64 * 1024  # bytes: the longest shipped variant is a few kilobytes


class GameRefused(ValueError):
    """The text does not make a playable game; ``lines`` are its rendered diagnostics."""

    def __init__(self, lines: list[str]):
        super().__init__("\n".join(lines))
        self.lines = lines

    def __reduce__(self):  # pickled by its lines: it comes back so from a worker (work.py)
        return (GameRefused, (self.lines,))


def shipped() -> list[str]:
    return [p.stem for p in shipped_variants()]


def upload_name(name: str) -> str:
    stem = re.sub(r"[^A-Za-z0-9_-]", "-", Path(name or "upload").stem)[:40].strip("-") or "upload"
    return stem + ".poker"


def load_shipped(name: str):
    from pokerlang.compiler import load_game

    if name not in shipped():
        raise GameRefused([f"{name[:60]}: no such shipped variant"])
    return load_game(name)


def check_upload(text: str, name: str = "upload.poker"):
    """Check and compile an uploaded text as ``pokerlang check`` does: its Game (None when
    it has errors) and every diagnostic, warnings included, each naming the file by the
    name the person gave. Raises GameRefused only for a text that cannot be read."""
    from pokerlang.check import check_source

    name = upload_name(name)
    if len(text.encode("utf-8", "surrogatepass")) > MAX_UPLOAD:
        raise GameRefused([f"{name}: error: the file is over {MAX_UPLOAD // 1024} KB"])
    with tempfile.TemporaryDirectory(prefix="pokerlang-upload-") as folder:
        path = Path(folder) / name
        try:
            path.write_text(text, encoding="utf-8")
        except UnicodeEncodeError:
            raise GameRefused([f"{name}: error: the file is not UTF-8 text"]) from None

        def named(d):
            """``d`` and its notes naming the upload as the person named it, and a shipped
            file (a base it extends, the standard rankings) by its name: no path of the server."""
            return attrs.evolve(d, path=public_name(d.path, path, name), notes=tuple(named(n) for n in d.notes))

        try:
            compiled, diagnostics = check_source(path)
        except PokerlangError as err:
            raise GameRefused([named(d).render() for d in err.diagnostics]) from None
    found = [named(d) for d in diagnostics]
    if compiled is None or any(d.severity == "error" for d in found):
        return None, found
    return compiled.game, found


def rotation_upload(text: str, name: str = "upload.poker"):
    """An uploaded rotation file (a mixed game, dealer's choice): its Rotation, each of its
    games a shipped variant (the upload is alone in its folder); None if the text is not
    a rotation; GameRefused with its diagnostics if it is one that does not check."""
    from pokerlang.check import analyse
    from pokerlang.compiler.rotation import check_rotation, is_rotation

    name = upload_name(name)
    if len(text.encode("utf-8", "surrogatepass")) > MAX_UPLOAD:
        return None  # load_upload says why
    with tempfile.TemporaryDirectory(prefix="pokerlang-upload-") as folder:
        path = Path(folder) / name
        try:
            path.write_text(text, encoding="utf-8")
            if not is_rotation(path):
                return None
            rotation, found = check_rotation(path, analyse)
        except (UnicodeEncodeError, PokerlangError):
            return None  # not readable as a rotation: load_upload says why
        if rotation is None:
            errors = [d for d in found if d.severity == "error"]
            named = [attrs.evolve(d, path=public_name(d.path, path, name), notes=()) for d in errors]
            raise GameRefused([d.render() for d in named])
    return rotation


def load_upload(text: str, name: str = "upload.poker"):
    """Check and compile an uploaded text; raises GameRefused with its diagnostics."""
    game, diagnostics = check_upload(text, name)
    if game is None:
        errors = [d.render() for d in diagnostics if d.severity == "error"]
        # no error yet no game: a rotation of games, which only `pokerlang run` plays
        raise GameRefused(errors or [f"{upload_name(name)}: error: a table plays one game, not a rotation of games"])
    return game


def public_name(where: str, upload: Path, name: str) -> str:
    """A diagnostic's path as a stranger may read it: the upload by ``name``, a shipped
    variant by its variant name (``holdem``), a standard library file by its name; any
    other path by its file name alone."""
    from pokerlang.resources import stdlib_dir, variants_dir

    if not where:
        return where
    try:
        resolved = Path(where).resolve()
    except (OSError, ValueError):
        return Path(where).name
    if resolved == upload.resolve():
        return name
    if resolved.parent == variants_dir().resolve() and resolved.suffix == ".poker":
        return resolved.stem
    if resolved.is_relative_to(stdlib_dir().resolve()):
        return resolved.relative_to(stdlib_dir().resolve()).as_posix()
    return Path(where).name


def load_choice(name: str, sources: dict[str, str] | None):
    """A game a dealer's choice table offers: an uploaded one by the name it was stored
    under (``sources``: name -> text), else a shipped variant."""
    sources = sources or {}
    return load_upload(sources[name], name) if name in sources else load_shipped(name)


def load(variant: str, source: str | None):
    """The game of a stored table."""
    return load_upload(source, variant) if source is not None else load_shipped(variant)
