"""A cap game (`betting no-limit cap 30 big-blinds`, the card rooms' cap no-limit): a player
puts at most 30 big blinds into a hand, blinds and antes included; there they are all in,
with side pots as for any all in, and the chips above the cap play no part in the hand
and are theirs again at its end."""

from __future__ import annotations

import pytest

from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Call, Fold, RaiseRange, Raise, TableStakes, new_hand

CAPPED = """
game "Cap no-limit hold'em"
extends "holdem"
betting no-limit cap 30 big-blinds
"""
# Seats 0, 1, 2 (the button at 0: seat 1 the small blind, seat 2 the big; the cards dealt
# from the button's left): seat 0 is dealt aces, seat 1 kings, seat 2 queens, and the
# board gives nobody more.
DECK = ["Kd", "Qc", "As", "Kc", "Qh", "Ah", "2s", "3d", "7c", "9h", "4s", "5s", "Jd", "8c", "6d"]


def game(source: str = CAPPED):
    return compile_source("cap.poker", source).game


def most_raise(hand) -> int:
    [raise_range] = [o for o in hand.legal_actions() if isinstance(o, RaiseRange)]
    return raise_range.max


def test_a_player_puts_at_most_the_cap_into_a_hand():
    hand = new_hand(game(), TableStakes(players=3, stacks=200), deck=DECK, button=0)
    assert most_raise(hand) == 60  # 30 big blinds of 2, not the stack of 200
    view = hand.view(0)
    assert view["seats"][0]["stack"] == 60 and view["seats"][0]["behind"] == 140


def test_the_blinds_count_toward_the_cap():
    hand = new_hand(game(), TableStakes(players=3, stacks=200), deck=DECK, button=0)
    hand.apply(Raise(60))
    hand.apply(Call())  # the small blind: 59 more
    assert hand.chips.committed[1] == 60 and hand.chips.stacks[1] == 0  # all in at the cap


def test_the_chips_above_the_cap_are_back_at_the_end():
    hand = new_hand(game(), TableStakes(players=3, stacks=200), deck=DECK, button=0)
    hand.apply(Raise(60))
    hand.apply(Call())
    hand.apply(Call())  # all three all in at the cap: the board is dealt out
    result = hand.result()
    assert result.stacks == (140 + 180, 140, 140)  # aces win the pot of 180; everyone keeps the 140 behind
    assert result.net == (120, -60, -60)


def test_a_stack_below_the_cap_plays_whole_and_makes_a_side_pot():
    hand = new_hand(game(), TableStakes(players=3, stacks=(200, 200, 40)), deck=DECK, button=0)
    assert hand.view(2)["seats"][2]["behind"] == 0
    hand.apply(Raise(60))
    hand.apply(Call())
    hand.apply(Call())  # the big blind: all in for 40
    result = hand.result()
    assert [p.amount for p in result.pots] == [120, 40]
    assert result.stacks == (140 + 160, 140, 0)


def test_a_fold_loses_only_what_was_put_in():
    hand = new_hand(game(), TableStakes(players=3, stacks=200), deck=DECK, button=0)
    hand.apply(Fold())
    hand.apply(Fold())
    assert hand.result().stacks == (200, 199, 201)


def test_the_ante_counts_toward_the_cap():
    source = CAPPED + "forced blinds and ante\n"
    hand = new_hand(game(source), TableStakes(players=3, stacks=200, ante=1), deck=DECK, button=0)
    assert most_raise(hand) == 59  # the ante of 1 is in already


def test_pot_limit_may_be_capped_too():
    hand = new_hand(game(CAPPED.replace("no-limit", "pot-limit")), TableStakes(players=3, stacks=200), button=0)
    assert hand.view(0)["seats"][0]["behind"] == 140


def test_a_cap_in_big_blinds_is_not_a_fixed_limit_game_s():
    with pytest.raises(PokerlangError) as err:
        game(CAPPED.replace("no-limit", "fixed-limit"))
    [said] = err.value.diagnostics
    assert said.code == "E305" and "counts the bets and raises" in said.hint


def test_a_cap_of_another_unit_is_refused_with_the_sentences_known():
    with pytest.raises(PokerlangError) as err:
        game(CAPPED.replace("big-blinds", "chips"))
    [said] = err.value.diagnostics
    assert said.code == "E131" and "big-blinds" in said.message + said.hint


def test_a_capped_hand_replays_from_its_history(tmp_path):
    from click.testing import CliRunner

    from pokerlang.cli import cli

    variant = tmp_path / "cap.poker"
    variant.write_text(CAPPED)
    history = tmp_path / "h.jsonl"
    ran = CliRunner().invoke(
        cli, ["run", str(variant), "--hands", "60", "--players", "4", "--seed", "3", "--history", str(history)]
    )
    assert ran.exit_code == 0, ran.output
    replayed = CliRunner().invoke(cli, ["replay", str(history)])
    assert replayed.exit_code == 0 and "every result matches" in replayed.output


# Tempest hold'em: all in or fold, a player's whole stack capped at 20 big blinds; the
# push is the capped stack, and the chips above the cap come back at the end.
def test_all_in_or_fold_pushes_the_capped_stack():
    source = CAPPED.replace("betting no-limit cap 30 big-blinds", "betting all-in cap 20 big-blinds")
    hand = new_hand(game(source), TableStakes(players=3, stacks=200), deck=DECK, button=0)
    assert most_raise(hand) == 40  # 20 big blinds of 2: all the stack there is in the hand
    hand.apply(Raise(40))
    hand.apply(Fold())
    hand.apply(Fold())
    assert hand.result().stacks == (203, 199, 198)
