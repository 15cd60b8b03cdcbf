"""If `check` passes, the game runs and conserves chips and cards, and leaks nothing:
defects found by the hostile sweep, each held by a test."""

import random

from pokerlang.check import check_file
from pokerlang.compiler import compile_file
from pokerlang.engine import TableStakes, new_hand

DEAL_OUTSIDE = """game "deal outside the repeat"
import rankings
players 2..4
forced ante 1 big-blinds
zone hand per seat private
deal 3 to hand
repeat until one in {
  declare in, out = fold together
  showdown { best 3 of hand by three-card  losers match pot }
}
"""

HIDDEN_GRID = """game "hidden grid"
import rankings
players 2
forced blinds
zone hand per seat private
zone grid shared hidden grid 2 x 3
deal 2 to hand
deal 6 to grid
bet
showdown best 5 of hand + grid by high
"""


def test_check_refuses_deal_after_deal_whose_cards_are_dealt_outside_it(tmp_path):
    path = tmp_path / "v.poker"
    path.write_text(DEAL_OUTSIDE)
    messages = [d.message for d in check_file(path)]
    assert any("none is dealt again inside the repeat" in m for m in messages)


def test_a_deal_in_which_nobody_holds_a_hand_pays_the_pot_to_nobody_never(tmp_path):
    """Even played past the check, the pot stays for the next deal: no chip is lost."""
    path = tmp_path / "v.poker"
    path.write_text(DEAL_OUTSIDE)
    game = compile_file(path)
    for seed in range(60):
        state, rng = new_hand(game, TableStakes(players=3, ante=1), seed=seed), random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()).sample(rng))
        assert sum(state.result().net) == 0, seed


def test_a_grid_nobody_sees_shows_no_card_in_any_view(tmp_path):
    path = tmp_path / "v.poker"
    path.write_text(HIDDEN_GRID)
    assert check_file(path) == []
    state = new_hand(compile_file(path), TableStakes(players=2), seed=1)
    grid = {str(c) for row in state.zones.grids["grid"].view() for stack in row for c in stack}
    assert len(grid) == 6
    for seat in (0, 1):
        view = state.view(seat)
        assert all(c is None for row in view["grids"]["grid"] for stack in row for c in stack)
        assert view["table"]["grid"] == [None] * 6
        assert not grid & set(str(view.to_json()).replace("'", '"').split('"'))


HEADER = 'game "x"\nimport rankings\nplayers 2\nforced blinds\nzone hand per seat private\nzone board shared public\n'


def _messages(tmp_path, text: str) -> list[str]:
    path = tmp_path / "v.poker"
    path.write_text(HEADER + text)
    return [d.message for d in check_file(path)]


def test_a_zone_named_twice_in_a_hand_is_refused(tmp_path):
    messages = _messages(
        tmp_path, "deal 2 to hand bet\ndeal 3 to board bet\nshowdown best 5 of board + hand + board by high\n"
    )
    assert messages == ["zone 'board' is named twice in this hand"]


def test_a_ranking_that_cannot_rank_every_card_of_the_deck_is_refused(tmp_path):
    messages = _messages(tmp_path, "deal 5 to hand bet\nshowdown 5 of hand by short-deck\n")
    assert messages == ["ranking 'short-deck' ranks 6 to A, but the deck also holds 2, 3, 4, 5"]


def test_a_qualifier_no_hand_can_meet_is_refused(tmp_path):
    messages = _messages(
        tmp_path,
        'ranking odd "odd" extends high { qualify straight, 2 or better }\n'
        "deal 5 to hand bet\nshowdown 5 of hand by odd\n",
    )
    assert messages == ["ranking 'odd' qualifies at 'straight, 2 or better', but no straight has 2 as its top card"]


def _play_out(path, players: int, seeds: int = 20) -> None:
    """Random play to the end of each hand: it ends, and no chip is made or lost."""
    game = compile_file(path)
    for seed in range(seeds):
        state, rng = new_hand(game, TableStakes(players=players), seed=seed), random.Random(seed)
        for _ in range(500):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()).sample(rng))
        assert state.is_over and sum(state.result().net) == 0, seed


GRID = (
    'game "grid"\nimport rankings\nplayers 2\nforced ante 1 big-blinds\n'
    "zone grid shared public grid 2 x {columns} stacks\ndeal {dealt} up to grid\n"
    "moves 3 each on grid {{ seat 1 from left  seat 2 from right  {moves} }}\n"
    "showdown best 1 of grid by one-card\n"
)


def test_a_move_at_a_space_never_dealt_to_is_never_offered(tmp_path):
    """Two cards on a grid of six spaces: a seat whose position is empty has no card to
    swap or stack, and no card may be swapped with an empty space; it passes."""
    path = tmp_path / "v.poker"
    path.write_text(GRID.format(columns=3, dealt=2, moves="swap stack pass"))
    assert check_file(path) == []
    _play_out(path, 2)


def test_a_seat_that_cannot_move_passes_even_where_the_file_lists_no_pass(tmp_path):
    path = tmp_path / "v.poker"
    for columns, dealt in ((1, 2), (3, 2)):
        path.write_text(GRID.format(columns=columns, dealt=dealt, moves="swap"))
        assert check_file(path) == []
        _play_out(path, 2)


