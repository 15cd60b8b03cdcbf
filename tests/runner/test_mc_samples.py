"""How ``mc`` samples, and that each shortcut gives what the long way gives: every
option's playout of a twin deals the same cards (common random numbers); a fold's result
is the one its playout would reach; hands remembered rank as hands ranked afresh; and
the bots' modules do not import each other."""

from __future__ import annotations

import ast
import gc
import random
import subprocess
import sys
import weakref
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from pokerlang.engine.fields import fields_of
from pokerlang.compiler import load_game
from pokerlang.engine import Fold, TableStakes, new_hand
from pokerlang import ranking
from pokerlang.engine.resample import Twins
from pokerlang.hands import best_hand, evaluate, memo
from pokerlang.runner import mc
from pokerlang.runner.mc import _folds, candidates, playout, plain
from pokerlang.runner.passive import cheapest

HIGH = ranking("high")


def _decisions(variant: str, hands: int, players: int = 3, passive: bool = True):
    """(state, seat, view) at every decision of a few hands of passive play (else random)."""
    game = load_game(variant)
    for seed in range(hands):
        state = new_hand(game, TableStakes(players=players), seed=seed, button=seed % players)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.to_act
            yield state, seat, state.view(seat)
            legal = state.legal_actions()
            state.apply(cheapest(legal, rng) if passive else rng.choice(legal).sample(rng))


@pytest.mark.parametrize("variant", ["holdem", "seven-card-stud", "five-card-draw"])
def test_every_option_played_out_from_a_twin_is_dealt_the_same_cards(variant):
    """Common random numbers: two options played out from copies of one twin, each copy
    with a Random of the same seed, deal the same cards on (the board, the next streets'
    cards, a draw's replacements), so the options are compared on the same deals."""
    compared = 0
    for state, seat, view in _decisions(variant, hands=3):
        options = [
            a
            for a in candidates(view, state.legal_actions(), random.Random(0))
            if type(a).__name__ in ("Check", "Call", "Bet", "Raise")  # a draw's options hold other cards
        ]
        if len(options) < 2 or not plain(state.game):
            continue
        twin = Twins(state, seat, view).draw(random.Random(4), look_ahead=True)
        ends = []
        for action in options[:2]:
            hand = twin.copy(random.Random(11))
            hand.apply(action)
            playout(hand, random.Random(11))
            held = [hand.zones.cards(z, s) for s in range(hand.players) for z in hand.zones.seat_zones]
            ends.append((held, [hand.zones.cards(z) for z in hand.zones.shared_zones]))
        assert ends[0] == ends[1]
        compared += 1
    assert compared > 3


def test_a_game_whose_course_a_card_could_turn_is_not_plain():
    assert plain(load_game("holdem")) and plain(load_game("seven-card-stud"))
    for variant in ("guts", "night-baseball", "baseball"):
        assert not plain(load_game(variant)), variant


@pytest.mark.parametrize("variant", ["holdem", "seven-card-stud", "drawmaha"])
def test_a_fold_ends_where_its_playout_would(variant):
    checked = 0
    # A fold is tried only against a bet (where checking is free it is no candidate): random
    # play, which bets.
    for state, seat, view in _decisions(variant, hands=6, passive=False):
        choices = candidates(view, state.legal_actions(), random.Random(0))
        known = _folds(state, choices, seat)
        for i, net in known.items():
            assert type(choices[i]) is Fold
            for seed in range(2):
                hand = state.copy()
                hand.apply(choices[i])
                assert playout(hand, random.Random(seed))[seat] == net
            checked += 1
    assert checked > 5


CARDS = st.lists(st.integers(0, 51), min_size=7, max_size=7, unique=True)


@settings(max_examples=60, deadline=None)
@given(CARDS, CARDS)
def test_hands_remembered_rank_as_hands_ranked_afresh(first, second):
    game = load_game("omaha")
    share = next(a for a in game.actions() if type(a).__name__ == "Showdown").shares[0]
    hands = [({"hand": tuple(c[:4])}, {"board": tuple(c[4:7])}) for c in (first, second)]
    fresh = [best_hand(share.ranking, share.composition, own, shared) for own, shared in hands]
    plain_values = [evaluate(HIGH, list(cards)) for cards in (first, second)]
    with memo.remembering():
        for _ in range(2):  # the second time from memory
            assert [best_hand(share.ranking, share.composition, own, shared) for own, shared in hands] == fresh
            assert [evaluate(HIGH, list(cards)) for cards in (first, second)] == plain_values
    assert not memo.active()


def test_the_bots_do_not_import_each_other():
    code = "import sys; import pokerlang.runner.mc; print('pokerlang.runner.agents' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


@pytest.mark.parametrize("variant", ["holdem", "swingo"])
def test_a_playout_leaves_no_cycle_for_the_collector(variant):
    """A look-ahead hand played out and dropped is freed at once: mc drops thousands a
    decision, and each left for the cycle collector cost a collection's share."""
    from pokerlang import native

    if native.status().startswith("the engine runs compiled"):
        pytest.skip("a compiled State takes no weak reference: the cycles are the source's, checked without the build")
    showdowns = 0
    for state, _seat, _view in _decisions(variant, hands=2):
        hand = state.copy()
        twin = state.copy(random.Random(7))
        rng, again = random.Random(3), random.Random(3)
        gc.disable()
        try:
            net = playout(hand, rng)
            showdowns += hand.outcome().showdown
            while not twin.is_over:
                twin.apply(cheapest(twin.legal_actions(), again))
            assert net == twin.outcome().net
            freed = weakref.ref(hand)
            del hand
            assert freed() is None, "a finished look-ahead is still held by a cycle"
        finally:
            gc.enable()
    assert showdowns > 3


def _attribute_writes(tree: ast.AST):
    """(line, object, attribute) of every assignment to an attribute of something other
    than ``self`` (the attribute itself assigned, or an item of it changed in place)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        else:
            continue
        for target in targets:
            while isinstance(target, ast.Subscript):  # ``hand.field[k] = ...`` changes the field too
                target = target.value
            mine = (
                isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and target.value.id == "self"
            )
            if isinstance(target, ast.Attribute) and not mine:
                yield node.lineno, ast.unparse(target.value), target.attr


HANDS = {"state", "hand", "twin", "sample", "guess", "quick", "branch", "trial", "copy", "look"}


def test_the_runner_writes_no_field_of_a_hand():
    """The bots and the runner only ask a hand (``apply``, ``view`` ...): no module of
    ``runner`` assigns a field of a State (mc's playouts once set one to check through),
    by any of the names a hand goes by there."""
    state = new_hand(load_game("holdem"), TableStakes(players=2), seed=1)
    fields = set(fields_of(state)) | {"dealer"}  # and the dealer, a property with a setter
    runner = Path(mc.__file__).parent
    writes = [
        f"{path.name}:{line}: {owner}.{name}"
        for path in sorted(runner.glob("*.py"))
        for line, owner, name in _attribute_writes(ast.parse(path.read_text()))
        if name in fields and owner.split(".")[-1] in HANDS
    ]
    assert writes == []
