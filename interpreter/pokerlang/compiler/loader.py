"""Files -> one merged program: ``import`` and ``extends`` resolved, variations folded in.

A variation (``extends "base"``) starts from everything its base says; then each
of its own items overrides: a setting replaces the base's setting, a zone or ranking
of the same name replaces it, a step of the same name replaces it in place,
``step NAME before|after OTHER {...}`` inserts, and ``remove NAME`` deletes.
A step written without a name is named after its action (``showdown``) when that
action occurs once in the file, so a variation can replace the showdown by writing one.
"""

from __future__ import annotations

from pathlib import Path

import attrs

from pokerlang.compiler.collect import Collector
from pokerlang.diagnostics import Diagnostic, PokerlangError, did_you_mean
from pokerlang.resources import stdlib_dir, variants_dir
from pokerlang.syntax import ast
from pokerlang.syntax.parse import parse_text, read_source

SETTINGS = (
    ast.Game,
    ast.Players,
    ast.Deck,
    ast.Betting,
    ast.Forced,
    ast.FoldRule,
    ast.Reshuffle,
    ast.Phh,
    ast.Stakes,
    ast.Kill,
    ast.Runs,
    ast.Match,
)


@attrs.define
class Placed:
    """An item and the file it came from (for diagnostics that point into a base file)."""

    item: object
    path: str


@attrs.define
class Program:
    """Everything a variant says, after imports and its base are folded in."""

    path: str
    settings: dict[type, Placed] = attrs.Factory(dict)
    zones: dict[str, Placed] = attrs.Factory(dict)
    rankings: dict[str, Placed] = attrs.Factory(dict)
    steps: list[tuple[str | None, Placed]] = attrs.Factory(list)
    events: list[Placed] = attrs.Factory(list)  # `when dealt ...`: a variation adds to its base's
    base: str | None = None
    wilds: list[Placed] = attrs.Factory(list)  # `wild` lines: they add up, a variation's to its base's
    tallies: dict[str, Placed] = attrs.Factory(dict)  # `tally NAME ...`, by name
    folds: list[Placed] = attrs.Factory(list)  # `when a player folds { ... }`: they add up too
    endings: list[Placed] = attrs.Factory(list)  # `when hand ends { ... }`: they add up too


MAX_FILES = 64  # files one variant may read, its imports and bases together
MAX_IMPORTS = 32  # import lines in one file
MAX_NAME = 200  # characters of a name after import or extends
NO_STEPS = "no step has a name here yet: steps are named `step NAME { ... }`, in this file or the one it extends"


