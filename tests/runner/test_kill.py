"""Kill pots, sentence by sentence, on the written games ``holdem-kill.poker`` (a full
kill: `kill when a player scoops 10 big-blinds`, blinds 1/2, bets 2/4) and
``omaha-hi-lo-half-kill.poker`` (`kill half when a player scoops 20 big-blinds`, blinds
2/4, bets 4/8). The kill spans hands: the table keeps it (``runner.kill``), each hand is
played and recorded at its own stakes.

Three seats, the button at seat 0: seat 1 posts the small blind, seat 2 the big blind.
"""

from __future__ import annotations

import itertools
import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console
from helpers.stacking import dealing_order, holdem_deck, stack
from helpers.written_games import WRITTEN

from pokerlang.analytics.stats import collect, collect_parallel
from pokerlang.compiler import load_game
from pokerlang.engine import Bet, BetRange, Call, Check, Fold, Raise, RaiseRange, new_hand
from pokerlang.explain import explain
from pokerlang.runner.agents import CallAgent, RandomAgent
from pokerlang.runner.kill import KillTable, killed, killer
from pokerlang.runner.parallel import chunks
from pokerlang.runner.play import play_session
from pokerlang.runner.replay import check_result, replay_hand, stakes_of
from pokerlang.runner.phh import phh_text
from pokerlang.runner.replay_schema import Malformed, Mismatch, history_record
from pokerlang.runner.screen import Screen
from pokerlang.runner.simulate import empty_summary, play_hands, simulate
from pokerlang.runner.stakes import table_stakes

KILL = load_game(str(WRITTEN / "holdem-kill.poker"))
HALF = load_game(str(WRITTEN / "omaha-hi-lo-half-kill.poker"))
BASE = table_stakes(KILL, 3)


def passive(state) -> None:
    state.apply(Check() if Check() in state.legal_actions() else Call())


def aggressive(state) -> None:
    """Bet or raise the least offered, else check or call."""
    legal = state.legal_actions()
    pressure = next((o for o in legal if isinstance(o, (BetRange, RaiseRange))), None)
    if pressure is None:
        passive(state)
    else:
        state.apply(Bet(pressure.min) if isinstance(pressure, BetRange) else Raise(pressure.min))


def play(game, stakes, deck, act, button=0):
    state = new_hand(game, stakes, deck=deck, button=button)
    while not state.is_over:
        act(state)
    return state


# Seat 0 holds aces and makes a full house; seats 1 and 2 hold nothing.
ACES = holdem_deck({0: "As Ad", 1: "7c 2d", 2: "8h 3s"}, "Ah Kc Kd 4h 9s", button=0, players=3)
# Seats 0 and 1 make the same straight, split; seat 2 has nothing.
SPLIT = holdem_deck({0: "9c 8c", 1: "9d 8d", 2: "4c 5c"}, "Th Js Qd 2c 3h", button=0, players=3)


# "a player who wins a whole pot of 20 chips or more (ten big blinds) kills the next hand"
def test_a_scoop_of_ten_big_blinds_kills_the_next_hand():
    state = play(KILL, BASE, ACES, aggressive)
    assert sum(p.amount for p in state.result().pots) >= 20
    assert killer(KILL, BASE, state.result()) == 0


# "... of 20 chips or more": a pot of the blinds called and checked down kills nothing.
def test_a_small_pot_kills_nothing():
    state = play(KILL, BASE, ACES, passive)
    assert sum(p.amount for p in state.result().pots) == 6
    assert killer(KILL, BASE, state.result()) is None


# A split pot is no scoop: nobody kills the next hand.
def test_a_split_pot_kills_nothing():
    state = play(KILL, BASE, SPLIT, aggressive)
    winners = {w.seat for p in state.result().pots for s in p.shares for w in s.winners}
    assert winners == {0, 1} and sum(p.amount for p in state.result().pots) >= 20
    assert killer(KILL, BASE, state.result()) is None


