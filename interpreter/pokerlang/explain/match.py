"""A match in English (``match tournament { ... }``, ``match cash { ... }``): what is
above the hand, said as a tournament director or a cash-game floor would say it."""

from __future__ import annotations

from fractions import Fraction

from pokerlang.ir import game as ir
from pokerlang.ir.match import Amount, Match, Payouts, said

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def amount(a: Amount) -> str:
    if a.big_blinds:
        return f"{a.amount} big blind{'s' if a.amount != 1 else ''}"
    return f"{a.amount} chip{'s' if a.amount != 1 else ''}"


def _hands(n: int) -> str:
    return "every hand" if n == 1 else f"every {n} hands"


def _percent(share: int | Fraction) -> str:
    """``35%``, ``33.34%`` (a share written with decimals)."""
    return f"{share}%" if isinstance(share, int) or share.denominator == 1 else f"{float(share):g}%"


def _paid(payouts: Payouts) -> str:
    places = len(payouts.shares)
    if places > 1 and len(set(payouts.shares)) == 1:  # `payouts 3 equal`, `payouts 50% 50%`
        shares = f"the first {places} places paid the same, each {_part(places)} of the pool"
    else:
        shares = ", ".join(
            f"{ORDINALS[k] if k < len(ORDINALS) else f'place {k + 1}'} {_percent(p)}"
            for k, p in enumerate(payouts.shares)
        )
    if payouts.times is not None:
        return f"when the pool drawn is {said(payouts.times)}x, {shares}"
    if payouts.low is None:
        return shares
    players = str(payouts.low) if payouts.low == payouts.high else f"{payouts.low} to {payouts.high}"
    return f"with {players} players, {shares}"


def _part(places: int) -> str:
    """One place's part of the pool: ``a half``, ``a third``, ``1/7``."""
    words = {2: "a half", 3: "a third", 4: "a quarter", 5: "a fifth", 10: "a tenth"}
    return words.get(places, f"1/{places}")


def match_section(game: ir.Game) -> list[str]:
    match = game.match
    if match is None:
        return []
    blinds = game.forced.blinds or bool(match.levels)  # a match's levels post blinds whatever the forced line
    return ["## The match", "\n".join(f"- {line}" for line in match_lines(match, blinds))]


def _point(point: tuple[str, int] | None) -> str:
    """`level 4` / `hand 30` as the hand it names: "the first hand of level 4"."""
    assert point is not None
    unit, n = point
    return f"the first hand of level {n}" if unit == "level" else f"hand {n}"


def _bought(match: Match) -> list[str]:
    """A rebuy tournament's stacks bought: the rebuys' period, the add-on."""
    out = []
    if match.rebuy_stack is not None and match.rebuy_when is not None:
        have = amount(match.rebuy_when)
        # below one chip is none left: said so
        have = (
            f"{have} or fewer"
            if match.rebuy_at_or_below
            else "no chips left"
            if have in ("1 chip", "1")
            else f"fewer than {have}"
        )
        period = "all the tournament"
        if match.rebuy_until is not None:
            period = (
                f"up to the break before {_point(match.rebuy_until)} (a player who busts in the last hand"
                " before it may still rebuy there)"
            )
        out.append(
            f"Rebuys: between hands, from the second hand {period}, a player with {have}"
            f"{'' if have == 'no chips left' else ' (none left too)'} buys another {amount(match.rebuy_stack)},"
            " as often as that happens; the players here always take it."
        )
    if match.add_on is not None:
        out.append(
            f"An add-on: before {_point(match.add_on_at)}, every player still in buys {amount(match.add_on)} once."
        )
    if out:
        out.append("Every chip bought goes into the prize pool and counts against what the player wins.")
    return out


