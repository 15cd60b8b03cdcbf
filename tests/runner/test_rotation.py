"""Mixed games: a rotation plays its games in turn at one table, hand i by the game the
rotation names for it; the button moves one seat a hand across the games; the table's
stakes apply to every game, then the rotation's own `stakes` line (each game takes the
parts it plays), then a game's own stakes; a history
replays hand by hand, each by its own game; workers give what one process gives."""

from __future__ import annotations

import json

from click.testing import CliRunner
from helpers.paths import TESTS

from pokerlang.check import load_rotation
from pokerlang.cli import cli
from pokerlang.runner.agents import make_agents
from pokerlang.runner.parallel import simulate_parallel
from pokerlang.runner.replay import replay_history
from pokerlang.runner.rotation import RotationStakes
from pokerlang.runner.simulate import simulate
from pokerlang.runner.stakes import table_stakes

HORSE = TESTS / "written" / "mixed" / "horse.poker"
GAMES = ["holdem-limit", "omaha-hi-lo", "razz", "seven-card-stud", "seven-card-stud-hi-lo"]


def _rotation(tmp_path, text: str):
    path = tmp_path / "mixed.poker"
    path.write_text(text, encoding="utf-8")
    return load_rotation(path)


def _play(rotation, players: int, hands: int, seed: int = 7, **table):
    stakes = RotationStakes({m.name: table_stakes(m.game, players, **table) for m in rotation.members})
    entries: list[dict] = []
    summary = simulate(
        rotation,
        stakes,
        make_agents("random", players),
        hands,
        seed,
        on_hand=lambda _i, e: entries.append(e),
        record=True,
    )
    return summary, entries, stakes


def test_horse_plays_eight_hands_of_each_game_in_its_order_then_round_again():
    horse = load_rotation(HORSE)
    assert [m.name for m in horse.members] == GAMES
    summary, entries, _ = _play(horse, 6, 48)
    played = [e["variant"] for e in entries]
    assert played == [g for g in GAMES for _ in range(8)] + ["holdem-limit"] * 8
    assert summary.games == {
        "holdem-limit": 16,
        "omaha-hi-lo": 8,
        "razz": 8,
        "seven-card-stud": 8,
        "seven-card-stud-hi-lo": 8,
    }


def test_every_orbit_plays_one_hand_per_seat_before_the_next_game(tmp_path):
    mixed = _rotation(tmp_path, 'game "Mixed"\nrotation every orbit { "holdem-limit" "razz" }\n')
    _, entries, _ = _play(mixed, 3, 9)
    assert [e["variant"] for e in entries] == ["holdem-limit"] * 3 + ["razz"] * 3 + ["holdem-limit"] * 3


def test_the_button_moves_one_seat_a_hand_across_the_change_of_game(tmp_path):
    mixed = _rotation(tmp_path, 'game "Mixed"\nrotation every 2 hands { "holdem-limit" "omaha-hi-lo" }\n')
    _, entries, _ = _play(mixed, 3, 6)
    assert [e["button"] for e in entries] == [0, 1, 2, 0, 1, 2]
    assert [e["variant"] for e in entries] == ["holdem-limit"] * 2 + ["omaha-hi-lo"] * 2 + ["holdem-limit"] * 2


def test_a_game_keeps_its_own_stakes_where_the_table_gives_none(tmp_path):
    mixed = _rotation(tmp_path, 'game "Mixed"\nrotation every 1 hand { "holdem-limit" "kuhn" }\n')
    _, entries, _ = _play(mixed, 2, 2)
    holdem, kuhn = (e["stakes"] for e in entries)
    assert (holdem["big_blind"], holdem["ante"]) == (2, 0)
    assert (kuhn["ante"], kuhn["small_bet"]) == (1, 1)  # kuhn.poker: `stakes ante 1 bet 1`


def test_a_rotations_stakes_give_each_game_the_parts_its_structure_plays(tmp_path):
    # H.O.R.S.E. at 20/40: hold'em and Omaha post blinds of 10 and 20, the stud games an
    # ante of 3 and a bring-in of 5; every game bets 20 and 40.
    horse = _rotation(
        tmp_path,
        'game "H.O.R.S.E."\nstakes blinds 10/20 ante 3 bring-in 5 bets 20/40\n'
        'rotation every 1 hand { "holdem-limit" "razz" }\n',
    )
    _, entries, _ = _play(horse, 3, 2)
    holdem, razz = entries
    assert holdem["variant"] == "holdem-limit" and razz["variant"] == "razz"
    assert (holdem["stakes"]["small_blind"], holdem["stakes"]["big_blind"]) == (10, 20)
    assert holdem["stakes"]["ante"] == 0  # limit hold'em has no ante: the line's ante is razz's
    assert (razz["stakes"]["ante"], razz["stakes"]["bring_in"]) == (3, 5)
    for entry in entries:
        assert (entry["stakes"]["small_bet"], entry["stakes"]["big_bet"]) == (20, 40)
    # Both fold to the big blind (seed 7): the small blind loses its 10; razz completes to 20.
    assert [a["action"] for a in holdem["actions"]] == ["fold", "fold"] and sorted(holdem["net"]) == [-10, 0, 10]
    assert razz["actions"][0] == {"seat": 1, "action": "complete", "amount": 20}


