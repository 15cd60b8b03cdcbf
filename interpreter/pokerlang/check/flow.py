"""Rules that contradict each other or can never matter, found on the compiled Game."""

from __future__ import annotations

import difflib

from pokerlang.check.budget import Problem, Tally
from pokerlang.check.openers import opening_problems, opening_zones
from pokerlang.check.showing import unseen_openers
from pokerlang.ir import control as c
from pokerlang.ir import game as ir
from pokerlang.ir.expr import FUNCTIONS, AddTally, Compare, Pay, Test, names
from pokerlang.syntax import ast


def contradictions(game: ir.Game, tally: Tally) -> list[Problem]:
    problems: list[Problem] = []
    actions = list(game.actions())
    showdowns = [a for a in actions if isinstance(a, ir.Showdown)]
    if not showdowns and not any(isinstance(a, ir.Moves) for a in actions):
        last = game.streets[-1] if game.streets else None
        problems.append(
            Problem(
                last,
                "the game never reaches a showdown",
                "end it with e.g. `showdown best 5 of hand + board by high` (or `showdown none`: no hand"
                " decides, the pot left is split)",
                code="E210",
            )
        )
    problems += _after_showdown(game)
    problems += _wins_without_pot(game, showdowns)
    problems += _declared_before(actions)
    problems += _asked_options(actions)
    problems += unseen_openers(game, actions)
    problems += opening_problems(game)
    problems += [p for a in actions if isinstance(a, ir.Repeat) and not a.deals for p in _loop_ends(a)]
    problems += [p for a in actions if isinstance(a, ir.Repeat) and a.deals for p in _redeals(a)]
    for action in actions:
        if isinstance(action, ir.Bet):
            problems += _opener(game, action)
            if action.openers is not None:
                problems += _fits(game, action.openers, tally, "the opening requirement")
        if isinstance(action, ir.Showdown):
            problems += _showdown(game, action, tally, actions)
    if game.fold_only_facing_bet and not any(isinstance(a, ir.Bet) for a in actions):
        problems.append(
            Problem(
                ast.FoldRule,
                "`fold only when facing a bet`, but the game has no betting round",
                "remove the rule, or add a betting round: `bet`",
                code="E301",
            )
        )
    return problems


def _wins_without_pot(game: ir.Game, showdowns: list[ir.Showdown]) -> list[Problem]:
    """`win` takes the pot: a showdown pair by pair or against the house has none."""
    potless = next((s for s in showdowns if s.pairwise is not None or s.house is not None), None)
    if potless is None:
        return []
    how = "pair by pair" if potless.pairwise is not None else "with the house"
    return [
        Problem(
            a,
            f"`win` takes the pot, and this game has none: its showdown settles {how}",
            "leave `win` out, or make the showdown one for a pot",
            code="E454",
        )
        for a in game.every_action()
        if isinstance(a, c.WinNow)
    ][:1]


def _declared_before(actions) -> list[Problem]:
    """``deal ... only declared X`` needs an earlier declaration of X, and ``if dealer
    alone`` (``declare ... if dealer alone``) an earlier step in which players can leave the
    deal: without one they can never deal to anybody, or never hold."""
    problems, offered, leaving = [], set(), False
    looped = _in_leaving_loops(actions)
    # `repeat 3 times { ... }` is its block written out three times: a condition is asked
    # too early only if every copy of it is (the first pass's copy comes before any fold).
    early: dict[c.If, Problem] = {}
    asked_later: set[c.If] = set()
    for action in actions:
        if _leaves(action):
            leaving = True
        if isinstance(action, c.If) and (leaving or id(action) in looped):
            asked_later.add(action)
        elif isinstance(action, c.If) and action not in early:
            alone = next((x for x in c.conditions(action.condition) if isinstance(x, (c.Alone, c.OneIn))), None)
            if alone is not None:
                said = f"{alone.seat} alone" if isinstance(alone, c.Alone) else "one in"
                early[action] = Problem(
                    action,
                    f"'{said}' can never hold here: nobody can have left the deal before it",
                    "declare in or out first, or bet",
                    code="E215",
                )
        if isinstance(action, (ir.Deal, ir.Declare)) and action.only_declared and action.only_declared not in offered:
            goes = "cards go" if isinstance(action, ir.Deal) else "the declaration goes"
            problems.append(
                Problem(
                    action,
                    f"{goes} only to players who declared '{action.only_declared}',"
                    " but no earlier declaration offers it",
                    "declare it first, e.g. `declare in, out = fold in turn`",
                    code="E216",
                )
            )
        if isinstance(action, ir.Declare):
            offered |= {o.name for o in action.options}
    return [p for action, p in early.items() if action not in asked_later] + problems


