"""A finished hand in words, as the dealer saw it: every line of its log with every card,
then the hands shown and who won what (``pokerlang run --log``). A writer follows a rule
through the hands this way, without reading the JSON of ``--history``."""

from __future__ import annotations

from pokerlang.engine.view import dealer_lines
from pokerlang.runner.screen import Screen, plain_console

ONLOOKER = -1  # no seat is "you"


def hand_log(game, number: int, state, result, seats=None, named: bool = False) -> list[str]:
    """The lines of hand ``number``: a head, the log indented, then the result. ``seats``:
    the table's number of each seat of the hand (a match deals in the players left);
    ``named``: the head names the hand's game (a mixed game's hands are of several)."""
    # Seats numbered from 0, as the run's table and its histories number them.
    screen = Screen(plain_console(width=200), game, human=ONLOOKER, first_seat=0, seats=seats)
    game_of = f" ({game.title})" if named else ""
    lines = [f"hand {number}{game_of}: seed {state.seed}, the button at seat {screen.number(state.seating.button)}"]
    said = dealer_lines(state)
    # The last showdown's hands shown and pots won, and a bet nobody called going back,
    # are said below by the result, with what each hand is and why it won: the log's own
    # lines of them would say them twice. (A showdown before it, a leg or a deal of
    # several, stays in the log.) The payments of the hand's end among those lines are
    # said after the result: a bounty follows the pot it is paid on.
    # (A declaration's price, paid in the hand's last turn, follows its declaration and
    # stays there.)
    tail: list = []
    openers: list = []
    # Payments are the hand's end's only where the game pays at its end (`when hand ends`): a
    # last step's own payments (Put and take's) stay under their step.
    ending = (
        ("show", "win", "pay", "paid", "return", "openers") if game.endings else ("show", "win", "return", "openers")
    )
    # A payment of a step before the showdown (its street another) is that step's, said there.
    showdown: list = []  # the street of the showdown's lines, once one is met
    while said and said[-1]["kind"] in ending:
        if showdown and said[-1]["kind"] in ("pay", "paid") and said[-1].get("street") != showdown[0]:
            break
        line = said.pop()
        if line["kind"] in ("show", "win") and not showdown:
            showdown.append(line.get("street"))
        # The opener's cards, shown once the pot is won, are no part of the result: said here.
        (openers if line["kind"] == "openers" else tail).append(line)
    while tail and tail[-1]["kind"] == "pay" and said and said[-1]["kind"] == "declare":
        if tail[-1].get("seat") != said[-1].get("seat"):
            break
        said.append(tail.pop())
    # What the pot pays before it is divided (a rake, a jackpot's drop) is said before the
    # result, as it is taken; the payments after the division, after it.
    said += [line for line in reversed(tail) if _from_pot(line)]
    paid = [line for line in tail if line["kind"] in ("pay", "paid") and not _from_pot(line)]
    # A card turned up `together` is said as it is chosen (to its player) and again as
    # every choice is revealed: the dealer says it once, as revealed.
    said = [line for i, line in enumerate(said) if not _said_again(line, said[i + 1 :])] + openers
    street = None
    for line in said:
        if line.get("street") != street and line.get("street"):
            street = line["street"]
            lines.append(f"  {street}:")
        lines.append(f"    {screen.event(line).plain}")
    # A bet nobody called, given back during the hand (the excess over an all in), is said
    # there: the result does not say it again.
    back = {
        f"{line.get('amount')} uncalled goes back to {screen.who(line['seat'])}"
        for line in said
        if line["kind"] == "return"
    }
    lines += [f"  {text.plain}" for text in screen.result(state.view(0), result) if text.plain not in back]
    lines += [f"  {screen.event(line).plain}" for line in reversed(paid)]
    nets = ", ".join(f"seat {screen.number(s)} {n:+d}" for s, n in enumerate(result.net))
    lines.append(f"  net: {nets}")
    lines += [f"  {line}" for line in _counts(game, state, result, screen)]
    return lines


def _from_pot(line) -> bool:
    return line["kind"] == "pay" and line.get("seat") is None and line.get("zone") == "pot"


def _said_again(line, after) -> bool:
    if line["kind"] != "expose":
        return False
    same = (line["kind"], line.get("seat"), tuple(line.get("cards") or ()))
    return any((x["kind"], x.get("seat"), tuple(x.get("cards") or ())) == same for x in after)


def _counts(game, state, result, screen) -> list[str]:
    """The counts the hand changed (a bounty collected, a strike, a jackpot's drop), each
    seat's from what it was to what it is; and the players the rules put out."""
    before = dict(state.stakes.tallies)
    out = []
    for tally in getattr(game, "tallies", ()):
        # a count for the hand alone is the hand's own, as it ended: said from its start
        now = tuple(state.tallies.get(tally.name, ())) if tally.each_hand else result.tallies.get(tally.name)
        if not now:
            continue
        then = ((tally.start,) * len(now)) if tally.each_hand else before.get(tally.name) or ((tally.start,) * len(now))
        moved = [
            (f"seat {screen.number(s)} " if tally.per_seat else "") + f"{a} -> {b}"
            for s, (a, b) in enumerate(zip(then, now))
            if a != b
        ]
        if moved:
            out.append(f"{tally.name}{' (this hand)' if tally.each_hand else ''}: {', '.join(moved)}")
    if result.out:
        out.append("put out: " + ", ".join(f"seat {screen.number(s)}" for s in result.out))
    return out