def test_a_rotations_stack_in_big_blinds_counts_the_big_blind_of_its_line_in_every_game(tmp_path):
    # the stud games have no blinds: 100 big blinds of the mix's 400 is 40,000 there too
    mix = _rotation(
        tmp_path,
        'game "Mix"\nstakes blinds 200/400 ante 80 bring-in 100 bets 400/800 stack 100 big-blinds\n'
        'rotation every 1 hand { "holdem-limit" "razz" }\n',
    )
    _, entries, _ = _play(mix, 3, 2)
    assert [e["starting_stacks"] for e in entries] == [[40000] * 3] * 2


def test_a_rotations_stakes_give_way_to_the_tables(tmp_path):
    horse = _rotation(
        tmp_path, 'game "Mixed"\nstakes blinds 10/20 bets 20/40\nrotation every 1 hand { "holdem-limit" }\n'
    )
    _, entries, _ = _play(horse, 3, 1, stakes="5/10", bets="10/20")
    assert (entries[0]["stakes"]["big_blind"], entries[0]["stakes"]["big_bet"]) == (10, 20)


def test_the_tables_stakes_apply_to_every_game(tmp_path):
    mixed = _rotation(tmp_path, 'game "Mixed"\nrotation every 1 hand { "holdem-limit" "kuhn" }\n')
    _, entries, _ = _play(mixed, 2, 2, ante=5, bets="4/8")
    for entry in entries:
        assert (entry["stakes"]["ante"], entry["stakes"]["small_bet"], entry["stakes"]["big_bet"]) == (5, 4, 8)


def test_a_mixed_history_replays_hand_by_hand_each_by_its_game(tmp_path):
    horse = load_rotation(HORSE)
    _, entries, _ = _play(horse, 4, 40, seed=11)
    history = tmp_path / "horse.jsonl"
    history.write_text("".join(json.dumps(e) + "\n" for e in entries), encoding="utf-8")
    done = replay_history(str(history))
    assert done.hands == 40 and done.variants == set(GAMES)
    tampered = tmp_path / "tampered.jsonl"
    entries[17]["variant"] = "holdem-limit"  # a razz hand said to be hold'em: it cannot replay
    tampered.write_text("".join(json.dumps(e) + "\n" for e in entries), encoding="utf-8")
    try:
        replay_history(str(tampered))
    except Exception as err:  # noqa: BLE001 - any refusal or mismatch will do
        assert "17" in str(err) or "line 18" in str(err)
    else:
        raise AssertionError("a hand replayed by the wrong game agreed")


def test_workers_give_what_one_process_gives():
    horse = load_rotation(HORSE)
    one, _, stakes = _play(horse, 5, 60, seed=3)
    parts = simulate_parallel(horse, stakes, make_agents("random", 5), 60, 3, workers=2)
    assert (parts.net, parts.games, parts.showdowns) == (one.net, one.games, one.showdowns)


def test_the_commands_run_check_and_explain_a_rotation_and_stats_refuses_it():
    runner = CliRunner()
    ran = runner.invoke(cli, ["run", str(HORSE), "--hands", "16", "--seed", "1", "--players", "4"])
    assert ran.exit_code == 0, ran.output
    assert "holdem-limit 8, omaha-hi-lo 8" in ran.output
    assert runner.invoke(cli, ["check", str(HORSE)]).exit_code == 0
    explained = runner.invoke(cli, ["explain", str(HORSE)]).output
    assert explained.startswith("# H.O.R.S.E.") and "8 hands each" in explained and "# Razz" in explained
    assert "**Players:** 2–10" not in explained  # each game at the seats of the mix (hold'em's own: 2-10)
    logged = runner.invoke(cli, ["run", str(HORSE), "--hands", "9", "--seed", "1", "--players", "4", "--log"])
    heads = [line for line in logged.output.splitlines() if line.startswith("hand ")]
    assert heads[0].startswith("hand 0 (Limit Texas hold'em): ") and heads[8].startswith("hand 8 (Omaha")
    refused = runner.invoke(cli, ["stats", str(HORSE), "--hands", "5"])
    assert refused.exit_code == 2 and "is a rotation of games" in refused.output
    assert runner.invoke(cli, ["run", str(HORSE), "--players", "9"]).exit_code == 2  # stud seats 8