def _in_leaving_loops(actions) -> set[int]:
    """The steps inside a repeat within one deal, or a turn, whose block lets a player
    leave: asked again on a later pass (or turn), after someone may have left, wherever
    they stand in it. (Deal after deal, every pass deals the players in again.)"""
    inside: set[int] = set()
    for action in actions:
        if (isinstance(action, ir.Repeat) and not action.deals) or isinstance(action, c.Turns):
            body = list(ir.walk(action.body))
            if any(_leaves(a) for a in body):
                inside |= {id(a) for a in body}
    return inside


def _asked_options(actions) -> list[Problem]:
    """``nobody declared X`` asks of an option: one that no declaration offers would hold
    at once, every time (a repeat that ends after one pass, a misspelt option)."""
    offered = {o.name for a in actions if isinstance(a, ir.Declare) for o in a.options}
    problems = []
    for action in actions:
        condition = action.condition if isinstance(action, c.If) else getattr(action, "until", None)
        for cond in c.conditions(condition) if condition is not None else ():
            if isinstance(cond, (c.NobodyDeclared, c.Declared)) and cond.option not in offered:
                who = "nobody" if isinstance(cond, c.NobodyDeclared) else cond.seat or "someone"
                problems.append(
                    Problem(
                        action,
                        f"'{who} declared {cond.option}' asks of an option no declaration offers",
                        "declare it, e.g. `declare hit, stand in turn`, or name an option declared",
                        code="E227",
                    )
                )
    return problems


def _leaves(action) -> bool:
    """Whether a player may leave the deal in this step."""
    return isinstance(action, (ir.Bet, c.Fold, c.WinNow)) or (
        isinstance(action, ir.Declare) and any(o.leaves for o in action.options)
    )


def _loop_ends(repeat: ir.Repeat) -> list[Problem]:
    """A repeat within a deal must be able to stop: something in it must change what its
    condition asks (players leaving, for `one in` and `SEAT alone`; cards taken from the
    deck, for `deck has fewer than N`; cards dealt, turned or thrown away, for what a zone
    holds or shows; a tally it sets, or chips and cards it moves, for a comparison of
    numbers). The engine also stops any repeat after the table's ``max_rounds`` passes."""
    body = list(ir.walk(repeat.body))
    leaving = any(_leaves(a) for a in body)
    takes = ir.cards_taken(repeat.body) > 0
    # a roll turns cards up too; a discard or draw takes cards out of a zone
    turning = (ir.Expose, ir.ExposeAll, ir.Roll, ir.Deal, ir.Choose, ir.Discard, ir.Draw, ir.Put)
    shows = any(isinstance(a, turning) for a in body)
    for cond in c.conditions(repeat.until):
        if (
            (isinstance(cond, (c.OneIn, c.Alone)) and leaving)
            or (isinstance(cond, c.DeckFewer) and takes)
            or (isinstance(cond, (c.NobodyDeclared, c.Declared)) and any(isinstance(a, ir.Declare) for a in body))
            or (isinstance(cond, (c.Beats, c.AllUp, c.Holds)) and (shows or leaving))
            or (isinstance(cond, (Compare, Test)) and _numbers_change(cond, body, moves=shows or leaving))
        ):
            return []
    return [
        Problem(
            repeat,
            "nothing in this repeat changes what its condition asks: it would go on for ever",
            "bet or declare in or out in it (`until one in`), deal (`until deck has fewer than N`), "
            "or set a tally it compares (`set kitty to ...`)",
            code="E213",
        )
    ]