RESHUFFLE = """game "reshuffle"
import rankings
players 2..10
forced blinds
when deck runs out reshuffle muck
zone hand per seat private
deal 5 to hand
bet
burn 1
deal 1 to hand
bet
showdown best 5 of hand by high
"""


def test_the_card_budget_of_a_reshuffle_game_counts_what_the_muck_can_give(tmp_path):
    """Ten players hold 50 cards and one is burnt: the muck, shuffled in, gives one card
    of the ten the next deal needs."""
    path = tmp_path / "v.poker"
    path.write_text(RESHUFFLE)
    messages = [d.message for d in check_file(path)]
    assert messages == [
        (
            "with 10 players, dealing 1 to hand needs 8 more card(s) than the 52-card deck has "
            "left, with the 1 card(s) of the muck shuffled in"
        )
    ]
    path.write_text(RESHUFFLE.replace("players 2..10", "players 2..8"))
    assert check_file(path) == []


def test_a_draw_from_a_dry_deck_is_served_from_the_discards(tmp_path):
    """Six players draw up to five each with four cards left: each one's discards come
    back. But two dealt to keep one need a card more than the discard: with the deck and
    the muck dry, the second card of the first seat is not there."""
    path = tmp_path / "v.poker"
    draw = RESHUFFLE.replace("players 2..10", "players 2..6").replace("burn 1\ndeal 1 to hand", "deal 3 to hand")
    path.write_text(draw.replace("bet\nshowdown", "draw 0..5 from hand\nbet\nshowdown"))
    assert check_file(path) == []
    path.write_text(
        draw.replace("players 2..6", "players 2..4")
        .replace("deal 5", "deal 10")
        .replace("bet\nshowdown", "draw 0..1 from hand, single two dealt keep one\nbet\nshowdown")
    )
    assert [d.message for d in check_file(path)] == [
        (
            "with 4 players, drawing up to 1 each needs 1 more card(s) than the 52-card deck has left, with the 1"
            " card(s) of the muck shuffled in"
        )
    ]


BIG_BOARD = """game "big board"
import rankings
players 2
forced blinds
zone hand per seat private
zone board shared public
deal 2 to hand
deal 33 to board
bet first best board by upcards
showdown best 5 of hand + board by high
"""


def test_a_hand_from_more_cards_than_can_be_ranked_in_time_is_refused(tmp_path):
    path = tmp_path / "v.poker"
    path.write_text(BIG_BOARD)
    messages = [d.message for d in check_file(path)]
    assert messages == [
        (
            "the first bet ranks the cards showing from up to 33 cards: more than the 16 a hand may be made from,"
            " or ranking it would take too long"
        ),
        (
            "share 'high' makes its hand from up to 35 cards: more than the 16 a hand may be made from,"
            " or ranking it would take too long"
        ),
    ]
    path.write_text(BIG_BOARD.replace("deal 33", "deal 14").replace("forced blinds", "forced blinds\nwild deuces"))
    assert [d.message for d in check_file(path)] == [
        (
            "the first bet ranks the cards showing from up to 14 cards: more than the 12 a hand may be made from"
            " when cards are wild, or ranking it would take too long"
        ),
        (
            "share 'high' makes its hand from up to 16 cards: more than the 12 a hand may be made from"
            " when cards are wild, or ranking it would take too long"
        ),
    ]
    path.write_text(BIG_BOARD.replace("deal 33", "deal 12"))
    assert check_file(path) == []


DEAL_TILL_LOW = """game "deal till the deck runs low"
import rankings
players 2..7
zone hand per seat private
step deal { repeat until deck has fewer than 7 { deal 1 to hand } bet }
showdown best 5 of hand by high
"""


def test_a_hand_too_big_to_rank_is_refused_at_every_number_of_players_allowed(tmp_path):
    """Seven players are dealt seven cards each before the deck runs low; two are dealt
    23 each: the hand-size limit holds at every number of players, not only the most."""
    path = tmp_path / "v.poker"
    path.write_text(DEAL_TILL_LOW)
    [diagnostic] = check_file(path)
    assert diagnostic.code == "E413"
    assert diagnostic.message == (
        "share 'high' makes its hand from up to 23 cards with 2 players: more than the 16 a hand may be made from,"
        " or ranking it would take too long"
    )
    assert "a zone that a `repeat` deals or puts into counts every card the repeat may bring" in (diagnostic.hint or "")
    path.write_text(DEAL_TILL_LOW.replace("players 2..7", "players 4..7"))  # four are dealt 12 each
    assert check_file(path) == []


SHORT_DECK = """game "short deck, common cards"
import rankings
players 2..6
deck ranks 6..A
forced blinds
zone hand per seat private
zone board shared public
deal 5 to hand
bet
deal 3 to hand, or to board if the deck is short
burn 1
deal 1 to board
bet
showdown best 5 of hand + board by short-deck
"""


def test_a_deal_that_turns_to_the_board_counts_the_seats_still_in_at_worst(tmp_path):
    """Six players hold 30 of 36 cards: with all six in, three common cards leave three;
    with two left in, each is dealt three and the deck is dry before the burn."""
    path = tmp_path / "v.poker"
    path.write_text(SHORT_DECK)
    assert [d.message for d in check_file(path)] == [
        "with 6 players, the burn needs 1 more card(s) than the 36-card deck has left"
    ]
    path.write_text(SHORT_DECK.replace("players 2..6", "players 2..5"))
    assert check_file(path) == []
    _play_out(path, 5, seeds=30)
