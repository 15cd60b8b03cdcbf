"""Lowering ``match tournament { ... }`` / ``match cash { ... }`` into ``ir.match.Match``,
each rule range-checked with its own diagnostic (E800-E808)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from pokerlang.ir.match import Amount, Level, Match, Payouts, PrizeChance, Scheduled, said
from pokerlang.syntax import ast

KINDS = {
    "tournament": "a freezeout: stacks carried, blinds rising by level, a player with no chips out, the last ones paid",
    "cash": "a cash game: stacks carried from hand to hand, topped up by the rebuy rule",
}
# the rules each kind of match may say (a tournament's prize pool is paid, a cash game's chips are money)
ALLOWED: dict[str, tuple[type, ...]] = {
    "tournament": (
        ast.MatchStack,
        ast.Levels,
        ast.Payouts,
        ast.MatchEnds,
        ast.Schedule,
        ast.MatchRotation,
        ast.PrizePool,
        ast.PrizePart,
        ast.RebuyStack,
        ast.AddOn,
        ast.BuyIn,
    ),
    "cash": (ast.MatchStack, ast.Levels, ast.Rebuy, ast.Schedule, ast.MatchRotation),
}
# why a rule is not the kind's (E801)
NOT_HERE = {
    ast.Payouts: "a cash game pays no places",
    ast.MatchEnds: "a cash game pays no places",
    ast.PrizePool: "a cash game pays no places",
    ast.PrizePart: "a cash game pays no places",
    ast.Rebuy: "a tournament's rebuy buys a stack: `rebuy 1500 when at or below 1500 until level 4`",
    ast.RebuyStack: "a cash game's rebuy tops a stack up: `rebuy to 100 big-blinds when below 40 big-blinds`",
    ast.AddOn: "a cash game has no add-on: a player tops up with `rebuy to ...`",
    ast.BuyIn: "a cash game's chips are its money: `stack 100 big-blinds` is what a player buys in for",
}
WORDS = {
    ast.MatchStack: "stack",
    ast.Levels: "levels",
    ast.Payouts: "payouts",
    ast.Rebuy: "rebuy",
    ast.MatchEnds: "ends with",
    ast.Schedule: "every",
    ast.MatchRotation: "rotation",
    ast.PrizePool: "prize pool",
    ast.PrizePart: "prize pool",
    ast.RebuyStack: "rebuy",
    ast.AddOn: "add-on",
    ast.BuyIn: "buy-in",
}
MOST_LEVELS = 100
MOST_PLACES = 23  # one place a player, at the biggest table
MOST_PRIZES = 50  # rows of a prize pool's table
MOST_CHANCE_DECIMALS = 6  # a chance of 0.000001%: one in a hundred million


def lower_match(node: ast.Match | None, fail, path: str) -> Match | None:
    if node is None:
        return None
    kind = node.kind.text
    if kind not in KINDS:
        raise fail(
            node.kind.span,
            f"'{kind}' is not a kind of match",
            "write `match tournament { ... }` or `match cash { ... }`",
            code="E800",
        )
    seen: set[type] = set()
    for rule in node.rules:
        if not isinstance(rule, ALLOWED[kind]):
            other = "cash" if kind == "tournament" else "tournament"
            why = NOT_HERE[type(rule)]
            raise fail(
                rule.span,
                f"a {kind} match has no `{WORDS[type(rule)]}` rule: {why}",
                f"leave it out, or make this `match {other}`",
                code="E801",
            )
        again = isinstance(rule, ast.Schedule) or (
            isinstance(rule, ast.Payouts) and (rule.players is not None or rule.times is not None)
        )
        if type(rule) in seen and not again:
            raise fail(rule.span, f"the match says `{WORDS[type(rule)]}` twice", "keep one of them", code="E801")
        seen.add(type(rule))
    stack = next((r.amount for r in node.rules if isinstance(r, ast.MatchStack)), None)
    levels = next((r for r in node.rules if isinstance(r, ast.Levels)), None)
    payouts = [r for r in node.rules if isinstance(r, ast.Payouts)]
    rebuy = next((r for r in node.rules if isinstance(r, ast.Rebuy)), None)
    rotation = next((r for r in node.rules if isinstance(r, ast.MatchRotation)), None)
    ends = next((r for r in node.rules if isinstance(r, ast.MatchEnds)), None)
    prize = next((r for r in node.rules if isinstance(r, ast.PrizePool)), None)
    buy_in = next((r for r in node.rules if isinstance(r, ast.BuyIn)), None)
    if buy_in is not None and not 1 <= buy_in.price.value <= 10**9:
        raise fail(buy_in.price.span, "a buy-in costs at least 1", "write what it costs: `buy-in 100+10`", code="E804")
    drawn = _prize_pool(prize, fail, buy_in is not None) if prize is not None else ()
    part = next((r for r in node.rules if isinstance(r, ast.PrizePart)), None)
    if part is not None and not 0 < part.percent <= 100:
        why = f"a prize pool of {said(part.percent)}% of the buy-ins"
        raise fail(part.span, why, "write the part of the buy-ins paid out, above 0% and at most 100%", code="E808")
    if part is not None and prize is not None:
        hint = "keep one `prize pool` line: a pool drawn at random, or a part of the buy-ins"
        raise fail(part.span, "the prize pool is drawn at random and a part of the buy-ins", hint, code="E808")
    rebuys = next((r for r in node.rules if isinstance(r, ast.RebuyStack)), None)
    add_on = next((r for r in node.rules if isinstance(r, ast.AddOn)), None)
    for bought in (rebuys, add_on):
        if bought is not None and prize is not None:
            raise fail(
                bought.span,
                "a prize pool drawn at random is not bought into",
                "leave out the rebuys and add-on, or the `prize pool` line",
                code="E808",
            )
    count = (MOST_LEVELS if levels.growth is not None else len(levels.levels)) if levels else 0
    until = _point(rebuys.until, count, fail) if rebuys is not None and rebuys.until is not None else None
    add_on_at = _point(add_on.at, count, fail) if add_on is not None else None
    if ends is not None and not 1 <= ends.players.value <= MOST_PLACES:
        raise fail(
            ends.players.span,
            f"a tournament cannot end with {ends.players.value} players left",
            "it ends with at least one player: `ends with 5 players` (a satellite's seats)",
            code="E806",
        )
    if rotation is not None and rotation.every is not None and rotation.every.value < 1:
        hint = "write `rotation every 8 hands { ... }`"
        raise fail(rotation.every.span, "a rotation plays each game at least one hand", hint, code="E805")
    return Match(
        kind="tournament" if kind == "tournament" else "cash",
        stack=_amount(stack, fail) if stack else None,
        levels_every=levels.every.value if levels else None,
        levels=_levels(levels, fail) if levels else (),
        levels_growth=_growth(levels.growth, fail) if levels and levels.growth else None,
        payouts=_all_payouts([p for p in payouts if p.times is None], fail)
        + _drawn_payouts([p for p in payouts if p.times is not None], drawn, fail),
        rebuy_to=_amount(rebuy.to, fail) if rebuy else None,
        rebuy_below=_rebuy_below(rebuy, fail) if rebuy else None,
        schedule=tuple(_scheduled(r, fail, path) for r in node.rules if isinstance(r, ast.Schedule)),
        rotation=tuple(Scheduled(name=w.text, path=str(Path(path))) for w in rotation.games) if rotation else (),
        rotation_every=rotation.every.value if rotation and rotation.every else None,
        ends_with=ends.players.value if ends is not None else None,
        prize_pool=drawn,
        prize_part=part.percent / 100 if part is not None else None,
        buy_in=buy_in.price.value if buy_in is not None else None,
        fee=buy_in.fee.value if buy_in is not None and buy_in.fee is not None else 0,
        rebuy_stack=_amount(rebuys.stack, fail) if rebuys else None,
        rebuy_when=_amount(rebuys.below, fail) if rebuys else None,
        rebuy_at_or_below=rebuys.at_or_below if rebuys else False,
        rebuy_until=until,
        add_on=_amount(add_on.stack, fail) if add_on else None,
        add_on_at=add_on_at,
    )


def _point(point: tuple[str, ast.Number], levels: int, fail) -> tuple[str, int]:
    """`level 4` or `hand 30`: a point of the match, a level it has (E803), a hand from the
    second (the first hand has no `before`)."""
    unit, n = point
    if unit == "level" and not 2 <= n.value <= max(levels, 1):
        have = f"its levels are 1 to {levels}" if levels else "it has no levels: write `hand N`"
        raise fail(n.span, f"the match has no level {n.value} after its first", have, code="E803")
    if unit == "hand" and not 2 <= n.value <= 1_000_000:
        hint = "write `hand 30` (the hands counted from 1)"
        raise fail(n.span, f"hand {n.value} is no hand after the first", hint, code="E803")
    return unit, n.value


def _amount(chips: ast.Chips, fail) -> Amount:
    if chips.amount.value < 1:
        raise fail(chips.span, "a match's stack or rebuy is at least one chip", "write a positive amount", code="E804")
    return Amount(amount=chips.amount.value, big_blinds=chips.big_blinds)


def _rebuy_below(rebuy: ast.Rebuy, fail) -> Amount:
    to, below = _amount(rebuy.to, fail), _amount(rebuy.below, fail)
    if to.big_blinds == below.big_blinds and below.amount > to.amount:
        raise fail(
            rebuy.below.span,
            f"a rebuy to {to.amount} when below {below.amount} would take chips away",
            "the rebuy tops a stack up: `rebuy to 100 big-blinds when below 40 big-blinds`",
            code="E804",
        )
    return below


def _levels(node: ast.Levels, fail) -> tuple[Level, ...]:
    if node.every.value < 1:
        raise fail(
            node.every.span, "a level lasts at least one hand", "write `levels every 10 hands: ...`", code="E803"
        )
    if len(node.levels) > MOST_LEVELS:
        raise fail(node.span, f"more than {MOST_LEVELS} levels", "the last level stays: write fewer", code="E803")
    out: list[Level] = []
    for level in node.levels:
        small, big, ante = level.small.value, level.big.value, level.ante.value if level.ante else 0
        if big < 1 or small > big:
            raise fail(
                level.span,
                f"the level {small}/{big} has no big blind of at least its small blind",
                "a level is SMALL/BIG, the big blind at least one chip and at least the small blind: `25/50`",
                code="E803",
            )
        if out and big < out[-1].big_blind:
            raise fail(
                level.span,
                f"the level {small}/{big} is lower than the one before ({out[-1].small_blind}/{out[-1].big_blind})",
                "levels go up, lowest first",
                code="E803",
            )
        bring_in = level.bring_in.value if level.bring_in else 0
        out.append(Level(small_blind=small, big_blind=big, ante=ante, bring_in=bring_in))
    given = [level for level in node.levels if level.bring_in is not None]
    if given and len(given) < len(node.levels):  # a stud game would bring in for nothing at some levels
        without = next(level for level in node.levels if level.bring_in is None)
        raise fail(
            without.span,
            "this level gives no bring-in, and others do",
            "give every level its bring-in (`50/100 ante 10 bring-in 25`), or none (the game's own)",
            code="E803",
        )
    return tuple(out)


def _growth(growth: ast.Number, fail) -> int:
    if not 1 <= growth.value <= 1000:
        raise fail(
            growth.span,
            f"levels that grow {growth.value}% do not rise",
            "each level after the last grows on it by 1% to 1000%: `then up 50%`, `then doubling`",
            code="E803",
        )
    return growth.value


def _all_payouts(nodes: list[ast.Payouts], fail) -> tuple[Payouts, ...]:
    """Each line's shares, for its table sizes: one line for any size, or lines for sizes
    that do not overlap."""
    out: list[Payouts] = []
    for node in nodes:
        shares = _payouts(node, fail)
        if node.players is None:
            if len(nodes) > 1:
                message = "payouts for any number of players beside payouts by table size"
                raise fail(node.span, message, "give each line its players: `payouts 2..5 players: 100%`", code="E802")
            out.append(Payouts(shares=shares))
            continue
        low, high = node.players[0].value, node.players[1].value
        if not 2 <= low <= high:
            message = f"payouts for {low}..{high} players: no table of that size"
            raise fail(node.span, message, "write the fewer players first, at least 2", code="E802")
        if len(shares) > low:
            message = f"{len(shares)} places paid when {low} players begin"
            raise fail(node.span, message, "pay at most one place a player", code="E802")
        clash = next(
            (p for p in out if p.low is not None and p.high is not None and low <= p.high and p.low <= high), None
        )
        if clash is not None:
            message = f"two payouts for the same table size ({low}..{high} and {clash.low}..{clash.high} players)"
            raise fail(node.span, message, "give each table size one line of payouts", code="E802")
        out.append(Payouts(shares=shares, low=low, high=high))
    return tuple(out)


def _prize_pool(node: ast.PrizePool, fail, of_one: bool = False) -> tuple[PrizeChance, ...]:
    """The table a prize pool is drawn from: each multiple of the buy-ins at least 1x (of
    one buy-in, ``of_one``, as a `buy-in` line counts it: above nothing) and written once,
    each chance above nothing, the chances adding up to 100%."""
    hint = "each multiple of the buy-ins with its chance, in all 100%: `prize pool 2x 75%, 3x 20%, 10x 5%`"
    if len(node.chances) > MOST_PRIZES:
        raise fail(node.span, f"more than {MOST_PRIZES} prize pools to draw from", hint, code="E808")
    seen: set[Fraction] = set()
    for row in node.chances:
        times = row.times.value
        if times <= 0 or (times < 1 and not of_one):
            why = f"a prize pool of {said(times)}x the buy-ins is less than the buy-ins"
            raise fail(row.times.span, why, "a multiple is 1x or more: the house adds, it never takes", code="E808")
        if times in seen:
            raise fail(row.times.span, f"the prize pool {said(times)}x is written twice", hint, code="E808")
        seen.add(times)
        if row.chance <= 0:
            raise fail(row.span, f"the prize pool {said(times)}x has no chance of being drawn", hint, code="E808")
        if (row.chance * 10**MOST_CHANCE_DECIMALS).denominator != 1:
            why = f"a chance finer than {MOST_CHANCE_DECIMALS} decimals of a percent"
            raise fail(row.span, why, "write the chance with fewer decimals", code="E808")
    total = sum((row.chance for row in node.chances), Fraction(0))
    if total != 100:
        raise fail(node.span, f"the chances add up to {said(total)}%, not 100%", hint, code="E808")
    return tuple(PrizeChance(times=row.times.value, chance=row.chance / 100) for row in node.chances)


def _drawn_payouts(nodes: list[ast.Payouts], drawn: tuple[PrizeChance, ...], fail) -> tuple[Payouts, ...]:
    """`payouts 1000x: ...`: the payouts of a prize pool drawn, one line for a multiple the
    table holds."""
    out: list[Payouts] = []
    for node in nodes:
        assert node.times is not None  # the lines paid when a multiple is drawn
        times = node.times.value
        if not any(row.times == times for row in drawn):
            message = f"payouts when the prize pool is {said(times)}x, which the match never draws"
            hint = "name a multiple of the `prize pool` line, or add it there: `prize pool 2x 90%, 10x 10%`"
            raise fail(node.times.span, message, hint, code="E802")
        if any(p.times == times for p in out):
            message = f"two payouts for the prize pool {said(times)}x"
            raise fail(node.span, message, "give each multiple one line of payouts", code="E802")
        out.append(Payouts(shares=_payouts(node, fail), times=times))
    return tuple(out)


def _payouts(node: ast.Payouts, fail) -> tuple[int | Fraction, ...]:
    """The shares in percent, first place first: whole numbers where written so (a share
    with decimals, or an equal place's third, is a Fraction)."""
    if node.equal is not None:  # `payouts 3 equal`: each place the same share
        places = node.equal.value
        if not 1 <= places <= MOST_PLACES:
            raise fail(
                node.equal.span,
                f"{places} places paid equally: a match pays 1 to {MOST_PLACES} places",
                "write the number of places paid, e.g. `payouts 3 equal`",
                code="E802",
            )
        return tuple(_whole(Fraction(100, places)) for _ in range(places))
    shares = [_whole(n.value) for n in node.shares]
    total = sum(shares)
    if total != 100 or any(s < 1 for s in shares) or len(shares) > MOST_PLACES:
        raise fail(
            node.span,
            f"the payouts add up to {_said(total)}%, not 100%"
            if total != 100
            else "each place paid is paid at least 1%",
            "the whole prize pool is paid, first place first: `payouts 50% 30% 20%`",
            code="E802",
        )
    for n, (higher, lower) in enumerate(zip(node.shares, node.shares[1:]), start=2):
        if lower.value > higher.value:
            raise fail(
                lower.span,
                f"place {n} is paid more than the place above it",
                "each place is paid at least what the next one is: first place first",
                code="E802",
            )
    return tuple(shares)


def _said(share: int | Fraction) -> str:
    """A percent as written: ``35``, ``33.34``."""
    return str(share) if isinstance(share, int) or share.denominator == 1 else f"{float(share):g}"


def _whole(share: Fraction) -> int | Fraction:
    """A share that is a whole percent as an int (as most are written)."""
    return int(share) if share.denominator == 1 else share


def _scheduled(node: ast.Schedule, fail, path: str) -> Scheduled:
    if node.every is not None and node.every.value < 1:
        raise fail(
            node.every.span, "a schedule comes round every hand at least", "write `every 8 hands play ...`", code="E805"
        )
    return Scheduled(name=node.game.text, path=str(Path(path)), every=node.every.value if node.every else None)


def scheduled_path(item: Scheduled) -> Path:
    """The file of a game a match's schedule plays, found as ``extends`` finds a variant:
    beside the file that names it, then among the shipped variants (PokerlangError, E601
    and the like, when there is none)."""
    from pokerlang.compiler.loader import Loader
    from pokerlang.diagnostics import Span
    from pokerlang.resources import variants_dir
    from pokerlang.syntax.atoms import Word

    origin = Path(item.path)
    return Loader()._resolve(Word(text=item.name, span=Span(1, 1, 1, 1)), origin, variants_dir(), "play", ())
