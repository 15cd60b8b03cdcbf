"""Conditions and counts inside deal after deal: a step under an `if` in a repeat (the card
budget), `someone declared X` / `SEAT declared X`, and `winners` / `losers` of a showdown
played inside `repeat until one in` (Guts). Rule by rule, on small written games."""

from __future__ import annotations

from helpers.invariants import play_randomly
from helpers.stacking import round_the_table, stacked
from helpers.written_games import WRITTEN
from helpers.written_play import game as written
from helpers.written_games import compile_games

from pokerlang.check import check_file
from pokerlang.engine import Declare, TableStakes, new_hand
from pokerlang.explain import explain

POSTS = """game "Posts"
import rankings
players 2..6
forced ante
zone hand per seat private
zone posts per seat private
step cards {
    deal 3 to hand
    repeat until nobody declared hit or deck has fewer than 12 {
        if cards(posts) > 0 { discard TAKE from posts in turn }
        declare hit, stand in turn
        deal 2 to posts only declared hit
        bet
    }
}
showdown best 3 of hand by three-card
"""


def problems(tmp_path, text: str) -> list[str]:
    path = tmp_path / "v.poker"
    path.write_text(text)
    return [d.render() for d in check_file(path) if "is never used" not in d.message]


# "A step under an `if` may be skipped": the first pass of the repeat holds no posts, but
# a later pass does, so the guarded discard is not refused (E202).
def test_a_guarded_discard_at_the_top_of_a_repeat_finds_its_cards_on_a_later_pass(tmp_path):
    assert problems(tmp_path, POSTS.replace("TAKE", "2")) == []


# ... but a guarded step that no pass can feed is still refused.
def test_a_guarded_discard_no_pass_can_feed_is_refused(tmp_path):
    (message,) = problems(tmp_path, POSTS.replace("TAKE", "3"))
    assert "error[E202]: discard 3 from posts, but posts holds" in message
    never = POSTS.replace("TAKE", "2").replace("deal 2 to posts only declared hit", "deal 2 to hand only declared hit")
    (message,) = problems(tmp_path, never.replace("best 3 of hand", "best 5 of hand").replace("three-card", "high"))
    assert "error[E202]: discard 2 from posts, but posts holds 0" in message


def test_a_guarded_discard_plays_at_every_number_of_players(tmp_path):
    game = compile_games(tmp_path, posts=POSTS.replace("TAKE", "2"))["posts"]
    for players in (2, 4, 6):
        play_randomly(game, players, players)


DECLARED = """game "Declared"
import rankings
players 2..6
forced ante
zone hand per seat private
zone board shared public
step cards { deal 2 to hand  declare in, out together }
if someone declared in { deal 1 to board }
if dealer declared in { deal 2 to board }
showdown best 2 of hand by two-card
"""


def board_after(tmp_path, *declared: str) -> int:
    """Three seats, the dealer at seat 2: seats 0, 1 and 2 declare in that order."""
    game = compile_games(tmp_path, declared=DECLARED)["declared"]
    deck = stacked({0: "As Ks", 1: "Qh Jh", 2: "2c 7d"}, "Ts 9h 4c", button=2, players=3)
    state = new_hand(game, TableStakes(players=3, ante=1, stacks=100), deck=deck, button=2)
    for word in declared:
        state.apply(Declare(word))
    return len(state.zones.cards("board", None))


# "someone declared in": some player still in chose in the last time it was offered.
def test_someone_declared_holds_when_any_player_chose_it(tmp_path):
    assert board_after(tmp_path, "out", "out", "out") == 0
    assert board_after(tmp_path, "out", "in", "out") == 1


# "dealer declared in": the dealer's own latest declaration, whatever the others chose.
def test_a_seat_declared_asks_that_seats_choice(tmp_path):
    assert board_after(tmp_path, "in", "in", "out") == 1
    assert board_after(tmp_path, "out", "out", "in") == 3


# "seat declared hit", in one player's turn: that player's own choice, asked as they make it.
def test_seat_declared_asks_the_player_whose_turn_it_is(tmp_path):
    text = DECLARED.replace(
        "step cards { deal 2 to hand  declare in, out together }",
        "step cards { deal 2 to hand\n"
        "    each in turn { declare in, out in turn  if seat declared in { deal 1 to board } }\n}",
    )
    game = compile_games(tmp_path, turns=text)["turns"]
    deck = stacked({0: "As Ks", 1: "Qh Jh", 2: "2c 7d"}, "Ts 9h 4c 3s 3h", button=2, players=3)
    state = new_hand(game, TableStakes(players=3, ante=1, stacks=100), deck=deck, button=2)
    state.apply(Declare("in"))  # seat 0: a card to the board at once
    assert [str(c) for c in state.zones.cards("board", None)] == ["Ts"]
    state.apply(Declare("out"))  # seat 1: none
    state.apply(Declare("in"))  # seat 2, the dealer: one for its own turn, one for someone, two for the dealer
    assert len(state.zones.cards("board", None)) == 5
    (message,) = problems(tmp_path, DECLARED.replace("someone declared in", "seat declared in"))
    assert "error[E512]: 'seat declared' is asked of one player" in message


def test_declared_is_said_in_english_and_checked_against_the_options(tmp_path):
    game = compile_games(tmp_path, declared=DECLARED)["declared"]
    text = explain(game)
    assert "If a player still in declared in the last time it was offered" in text
    assert "If the dealer declared in the last time it was offered" in text
    (message,) = problems(tmp_path, DECLARED.replace("dealer declared in", "dealer declared inn"))
    assert "error[E227]: 'dealer declared inn' asks of an option no declaration offers" in message
    (message,) = problems(tmp_path, DECLARED.replace("dealer declared in", "dealr declared in"))
    assert "error[E103]: unknown seat 'dealr'" in message


