"""A repeat must be able to stop: something in a pass changes what its condition asks
(E213). A tally the pass sets, chips it moves, cards it throws away all count."""

from __future__ import annotations

from helpers.error_catalog import run_check

HEAD = """import rankings
players 2..6
forced ante
tally kitty shared from 5
zone hand per seat private
step deal { deal 3 to hand }
"""
SHOWDOWN = "showdown best 3 of hand by three-card\n"


def codes(step: str) -> list[str | None]:
    return [d.code for d in run_check(HEAD + step + "\n" + SHOWDOWN)]


def test_a_tally_set_in_the_repeat_can_end_it():
    assert codes("step take { repeat until kitty < 1 { set kitty to kitty - 1 } }") == []


# A declaration read after the repeat (E233 otherwise): it changes neither a tally nor the pot.
IDLE, READ = "declare high, low together", "if someone declared high { bet }"


def test_a_tally_nothing_in_the_repeat_sets_cannot():
    assert codes(
        "step take { repeat until kitty < 1 { declare high, low together }  if someone declared high { bet } }"
    ) == ["E213"]


def test_a_discard_changes_what_a_hand_holds():
    assert codes("step bad { repeat until not hand of dealer holds deuces { discard 1 from hand in turn } }") == []


def test_the_pot_moves_with_chips_paid_in_the_repeat():
    assert codes("step grow { repeat until pot > 20 { pay 1 from everyone to pot } }") == []
    assert codes(
        "step grow { repeat until pot > 20 { declare high, low together }  if someone declared high { bet } }"
    ) == ["E213"]


# `seat` pays or is paid only where a block is played for one player: at the hand's end
# there is none, and a payment to it would silently pay nobody.
def test_a_payment_to_seat_at_the_hands_end_is_refused():
    head = HEAD.replace("forced ante\n", "")
    text = head + "when hand ends { pay 2 from everyone to seat if hand holds aces }\n" + SHOWDOWN
    assert [d.code for d in run_check(text)] == ["E704"]
    fixed = text.replace("to seat if", "to players-in if")
    assert [d.code for d in run_check(fixed)] == []


# A pass that may take more cards than the deck has left cannot be stopped in time by
# `deck has fewer than N`: the hint does not offer that stop.
def test_a_repeat_taking_more_than_the_deck_holds_is_told_to_write_its_passes_out():
    text = HEAD.replace("players 2..6", "players 2..9") + "when deck runs out reshuffle muck\n"
    text += "step t { repeat until someone declared knock { each in turn { declare trade, knock in turn"
    text += "  draw 3..3 from hand } } }\n" + SHOWDOWN
    (found,) = run_check(text)
    assert found.code == "E203" and "write the passes out as steps" in found.hint


# A card dealt to a shared zone in a player's turn is one card for the table, not one for
# each seat: a repeat doing so in `each in turn` takes one card a pass (Butcher Boy's deal).
def test_a_shared_deal_in_a_turn_takes_one_card_a_pass():
    text = HEAD.replace("players 2..6", "players 2..8").replace(
        "zone hand per seat private\n", "zone hand per seat private\nzone table shared public\n"
    )
    text += "step t { repeat until one in or deck has fewer than 9 { each in turn {\n"
    text += "  repeat until one in or deck has fewer than 9 { deal 1 to table  bet } } } }\n" + SHOWDOWN
    assert [d.code for d in run_check(text)] == []
    short = text.replace("or deck has fewer than 9 { deal", "{ deal")  # nothing stops the inner one
    (found,) = run_check(short)
    assert found.code == "E203" and "each pass of this repeat takes up to 1 card" in found.message


# A game of rounds (Screw your neighbour): each round deals a card a player and puts them
# all back in the muck, which the file reshuffles when the deck runs out: no round runs
# the deck dry, however many there are. Without the reshuffle the deck does run out.
def test_rounds_that_give_their_cards_back_to_a_reshuffled_muck_never_run_dry():
    text = HEAD.replace("players 2..6", "players 2..10") + "when deck runs out reshuffle muck\n"
    text += "step rounds { repeat until one in { deal 1 to hand  declare stay, fold in turn"
    text += "  put all from hand to muck } }\n" + SHOWDOWN
    assert [d.code for d in run_check(text)] == []
    kept = text.replace("  put all from hand to muck", "")  # the cards stay in the hands: they run out
    assert [d.code for d in run_check(kept)] == ["E203"]
    (found,) = run_check(text.replace("when deck runs out reshuffle muck\n", ""))
    assert found.code == "E203"