def _numbers_change(cond: Compare | Test, body: list, moves: bool) -> bool:
    """Whether a comparison of numbers can change in a pass of ``body``: a tally it reads
    is set or added to there, or a function of the table it reads (the pot, a stack, what
    a zone holds) can move with the chips and cards the pass moves (``moves``: cards dealt
    or thrown away, players leaving)."""
    read = names(cond.left) + names(cond.right) if isinstance(cond, Compare) else names(cond.expr)
    tallies = {a.tally for a in body if isinstance(a, AddTally)}
    if any(n in tallies for n in read):
        return True
    chips = any(isinstance(a, (Pay, ir.Bet)) for a in body) or any(
        isinstance(a, ir.Declare) and any(o.price is not None for o in a.options) for a in body
    )
    return any(n in FUNCTIONS for n in read) and (moves or chips)


def _redeals(repeat: ir.Repeat) -> list[Problem]:
    """Deal after deal (a repeat with a showdown) gathers every card between deals, so the
    cards its showdown ranks must be dealt inside it, or nobody holds a hand after the first."""
    if any(isinstance(a, ir.Deal) for a in ir.walk(repeat.body)):
        return []
    return [
        Problem(
            repeat,
            "every card is gathered between these deals, and none is dealt again inside the "
            "repeat: after the first deal nobody would hold a hand",
            "move the `deal` steps inside `repeat until one in { ... }`",
            code="E214",
        )
    ]


def _ends(action) -> bool:
    """Whether the game is over after this step, whichever way it goes: a showdown, deal
    after deal until one is in, or an `if` each of whose blocks ends so."""
    if isinstance(action, c.If):
        return all(block and _ends(block[-1]) for block in (action.then, action.otherwise))
    return isinstance(action, ir.Showdown) or (isinstance(action, ir.Repeat) and action.deals)


def _after_showdown(game: ir.Game) -> list[Problem]:
    """A step after the final showdown (outside any repeat) can never run; and the last
    step must end the game whichever way an `if` goes."""
    seen, last = False, None
    for street in game.streets:
        for action in street.actions:
            if seen:
                return [
                    Problem(
                        action,
                        "this step comes after the showdown and can never run",
                        "move it before the showdown, or remove it",
                        code="E211",
                    )
                ]
            seen, last = _ends(action), action
    if last is not None and not seen and any(isinstance(a, ir.Showdown) for a in game.actions()):
        return [
            Problem(
                last,
                "the game can end here without a showdown",
                "end each block of the `if` with a showdown, or show down after it",
                code="E212",
            )
        ]
    return []


def _opener(game: ir.Game, bet: ir.Bet) -> list[Problem]:
    opener = bet.first
    if opener.kind == "after" and opener.seat in ("small-blind", "big-blind") and not game.forced.blinds:
        return [
            Problem(
                bet,
                f"betting starts after the {opener.seat}, but this game has no blinds",
                "add `forced blinds`, or start `first after dealer`",
                code="E302",
            )
        ]
    return []


def _showdown(game: ir.Game, showdown: ir.Showdown, tally: Tally, actions) -> list[Problem]:
    problems = [p for share in showdown.shares for p in _fits(game, share, tally)]
    problems += _lines(game, showdown, tally)
    if showdown.declared:
        # the declaration the showdown reads: the latest before it (an earlier one, a buy's
        # `stand`, is about something else); all of them where the order cannot be told
        steps = list(actions)
        before = steps[: steps.index(showdown)] if showdown in steps else steps
        latest = [a for a in before if isinstance(a, ir.Declare)]
        reads = latest[-1:] if showdown in steps and latest else [a for a in steps if isinstance(a, ir.Declare)]
        declared = {s for a in reads for o in a.options for s in o.shares}
        names = {s.name for s in showdown.shares}
        if not declared:
            problems.append(
                Problem(
                    showdown,
                    "the showdown goes by declaration, but nothing is declared",
                    "add e.g. `declare high, low, pig = high + low together` before it",
                    code="E217",
                )
            )
        problems += [
            Problem(
                showdown,
                f"players may declare '{unknown}', but no share is called that",
                _declared_hint(unknown, names),
                code="E105",
            )
            for unknown in sorted(declared - names)
        ]
    return problems