def match_lines(match: Match, blinds: bool = True) -> list[str]:
    out: list[str] = []
    stack = amount(match.stack) if match.stack else "the table's stack"
    if match.tournament:
        until = "one player is left" if match.ends_with is None else f"{match.ends_with} players are left"
        kind = "a rebuy tournament" if match.rebuy_stack is not None or match.add_on is not None else "a freezeout"
        out.append(
            f"A tournament ({kind}): every player starts with {stack} and keeps the chips won "
            f"from hand to hand; the hands go on until {until}."
        )
        if match.buy_in is not None:
            fee = f", and a fee of {match.fee} to the house on top" if match.fee else ""
            rebought = match.rebuy_stack is not None or match.add_on is not None
            again = "; a rebuy or an add-on costs the same for each chip" if rebought else ""
            out.append(
                f"A buy-in costs {match.buy_in} for the starting stack{fee}{again}. The places are paid in money,"
                " out of what the buy-ins cost; the chips are only the game's."
            )
        out += _bought(match)
    else:
        out.append(f"A cash game: every player buys in for {stack} and keeps the chips won from hand to hand.")
    if match.levels and match.levels_every is not None:
        levels = ", ".join(
            f"{lv.small_blind}/{lv.big_blind}"
            + (f" with an ante of {lv.ante}" if lv.ante else "")
            + (f"{' and' if lv.ante else ' with'} a bring-in of {lv.bring_in}" if lv.bring_in else "")
            for lv in match.levels
        )
        after = (
            "the last level stays"
            if match.levels_growth is None
            else "then each level doubles the one before"
            if match.levels_growth == 100
            else f"then each level is the one before grown by {match.levels_growth}%"
        )
        rounded = "" if match.levels_growth is None else " (rounded up to a whole chip)"
        out.append(
            f"The blinds go up {_hands(match.levels_every)}, level by level: {levels}; {after}{rounded}. "
            "A stack in big blinds counts those of the first level."
        )
    if match.rebuy_to is not None and match.rebuy_below is not None:
        out.append(
            f"Between hands, a player with less than {amount(match.rebuy_below)} tops up to "
            f"{amount(match.rebuy_to)}; what is bought counts against what the player wins."
        )
    elif not match.tournament:
        out.append("A player with no chips leaves the table; the game goes on while two players have chips.")
    if match.tournament:
        rebuying = " once the rebuys are over" if match.rebuy_stack is not None else ""
        out.append(
            f"A player with no chips after a hand{rebuying} is knocked out and takes the next place from the "
            "bottom; of players knocked out in the same hand, the one who started it with more chips places "
            "higher, and those who started with as many tie and share the places' prizes."
        )
        if match.ends_with is not None:
            left = match.ends_with
            out.append(
                f"The tournament ends as soon as {left} player{'s are' if left != 1 else ' is'} left "
                "(or fewer, after a "
                "hand that knocks out several): those left share the top places and their prizes equally, "
                "whatever their chips."
            )
        lines = [p for p in match.payouts if p.times is None] or [Payouts(shares=(100,))]
        lines += [p for p in match.payouts if p.times is not None]
        paid = "; ".join(_paid(p) for p in lines)
        if match.prize_pool:
            chances = ", ".join(f"{said(row.times)}x ({said(row.chance * 100)}%)" for row in match.prize_pool)
            of = (
                "one buy-in (as a card room counts it)"
                if match.buy_in is not None
                else "the buy-ins (one starting stack a player)"
            )
            out.append(
                f"Before the first hand the prize pool is drawn at random: {of} times a multiple drawn from this "
                f"table, each with its chance: {chances}. The house adds what the pool holds beyond the buy-ins"
                + (", and keeps what the buy-ins hold beyond the pool." if match.buy_in is not None else ".")
            )
        if match.prize_pool:
            pool = "The prize pool is"
        elif match.prize_part is not None:
            bought = "stack bought" if match.rebuy_stack is not None or match.add_on is not None else "buy-in"
            pool = (
                f"The prize pool is {said(match.prize_part * 100)}% of every {bought} (the rest kept out of it: "
                "the bounties, or the house's fee), rounded down,"
            )
        elif match.rebuy_stack is not None or match.add_on is not None:
            pool = "The prize pool is every stack bought: the buy-ins, the rebuys and the add-ons,"
        elif match.buy_in is not None:  # in money: one buy-in a player
            pool = f"The prize pool is the buy-ins, {match.buy_in} a player,"
        else:
            pool = "The prize pool is the buy-ins, one starting stack a player,"
        unit = "units of money" if match.buy_in is not None else "chips"
        out.append(
            f"{pool} paid in whole {unit}: {paid}; the {unit} left over by rounding go one each to the highest places."
        )
        if blinds:
            out.append(
                "The button is a dead button: the big blind moves to the next player each hand, the small blind is "
                "posted from the seat that had the big blind (none when that player is out) and the button goes to "
                "the seat that had the small blind, even an empty one. Heads-up, the button posts the small blind."
            )
        else:
            out.append("The button moves each hand to the next player still in the tournament.")
    if match.rotation:
        names = ", ".join(item.name for item in match.rotation)
        n = match.rotation_every
        each = "an orbit (a hand for each player in the game)" if n is None else f"{n} hand{'s' if n != 1 else ''}"
        out.append(f"The hands are played by {names} in turn, {each} of each, round again (their rules below).")
    for item in match.schedule:
        when = (
            "The first hand of each orbit (one hand for each player in the game)"
            if item.every is None
            else (f"The first hand of {_hands(item.every)}")
        )
        out.append(f"{when} is played as {item.name}, with the same stacks and blinds (its rules below).")
    return out


def scheduled_rules(game: ir.Game, explain) -> list[str]:
    """The rules of each game the match's schedule plays, after the game's own, each
    heading one level down (``explain``: the page of one game)."""
    if game.match is None or not game.match.games():
        return []
    from pokerlang.check.match import scheduled_games
    from pokerlang.diagnostics import PokerlangError

    try:
        games = scheduled_games(game)
    except PokerlangError:  # `check` says why; the page says what it can
        return []
    out: list[str] = []
    for name, other in games.items():
        page = explain(other).rstrip("\n").split("\n")
        lines = ["#" + line if line.startswith("## ") else line for line in page[1:]]
        out.append("\n".join([f"## The hands played as {name}: {other.title}", *lines]))
    return out
