"""A rotation in English: the games in their order, how long each is played, then the
rules of each game as ``explain`` says them for that game alone (once, however often the
rotation lists it)."""

from __future__ import annotations

from pokerlang.explain import explain
from pokerlang.ir.rotation import Rotation


def explain_rotation(rotation: Rotation) -> str:
    count = len(rotation.members)
    each = "one orbit (a hand for each seat)" if rotation.every is None else _hands(rotation.every)
    order = ", ".join(f"{m.game.title} ({m.name})" for m in rotation.members)
    seats = (
        f"{rotation.min_players} players"
        if rotation.min_players == rotation.max_players
        else f"{rotation.min_players} to {rotation.max_players} players"
    )
    lines = [
        f"# {rotation.title}",
        "",
        (
            f"A mixed game of {count} game{'s' if count != 1 else ''}, played in turn at one table for "
            f"{each} each, then the next, round again: {order}."
        ),
        (
            f"It seats {seats}. The button moves one seat "
            "each hand whatever the game; the table's stakes apply to every game, and where the table "
            "gives none each game plays the stakes said below."
        ),
        "",
    ]
    told: set[str] = set()
    for member in rotation.members:  # a game listed several times has its rules told once
        if member.name not in told:
            told.add(member.name)
            lines += [explain(member.game).rstrip("\n"), ""]
    return "\n".join(lines)


def _hands(n: int) -> str:
    return "1 hand" if n == 1 else f"{n} hands"
