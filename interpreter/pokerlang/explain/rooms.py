"""The card rooms' table rules a game is played under, and its stated stakes, in words
for ``explain`` (docs/rules.md gives the rule book behind each sentence)."""

from __future__ import annotations

from pokerlang.explain import english as w
from pokerlang.ir import game as ir
from pokerlang.ir.runs import Runs


def has_bring_in(game: ir.Game) -> bool:
    return any(isinstance(a, ir.Bet) and a.bring_in is not None for a in game.actions())


def _big_rounds(game: ir.Game) -> bool:
    """Whether a betting round plays the big bet (`bet big`, `bet biggest`, `small or big`)."""
    return any(isinstance(a, ir.Bet) and a.size != "small" for a in game.every_action())


def stakes(game: ir.Game) -> str:
    """``an ante of 1; bets of 1 and 2``, or what the table sets."""
    s = game.stakes
    parts = []
    if s.ante is not None:
        parts.append(f"an ante of {s.ante}")
    bomb = game.forced.ante_big_blinds
    if s.big_blind is not None and bomb and not (game.forced.blinds or game.forced.button_blind):
        # no blind is posted: the big blind sizes the ante (a bomb pot)
        parts.append(f"an ante of {bomb * s.big_blind} ({w.number(bomb)} big blinds of {s.big_blind})")
    elif s.big_blind is not None and game.forced.button_blind and not game.forced.blinds:
        parts.append(f"a button blind of {s.big_blind}")  # the dealer's one blind: no small one is posted
    elif s.big_blind is not None and game.forced.single_blind:
        parts.append(f"a blind of {s.big_blind}")  # one blind, from the dealer's left
    elif s.big_blind is not None and not (game.forced.blinds or game.forced.ante_big_blinds):
        parts.append(f"a least bet of {s.big_blind}")  # `bet N` of a no-limit game without blinds
    elif s.big_blind is not None:
        parts.append(f"blinds of {s.small_blind} and {s.big_blind}")
    if s.third_blind is not None:
        parts.append(f"a third blind of {s.third_blind}")
    if s.straddle is not None:
        parts.append(f"a straddle of {s.straddle}")
    if s.bring_in is not None:
        parts.append(f"a bring-in of {s.bring_in}")
    if s.small_bet is not None and game.betting.limit == "spread":
        parts.append(f"bets and raises of {s.small_bet} to {s.big_bet}")
    elif s.small_bet is not None and game.betting.limit == "fixed-limit" and not _big_rounds(game):
        parts.append(f"a bet of {s.small_bet}")  # no round bets big: the one size played
    elif s.small_bet is not None:
        parts.append(f"bets of {s.small_bet} and {s.big_bet}")
    if s.biggest_bet is not None:
        parts[-1] += f", {s.biggest_bet} on the biggest-bet rounds"
    # without a match, every hand is dealt from these stacks again (a research game's reset)
    every = " at the start of every hand" if game.match is None else ""
    if s.stack is not None:
        parts.append(f"stacks of {s.stack}{every}")
    if s.stack_big_blinds is not None:
        parts.append(f"stacks of {s.stack_big_blinds} big blinds{every}")
    if parts:
        return "; ".join(parts)
    match = game.match
    if match is not None and match.levels:  # the blinds are the match's levels (below)
        return "the match's levels (below); the rest set at the table"
    return "set at the table"


def _straddle_and_ante(forced: ir.Forced) -> list[str]:
    """The sentences for a straddle and an ante paid for the table, where the file has them."""
    out = []
    optional = forced.straddle and getattr(forced, "optional_straddle", False)
    posts = "may post" if optional else "posts"
    if forced.third_blind:
        out.append(
            "The player to the left of the big blind posts a third blind, live, twice the big blind unless the "
            "stakes say otherwise; the first betting round begins to its left, and it acts last and may raise."
        )
    if forced.button_straddle:
        out.append(
            f"The player on the button {posts} a live straddle before the cards (a Mississippi straddle), twice "
            "the big blind unless the table sets another; the first betting round then begins to its left, "
            "with the small blind, and the straddler acts last and may raise. After the first round, play is "
            "as usual. Heads-up there is no straddle."
        )
    elif forced.straddle and forced.straddles > 1:
        out.append(
            f"Up to {w.number(forced.straddles)} straddles are posted before the cards: the player to the left "
            "of the last blind straddles for twice the big blind unless the table sets another, and each next "
            "player re-straddles for twice the last, while seats remain; the first betting round begins to the "
            "left of the last straddler, who acts last and may raise."
        )
    elif forced.straddle:
        out.append(
            f"The player to the left of the big blind {posts} a live straddle before the cards, twice the "
            "big blind unless the table sets another; the first betting round then begins to the "
            "straddler's left, and the straddler acts last and may raise. Heads-up there is no straddle."
        )
    if optional:
        out.append(
            "The straddle is the player's choice, made before any card is dealt: they say `straddle` and post "
            "it, or `pass` and post nothing. After a pass no straddle is offered to anyone, and the first "
            "betting round is played as with the blinds alone."
            + (
                ""
                if forced.button_straddle
                else " A re-straddle is offered to the next player only after a straddle taken."
            )
        )
    if forced.ante and forced.ante_by == "big-blind":
        out.append(
            "The big blind antes for every player, the blind posted first and the ante from what is "
            "left; the ante is dead money for the main pot."
        )
    elif forced.ante and forced.ante_by == "button":
        out.append("The dealer antes for every player; the ante is dead money for the main pot.")
    return out