def _declared_hint(unknown: str, names: set[str]) -> str:
    """An option names the shares it contests: the share it is spelled like (`hi`), or,
    spelled like none, every share (`both`, `pig`)."""
    listed = ", ".join(f"'{n}'" for n in sorted(names))
    close = difflib.get_close_matches(unknown, sorted(names), n=1, cutoff=0.5)
    if close:
        contests = f"say which shares '{unknown}' contests (`{unknown} = {close[0]}`)"
        return f"the shares are {listed}: declare '{close[0]}', or {contests}"
    return f"the shares are {listed}: say which shares '{unknown}' contests (`{unknown} = {' + '.join(sorted(names))}`)"


def _fits(game: ir.Game, share: ir.Share, tally: Tally, what: str | None = None) -> list[Problem]:
    """A hand (a share, or the openers a round needs) must fit in the cards its zones hold."""
    problems, what = [], what or f"share '{share.name}'"
    held = sum(most_held(game, tally, s) for s in share.composition.sources)
    if held < share.composition.size and share.ranking.pips is None:  # a count takes what there is
        problems.append(
            Problem(
                share,
                f"{what} makes a hand of {share.composition.size} cards from zones that hold at most {held}",
                "deal more cards, or make a smaller hand",
                code="E205",
            )
        )
    for source in share.composition.sources:
        if source.min_count > most_held(game, tally, source):
            problems.append(
                Problem(
                    share,
                    f"{what} takes exactly {source.min_count} from {source.zone}, which never holds that many",
                    "deal more cards to the zone, or take fewer from it",
                    code="E205",
                )
            )
    return problems


def _lines(game: ir.Game, showdown: ir.Showdown, tally: Tally) -> list[Problem]:
    """A layout's line through a position no card is ever dealt to can never be whole."""
    problems = []
    for share in showdown.shares:
        for source in share.composition.sources:
            zone = game.zone(source.zone)
            held = tally.most.get(source.zone, 0)
            for line in zone.lines if source.lines else ():
                beyond = [p for p in line.positions if p > held]
                if beyond:
                    problems.append(
                        Problem(
                            share,
                            f"line '{line.name}' of {zone.name} names position {beyond[0]},"
                            f" but {zone.name} is dealt at most {held} card(s)",
                            "deal more cards to the zone, or name positions that are dealt",
                            code="E206",
                        )
                    )
    return problems


def most_held(game: ir.Game, tally: Tally, source) -> int:
    """The most cards a source may give a hand: what its zone holds at most, within its
    line and count."""
    most = tally.most.get(source.zone, 0)
    if source.lines:  # one line of a layout: the positions of its longest line that are dealt
        most = max(sum(1 for p in line if p < most) for line in source.lines)
    if source.max_count is not None:
        most = min(most, source.max_count)
    return most


def unused(game: ir.Game) -> list[Problem]:
    """Zones declared but never used are probably a typo somewhere else."""
    used = set()
    for a in [*game.actions(), *(x for e in game.events for x in ir.walk(e.body))]:
        for attr in ("zone", "source", "target", "if_short"):  # if_short: `, or to spare if the deck is short`
            if isinstance(getattr(a, attr, None), str):
                used.add(getattr(a, attr))
        if isinstance(a, ir.Showdown):
            used |= {s.zone for sh in a.shares for s in sh.composition.sources}
        if isinstance(a, ir.Bet):
            used |= {s.zone for s in a.first.sources}
    used |= opening_zones(game)
    return [
        Problem(z, f"zone '{z.name}' is never used", "remove it, or deal cards to it", code="E218")
        for z in game.zones
        if z.name not in used and z.name not in ("deck", "muck")
    ]
