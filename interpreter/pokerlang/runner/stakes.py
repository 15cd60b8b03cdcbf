"""The table stakes of ``run`` and ``play``: the options given, else what the variant's
file states (``stakes ...``), else the house defaults (blinds 1/2, stacks of 200).

A game whose forced bets are sized by the table never plays silently for nothing: an
ante game with no ante in the options or the file plays for the house ante of one
chip, and says so (``note``). An ante given for a game whose file has none is a table
rule, and is taken.
"""

from __future__ import annotations

from pokerlang.engine import TableStakes
from pokerlang.engine.table import ANTE_KINDS
from pokerlang.ir import game as ir
from pokerlang.ir.stakes import HOUSE_BLINDS, HOUSE_STACK, too_deep
from pokerlang.runner.replay_schema import MOST_CHIPS

HOUSE_ANTE = 1


def parse_pair(text: str, option: str, small: str, big: str) -> tuple[int, int]:
    """``"1/2"`` -> (1, 2), or ValueError in the words of the option."""
    parts = text.split("/")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise ValueError(f"{option} must be SMALL/BIG in whole chips, like 1/2, not '{text}'")
    low, high = (int(p) for p in parts)
    if high < 1 or low > high:
        raise ValueError(f"{option} {text}: the {big} must be at least 1 and at least the {small}")
    return low, high


def parse_sizes(text: str, option: str, small: str, big: str, third: str) -> tuple[int, int, int | None]:
    """``"1/2"`` -> (1, 2, None), ``"1/2/4"`` -> (1, 2, 4): a third size at least the second."""
    pair, slash, rest = text.rpartition("/") if text.count("/") == 2 else (text, "", "")
    low, high = parse_pair(pair, option, small, big)
    if not slash:
        return low, high, None
    if not rest.strip().isdigit() or int(rest) < high:
        raise ValueError(f"{option} {text}: the {third} must be a whole number, at least the {big}")
    return low, high, int(rest)


def _within_chips(players: int, stack: int, amounts: dict[str, int | None]) -> None:
    """Every amount a hand can write within what a history holds (``MOST_CHIPS``), so
    ``replay`` reads every history ``run`` writes: each stake, and all the chips at the
    table (a pot of every stack, a net of all the others')."""
    for option, amount in amounts.items():
        if amount is not None and amount > MOST_CHIPS:
            raise ValueError(f"{option} {amount:,} is more than {MOST_CHIPS:,} chips, the most a history records")
    if stack * players > MOST_CHIPS:
        raise ValueError(
            f"--stack {stack:,} at {players} seats puts more than {MOST_CHIPS:,} chips on the table, "
            "the most a history records"
        )


def table_stakes(
    game: ir.Game,
    players: int,
    *,
    stakes: str | None = None,
    stack: int | None = None,
    ante: int | None = None,
    ante_kind: str | None = None,
    bring_in: int | None = None,
    bets: str | None = None,
    cap: int | None = None,
    cap_heads_up: bool = False,
    straddle: int | None = None,
    note=lambda message: None,
) -> TableStakes:
    """The TableStakes for these options (None: not given); ValueError for a usage error."""
    default = game.stakes
    third_blind = default.third_blind
    if stakes is not None:  # SMALL/BIG, or SMALL/BIG/THIRD: a third blind (`forced 3 blinds`)
        small, big, third_blind = parse_sizes(stakes, "--stakes", "small blind", "big blind", "third blind")
    elif default.small_blind is not None and default.big_blind is not None:  # the file states both or neither
        small, big = default.small_blind, default.big_blind
    else:
        small, big = HOUSE_BLINDS
    if stack is None and default.stack_big_blinds is not None:  # `stakes stack 20 big-blinds`
        levels = getattr(getattr(game, "match", None), "levels", ())
        stack = default.stack_big_blinds * (levels[0].big_blind if levels else big)  # a match's first level
    match_stack = getattr(getattr(game, "match", None), "stack", None)  # a match's own stack: the players'
    if stack is None and not default.stack and match_stack is None and 20 * big > HOUSE_STACK:
        note(
            f"{game.title} states its blinds and no stack: stacks of {HOUSE_STACK} are {HOUSE_STACK / big:g} big"
            " blinds (--stack N, or `stakes stack 100 big-blinds` in the file)"
        )
    stack = stack if stack is not None else default.stack or HOUSE_STACK
    if stack < 1:
        raise ValueError("--stack must be at least 1 chip")
    if ante is None:
        ante = default.ante
    match = getattr(game, "match", None)
    if ante is None and match is not None and match.levels:  # the levels say the ante of every hand
        ante = match.levels[0].ante
    if ante is None:
        ante = 0
        if game.forced.ante and not game.forced.ante_big_blinds:
            ante = HOUSE_ANTE
            note(
                f"{game.title} is played with antes and its file states no amount for them: an ante of "
                f"{HOUSE_ANTE} (--ante N, or `stakes ante N` in the file)"
            )
    if bring_in is None:
        bring_in = default.bring_in or 0
        leveled = match is not None and any(level.bring_in for level in match.levels)  # the levels say it
        if (
            not bring_in
            and not leveled
            and any(isinstance(a, ir.Bet) and a.bring_in is not None for a in game.actions())
        ):
            note(
                f"{game.title} has a bring-in and its file states no amount for it: played without one, the seat that"
                " would bring in acting first (--bring-in N, or `stakes bring-in N` in the file)"
            )
    small_bet = big_bet = biggest_bet = None
    if bets is not None:
        # SMALL/BIG, or SMALL/BIG/BIGGEST: the bet of `bet biggest` rounds
        small_bet, big_bet, biggest_bet = parse_sizes(bets, "--bets", "small bet", "big bet", "biggest bet")
    elif default.small_bet is not None and game.betting.limit in ("fixed-limit", "spread"):
        small_bet, big_bet, biggest_bet = default.small_bet, default.big_bet, default.biggest_bet
    if (deep := too_deep(stack, big, small_bet, game.betting.limit)) is not None:
        raise ValueError(f"--stack: {deep}; raise the stakes with the stack (--stakes, --bets)")
    if straddle is None:
        straddle = default.straddle  # None still: the engine's, twice the big blind if the file has one
    if ante < 0 or bring_in < 0 or (straddle or 0) < 0:
        raise ValueError("--ante, --bring-in and --straddle must not be negative")
    if ante_kind is not None and ante_kind not in ANTE_KINDS:
        raise ValueError(f"--ante-kind is one of {', '.join(ANTE_KINDS)}")
    if cap is not None and cap < 1:
        raise ValueError("--cap must be at least 1")
    _within_chips(
        players,
        stack,
        {
            "--stakes (small blind)": small,
            "--stakes (big blind)": big,
            "--stakes (third blind)": third_blind,
            "--ante": ante,
            "--bring-in": bring_in,
            "--bets (small bet)": small_bet,
            "--bets (big bet)": big_bet,
            "--bets (biggest bet)": biggest_bet,
            "--straddle": straddle,
        },
    )
    return TableStakes(
        small_blind=small,
        big_blind=big,
        ante=ante,
        ante_kind=ante_kind,
        bring_in=bring_in,
        small_bet=small_bet,
        big_bet=big_bet,
        biggest_bet=biggest_bet,
        stacks=stack,
        players=players,
        straddle=straddle,
        third_blind=third_blind,
        cap=cap,
        heads_up_uncapped=not cap_heads_up,
    )