def test_a_part_of_a_rotations_stakes_that_no_game_plays_is_refused(tmp_path):
    runner = CliRunner()
    for line, said, at in (
        ("stakes blinds 10/20 straddle 40", "no game of this rotation plays 'straddle'", ":2:21:"),
        ("stakes bets 20/40/80", "no game of this rotation plays a third bet", ":2:19:"),
        ("stakes blinds 20/10", "blinds 20/10: the big blind is at least 1 and the larger", ":2:8:"),
    ):
        path = tmp_path / "mixed.poker"
        path.write_text(f'game "Mixed"\n{line}\nrotation every orbit {{ "holdem-limit" "razz" }}\n', encoding="utf-8")
        checked = runner.invoke(cli, ["check", str(path)])
        assert checked.exit_code == 1 and said in checked.output, checked.output
        assert f"mixed.poker{at}" in checked.output
    path.write_text('game "Mixed"\nstakes blinds 10/20 ante 3\nrotation every orbit { "holdem-limit" "razz" }\n')
    explained = runner.invoke(cli, ["explain", str(path)]).output
    assert "**Stakes:** blinds of 10 and 20" in explained and "**Stakes:** an ante of 3" in explained


def test_play_seats_you_at_a_rotation_and_says_when_the_game_changes():
    """`pokerlang play` at a mixed game: each hand is its game's, the table drawn with that
    game's zones, and the change of game announced (a person who folds every hand)."""
    typed = "\n".join(["f", "c", ""] * 60)
    played = CliRunner().invoke(
        cli, ["play", str(HORSE), "--seed", "3", "--bots", "call", "--players", "3"], input=typed, env={"NO_COLOR": "1"}
    )
    assert played.exit_code == 0, played.output
    assert played.output.index("Limit Texas hold'em: hand over") < played.output.index(
        "the game changes: now Omaha eight-or-better"
    )
    assert "Omaha eight-or-better: hand over — hand 9" in played.output
    assert "the game changes: now Razz" in played.output


MIXED_CASH = """game "Limit mix cash game"
extends "holdem-limit"
players 2..6
stakes blinds 10/20 bets 20/40 stack 1000
match cash {
    stack 1000
    rotation every 2 hands { "holdem-limit" "razz" }
}
"""


def test_a_cash_match_rotation_deals_each_game_its_own_forced_bets(tmp_path):
    """Hosted on limit hold'em (no ante), the match's razz hands post razz's ante (the
    house's 1, its file stating none), never nothing; each hand's log names its game."""
    path = tmp_path / "mixcash.poker"
    path.write_text(MIXED_CASH)
    out = CliRunner().invoke(cli, ["run", str(path), "--hands", "4", "--players", "3", "--seed", "1", "--log"])
    assert out.exit_code == 0, out.output
    hands = out.output.split("\nhand ")
    razz = [h for h in hands if h.startswith(("2 (Razz)", "3 (Razz)"))]
    assert len(razz) == 2 and all(h.count(" antes 1") == 3 for h in razz)
    holdem = [h for h in hands if "(Limit Texas hold'em)" in h.split("\n")[0]]
    assert holdem and all("antes" not in h and "posts the big blind 20" in h for h in holdem)


def test_a_tournaments_log_says_who_is_knocked_out():
    out = CliRunner().invoke(
        cli, ["run", str(TESTS / "written" / "sit-and-go.poker"), "--log", "--seed", "2", "--players", "4"]
    )
    assert out.exit_code == 0, out.output
    assert out.output.count(" is knocked out\n") == 3  # four players, one left


def test_stats_refuses_a_match_of_a_rotation_naming_its_games():
    """A tournament over a rotation reported its host game alone, the others unsaid."""
    refused = CliRunner().invoke(cli, ["stats", str(TESTS / "written" / "mixed-tournament.poker"), "--hands", "5"])
    assert refused.exit_code == 2 and "a match of a rotation of games" in refused.output
    assert '"razz"' in refused.output


def test_a_rotation_refuses_one_betting_for_all_its_games_in_those_words():
    runner = CliRunner()
    ran = runner.invoke(cli, ["run", str(HORSE), "--betting", "no-limit", "--hands", "2"])
    assert ran.exit_code == 2 and "each game plays its own betting" in ran.output and "PHH" not in ran.output
