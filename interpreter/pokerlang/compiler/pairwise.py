"""Lowering the lines of a pairwise showdown (``showdown pairwise { ... }``): the size of
a unit, the scoop bonus and the order a set must keep (``foul unless back >= middle >=
front``), into ``ir.pot.Pairwise``. A pairwise showdown has no pot, so the lines that
say what is done with one are refused in it, as the pairwise lines are elsewhere."""

from __future__ import annotations

from pokerlang.compiler.rows import royalties
from pokerlang.diagnostics import did_you_mean
from pokerlang.hands.across import comparable
from pokerlang.ir import game as ir
from pokerlang.ir.pot import Pairwise
from pokerlang.syntax import ast

MOST_UNITS = 100  # a unit of at most this many big blinds; a scoop of at most this many units
PAIRWISE_LINES = {"unit": "unit", "scoop": "scoop", "scoop-doubles": "scoop doubles", "foul-unless": "foul unless"}
POT_LINES = {
    "surrender-keeps": "surrender keeps",
    "losers-match": "losers match pot",
    "worst-doubles": "worst loser doubles pot",
    "win-only-alone": "win only alone",
    "cap": "cap",
    "dealer-alone-needs": "dealer alone needs",
    "odd-chip": "odd chip to",
    "order": "order",
}


def refuse_pot_lines(rules: tuple[ast.Line, ...], fail, why: str, hint: str, code: str) -> None:
    """A showdown with no pot (pairwise, against the house) refuses the pot's own lines:
    `` `LINE` settles a pot, and WHY``."""
    wrong = next((r for r in rules if r.kind in POT_LINES or r.kind.startswith("if-none")), None)
    if wrong is not None:
        said = POT_LINES.get(wrong.kind, "if none qualifies")
        raise fail(wrong.span, f"`{said}` settles a pot, and {why}", hint, code=code)


def split_lines(node: ast.Showdown, fail) -> tuple[tuple[ast.Line, ...], tuple[ast.Line, ...]]:
    """The showdown's pot lines and its pairwise lines; a line of the wrong kind of
    showdown is an error."""
    pairwise = tuple(r for r in node.rules if r.kind in PAIRWISE_LINES)
    others = tuple(r for r in node.rules if r.kind not in PAIRWISE_LINES)
    if not node.pairwise and node.royalties:
        raise fail(
            node.royalties[0].span,
            "`royalty` is a rule of a pairwise showdown",
            "pay royalties between each pair of players: `showdown pairwise { ... }`",
            code="E416",
        )
    if not node.pairwise and pairwise:
        line = pairwise[0]
        raise fail(
            line.span,
            f"`{PAIRWISE_LINES[line.kind]}` is a rule of a pairwise showdown",
            "settle the shares between each pair of players: `showdown pairwise { ... }`",
            code="E416",
        )
    if node.pairwise:
        refuse_pot_lines(
            others,
            fail,
            "a pairwise showdown has none",
            "each pair of players settles each share in units: remove the line, or the word `pairwise`",
            "E416",
        )
        unwon = next((s.unwon_to for s in node.shares if s.unwon_to is not None), None)
        if unwon is not None:
            raise fail(
                unwon.span,
                "`else` gives a share's part of a pot, and a pairwise showdown has none",
                "a share that nobody wins settles nothing: remove `else ...`",
                code="E416",
            )
    return others, pairwise


def lower_pairwise(lines: tuple[ast.Line, ...], shares: tuple[ir.Share, ...], count, fail, royalty=()) -> Pairwise:
    """``count(number, fail, low, high)`` checks a number's range (``Lowering.count``);
    ``royalty``: the showdown's ``syntax.rows.Royalty`` lines."""
    fields: dict = {"royalties": royalties(royalty, shares, count, fail)}
    for line in lines:
        if line.kind == "unit":
            fields["unit"] = count(line.numbers[0], fail, 1, MOST_UNITS)
        elif line.kind == "scoop":
            fields["scoop"] = count(line.numbers[0], fail, 1, MOST_UNITS)
        elif line.kind == "scoop-doubles":
            fields["scoop_doubles"] = True
        else:
            fields["foul"] = _foul(line, shares, fail)
    return Pairwise(**fields)


def _foul(line: ast.Line, shares: tuple[ir.Share, ...], fail) -> tuple[str, ...]:
    """``foul unless back >= middle >= front``: share names, each hand measured against
    the next by the ranking of the one that must be at least as good."""
    by_name = {s.name: s for s in shares}
    seen: list[str] = []
    for word in line.words:
        if word.text not in by_name:
            raise fail(word.span, f"no share is called '{word.text}'", did_you_mean(word.text, by_name), code="E105")
        if word.text in seen:
            raise fail(
                word.span,
                f"`foul unless` names '{word.text}' twice",
                "name each share once, the one that must be best first: back >= middle >= front",
                code="E417",
            )
        if seen:
            better, worse = by_name[seen[-1]].ranking, by_name[word.text].ranking
            why = comparable(better, worse)
            if why is not None:
                raise fail(
                    word.span,
                    f"cannot tell whether '{seen[-1]}' is at least as good as '{word.text}': {why}",
                    "compare hands of high rankings whose order lists every category of the hand after `>=`",
                    code="E417",
                )
        seen.append(word.text)
    return tuple(seen)