# `scoops N big-bets` counts the table's big bets (4 chips at bets 2/4), `scoops N chips`
# chips: a pot of exactly the threshold kills, one chip short of it does not.
@pytest.mark.parametrize(("unit", "size", "said"), [("big-bets", 4, "big bets"), ("chips", 1, "chips")])
@pytest.mark.parametrize("short", [False, True])
def test_a_kill_threshold_in_big_bets_or_chips(tmp_path, unit, size, said, short):
    pot = sum(p.amount for p in play(KILL, BASE, ACES, aggressive).result().pots)
    n = pot // size + (1 if short else 0)
    path = tmp_path / "kill.poker"
    written = (WRITTEN / "holdem-kill.poker").read_text()
    path.write_text(written.replace("scoops 10 big-blinds", f"scoops {n} {unit}"))
    game = load_game(str(path))
    state = play(game, BASE, ACES, aggressive)
    assert killer(game, BASE, state.result()) == (0 if n * size <= pot else None)
    assert short is (n * size > pot)
    assert f" {said} or more kills the next hand" in explain(game)


# "it is played at twice the limits (4-8), and the killer posts a kill blind of 4 chips,
# twice the big blind, besides the usual blinds"
def test_the_kill_doubles_the_limits_and_the_killer_posts_twice_the_big_blind():
    stakes = killed(KILL, BASE, 0)
    assert (stakes.small, stakes.big, stakes.kill) == (4, 8, (0, 4))
    assert (stakes.small_blind, stakes.big_blind) == (1, 2)
    state = new_hand(KILL, stakes, seed=1, button=0)
    posted = [(e.kind, e.seat, e.amount) for e in state.log if e.kind.endswith("blind")]
    assert posted == [("small-blind", 1, 1), ("big-blind", 2, 2), ("kill-blind", 0, 4)]


# "the kill blind is live, and the killer acts in proper turn": the killer is on the
# button, so the seat left of the big blind, the killer itself here, acts first, owing
# nothing; the blinds then call the kill blind, and raises are of the doubled bet.
def test_the_killer_acts_in_proper_turn_and_the_kill_blind_is_live():
    state = new_hand(KILL, killed(KILL, BASE, 0), seed=1, button=0)
    assert state.to_act == 0
    raise_ = next(o for o in state.legal_actions() if isinstance(o, RaiseRange))
    assert Check() in state.legal_actions() and (raise_.min, raise_.max) == (8, 8)
    state.apply(Check())
    assert state.to_act == 1 and Call(3) in state.legal_actions()
    state.apply(Call(3))
    state.apply(Call(2))
    assert state.chips.in_pot + sum(state.chips.bets) == 12 and state.street != 0


# A killer in the big blind posts the kill in its place: four chips in all.
def test_a_killer_in_the_big_blind_posts_the_kill_in_its_place():
    state = new_hand(KILL, killed(KILL, BASE, 2), seed=1, button=0)
    assert [(e.kind, e.seat, e.amount) for e in state.log if e.seat == 2 and e.kind.endswith("blind")] == [
        ("big-blind", 2, 2),
        ("kill-blind", 2, 2),
    ]
    assert state.chips.bets == [0, 1, 4]


# A killer in the small blind who folds when they might have checked forfeits the whole
# kill blind: the part the big blind did not match is dead money, not an uncalled bet to
# give back ("a player who folds forfeits everything put in the pot").
def test_a_killer_who_folds_forfeits_the_kill_blind():
    state = new_hand(KILL, killed(KILL, BASE, 1), seed=1, button=0)
    assert state.to_act == 0  # the button, left of the big blind, faces the kill blind of 4
    state.apply(Fold())
    assert state.to_act == 1 and Check() in state.legal_actions()  # the killer owes nothing
    state.apply(Fold())  # and folds anyway: the big blind is the last player in
    assert state.is_over and [e for e in state.log if e.kind == "return"] == []
    assert state.result().net == (0, -4, 4)  # the kill blind, all of it, is the big blind's


# "a killer who scoops again kills again"; a hand that kills nothing returns to the
# table's stakes.
def test_the_table_keeps_the_kill_from_hand_to_hand():
    table = KillTable(KILL, BASE)
    first = play(KILL, table.stakes, ACES, aggressive)
    assert table.after(first.result()).kill == (0, 4)
    again = play(KILL, table.stakes, ACES, aggressive)
    assert [(e.seat, e.amount) for e in again.log if e.kind == "kill-blind"] == [(0, 4)]
    assert table.after(again.result()).kill == (0, 4)
    quiet = play(KILL, table.stakes, ACES, passive)
    assert table.after(quiet.result()) == BASE and table.kills == 2


