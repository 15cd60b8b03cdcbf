"""Opening requirements and thrown-in deals that cannot work as written.

* A showdown's rules for the next deal's pot (``win only alone``, ``losers match pot``,
  ``cap N antes``) need a next deal, as ``throw in`` does.
* ``throw in`` ends a deal of deal after deal (a repeat with a showdown inside); anywhere
  else no deal follows it, and the pot would have nowhere to go.
* ``repeat until opened`` with a showdown inside needs a ``throw in``: otherwise a deal
  nobody opens is shown down, paid out, and dealt again for an empty pot.
* ``opened`` asked before any betting round can never hold (nobody can have bet yet).
* Progressive openers (``then Q or better``) rise after a deal thrown in: a round outside
  deal after deal with a ``throw in`` never sees a later requirement.
* An opening requirement on a round a blind or a bring-in opens never applies: the forced
  bet is the first bet.
* The losers' payments and the cap of a Guts showdown (``losers match pot``, ``cap N
  antes``) build the pot of the next deal: outside deal after deal there is none, and
  they would be silently ignored.
* An event that throws the deal in (``when dealt up Qs { throw in }``) needs every deal
  that can set it off to be one of deal after deal; and deal after deal ``until not
  thrown in`` needs a deal that can be thrown in (else it is one deal, written twice).
* ``first opener`` needs a round with an opening requirement: otherwise nobody opens.
* ``thrown in`` is asked only by deal after deal (``until not thrown in``): in a deal's
  steps, a deal thrown in has no steps left to ask it.
"""

from __future__ import annotations

from pokerlang.check.budget import Problem
from pokerlang.ir import control as c
from pokerlang.ir import game as ir


def opening_problems(game: ir.Game) -> list[Problem]:
    problems: list[Problem] = []
    deals = [a for a in game.actions() if isinstance(a, ir.Repeat) and a.deals]
    inside = {id(x) for r in deals for x in ir.walk(r.body)}
    thrown = {id(x) for r in deals if any(isinstance(a, c.ThrowIn) for a in ir.walk(r.body)) for x in ir.walk(r.body)}
    # a repeat the file wrote, whose showdown stands outside it: the showdown goes in
    written = [a for a in game.actions() if isinstance(a, ir.Repeat) and not a.deals]
    for action in game.actions():
        if isinstance(action, c.ThrowIn) and id(action) not in inside:
            hint = "play the deal inside `repeat until opened { ... }`, with the showdown in it"
            if any(id(action) in {id(x) for x in ir.walk(r.body)} for r in written):
                hint = "put the showdown inside the repeat's braces: deal after deal plays a showdown in each deal"
            problems.append(
                Problem(
                    action, "`throw in` ends one deal of deal after deal, but no deal follows here", hint, code="E222"
                )
            )
        if isinstance(action, ir.Showdown) and id(action) not in inside:
            problems += _pot_for_next_deal(action)
        if isinstance(action, ir.Bet) and action.openers is not None:
            problems += _forced_opening(game, action)
        if isinstance(action, ir.Bet) and action.rising and id(action) not in thrown:
            problems.append(
                Problem(
                    action.rising[0],
                    "the requirement to open rises after a deal thrown in, but no deal of this round is thrown in",
                    "play the deal inside `repeat until opened { ... }`, with `if not opened { throw in }`",
                    code="E226",
                )
            )
    for repeat in deals:
        if repeat.until == c.Opened() and not any(isinstance(a, c.ThrowIn) for a in ir.walk(repeat.body)):
            problems.append(
                Problem(
                    repeat,
                    "deal after deal until one is opened, but no deal is ever thrown in:"
                    " a deal nobody opens would be shown down and paid out",
                    "after the betting round, write `if not opened { throw in }`",
                    code="E223",
                )
            )
    problems += _opened_before_bets(game) + _thrown_by_events(game, inside) + _thrown_in_asked(game, deals)
    return problems


FACE = {True: " face up", False: " face down", None: ""}


def _sets_off(game: ir.Game, step: object, event: c.When) -> bool:
    """Whether a card of a deal (or a roll) can set the event off: a seat's card, face up
    or down as the event asks (a card offered round the table sets nothing off)."""
    if isinstance(step, ir.Roll):
        return event.face_up is not False
    if not isinstance(step, ir.Deal) or step.offered or not game.zone(step.zone).per_seat:
        return False
    up = step.face_up or game.zone(step.zone).visibility == "public"
    return event.face_up is None or event.face_up == up


def _thrown_by_events(game: ir.Game, inside: set[int]) -> list[Problem]:
    """An event's ``throw in`` set off by a deal that no deal follows (E229)."""
    problems = []
    for event in game.events:
        if not any(isinstance(a, c.ThrowIn) for a in ir.walk(event.body)):
            continue
        for step in game.actions():
            if id(step) not in inside and _sets_off(game, step, event):
                problems.append(
                    Problem(
                        step,
                        f"this deal may deal {event.pattern.any_one()}{FACE[event.face_up]}, whose event"
                        " throws the deal in, but no deal follows this one",
                        "play the deals inside `repeat until not thrown in { ... }`, with the showdown in it",
                        code="E229",
                    )
                )
                break
    return problems


