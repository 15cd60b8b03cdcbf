"""Seven twenty-seven, sentence by sentence, on stacked decks: a card face down and a card
face up, a betting round; then each player in turn takes one more card face up or
stands, and a betting round follows, until a round in which every player stands; a
number card counts its pips, a face card a half, an ace 1 or 11; the pot is split
between the count nearest 7 and the count nearest 27, the lower count winning a tie in
distance (cards speak). The variation: a count over 27 busts.

Three seats, the button at seat 2: cards go round the table from seat 0, and seat 0
takes the first turn. Antes of one chip; nobody bets, so the pot is the three antes.
"""

from __future__ import annotations

from helpers.stacking import cards, stacked

from pokerlang.check import check_file
from pokerlang.compiler import compile_file, load_game
from pokerlang.engine import Check, Declare, DeclareOptions, TableStakes, new_hand
from pokerlang.resources import variants_dir


def table(hands: dict[int, str], rest: str = "", game: str = "seven-twenty-seven", players: int = 3):
    """Each hand's first card dealt face down, its second face up, one at a time from seat
    0; then ``rest`` on top of the deck: the cards taken, in order."""
    return new_hand(
        load_game(game),
        TableStakes(ante=1, small_bet=2, big_bet=4, players=players),
        deck=stacked(hands, rest, button=2, players=players),
        button=2,
    )


def play(state, *moves: str) -> None:
    """``hit``/``stand`` for the player whose turn it is, ``check`` for a betting round."""
    for move in moves:
        state.apply(Check() if move == "check" else Declare(option=move))


def stand_all(state, players: int = 3) -> None:
    """A round in which every player stands, and its betting round: the hand is over."""
    play(state, *["stand"] * players, *["check"] * players)


def won(state) -> dict[str, set[int]]:
    """Each share's winners, by name."""
    out: dict[str, set[int]] = {}
    for pot in state.result().pots:
        for share in pot.shares:
            out.setdefault(share.name, set()).update(w.seat for w in share.winners)
    return out


def hands(state) -> dict[int, dict[str, str]]:
    return {shown.seat: shown.hands for shown in state.result().shown}


def test_the_variants_check_clean():
    assert check_file(variants_dir() / "seven-twenty-seven.poker") == []
    assert check_file(variants_dir() / "seven-twenty-seven-bust.poker") == []


# "Each player is dealt a card face down and a card face up, and a betting round begins."
def test_one_card_down_one_up_then_a_betting_round():
    state = table({0: "5c 6d", 1: "9c 9d", 2: "Kc Kd"})
    assert state.zones.face_up("hand", 0) == tuple(cards("6d"))
    assert state.street == "deal" and state.to_act == 0
    assert state.view(1)["seats"][0]["zones"]["hand"] == [None, cards("6d")[0]]  # the down card is hers alone


# "An ace counts 1 or 11": five, ace, ace is 7 and 27 at once, and takes the whole pot.
def test_an_ace_counts_one_or_eleven_and_the_same_hand_may_win_both_halves():
    state = table({0: "5c As", 1: "9c 9d", 2: "Kc Kd"}, rest="Ad")
    play(state, "check", "check", "check", "hit", "stand", "stand", "check", "check", "check")
    stand_all(state)
    assert hands(state)[0] == {"low": "a count of 7", "high": "a count of 27"}
    assert won(state) == {"low": {0}, "high": {0}}
    assert state.result().net[0] == 2


# "A jack, queen or king counts a half": king-king is 1, nearer 7 than nine-nine's 18;
# six, king (6½) beats it for low, a half from 7.
def test_face_cards_count_a_half():
    state = table({0: "6c Kh", 1: "9c 9d", 2: "Kc Kd"})
    play(state, "check", "check", "check")
    stand_all(state)
    assert hands(state)[0]["low"] == "a count of 6½" and hands(state)[2]["low"] == "a count of 1"
    assert won(state)["low"] == {0}
    assert won(state)["high"] == {1}  # 18 is the nearest 27


# "The count nearest 27 wins the high half, the count nearest 7 the low half", in either
# direction: 29 is nearer 27 than 24, and 3 nearer 7 than 24.
def test_nearest_twenty_seven_wins_high_and_nearest_seven_low():
    state = table({0: "Tc 9d", 1: "Th 8d", 2: "2c Ad"}, rest="Td 6c")
    play(state, "check", "check", "check", "hit", "hit", "stand", "check", "check", "check")
    stand_all(state)
    counts = {seat: shown["high"] for seat, shown in hands(state).items()}
    assert counts == {0: "a count of 29", 1: "a count of 24", 2: "a count of 13"}
    assert won(state) == {"high": {0}, "low": {2}}  # 2-A counts 3 for low: 13 is its 27 side


# "Of two counts equally far from the target, one under and one over, the lower wins."
def test_equally_far_the_count_under_the_target_wins():
    state = table({0: "2c 4d", 1: "3c 5d", 2: "Tc Td"})  # 6 and 8 against 7
    play(state, "check", "check", "check")
    stand_all(state)
    assert won(state)["low"] == {0}


# "Equal counts split their half."
def test_equal_counts_split():
    state = table({0: "2c 5d", 1: "3c 4d", 2: "Tc Td"})
    play(state, "check", "check", "check")
    stand_all(state)
    assert won(state)["low"] == {0, 1}