# "a player who wins two pots in a row kills the next hand" (the leg up): the first scoop
# of any size kills nothing, the second kills, the third kills again; a pot another wins,
# or a split, ends the run.
def test_two_pots_in_a_row_kill_the_next_hand_while_the_run_lasts(tmp_path):
    path = tmp_path / "leg-up.poker"
    written = (WRITTEN / "holdem-kill.poker").read_text()
    leg_up = "kill when a player wins 2 pots in a row"
    path.write_text(written.replace("kill when a player scoops 10 big-blinds", leg_up))
    game = load_game(str(path))
    assert game.kill is not None and game.kill.streak == 2
    table = KillTable(game, BASE)
    assert table.after(play(game, table.stakes, ACES, passive).result()) == BASE  # one small pot: a leg up
    assert table.after(play(game, table.stakes, ACES, passive).result()).kill == (0, 4)  # two in a row
    assert table.after(play(game, table.stakes, ACES, aggressive).result()).kill == (0, 4)  # three
    assert table.after(play(game, table.stakes, SPLIT, aggressive).result()) == BASE  # split: the run ends
    assert table.after(play(game, table.stakes, ACES, passive).result()) == BASE and table.kills == 2
    assert "wins the whole of two pots in a row (every share of each) kills the next hand" in explain(game)


# "a half kill: one and a half times the limits, a kill blind of one and a half big blinds"
def test_a_half_kill_is_one_and_a_half_times():
    base = table_stakes(HALF, 3)
    stakes = killed(HALF, base, 1)
    assert (stakes.small, stakes.big, stakes.kill) == (6, 12, (1, 6))


# "a player who scoops a pot of 20 big blinds or more (wins both the high and the low, or
# the high with no low)": seat 0's wheel wins both halves of an 80-chip pot.
def test_a_half_kill_needs_a_scoop_of_both_halves():
    base = table_stakes(HALF, 3)
    holes = {0: "As 2s 3d Kh", 1: "Kc Qc Jd Td", 2: "9c 9h 7d 7s"}
    deck = _omaha_deck(holes, "4c 5h Qs 6d Jh", button=0, players=3)
    scoop = play(HALF, base, deck, aggressive)
    assert sum(p.amount for p in scoop.result().pots) >= 80
    assert killer(HALF, base, scoop.result()) == 0
    split = _omaha_deck({0: "As 2s 3d 4d", 1: "Kc Kd Jd Td", 2: "9c 9h 7d 7s"}, "Kh Ks 8c 6h 5s", 0, 3)
    shared = play(HALF, base, split, aggressive)
    assert len({w.seat for p in shared.result().pots for s in p.shares for w in s.winners}) == 2
    assert killer(HALF, base, shared.result()) is None


def _omaha_deck(holes, board, button, players):
    """Four hole cards a seat, dealt one at a time round the table, then the board with its burns."""
    names = [holes[s].split()[r] for r in range(4) for s in dealing_order(button, players)]
    b = board.split()
    return stack(*names, None, b[0], b[1], b[2], None, b[3], None, b[4])


# `run` plays the kill: hands after a scoop are recorded at the kill's stakes, and each
# hand replays from its own record.
def test_run_plays_kill_pots_and_each_hand_replays_from_its_own_record():
    agents = [RandomAgent()] * 4
    entries: list[dict] = []
    stakes = table_stakes(KILL, 4)
    summary = empty_summary(KILL, stakes, [a.name for a in agents], 7)
    play_hands(KILL, stakes, agents, summary, 0, list(range(40)), lambda _i, e: entries.append(e), record=True)
    kills = [e for e in entries if "kill" in e["stakes"]]
    assert kills and len(kills) < len(entries)
    for entry in entries:
        check_result(entry, replay_hand(KILL, entry))
    assert stakes_of(kills[0]).kill == tuple(kills[0]["stakes"]["kill"])