# `repeat 3 times { ... }` is its block written out: a condition on who is left, asked
# before the fold of the same block, holds from the second pass on (the first copy alone
# comes before any fold). Asked before anyone can leave at all, it never holds.
def test_one_in_asked_in_a_block_repeated_after_its_fold_can_hold():
    block = "if not one in { declare stay, fold in turn }"
    assert codes(f"step rounds {{ repeat 3 times {{ {block} }} }}") == []
    assert codes(f"step rounds {{ {block} }}") == ["E215"]


# Pok Deng's dealer draws in its own turn: `if seat = dealer { deal 1 to hand }` inside
# `each in turn` deals one card in all, not one a seat (17 players of three cards leave
# one card for it); `if seat != dealer` deals to all but one.
def test_a_deal_in_the_dealers_turn_alone_takes_one_card():
    head = HEAD.replace("players 2..6", "players 2..17")
    turn = "step dealer { each in turn { if seat = dealer { deal 1 to hand } } }\n"
    assert [d.code for d in run_check(head + turn + SHOWDOWN)] == []
    everyone = "step all { each in turn { if seat != dealer { deal 1 to hand } else { deal 1 to hand } } }\n"
    assert [d.code for d in run_check(head + everyone + SHOWDOWN)] == ["E201"]


# Bourré's cards that may not be played, put aside by a pattern: `check` counts the zone as
# emptied (the pattern may name every card), and says so where a later step takes from it.
def test_a_take_after_a_put_by_pattern_is_told_the_put_may_empty_the_zone():
    moved = "step move { put all from hand matching hearts to muck }\nstep play { discard 1 from hand in turn }\n"
    found = next(d for d in run_check(HEAD + moved + SHOWDOWN) if d.code == "E202")
    assert "a `put ... matching` before this counts as taking every card" in found.hint


# "A step under an `if` may be skipped: it is refused only if no pass finds the cards":
# `repeat 2 times` is its block written out twice, and the second copy finds them.
def test_a_guarded_step_short_in_the_first_copy_of_a_repeated_block_is_not_refused():
    head = HEAD.replace("zone hand per seat private\n", "zone hand per seat private\nzone pool shared public\n")
    block = "if cards(pool) > 0 { choose 1 from pool to hand in turn }  deal 1 to pool"
    assert [d.code for d in run_check(head + f"step t {{ repeat 2 times {{ {block} }} }}\n" + SHOWDOWN)] == []
    alone = head + "step t { if cards(pool) > 0 { choose 1 from pool to hand in turn } }\n" + SHOWDOWN
    assert [d.code for d in run_check(alone)] == ["E202"]


# Ochko's draws: in a player's turn a repeat deals to that player, and is asked its `until`
# after each pass, so one seat may draw the deck down to the stop and every turn after it
# still draws once: the stop must hold a card for every seat (with 8 seats, `fewer than 2`
# runs the deck dry at the table, and `check` says so).
def test_a_repeat_in_a_turn_stops_in_time_for_every_seats_first_pass():
    head = HEAD.replace("players 2..6", "players 2..8").replace(
        "zone hand per seat private\n", "zone hand per seat private\nzone drawn per seat private\n"
    )
    turn = "step draws { each in turn { repeat until deck has fewer than STOP { deal 1 to drawn } } }\n"
    assert [d.code for d in run_check(head + turn.replace("STOP", "8") + SHOWDOWN)] == []
    assert "E203" in [d.code for d in run_check(head + turn.replace("STOP", "2") + SHOWDOWN)]


# Screw your neighbour's dealer cuts the deck in its own turn: a card to the table in one
# seat's turn alone (`if seat = dealer { deal 1 to cut }`) is one card, not one a turn.
def test_a_card_to_the_table_in_the_dealers_turn_alone_is_one_card():
    head = HEAD.replace("players 2..6", "players 2..17").replace(
        "zone hand per seat private\n", "zone hand per seat private\nzone cut shared public\n"
    )
    turn = "step cut { each in turn { if seat = dealer { deal 1 to cut } } }\n"
    assert [d.code for d in run_check(head + turn + SHOWDOWN)] == []
    every = "step cut { each in turn { deal 1 to cut } }\n"  # one a turn: 17 more than the deck has left
    assert [d.code for d in run_check(head + every + SHOWDOWN)] == ["E201"]
