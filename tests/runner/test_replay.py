"""`pokerlang replay`: a history written by `run --history` plays again to the same end,
and `--betting` changes a variant's betting structure at run time."""

import json
from pathlib import Path
import random

import pytest
from click.testing import CliRunner

from pokerlang.cards import card
from pokerlang.cli import cli
from pokerlang.compiler import load_game
from pokerlang.engine import Bet, Raise, RaiseRange, TableStakes, new_hand
from pokerlang.resources import shipped_variants
from pokerlang.runner.replay import Mismatch, replay_hand, with_betting


def invoke(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def history(tmp_path, variant="holdem", *more, hands=12):
    path = tmp_path / "h.jsonl"
    result = invoke(
        "run",
        variant,
        "--hands",
        str(hands),
        "--seed",
        "4",
        "--agents",
        "random,call,raise",
        "--history",
        str(path),
        *more,
    )
    assert result.exit_code == 0, result.output
    return path


def rewrite(path, hand, change):
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    change(lines[hand])
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))


def test_a_history_replays_with_every_result_matching(tmp_path):
    path = history(tmp_path, "holdem", "--players", "3")
    result = invoke("replay", str(path))
    assert result.exit_code == 0, result.output
    assert result.output.count("\n") == 1
    assert "12 hands (holdem)" in result.output and "every result matches" in result.output


def test_other_final_stacks_are_a_mismatch_naming_the_hand(tmp_path):
    path = history(tmp_path, "holdem", "--players", "3")
    rewrite(path, 5, lambda h: h["final_stacks"].__setitem__(0, h["final_stacks"][0] + 1))
    result = invoke("replay", str(path))
    assert result.exit_code == 1
    assert "hand 5" in result.output and "final stacks" in result.output


def test_other_winners_are_a_mismatch(tmp_path):
    path = history(tmp_path, "holdem", "--players", "3")

    def other_winner(hand):
        winner = hand["pots"][0]["shares"][0]["winners"][0]
        winner["seat"] = (winner["seat"] + 1) % 3

    rewrite(path, 2, other_winner)
    result = invoke("replay", str(path))
    assert result.exit_code == 1 and "hand 2" in result.output and "winners" in result.output


def test_an_illegal_action_is_the_first_diverging_action(tmp_path):
    path = history(tmp_path, "holdem", "--players", "3")
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    hand = next(i for i, h in enumerate(lines) if len(h["actions"]) >= 2)

    def skip_a_turn(h):
        h["actions"][1]["seat"] = h["actions"][0]["seat"]  # the same seat acts twice

    rewrite(path, hand, skip_a_turn)
    result = invoke("replay", str(path))
    assert result.exit_code == 1
    assert f"hand {hand}, action 2 (seat" in result.output and "is to act" in result.output


def test_another_deck_is_caught(tmp_path):
    path = history(tmp_path, "holdem", "--players", "2", hands=30)
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    hand = next(i for i, h in enumerate(lines) if h["showdown"] and len(h["pots"][0]["shares"][0]["winners"]) == 1)

    def swap_hole_cards(h):  # heads-up, the deck's first four cards are the hole cards
        d = h["deck"]
        d[0], d[1], d[2], d[3] = d[1], d[0], d[3], d[2]

    rewrite(path, hand, swap_hole_cards)
    result = invoke("replay", str(path))
    assert result.exit_code == 1 and f"hand {hand}" in result.output


def test_the_recorded_deck_is_the_deck_dealt():
    state = new_hand(load_game("holdem"), TableStakes(players=3), seed=99, button=2)
    top = state.deck
    assert len(top) == 52 and len(set(top)) == 52
    # dealt one card at a time from the dealer's left: seat 0, 1, 2, then again
    assert state.zones.cards("hand", 0) == (top[0], top[3])
    assert state.zones.cards("hand", 2) == (top[2], top[5])
    stacked = new_hand(load_game("holdem"), TableStakes(players=3), seed=1, deck=["As", "Kd"])
    assert stacked.deck[:2] == (card("As"), card("Kd"))


def test_a_format_1_history_needs_the_variant(tmp_path):
    path = history(tmp_path, "holdem", "--players", "3", hands=3)
    for hand in range(3):
        rewrite(path, hand, lambda h: [h.pop(k) for k in ("variant", "betting", "stakes")] and h.update(format=1))
    result = invoke("replay", str(path))
    assert result.exit_code == 1 and "--variant" in result.output
    assert invoke("replay", str(path), "--variant", "holdem").exit_code == 0


def test_a_missing_file_is_exit_2(tmp_path):
    result = invoke("replay", str(tmp_path / "nothing.jsonl"))
    assert result.exit_code == 2 and "cannot read" in result.output