# The hands of a kill game follow each other: shared among workers, they are one chunk,
# and the parallel run is the serial one.
def test_a_kill_game_is_played_in_order():
    agents = [CallAgent()] * 3
    assert len(chunks(KILL, BASE, agents, 100, 1, 4)) == 1
    assert len(chunks(load_game("holdem-limit"), BASE, agents, 100, 1, 4)) > 1


# `stats` and `run` play the same hands: a kill game's results differ from the same game
# without the kill.
def test_the_kill_changes_what_a_run_wins():
    plain = attrs.evolve(KILL, kill=None)
    agents = [RandomAgent()] * 3
    with_kill = simulate(KILL, BASE, agents, 60, seed=3)
    without = simulate(plain, BASE, agents, 60, seed=3)
    assert with_kill.net != without.net


# `stats` plays the kill as `run` does: the pots it counts are those of the kill pots, and
# shared among workers it counts the same hands.
def test_stats_counts_the_kill_pots():
    agents = [RandomAgent()] * 3
    plain = attrs.evolve(KILL, kill=None)
    with_kill = collect(KILL, BASE, agents, 60, seed=3)
    assert with_kill.pots != collect(plain, BASE, agents, 60, seed=3).pots
    assert with_kill.pots == collect_parallel(KILL, BASE, agents, 60, 3, workers=2).pots


# A record's kill is read as any of its stakes: a seat at the table and a chip or more.
def test_a_record_with_a_kill_of_no_seat_is_malformed():
    entries: list[dict] = []
    summary = empty_summary(KILL, BASE, ["call"] * 3, 1)
    play_hands(
        KILL, killed(KILL, BASE, 0), [CallAgent()] * 3, summary, 0, [5], lambda _i, e: entries.append(e), record=True
    )
    entry = entries[0]
    assert history_record(entry, 1)["stakes"]["kill"] == [0, 4]
    entry["stakes"]["kill"] = [7, 4]
    with pytest.raises(Malformed, match=r"stakes\.kill"):
        history_record(entry, 1)


# The terminal table plays the kill too, and says so.
def test_the_terminal_table_announces_a_kill_pot():
    console = Console(width=100, record=True, color_system=None)

    def read(prompt: str) -> str:  # the person checks, or calls, and plays on
        return "check" if "check" in prompt else "call" if "call" in prompt else ""

    with console.capture() as out:
        play_session(
            KILL, BASE, [None, RandomAgent(), RandomAgent()], 11, Screen(console, KILL), read, lambda: "", max_hands=12
        )
    text = out.get()
    assert "the next hand is a kill pot" in text and "kill blind" in text


def test_explain_names_the_kill():
    assert "Kill pots: a player who wins the whole of a pot of ten big blinds" in explain(KILL)
    assert "one and a half times the limits" in explain(HALF)


# Chips are conserved in every hand of a kill game, kill pots included, and a kill pot
# follows only a scoop of ten big blinds.
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6))
def test_chips_are_conserved_from_hand_to_hand(seed, players):
    agents = [RandomAgent()] * players
    stakes = table_stakes(KILL, players)
    seen: list = []

    def on_result(_i, state, result, _count):
        assert sum(result.net) == 0 and sum(result.stacks) == sum(state.starting)
        seen.append((state.stakes.kill, killer(KILL, stakes, result)))

    summary = empty_summary(KILL, stakes, [a.name for a in agents], seed)
    play_hands(KILL, stakes, agents, summary, 0, [seed + i for i in range(8)], on_result=on_result)
    assert sum(summary.net) == 0
    for (_, before), (kill, _) in itertools.pairwise(seen):
        assert (kill is not None) == (before is not None) and (kill is None or kill[0] == before)


# PHH writes no kill pot: its blinds are posted in turn, at the hand's own limits. A game
# that names a PHH code (limit hold'em) played with a kill blind is refused, not misrecorded.
def test_a_kill_pot_is_not_written_in_phh():
    limit = load_game("holdem-limit")
    state = play(limit, killed(KILL, BASE, 0), ACES, passive)
    with pytest.raises(Mismatch, match="a kill blind from seat 0 cannot be written in PHH"):
        phh_text(state, "FT", hand=1)
    assert "blinds_or_straddles = [1, 2, 0]" in phh_text(play(limit, BASE, ACES, passive), "FT", hand=1)
