"""A roll turns cards face up as a deal face up would, for the game's events: `when dealt
up fours` goes off on a four the roll turns. An event on a card dealt either way (`when
dealt kings`) went off when the card was dealt face down, and the roll does not set it
off again: each matching card sets an event off once, as `check` counts the cards its
events may take (a game that checked ran out of cards when a king dealt down was rolled)."""

from __future__ import annotations

from pokerlang.compiler import compile_source
from pokerlang.engine import TableStakes, new_hand

SOURCE = """game "Rolled kings"
import rankings
players 2..6
zone hand per seat private
zone shown per seat public
zone row per seat hidden
when dealt {face}kings {{ burn 1 }}
deal 1 to shown
deal 5 to row
deal 2 to hand
expose 1 from row next
bet
showdown {{ best 5 of hand + row by high }}
"""
# Seat 1 (the dealer's left, button 0) is dealt first: its first row card is the king of
# hearts, face down; no other king is among the cards dealt or burnt.
DECK = "2c 3c Kh 4c 5c 6c 7c 8c 9c Tc Jc Qc 2d 3d 4d 5d 6d 7d 8d 9d Td"


def burns(face: str) -> int:
    game = compile_source("rolled.poker", SOURCE.format(face=face)).game
    state = new_hand(game, TableStakes(players=2), deck=DECK.split(), button=0)
    return sum(1 for e in state.log if e.kind == "burn")


def test_a_king_dealt_down_then_rolled_up_sets_an_event_on_any_king_off_once():
    assert burns("") == 1


def test_a_king_rolled_up_sets_an_event_on_kings_dealt_up_off():
    assert burns("up ") == 1


def test_a_king_dealt_down_sets_an_event_on_kings_dealt_down_off_and_not_its_roll():
    assert burns("down ") == 1