# ---- Guts, three strikes and out: winners and losers of a showdown inside deal after deal

# Five seats, the dealer at seat 4: seat 0 declares first. The same hands every deal.
GUTS_HANDS = {0: "As Ad Kc", 1: "Kh Kd 2c", 2: "Qh Qd 3c", 3: "7d 5d 2d", 4: "9h 6s 4c"}


def guts(strikes=(0, 0, 0, 0, 0), deals=4):
    hands = round_the_table(GUTS_HANDS, 4, 5)
    table = TableStakes(small_blind=1, big_blind=1, stacks=100, players=5, tallies={"strikes": strikes})
    return new_hand(written("guts-three-strikes"), table, deck=hands, button=4, redeal_decks=[hands] * deals)


def declare_all(state, *words):
    for word in words:
        state.apply(Declare(word))
    return state


# "A showdown lost is a strike": each deal's losers count one as the deal goes on, not
# only when the hand ends.
def test_each_showdown_lost_inside_the_repeat_is_a_strike():
    state = declare_all(guts(), "in", "in", "in", "out", "out")  # aces beat kings and queens
    assert state.tallies["strikes"] == [0, 1, 1, 0, 0]
    declare_all(state, "out", "in", "in", "in", "out")  # the flush beats the kings and the queens
    assert state.tallies["strikes"] == [0, 2, 2, 0, 0]


# "A showdown won wipes the strikes out"; a player who sits a deal out keeps theirs.
def test_a_showdown_won_wipes_the_strikes_out():
    state = declare_all(guts((0, 2, 1, 0, 2)), "out", "in", "in", "out", "out")
    assert state.tallies["strikes"] == [0, 0, 2, 0, 2]


# "A player who loses three showdowns in a row is out of the game once this hand is over."
def test_the_third_showdown_lost_in_a_row_puts_the_player_out():
    state = declare_all(guts((0, 0, 2, 0, 0)), "in", "out", "in", "out", "out")  # queens lose a third time
    declare_all(state, "out", "out", "out", "in", "out")  # the seven alone takes the pot
    result = state.result()
    assert state.is_over and result.out == (2,)
    assert result.tallies == {"strikes": (0, 0, 3, 0, 0)}


# Every hand in equal: nobody wins, nobody pays, and nobody takes a strike.
def test_a_deal_where_nobody_loses_is_no_strike():
    same = {0: "As Kd 9c", 1: "Ah Ks 9d", 2: "2c 3d 5h", 3: "2d 3c 5s", 4: "7h 8c Tc"}
    hands = round_the_table(same, 4, 5)
    table = TableStakes(small_blind=1, big_blind=1, stacks=100, players=5, tallies={"strikes": (0,) * 5})
    state = new_hand(written("guts-three-strikes"), table, deck=hands, button=4, redeal_decks=[hands] * 2)
    declare_all(state, "in", "in", "out", "out", "out")
    assert state.tallies["strikes"] == [0] * 5


def test_guts_with_strikes_keeps_every_invariant():
    for players in (2, 5, 10):
        play_randomly(written("guts-three-strikes"), players, players)


def test_explain_says_the_strikes_are_that_showdowns():
    text = explain(written("guts-three-strikes"))
    assert "- For each player in whose hand lost that showdown: 1 is added to their strikes." in text
    assert "- For each player whose hand won that showdown: their strikes is set to 0." in text


# Before any showdown of the deal, winners and losers name nobody: refused (E470).
def test_winners_or_losers_before_the_deals_showdown_are_refused(tmp_path):
    text = (WRITTEN / "guts-three-strikes.poker").read_text()
    deal = "        deal 3 down to hand\n"
    early = text.replace(deal, deal + "        pay 1 from losers to pot\n")
    (message,) = problems(tmp_path, early)
    assert "error[E470]: 'losers' names nobody here: no showdown has been played before this step" in message
    assert problems(tmp_path, text) == []


# `won(seat)` after a showdown inside deal after deal asks that showdown too.
def test_won_after_a_deals_showdown_asks_that_showdown(tmp_path):
    text = (WRITTEN / "guts-three-strikes.poker").read_text()
    text = text.replace("set strikes of winners to 0", "set strikes of everyone to 0 if won(seat)")
    g = compile_games(tmp_path, won=text)["won"]
    hands = round_the_table(GUTS_HANDS, 4, 5)
    table = TableStakes(small_blind=1, big_blind=1, stacks=100, players=5, tallies={"strikes": (2, 2, 2, 0, 0)})
    state = new_hand(g, table, deck=hands, button=4, redeal_decks=[hands] * 2)
    declare_all(state, "in", "in", "out", "out", "out")  # the aces win, the kings lose
    assert state.tallies["strikes"] == [0, 3, 2, 0, 0]


# A payment after the deal's showdown: each loser of that showdown pays its winner.
def test_a_payment_after_a_deals_showdown_is_between_its_losers_and_winners(tmp_path):
    text = (WRITTEN / "guts-three-strikes.poker").read_text()
    text = text.replace("set strikes of winners to 0", "pay 2 from losers to winners")
    g = compile_games(tmp_path, bonus=text)["bonus"]
    hands = round_the_table(GUTS_HANDS, 4, 5)
    table = TableStakes(small_blind=1, big_blind=1, stacks=100, players=5, tallies={"strikes": (0,) * 5})
    state = new_hand(g, table, deck=hands, button=4, redeal_decks=[hands] * 2)
    declare_all(state, "in", "in", "in", "out", "out")  # the aces beat the kings and the queens
    assert [(p.payer, p.payee, p.amount) for p in state.paid] == [(1, 0, 2), (2, 0, 2)]