class Loader:
    """Reads and parses files once each and remembers their text, so any diagnostic can
    quote it; an imported library is folded once, however often it is imported."""

    def __init__(self) -> None:
        self.sources: dict[str, str] = {}
        self.trees: dict[str, ast.File] = {}
        self.libraries: dict[Path, Program] = {}
        self.errors = Collector()  # errors of single items: the rest of the file is still read
        # A library could not be read: names from it would all be unknown, so the names are
        # not checked (no error that only echoes the missing import).
        self.missing_library = False

    def error(
        self, path: str, span, message: str, hint: str | None = None, *, code: str | None = None
    ) -> PokerlangError:
        return PokerlangError([Diagnostic(path, span, message, hint, source=self.sources.get(path), code=code)])

    def parse(self, path: Path) -> ast.File:
        key = str(path)
        if key not in self.trees:
            if key not in self.sources:
                self.sources[key] = read_source(path)
            self.trees[key] = parse_text(self.sources[key], key)
        return self.trees[key]

    def _library(self, target: ast.Word, origin: Path, chain: tuple[Path, ...]) -> Program:
        path = self._resolve(target, origin, stdlib_dir(), "import", chain)
        if path not in self.libraries:
            self.libraries[path] = self.load(path, chain)
        return self.libraries[path]

    def _count_file(self, path: Path, target: ast.Word, origin: Path, verb: str) -> None:
        if str(path) not in self.sources and len(self.sources) >= MAX_FILES:
            raise self.error(
                str(origin),
                target.span,
                f"too many files: this {verb} would read more than {MAX_FILES}",
                hint="a variant and everything it imports and extends fit in a few files",
                code="E605",
            )

    def load(self, path: Path, chain: tuple[Path, ...] = ()) -> Program:
        path = Path(path)
        tree = self.parse(path)
        program = Program(path=str(path))
        chain = chain + (path.resolve(),)
        rotation = next((item for item in tree.items if isinstance(item, ast.Rotation)), None)
        if rotation is not None:  # a mixed game plays its games in turn: it is none of them
            raise self.error(
                str(path),
                rotation.span,
                "this file is a rotation of games, where one game is needed",
                hint="run, play, check and explain take a rotation; a variant extends one of its games, "
                "and stats, equity and serve play one",
                code="E120",
            )
        extends = [item for item in tree.items if isinstance(item, ast.Extends)]
        if len(extends) > 1:
            raise self.error(
                str(path),
                extends[1].span,
                "a variant extends one other variant",
                hint="remove all but one 'extends'",
                code="E603",
            )
        if extends:
            base_path = self._resolve(extends[0].target, path, variants_dir(), "extends", chain)
            program = attrs.evolve(self.load(base_path, chain), path=str(path), base=base_path.stem)
            # A PHH code names one game exactly: a variation is another game.
            program.settings.pop(ast.Phh, None)
        imports = [item for item in tree.items if isinstance(item, ast.Import)]
        if len(imports) > MAX_IMPORTS:
            raise self.error(
                str(path),
                imports[MAX_IMPORTS].target.span,
                f"too many imports: a file imports at most {MAX_IMPORTS} times",
                hint="import each library once",
                code="E605",
            )
        for item in imports:  # a library that cannot be read is noted, and the file read on
            library = self.errors.attempt(self._library, item.target, path, chain)
            if library is not None:
                program.rankings.update(library.rankings)
            else:
                self.missing_library = True
        self._fold_in(program, tree, str(path))
        return program

    def _resolve(self, target: ast.Word, origin: Path, library: Path, verb: str, chain: tuple[Path, ...]) -> Path:
        name = target.text
        if "\x00" in name:  # no file is named so, and the path functions refuse the byte
            raise self.error(
                str(origin),
                target.span,
                f"{verb} names no file: it holds a null character",
                hint=f"{verb} names a file beside this one or in the {library.name} folder",
                code="E604",
            )
        if len(name) > MAX_NAME:  # the system refuses long file names with an error of its own
            raise self.error(
                str(origin),
                target.span,
                f"{verb} names no file: the name has {len(name):,} characters",
                hint=f"a file name after {verb} has at most {MAX_NAME} characters",
                code="E604",
            )
        file_name = name if name.endswith(".poker") else name + ".poker"
        roots = [origin.parent.resolve(), library.resolve()]
        for root in roots:
            candidate = (root / file_name).resolve()
            if not any(candidate.is_relative_to(r) for r in roots):
                raise self.error(
                    str(origin),
                    target.span,
                    f"{verb} '{name}' points outside the search path",
                    hint=f"{verb} names a file beside this one or in the {library.name} folder",
                    code="E604",
                )
            try:
                found = candidate.is_file()
            except OSError:  # a name the system cannot look up is no file
                found = False
            if found:
                self._count_file(candidate, target, origin, verb)
                if candidate in chain:
                    cycle = " -> ".join(p.stem for p in chain[chain.index(candidate) :] + (candidate,))
                    raise self.error(
                        str(origin),
                        target.span,
                        f"{verb} cycle: {cycle}",
                        hint="a file may not extend or import itself, directly or not",
                        code="E602",
                    )
                return candidate
        # the files it may name (never the file itself: that would be a cycle)
        known = [p.stem for r in roots for p in r.glob("*.poker") if p.resolve() != Path(origin).resolve()]
        close = did_you_mean(name, known)
        if close is None or not close.startswith("did you mean"):  # not a slip of one name: where to look
            close = (
                f"`{verb}` names a file beside this one (without `.poker`) or a shipped variant"
                " (`pokerlang variants` lists them)"
                if verb == "extends"
                else close
            )
        what = "extend" if verb == "extends" else verb  # "to extend", "to import"
        raise self.error(str(origin), target.span, f"cannot find '{name}' to {what}", hint=close, code="E601")

    def _fold_in(self, program: Program, tree: ast.File, path: str) -> None:
        own_steps: set[str] = set()
        own_names: dict[str, set[str]] = {"zone": set(), "ranking": set(), "tally": set()}
        implicit = _implicit_names(tree)
        present = {n for n, _ in program.steps}  # step names so far, kept as steps are placed
        for item in tree.items:
            self.errors.attempt(self._fold_item, program, item, path, own_steps, own_names, implicit, present)
            if isinstance(item, ast.Remove):
                present.clear()
                present.update(n for n, _ in program.steps)

    def _fold_item(
        self, program: Program, item, path: str, own_steps: set, own_names: dict, implicit: dict, present: set
    ) -> None:
        """One item of a file; an error here is noted and the other items are still read."""
        placed = Placed(item, path)
        if isinstance(item, SETTINGS):
            program.settings[type(item)] = placed
        elif isinstance(item, ast.Zone):
            self._define(program.zones, own_names["zone"], "zone", item.name, placed)
        elif isinstance(item, ast.Ranking):
            self._define(program.rankings, own_names["ranking"], "ranking", item.name, placed)
        elif isinstance(item, ast.Event):
            program.events.append(placed)
        elif isinstance(item, ast.FoldEvent):
            program.folds.append(placed)
        elif isinstance(item, ast.Wild):
            program.wilds.append(placed)
        elif isinstance(item, ast.Tally):
            self._define(program.tallies, own_names["tally"], "tally", item.name, placed)
        elif isinstance(item, ast.HandEnds):
            program.endings.append(placed)
        elif isinstance(item, ast.Remove):
            self._remove(program, item, path)
        elif isinstance(item, ast.Step):
            name = item.name.text if item.name else implicit.get(id(item))
            self._place_step(program, own_steps, present, name, item, placed)

    def _define(self, table: dict, own: set, what: str, name: ast.Word, placed: Placed) -> None:
        if name.text in own:
            raise self.error(
                placed.path,
                name.span,
                f"{what} '{name.text}' is defined twice",
                hint=f"give the second {what} another name",
                code="E110",
            )
        own.add(name.text)
        table[name.text] = placed

    def _remove(self, program: Program, item: ast.Remove, path: str) -> None:
        names = [n for n, _ in program.steps if n]
        if item.name.text not in names:
            raise self.error(
                path,
                item.name.span,
                f"there is no step '{item.name.text}' to remove",
                hint=did_you_mean(item.name.text, names) or NO_STEPS,
                code="E107",
            )
        program.steps = [(n, p) for n, p in program.steps if n != item.name.text]

    def _place_step(
        self, program: Program, own: set, present: set, name: str | None, item: ast.Step, placed: Placed
    ) -> None:
        if name is not None and name in own:
            raise self.error(
                placed.path,
                item.name.span if item.name else item.span,
                f"step '{name}' is defined twice",
                hint="give each step its own name",
                code="E110",
            )
        if name is not None:
            own.add(name)
        if not item.placement and (name is None or name not in present):
            program.steps.append((name, placed))  # the common case: no list scan
            present.add(name)
            return
        names = [n for n, _ in program.steps]
        if not item.placement:
            program.steps[names.index(name)] = (name, placed)
            return
        where, anchor = item.placement
        if anchor.text not in names:
            raise self.error(
                placed.path,
                anchor.span,
                f"there is no step '{anchor.text}'",
                hint=did_you_mean(anchor.text, [n for n in names if n]) or NO_STEPS,
                code="E107",
            )
        if name in names:
            program.steps.pop(names.index(name))
            names.remove(name)
        at = names.index(anchor.text) + (1 if where == "after" else 0)
        program.steps.insert(at, (name, placed))
        present.add(name)


def _implicit_names(tree: ast.File) -> dict[int, str]:
    """Unnamed one-action steps are named after their action when it occurs once."""
    counts: dict[str, list] = {}
    for item in tree.items:
        if isinstance(item, ast.Step) and item.name is None:
            counts.setdefault(type(item.actions[0]).__name__.lower(), []).append(item)
    return {id(items[0]): kind for kind, items in counts.items() if len(items) == 1}