def rules(game: ir.Game) -> list[str]:
    """The sentences of the "Card-room rules" section."""
    bets = [a for a in game.actions() if isinstance(a, ir.Bet)]
    if not bets:
        return []
    out = _straddle_and_ante(game.forced)
    if game.kill is not None:
        times = "one and a half times" if game.kill.half else "twice"
        n = game.kill.big_blinds
        who = (
            f"a player who wins the whole of {w.number(n)} pot{'' if n == 1 else 's'} in a row (every share of"
            " each) kills the next hand and each hand after while the run lasts"
            if game.kill.unit == "in-a-row"
            else f"a player who wins the whole of a pot of {w.number(n)} "
            f"{game.kill.unit.replace('-', ' ')}{'' if n == 1 else 's'} or more kills the next hand"
        )
        out.append(
            f"Kill pots: {who}, played at {times} the limits; the killer posts a live kill blind of "
            f"{times} the big blind besides the blinds (in place of its own blind, if in one), and acts in "
            "proper turn."
        )
    if game.runs is not None:
        out.append(runs_sentence(game.runs))
    if game.forced.ante_by != "each":
        pass  # the file says who antes for the table: said above
    elif game.forced.ante and not game.forced.ante_big_blinds and game.forced.blinds:
        out.append(
            "Every player antes, unless the table has one player ante for all: the big blind "
            "(who posts the blind first, then the ante) or the dealer; that ante is dead money "
            "for the main pot."
        )
    elif game.forced.ante and not game.forced.ante_big_blinds:
        out.append(
            "Every player antes, unless the table has the dealer ante for all; that ante is "
            "dead money for the main pot."
        )
    elif game.forced.blinds:
        out.append(
            "The table may add antes: from every player, or from the big blind alone (the blind "
            "first, then the ante) or the dealer alone, dead money for the main pot."
        )
    if game.betting.limit == "fixed-limit":
        cap = game.betting.cap
        if cap is not None and not game.cap_holds_heads_up() and (game.max_players > 2 or game.betting.heads_up):
            most = "One bet and no raise" if cap == 1 else f"At most {w.number(cap)} bets and raises"
            out.append(
                f"{most} a round while three or more players who "
                "are not all in contest the pot; heads-up, raising is unlimited, unless the round "
                "was capped before it became heads-up."
            )
        out.append(
            "An all-in bet or raise of at least half a bet counts as a full one: it reopens the "
            "betting, and the next player may call it or make a full raise on top of it. Less than "
            "half a bet does not reopen the betting; over such a bet the next player may complete it."
        )
    else:
        out.append(
            "An all-in raise smaller than a full raise does not reopen the betting for players who have already acted."
        )
    later = [a.first.ranking for a in bets if a.first is not None and a.first.ranking is not None]
    bring_ins = [a.bring_in.ranking for a in bets if a.bring_in is not None and a.bring_in.ranking is not None]
    if not any(r.suit_order for r in bring_ins) and bring_ins:  # equal cards bring in by seat
        out.append("Of equal cards showing, the first from the dealer's left brings in (no suit breaks the tie).")
    elif has_bring_in(game) and later and all(r.suit_order is None for r in later):
        out.append(
            "Suits break a tie only for the bring-in; on later streets, of equal hands showing, "
            "the first from the dealer's left acts first."
        )
    out.append("No player receives more than one odd chip from one pot; each side pot is split on its own.")
    return out


def runs_sentence(runs: Runs) -> str:
    """``run it twice when all in`` (``by agreement``) in words."""
    said = "twice" if runs.times == 2 else f"{w.number(runs.times)} times"
    when = (
        "Once nobody can bet any more (every player still in, or all but one, is all in) and shared cards are "
        "still to come, "
    )
    if runs.agreed:
        counts = ", ".join(["once", "twice"] + [f"{w.number(n)} times" for n in range(3, runs.times + 1)])
        head = (
            f"{when}each player still in, in turn from the dealer's left, says how many times to run the rest of "
            f"the deal ({counts}); it is run as many times as the fewest said, and once as soon as one player says "
            "once. "
        )
        runs_word = "When it is run more than once, the"
    else:
        head = f"{when}the rest of the deal is run {said}. "
        runs_word = "The"
    return (
        f"{head}{runs_word} remaining shared cards are dealt again for each run from the same deck, with no "
        "reshuffle, burning as the steps say; every pot, main and side, is divided into as many equal parts as "
        "runs (odd chips one each to the first runs), and each part goes to the best hands on its run's board, "
        "the cards dealt before the runs belonging to every run."
    )