# "Each player in turn takes one more card, face up, or stands; a betting round follows",
# and "a player who stood may take a card in a later round": the rounds go on until a
# round in which every player stands.
def test_rounds_of_cards_go_on_until_a_round_in_which_everyone_stands():
    state = table({0: "2c 3d", 1: "9c 9d", 2: "Kc Kd"}, rest="4h 5h 6h")
    play(state, "check", "check", "check")
    play(state, "stand", "hit", "stand")  # only seat 1 takes a card
    assert state.zones.face_up("hand", 1)[-1] == cards("4h")[0]
    assert state.view(0)["seats"][1]["zones"]["hand"][-1] == cards("4h")[0]  # face up: all see it
    play(state, "check", "check", "check")
    assert not state.is_over and state.to_act == 0  # someone hit: another round of cards
    play(state, "hit", "stand", "hit")  # seat 0 stood before, and takes one now
    assert [len(state.zones.cards("hand", s)) for s in range(3)] == [3, 3, 3]
    play(state, "check", "check", "check")
    assert not state.is_over
    play(state, "stand", "stand", "stand")
    assert not state.is_over  # the betting round after the round in which all stood
    play(state, "check", "check", "check")
    assert state.is_over and state.result().showdown


# "Each player in turn": a player decides after seeing the card the player before took.
def test_a_card_taken_is_seen_before_the_next_player_decides():
    state = table({0: "2c 3d", 1: "9c 9d", 2: "Kc Kd"}, rest="Ah")
    play(state, "check", "check", "check", "hit")
    assert state.to_act == 1
    assert cards("Ah")[0] in state.view(1)["seats"][0]["zones"]["hand"]


# Hidden cards stay hidden: nobody but its owner sees a down card, until the showdown.
def test_the_down_card_is_seen_only_by_its_owner():
    state = table({0: "Qs 2d", 1: "9c 9d", 2: "Kc Kd"})
    play(state, "check", "check", "check", "hit", "hit", "hit")
    for viewer in (1, 2):
        assert state.view(viewer)["seats"][0]["zones"]["hand"][0] is None
    assert state.view(0)["seats"][0]["zones"]["hand"][0] == cards("Qs")[0]


# The rounds of cards end too when the deck could not give every player one more.
def test_the_rounds_of_cards_end_when_the_deck_runs_short():
    state = table({0: "2c 3d", 1: "9c 9d", 2: "Kc Kd"})
    while not state.is_over:
        declaring = any(isinstance(o, DeclareOptions) for o in state.legal_actions())
        state.apply(Declare(option="hit") if declaring else Check())
    assert 7 <= len(state.zones.stock) < 10  # three cards a round, until fewer than ten are left
    assert sum(len(state.zones.cards("hand", s)) for s in range(3)) + len(state.zones.stock) == 52
    assert state.result().showdown


# The variation: "a count over 27 busts": 28 loses the high half to 18, and a hand of 27
# or less takes it.
def test_over_twenty_seven_busts_in_the_variation():
    state = table({0: "Tc 9d", 1: "9c 9h", 2: "2c 3d"}, rest="9s", game="seven-twenty-seven-bust")
    play(state, "check", "check", "check", "hit", "stand", "stand", "check", "check", "check")
    stand_all(state)
    assert hands(state)[0]["high"] == "a count of 28, bust"
    assert won(state)["high"] == {1}
    plain = table({0: "Tc 9d", 1: "9c 9h", 2: "2c 3d"}, rest="9s")
    play(plain, "check", "check", "check", "hit", "stand", "stand", "check", "check", "check")
    stand_all(plain)
    assert won(plain)["high"] == {0}  # without the rule, 28 is the nearest 27


# The variation: with every high hand bust, the low hands take the whole pot (28 and 28
# tie for it, against 35).
def test_when_every_high_hand_busts_the_low_hands_take_the_pot():
    state = table({0: "Tc Td", 1: "Th Ts", 2: "9c 9d"}, rest="8c 8d 8h 9h", game="seven-twenty-seven-bust")
    play(state, "check", "check", "check", "hit", "hit", "hit", "check", "check", "check")
    play(state, "stand", "stand", "hit", "check", "check", "check")
    stand_all(state)
    result = state.result()
    assert all(shown.hands["high"].endswith("bust") for shown in result.shown)
    assert sum(w.amount for p in result.pots for s in p.shares if s.name == "low" for w in s.winners) == 3


# "Some play with a declaration": high, low or both declared together before the
# showdown; the rounds of hit or stand do not count as declarations for it.
def test_the_declared_form_goes_by_the_declaration_before_the_showdown(tmp_path):
    path = tmp_path / "declared.poker"
    path.write_text(
        'extends "seven-twenty-seven"\n'
        "step sides after cards { declare high, low, both = high + low together }\n"
        "showdown declared { low: hand by seven  high: hand by twenty-seven }\n"
    )
    assert check_file(path) == []
    state = new_hand(
        compile_file(path),
        TableStakes(ante=1, small_bet=2, big_bet=4, players=3),
        deck=stacked({0: "5c As", 1: "9c 9d", 2: "2c 4d"}, "Ad", button=2, players=3),
        button=2,
    )
    play(state, "check", "check", "check", "hit", "stand", "stand", "check", "check", "check")
    stand_all(state)
    play(state, "high", "high", "low")  # seat 0 holds 7 and 27, and plays for high alone
    assert won(state) == {"low": {2}, "high": {0}}