@pytest.mark.parametrize("path", shipped_variants(), ids=lambda p: p.stem)
def test_every_playable_variant_replays(path, tmp_path):
    from pokerlang.engine.prepare import unsupported

    game = load_game(str(path))
    if unsupported(game):
        pytest.skip(f"the engine cannot play it yet: {unsupported(game)}")
    path = history(tmp_path, str(path), "--players", str(game.min_players), "--ante", "1", "--bring-in", "1", hands=4)
    result = invoke("replay", str(path))
    assert result.exit_code == 0, result.output


# ---- --betting ------------------------------------------------------------------------


def first_raise(game):
    state = new_hand(game, TableStakes(players=3, stacks=500), seed=3)
    return next(o for o in state.legal_actions() if isinstance(o, (Raise, RaiseRange)))


def test_betting_fixed_limit_makes_raises_one_small_bet():
    game = with_betting(load_game("holdem"), "fixed-limit")
    assert game.betting.limit == "fixed-limit" and game.betting.cap == 4
    assert first_raise(game) == RaiseRange(4, 4)  # the big blind 2, raised by the small bet of 2
    assert with_betting(game, "no-limit").betting.cap is None


def test_betting_pot_limit_caps_a_raise_at_the_pot():
    assert first_raise(load_game("holdem")) == RaiseRange(4, 500)
    # a pot-sized raise before the flop: call 2, then raise by the 5 then in the pot
    assert first_raise(with_betting(load_game("holdem"), "pot-limit")) == RaiseRange(4, 7)


def test_betting_on_the_command_line_is_recorded_and_replayed(tmp_path):
    path = history(tmp_path, "holdem", "--players", "3", "--betting", "fixed-limit")
    hands = [json.loads(line) for line in path.read_text().splitlines()]
    assert all(h["betting"] == {"limit": "fixed-limit", "cap": 4} for h in hands)
    raises = [a["amount"] for h in hands for a in h["actions"] if a["action"] in ("bet", "raise")]
    assert raises and all(amount % 2 == 0 and amount <= 16 for amount in raises)
    assert invoke("replay", str(path)).exit_code == 0


def test_no_limit_decisions_do_not_fit_fixed_limit(tmp_path):
    path = history(tmp_path, "holdem", "--players", "3")
    hands = [json.loads(line) for line in path.read_text().splitlines()]
    fixed = with_betting(load_game("holdem"), "fixed-limit")
    with pytest.raises(Mismatch, match="action"):
        for h in hands:
            replay_hand(fixed, h)


def test_an_unknown_betting_is_exit_2():
    result = invoke("run", "holdem", "--betting", "spread-limit")
    assert result.exit_code == 2


def test_a_fixed_bet_is_refused_beyond_the_cap():
    game = with_betting(load_game("holdem"), "fixed-limit")
    state = new_hand(game, TableStakes(players=3, stacks=500), seed=3)
    for to in (4, 6, 8):
        state.apply(Raise(to))
    assert not any(isinstance(o, (Raise, Bet)) for o in state.legal_actions())


# ---- where a history's variant is found; an empty history ----------------------------------------


def own_variant(folder, name="mine"):
    folder.mkdir(exist_ok=True)
    path = folder / f"{name}.poker"
    path.write_text(next(p for p in shipped_variants() if p.stem == "holdem").read_text())
    return path


def test_a_variant_that_is_not_shipped_is_found_beside_the_history(tmp_path, monkeypatch):
    mine = own_variant(tmp_path / "games")
    path = tmp_path / "games" / "h.jsonl"
    assert invoke("run", str(mine), "--hands", "3", "--seed", "2", "--history", str(path)).exit_code == 0
    monkeypatch.chdir(tmp_path)
    result = invoke("replay", str(path))
    assert result.exit_code == 0 and "3 hands (mine from " in result.output


def test_a_variant_that_is_not_shipped_is_found_in_the_working_folder(tmp_path, monkeypatch):
    mine = own_variant(tmp_path / "games")
    path = tmp_path / "h.jsonl"
    assert invoke("run", str(mine), "--hands", "2", "--seed", "2", "--history", str(path)).exit_code == 0
    monkeypatch.chdir(tmp_path / "games")
    assert invoke("replay", str(path)).exit_code == 0


def test_a_variant_found_nowhere_names_the_variant_option(tmp_path, monkeypatch):
    mine = own_variant(tmp_path / "games")
    path = tmp_path / "h.jsonl"
    assert invoke("run", str(mine), "--hands", "2", "--seed", "2", "--history", str(path)).exit_code == 0
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    path.write_text("".join(json.dumps({k: v for k, v in r.items() if k != "file"}) + "\n" for r in lines))
    monkeypatch.chdir(tmp_path)
    result = invoke("replay", str(path))
    assert result.exit_code == 2
    assert "the history plays 'mine', which is not shipped, nor a file beside the history or here" in result.output
    assert "give --variant PATH" in result.output
    assert invoke("replay", str(path), "--variant", str(mine)).exit_code == 0


