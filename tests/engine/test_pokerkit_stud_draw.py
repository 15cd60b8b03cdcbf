"""The stud and draw games against PokerKit: the same cards and the same actions must
leave every stack the same.

PokerKit chooses each action (random among what it allows: bets, bring-ins,
completions, discards); our engine must allow it too, agree on who acts, and pay the
same. Our engine deals; PokerKit is handed the very cards our engine dealt to each seat
(up or down as its street says), so the deck order is the same by construction. Seat
i is PokerKit's player i; our button is on the last seat, so our "dealer's left" is
PokerKit's player 0, as in blind games PokerKit puts it.

Where the two differ on purpose, the test says so where it allows for it:

* Raise cap with blinds: a card room counts the big blind as the first of the four
  bets of the first round (a bet and three raises); PokerKit allows four raises over
  it. Our engine refuses the fifth bet, and the test then picks another action.
* Equal hands showing on a later stud street: our files break the tie by the suit of
  the highest card; PokerKit lets the first seat from the dealer's left begin. When
  that decides who acts first, the hand is left uncompared (after checking that it is
  exactly that tie), and the test requires such hands to stay a minority.
* A side pot in which nobody has a qualifying low: PokerKit splits its low half
  among that pot's players whenever anyone else in the hand has a low; we give the
  whole side pot to its high hand, each pot being settled on its own. The comparison
  hands exactly those low halves back to the pot's high hand in PokerKit's stacks
  (tests/helpers/pokerkit_driver.py, stacks_by_the_rule) and then compares every stack.
* Odd chips of split pots may fall differently (as in tests/engine/test_engine_pokerkit.py):
  stacks may then differ by at most one chip per split pot, the total being equal.
"""

from __future__ import annotations

import contextlib
import os
import random
import warnings

import attrs
import pytest

pokerkit = pytest.importorskip("pokerkit")
from pokerkit import (  # noqa: E402
    Automation,
    FixedLimitBadugi,
    FixedLimitDeuceToSevenLowballTripleDraw,
    FixedLimitRazz,
    FixedLimitSevenCardStud,
    FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    NoLimitDeuceToSevenLowballSingleDraw,
)

from helpers.pokerkit_driver import AUTOMATIONS as FLOP_AUTOMATIONS  # noqa: E402
from helpers.pokerkit_driver import assert_same_stacks  # noqa: E402

from pokerlang.compiler import load_game  # noqa: E402
from pokerlang.engine import (  # noqa: E402
    Bet,
    Call,
    Check,
    Complete,
    Draw,
    Fold,
    IllegalAction,
    PostBringIn,
    Raise,
    TableStakes,
    new_hand,
)
from pokerlang.engine.prepare import script_of  # noqa: E402
from pokerlang.engine.betting import BettingRound  # noqa: E402
from pokerlang.engine.showing import rank_showing  # noqa: E402

HANDS = 2000 if os.environ.get("POKERLANG_FULL") else 100
AUTOMATIONS = (*FLOP_AUTOMATIONS, Automation.CARD_BURNING)  # the stud and draw streets burn
ANTE, BRING_IN, SMALL_BET, BIG_BET = 1, 2, 4, 8
STUD_STAKES = dict(ante=ANTE, bring_in=BRING_IN, small_bet=SMALL_BET, big_bet=BIG_BET)
DRAW_STAKES = dict(small_blind=1, big_blind=2, small_bet=2, big_bet=4)


def stud(kind):
    return lambda stacks, n: kind.create_state(AUTOMATIONS, True, ANTE, BRING_IN, SMALL_BET, BIG_BET, stacks, n)


def fixed_draw(kind):
    return lambda stacks, n: kind.create_state(AUTOMATIONS, True, 0, (1, 2), 2, 4, stacks, n)


def no_limit_draw(kind):
    return lambda stacks, n: kind.create_state(AUTOMATIONS, True, 0, (1, 2), 2, stacks, n)


# variant file -> (PokerKit's game, our stakes, most players PokerKit's deal supports here)
GAMES = {
    "seven-card-stud": (stud(FixedLimitSevenCardStud), STUD_STAKES, 7),
    "seven-card-stud-hi-lo": (stud(FixedLimitSevenCardStudHighLowSplitEightOrBetter), STUD_STAKES, 7),
    "razz": (stud(FixedLimitRazz), STUD_STAKES, 7),
    "deuce-to-seven-single-draw": (no_limit_draw(NoLimitDeuceToSevenLowballSingleDraw), DRAW_STAKES, 6),
    "deuce-to-seven-triple-draw": (fixed_draw(FixedLimitDeuceToSevenLowballTripleDraw), DRAW_STAKES, 6),
    "badugi": (fixed_draw(FixedLimitBadugi), DRAW_STAKES, 6),
}


class Tie(Exception):
    """Equal hands showing, told apart by suit in our file and by seat in PokerKit."""