def _thrown_in_asked(game: ir.Game, deals: list[ir.Repeat]) -> list[Problem]:
    """``thrown in`` asked anywhere but as ``until not thrown in`` (E215), and deal after
    deal until one is not thrown in where no deal can be (E228)."""
    problems = []
    untils = {id(r.until) for r in deals}
    for action in game.every_action():
        condition = getattr(action, "condition", None) or getattr(action, "until", None)
        if condition is None or id(condition) in untils:
            continue
        if any(isinstance(x, c.ThrownIn) for x in c.conditions(condition)):
            problems.append(
                Problem(
                    action,
                    "'thrown in' can never hold here: a deal thrown in has no steps left to ask it",
                    "deal after deal asks it: `repeat until not thrown in { ... }`",
                    code="E215",
                )
            )
    events_throw = any(isinstance(a, c.ThrowIn) for e in game.events for a in ir.walk(e.body))
    for repeat in deals:
        if repeat.until == c.Not(part=c.ThrownIn()) and not (
            events_throw or any(isinstance(a, c.ThrowIn) for a in ir.walk(repeat.body))
        ):
            problems.append(
                Problem(
                    repeat,
                    "deal after deal until one is not thrown in, but no deal is ever thrown in:"
                    " the first deal is the only one",
                    "throw deals in, e.g. `when dealt up Qs { throw in }`, or play the deal without the repeat",
                    code="E228",
                )
            )
    return problems


def _pot_for_next_deal(showdown: ir.Showdown) -> list[Problem]:
    """`win only alone`, `losers match pot`, `worst loser doubles pot` and `cap N antes`
    say what the next deal's pot holds: with no deal to follow, the pot would have
    nowhere to go (a pot `win only alone` keeps would be lost)."""
    pot = showdown.pot
    payments = {
        (False, False): "losers match pot",
        (True, False): "worst loser doubles pot",
        (False, True): "losers pay winner pot",
        (True, True): "worst loser pays winner pot",
    }
    said = (
        "win only alone"
        if pot.award == "alone"
        else payments[pot.payment.worst, pot.payment.to_winners]
        if pot.payment is not None
        else f"cap {pot.cap} antes"
        if pot.cap is not None
        else None
    )
    if said is None:
        return []
    return [
        Problem(
            showdown,
            f"`{said}` is a rule for the pot of the next deal, but no deal follows this showdown",
            f"play the deal inside `repeat until one in {{ ... }}`, with the showdown in it, or remove `{said}`",
            code="E224",
        )
    ]


def _forced_opening(game: ir.Game, bet: ir.Bet) -> list[Problem]:
    if bet.bring_in is not None:
        return [
            Problem(
                bet,
                "the bring-in makes the first bet of this round: an opening requirement never applies",
                "remove `opener needs ...`, or the bring-in",
                code="E221",
            )
        ]
    if game.forced.blinds or game.forced.button_blind:
        first = next((a for a in game.actions() if isinstance(a, ir.Bet)), None)
        if first is bet:
            return [
                Problem(
                    bet,
                    "the blinds open the first betting round: an opening requirement never applies",
                    "play with antes (`forced ante`), or require openers in a later round",
                    code="E221",
                )
            ]
    return []


def _opened_before_bets(game: ir.Game) -> list[Problem]:
    problems = []
    for action in game.actions():
        if isinstance(action, ir.Bet):
            break
        condition = getattr(action, "condition", None) or getattr(action, "until", None)
        if (
            condition is not None
            and any(isinstance(x, c.Opened) for x in c.conditions(condition))
            and not (isinstance(action, ir.Repeat) and action.deals)
        ):
            problems.append(
                Problem(
                    action,
                    "'opened' can never hold here: no betting round comes before it",
                    "ask it after a `bet`",
                    code="E215",
                )
            )
    return problems


def opening_zones(game: ir.Game) -> set[str]:
    """The zones an opening requirement reads (they are used)."""
    return {
        s.zone
        for a in game.actions()
        if isinstance(a, ir.Bet) and a.openers is not None
        for s in a.openers.composition.sources
    }


def bring_in_under_blinds(game: ir.Game) -> list[Problem]:
    """A warning (W003) for a bring-in on a round the blinds open: the first betting round
    of a hand (of each branch of an `if`, dealer's choice) in a game of blinds is the
    blinds', so its bring-in is never posted. (A later round's bring-in is.)"""
    if not (game.forced.blinds or game.forced.button_blind):
        return []
    problems: list[Problem] = []

    def walk(actions, opened: bool) -> bool:
        """Whether a betting round has been played once ``actions`` are (``opened``: before them)."""
        for action in actions:
            if isinstance(action, ir.Bet):
                if not opened and action.bring_in is not None:
                    problems.append(
                        Problem(
                            action,
                            "the blinds open the first betting round, so this round's bring-in is never posted",
                            "play the game with antes (`forced ante`), or open the round without a bring-in:"
                            " `bet first worst shown by upcards` (the low card acts first)",
                            code="W003",
                            severity="warning",
                        )
                    )
                opened = True
            elif isinstance(action, c.If):
                opened = walk(action.then, opened) & walk(action.otherwise, opened) or opened
            elif isinstance(action, (ir.Repeat, c.Turns)):
                opened = walk(action.body, opened)
        return opened

    walk([a for street in game.streets for a in street.actions], False)
    return problems