def test_a_history_names_the_file_it_was_played_from_and_is_replayed_by_it(tmp_path, monkeypatch):
    """A file of one's own named like a shipped variant (a house ``holdem.poker`` with three
    hole cards): the history says the file, relative to its own folder, and a replay from
    anywhere reads that file, not the shipped game of the same name."""
    own = tmp_path / "games" / "holdem.poker"
    own_variant(tmp_path / "games", "holdem")
    own.write_text(own.read_text().replace("deal 2 to hand", "deal 3 to hand"))
    path = tmp_path / "out" / "h.jsonl"
    path.parent.mkdir()
    assert invoke("run", str(own), "--hands", "3", "--seed", "2", "--history", str(path)).exit_code == 0
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    assert {r["file"] for r in lines} == {"../games/holdem.poker"}
    monkeypatch.chdir(tmp_path / "out")
    result = invoke("replay", "h.jsonl")
    assert result.exit_code == 0, result.output
    assert "h.jsonl: 3 hands (holdem from ../games/holdem.poker)" in result.output
    # moved away from the file it names: said, and the shipped game is not taken instead
    moved = tmp_path / "elsewhere" / "deeper" / "h.jsonl"
    moved.parent.mkdir(parents=True)
    moved.write_text(path.read_text())
    result = invoke("replay", str(moved))
    assert result.exit_code == 2
    assert "the history was played from ../games/holdem.poker, which is not beside it" in result.output
    # a shipped variant's history names no file
    shipped = tmp_path / "s.jsonl"
    assert invoke("run", "holdem", "--hands", "2", "--seed", "2", "--history", str(shipped)).exit_code == 0
    assert all("file" not in json.loads(line) for line in shipped.read_text().splitlines())


def test_an_empty_history_holds_no_hand(tmp_path):
    for text in ("", "\n\n  \n"):
        path = tmp_path / "empty.jsonl"
        path.write_text(text)
        result = invoke("replay", str(path))
        assert result.exit_code == 1
        assert "the history holds no hand" in result.output and "matches" not in result.output


# The promise holds for files `check` passes: `replay --variant` of a file with errors
# reports them, as `run` does, and replays nothing.
def test_replay_refuses_a_variant_that_check_refuses(tmp_path):
    history = tmp_path / "h.jsonl"
    assert invoke("run", "holdem", "--hands", "2", "--seed", "1", "--history", str(history)).exit_code == 0
    bad = tmp_path / "bad.poker"
    bad.write_text(
        'game "x"\nimport rankings\nplayers 2..10\nzone hand per seat private\n'
        "step a { deal 7 to hand  bet }\nshowdown best 5 of hand by high\n"
    )
    result = invoke("replay", str(history), "--variant", str(bad))
    assert result.exit_code == 1
    assert "error[E201]" in result.output and "agreed" not in result.output


def test_the_apis_replay_compares_the_result_as_the_cli_does(tmp_path):
    """``pokerlang.replay_hand``: a record whose actions play but whose result was forged
    is refused, as ``pokerlang replay`` refuses it, by the same words (one check, shared);
    ``check=False`` plays the actions alone."""
    import pokerlang

    holdem = pokerlang.load("holdem")
    state = holdem.new_hand(players=3, seed=5)
    rng = random.Random(5)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()).sample(rng))
    record = state.history()
    assert pokerlang.replay_hand(holdem, record).result() == state.result()
    forged = dict(record, final_stacks=[s + 1 for s in record["final_stacks"]])
    with pytest.raises(pokerlang.Mismatch, match="final stacks") as refused:
        pokerlang.replay_hand(holdem, forged)
    assert pokerlang.replay_hand(holdem.game, forged, check=False).result() == state.result()
    file = tmp_path / "forged.jsonl"
    file.write_text(json.dumps(forged) + "\n")
    result = invoke("replay", str(file))
    assert result.exit_code == 1 and str(refused.value) in result.output


def test_a_rotations_history_names_each_game_not_the_rotations_file(tmp_path):
    """A mixed game's hands are each replayed by the game of the hand, found by its name."""
    horse = Path(__file__).parents[1] / "written" / "mixed" / "horse.poker"
    path = tmp_path / "h.jsonl"
    assert invoke("run", str(horse), "--hands", "10", "--seed", "2", "--history", str(path)).exit_code == 0
    assert all("file" not in json.loads(line) for line in path.read_text().splitlines())
    result = invoke("replay", str(path))
    assert result.exit_code == 0 and "10 hands (holdem-limit, omaha-hi-lo)" in result.output