def betting_choices(pk, ours, rng: random.Random):
    """What PokerKit allows that our engine allows too, as (PokerKit call, our action)."""
    choices = []
    if pk.can_post_bring_in():
        choices.append((("post_bring_in",), PostBringIn(pk.effective_bring_in_amount)))
    if pk.can_fold():
        choices.append((("fold",), Fold()))
    if pk.can_check_or_call():
        owed = pk.checking_or_calling_amount
        choices.append((("check_or_call",), Check() if owed == 0 else Call(owed)))
    if pk.can_complete_bet_or_raise_to():
        low = pk.min_completion_betting_or_raising_to_amount
        high = pk.max_completion_betting_or_raising_to_amount
        pick = rng.random()
        amount = low if pick < 0.4 else high if pick < 0.6 else rng.randint(low, high)
        options = ours.legal_actions()
        ours_kind = next(
            (kind for kind in (Complete, Bet, Raise) if any(o.allows(kind(amount)) for o in options)), None
        )
        if ours_kind is None and pk.can_post_bring_in() and amount == pk.effective_bring_in_amount:
            pass  # a seat whose whole stack is the bring-in: "completing" is posting it
        elif ours_kind is None:
            # The disagreements allowed here: the big blind is the first of the
            # round's capped bets for us, not for PokerKit. Or: over an all-in bet smaller
            # than the fixed bet, we let the next seat complete the bet (as over a
            # bring-in); PokerKit has it raise a full bet over the short one.
            with pytest.raises(IllegalAction) as refused:
                ours.copy().apply(Raise(amount))
            rule = refused.value.rule
            capped = rule == "raise cap" and ours.street == script_of(ours.game)[0][0]
            short = rule == "completion" and any(isinstance(o, Complete) for o in options)
            # And as in tests/engine/test_engine_pokerkit.py: an all-in short of a full bet or
            # raise does not reopen the betting to a seat that has acted (TDA 47; in
            # limit, less than half a bet, 47B); PokerKit reopens it when no full raise
            # came before on the street.
            short = short or rule == "incomplete raise"
            assert capped or short, refused.value
        else:
            choices.append((("complete_bet_or_raise_to", amount), ours_kind(amount)))
    allowed = []
    for call, action in choices:
        assert any(option.allows(action) for option in ours.legal_actions()), (call, ours.legal_actions())
        allowed.append((call, action))
    weights = [1 if call[0] == "fold" else 3 for call, _ in allowed]
    return rng.choices(allowed, weights)[0]


def check_tie(game, ours, pk_seat: int) -> None:
    """Our opener and PokerKit's differ: that must be equal hands told apart by suit."""
    bet = ours.pending.step
    best = ours.opener_seat(bet.first)  # it may be all in: then the next seat acts
    plain = attrs.evolve(bet.first.ranking, suit_order=None)
    shown = {s: [c for src in bet.first.sources for c in ours.zones.face_up(src.zone, s)] for s in (best, pk_seat)}
    assert best != pk_seat, shown
    assert rank_showing(plain, shown[best]) == rank_showing(plain, shown[pk_seat]), shown
    suited = {s: rank_showing(bet.first.ranking, cards) for s, cards in shown.items()}
    assert suited[best] > suited[pk_seat], shown
    raise Tie


def play_one(game, name: str, seed: int) -> bool:
    """Play one hand in both; False if it was left uncompared (a tie told apart by suit)."""
    create, stakes, most = GAMES[name]
    rng = random.Random(seed)
    players = rng.randint(2, most)
    stacks = tuple(rng.choice([rng.randint(2, 12), rng.randint(12, 60), rng.randint(60, 400)]) for _ in range(players))
    ours = new_hand(game, TableStakes(stacks=stacks, **stakes), seed=seed, button=players - 1)
    pk = create(stacks, players)
    dealt = {seat: [] for seat in range(players)}  # cards our engine gave each seat, not yet given by PokerKit
    seen = 0
    turn_started = None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        while pk.status:
            for event in ours.log[seen:]:
                if event.kind in ("deal", "receive") and event.seat is not None:
                    dealt[event.seat].extend(event.cards)
            seen = len(ours.log)
            if pk.can_deal_hole():
                seat = pk.hole_dealee_index
                assert dealt[seat], f"seed {seed}: PokerKit deals seat {seat} a card our engine has not"
                pk.deal_hole(str(dealt[seat].pop(0)), seat)
            elif pk.stand_patter_or_discarder_index is not None:
                seat = pk.stand_patter_or_discarder_index
                assert ours.to_act == seat, f"seed {seed}: {ours.to_act} draws, PokerKit says {seat}"
                hole = list(pk.hole_cards[seat])
                thrown = [c.rank.value + c.suit.value for c in rng.sample(hole, rng.randint(0, len(hole)))]
                pk.stand_pat_or_discard("".join(thrown))
                ours.apply(Draw(thrown))
            elif (
                pk.actor_index is not None
                and not isinstance(ours.pending, BettingRound)
                and pk.checking_or_calling_amount == 0
            ):
                pk.check_or_call()  # everyone else all in: PokerKit asks for a check, we skip it
            elif pk.actor_index is not None:
                if ours.to_act != pk.actor_index and ours.pending is not turn_started:
                    check_tie(game, ours, pk.opener_index)
                assert ours.to_act == pk.actor_index, f"seed {seed}: {ours.to_act} acts, PokerKit says {pk.actor_index}"
                turn_started = ours.pending
                call, action = betting_choices(pk, ours, rng)
                getattr(pk, call[0])(*call[1:])
                ours.apply(action)
            else:
                raise AssertionError(f"seed {seed}: PokerKit waits on something unexpected")
    assert ours.is_over, f"seed {seed}: PokerKit finished, the engine did not"
    assert_same_stacks(ours.result(), pk, seed)
    return True


@pytest.mark.parametrize("name", list(GAMES))
def test_stacks_agree_with_pokerkit(name):
    game = load_game(name)
    compared = 0
    for seed in range(HANDS):
        with contextlib.suppress(Tie):
            compared += play_one(game, name, seed)
    # Ties told apart by suit are the exception: most hands are compared to the end.
    assert compared >= 0.8 * HANDS, f"only {compared} of {HANDS} hands compared"
