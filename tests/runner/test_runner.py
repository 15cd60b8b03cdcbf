"""`pokerlang run`: bots play whole hands of the shipped variants through the CLI."""

import json
from pathlib import Path
from collections.abc import Mapping
import random

import pytest
from click.testing import CliRunner

from pokerlang.cli import cli
from pokerlang.compiler import load_game
from pokerlang.engine import Declare, DeclareOptions, Muck, Show, TableStakes, new_hand
from pokerlang.runner.agents import AGENTS, CallAgent, RaiseAgent, make_agents
from helpers.written_games import WRITTEN
from pokerlang.runner.simulate import simulate

HISTORY_KEYS = {
    "format",
    "variant",
    "betting",
    "stakes",
    "hand",
    "seed",
    "button",
    "deck",
    "starting_stacks",
    "actions",
    "showdown",
    "pots",
    "returned",
    "shown",
    "final_stacks",
    "net",
}


def run(*args):
    return CliRunner().invoke(cli, ["run", *args], catch_exceptions=False)


@pytest.mark.parametrize("variant", ["holdem", "swingo", "drawmaha"])
@pytest.mark.parametrize("which", ["min", "max"])
def test_variants_play_at_min_and_max_players(variant, which, tmp_path):
    game = load_game(variant)
    players = game.min_players if which == "min" else game.max_players
    history = tmp_path / "h.jsonl"
    result = run(
        variant,
        "--players",
        str(players),
        "--hands",
        "4",
        "--seed",
        "11",
        "--agents",
        "random,call,raise",
        "--history",
        str(history),
    )
    assert result.exit_code == 0, result.output
    assert f"4 hands, {players} players, seed 11" in result.output
    lines = history.read_text().splitlines()
    assert len(lines) == 4
    for i, line in enumerate(lines):
        hand = json.loads(line)
        assert set(hand) == HISTORY_KEYS
        assert hand["hand"] == i and hand["button"] == i % players
        assert len(hand["starting_stacks"]) == len(hand["final_stacks"]) == players
        assert sum(hand["final_stacks"]) == sum(hand["starting_stacks"])  # chips are conserved
        assert sum(hand["net"]) == 0
        paid = sum(w["amount"] for pot in hand["pots"] for share in pot["shares"] for w in share["winners"])
        assert paid == sum(pot["amount"] for pot in hand["pots"])
        assert sorted(hand["deck"]) == sorted(set(hand["deck"])) and len(hand["deck"]) == game.deck_size
        for action in hand["actions"]:
            assert isinstance(action["seat"], int) and isinstance(action["action"], str)


def test_same_seed_same_output(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first = run("holdem", "--players", "4", "--hands", "30", "--seed", "5", "--agents", "random", "--history", str(a))
    second = run("holdem", "--players", "4", "--hands", "30", "--seed", "5", "--agents", "random", "--history", str(b))
    assert first.exit_code == second.exit_code == 0
    # the timing line goes to stderr; CliRunner mixes it in, so compare without it
    strip = lambda out: [line for line in out.splitlines() if "hands/s" not in line]  # noqa: E731
    assert strip(first.output) == strip(second.output)
    assert a.read_text() == b.read_text()
    third = run("holdem", "--players", "4", "--hands", "30", "--seed", "6", "--agents", "random")
    assert strip(third.output) != strip(first.output)


def test_history_replays_the_hand(tmp_path):
    """A history line is enough to deal the hand again and get the same result."""
    from pokerlang.engine import Bet, Call, Check, Fold, Raise

    history = tmp_path / "h.jsonl"
    assert run("holdem", "--players", "3", "--hands", "5", "--seed", "2", "--history", str(history)).exit_code == 0
    kinds = {"fold": Fold, "check": Check, "call": Call, "bet": Bet, "raise": Raise}
    game = load_game("holdem")
    for line in history.read_text().splitlines():
        hand = json.loads(line)
        for seed in (hand["seed"], 0):  # the stacked deck alone fixes a holdem hand
            state = new_hand(
                game, TableStakes(players=3, stacks=200), seed=seed, deck=hand["deck"], button=hand["button"]
            )
            for action in hand["actions"]:
                kind = kinds[action["action"]]
                state.apply(kind(action["amount"]) if "amount" in action else kind(), seat=action["seat"])
            assert list(state.result().stacks) == hand["final_stacks"]


def test_unknown_agent_is_exit_2():
    result = run("holdem", "--agents", "random,shark", "--hands", "1")
    assert result.exit_code == 2
    assert "unknown agent 'shark'" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    "args, message",
    [
        (["--stakes", "1-2"], "--stakes must be SMALL/BIG"),
        (["--stakes", "5/2"], "at least the small blind"),
        (["--players", "11"], "seats 2 to 10 players, not 11"),
        (["--stack", "0"], "--stack"),
    ],
)
def test_bad_options_are_exit_2(args, message):
    result = run("holdem", "--hands", "1", *args)
    assert result.exit_code == 2
    assert message in result.output
    assert len([line for line in result.output.splitlines() if line.strip()]) == 1


def test_unknown_variant_is_exit_2():
    result = run("no-such-game", "--hands", "1")
    assert result.exit_code == 2
    assert "no such variant" in result.output


def test_unsupported_game_is_exit_1(tmp_path, monkeypatch):
    from pokerlang.engine import EngineError
    import pokerlang.runner.simulate as sim

    def refuse(*_a, **_k):
        raise EngineError("Grid game: moves on a grid is not supported yet")

    monkeypatch.setattr(sim, "new_hand", refuse)
    result = run("holdem", "--hands", "1")
    assert result.exit_code == 1
    assert "not supported yet" in result.output and "Traceback" not in result.output


class Spy:
    """Plays like the calling station, and checks each view it is given against the real
    State: no card another seat holds face down (in a zone that is not public) appears."""

    name = "spy"

    def __init__(self, seat, holder):
        self.seat, self.holder, self.calls = seat, holder, 0

    def act(self, view, legal, rng):
        state = self.holder["state"]
        assert isinstance(view, Mapping) and view["seat"] == self.seat == state.to_act
        assert view["legal_actions"] == legal
        text = json.dumps(view.to_json())  # every card it was given, by name

        def face_down(seat):
            return [
                p.card
                for name in state.zones.seat_zones
                if getattr(state.zones.zone_of.get(name), "visibility", None) != "public"
                for p in state.zones.placed(name, seat)
                if not p.face_up
            ]

        hidden = [c for other in range(state.players) if other != self.seat for c in face_down(other)]
        # Opponents do hold cards face down (at a showdown hands may be shown or mucked already).
        assert hidden or legal == [Show(), Muck()]
        assert all(f'"{c}"' in text for c in face_down(self.seat))  # the check can see cards
        for c in hidden:
            assert f'"{c}"' not in text, (self.seat, str(c))
        self.calls += 1
        return CallAgent().act(view, legal, rng)


@pytest.mark.parametrize("variant", ["holdem", "swingo", "drawmaha"])
def test_agents_see_only_their_own_view(variant, monkeypatch):
    import pokerlang.runner.simulate as sim

    holder = {}

    def dealing(*args, **kwargs):
        holder["state"] = new_hand(*args, **kwargs)
        return holder["state"]

    monkeypatch.setattr(sim, "new_hand", dealing)
    players = 4
    spies = [Spy(seat, holder) for seat in range(players)]
    summary = simulate(load_game(variant), TableStakes(players=players), spies, 8, seed=9)
    assert summary.hands == 8
    assert all(spy.calls for spy in spies)


def test_agent_styles():
    game = load_game("holdem")
    state = new_hand(game, TableStakes(players=3), seed=1)
    legal = state.legal_actions()
    rng = random.Random(0)
    view = state.view(state.to_act)
    assert type(CallAgent().act(view, legal, rng)).__name__ == "Call"
    raised = RaiseAgent().act(view, legal, rng)
    assert type(raised).__name__ == "Raise" and raised.amount == 4
    for _ in range(50):
        action = AGENTS["random"]().act(view, legal, rng)
        assert any(option.allows(action) for option in legal)
    assert [a.name for a in make_agents("call,raise", 5)] == ["call", "raise", "call", "raise", "call"]


def test_callers_never_fold_and_summary_adds_up():
    game = load_game("holdem")
    summary = simulate(game, TableStakes(players=3), make_agents("call", 3), 20, seed=4)
    assert summary.hands == 20 and sum(summary.net) == 0
    assert summary.showdowns == 20  # nobody folds, so every hand is shown down


def test_callers_never_declare_out_while_they_may_stay_in():
    # Guts: `declare in, out = fold together`. A calling station stays in every deal, so
    # with callers alone every deal is contested; random bots leave about half the time.
    game = load_game("guts")
    state = new_hand(game, TableStakes(players=3), seed=2)
    options = [o for o in state.legal_actions() if isinstance(o, DeclareOptions)]
    assert options and options[0].leaves == ("out",)
    rng = random.Random(0)
    assert {CallAgent().act(None, options, rng) for _ in range(40)} == {Declare("in")}
    assert {AGENTS["random"]().act(None, options, rng) for _ in range(40)} == {Declare("in"), Declare("out")}


def test_callers_pay_a_price_they_name_rather_than_leave(tmp_path):
    # `declare stay = pay 1 up to 2, drop = fold`: the priced option is an option of its
    # own, beside the choice of `drop` alone; a calling station pays to stay every time.
    path = tmp_path / "priced.poker"
    path.write_text(
        'game "Priced"\nimport rankings\nplayers 2..4\nforced ante\nstakes ante 1\n'
        "zone hand per seat private\nstep deal { deal 5 to hand }\n"
        "step stay { declare stay = pay 1 up to 2, drop = fold in turn }\nshowdown best 5 of hand by high\n"
    )
    state = new_hand(load_game(str(path)), TableStakes(players=3, ante=1), seed=2)
    options = state.legal_actions()
    assert [o.leaves for o in options if isinstance(o, DeclareOptions)] == [("drop",)]
    rng = random.Random(0)
    chosen = {CallAgent().act(None, options, rng) for _ in range(40)}
    assert chosen and all(isinstance(a, Declare) and a.option == "stay" for a in chosen)


def test_run_log_says_every_hand_as_the_dealer_saw_it():
    result = CliRunner().invoke(
        cli, ["run", "holdem", "--players", "3", "--hands", "2", "--seed", "1", "--agents", "call", "--log"]
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    # seats from 0, as the run's table and its histories number them
    assert lines[0].startswith("hand 0: seed ") and "the button at seat 0" in lines[0]
    assert "    seat 1 posts the small blind 1" in lines and "  flop:" in lines
    assert any(line.startswith("    dealt to the board: ") for line in lines)
    # every hole card, as the dealer saw it
    assert sum(line.startswith("    seat ") and " is dealt " in line and "face down" not in line for line in lines) == 6
    # the last showdown said once, with what each hand is, then every seat's net
    shown = [line for line in lines if " shows " in line]
    assert len(shown) == 6 and all(": " in line for line in shown)
    assert sum(line.startswith("  net: seat 0 ") for line in lines) == 2


def test_run_log_says_each_payment_with_its_other_side(tmp_path):
    """A payment outside the betting names who is paid (a bounty), and one from the house
    names the house (a bonus): each line adds up to the hand's net."""
    game = tmp_path / "bounty.poker"
    game.write_text(
        'game "Bounty"\nextends "holdem"\n'
        "when hand ends { pay 5 from others to winners  pay 1 from house to winners }\n"
    )
    result = CliRunner().invoke(cli, ["run", str(game), "--players", "3", "--hands", "1", "--seed", "3", "--log"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    net = next(line for line in lines if line.startswith("  net: "))
    winner = next(s for s in range(3) if f"seat {s} +" in net and f"seat {s} +0" not in net)
    losers = [s for s in range(3) if s != winner]
    for seat in losers:
        assert f"  seat {seat} pays 5 to seat {winner}" in lines
    assert f"  seat {winner} is paid 1 by the house" in lines
    # said after the pot they are paid on, before the net
    paid = lines.index(f"  seat {winner} is paid 1 by the house")
    assert lines[paid - 1].startswith("  seat ") and lines[paid + 1].startswith("  net: ")
    assert any(" wins " in line for line in lines[:paid])


def test_run_log_says_a_price_paid_in_the_last_turn_after_its_declaration(tmp_path):
    """A declaration's price paid in the hand's last turn (the last player calls the show)
    is said right after the declaration, before the showdown that follows it."""
    game = tmp_path / "last-call.poker"
    game.write_text(
        'game "Last call"\nimport rankings\nforced ante\nstakes ante 1\nzone hand per seat private\n'
        "step deal { deal 3 to hand }\nstep play { each in turn { declare see = pay 2, pack = fold in turn } }\n"
        "showdown best 3 of hand by three-card\n"
    )
    args = ["run", str(game), "--players", "2", "--hands", "1", "--seed", "1", "--agents", "call", "--log"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    last = max(i for i, line in enumerate(lines) if line.endswith(" declares see"))
    seat = lines[last].split()[1]
    assert lines[last + 1] == f"    seat {seat} pays 2" and " shows " in lines[last + 2]


def test_run_log_says_no_winner_of_a_pot_carried_whole_to_a_pool(tmp_path):
    """A pot the rules carry to a pool before it is divided is won by nobody: the log says
    the pool took it, and no hand "wins 0"."""
    game = tmp_path / "carried.poker"
    game.write_text(
        'game "Carried"\nextends "holdem"\ntally kitty shared\nwhen hand ends { pay pot from pot to kitty }\n'
    )
    args = ["run", str(game), "--players", "3", "--hands", "3", "--seed", "3", "--agents", "call", "--log"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    assert " to the kitty" in result.output and " wins 0 " not in result.output


def test_run_log_says_the_row_a_card_is_set_into():
    result = CliRunner().invoke(cli, ["run", "open-face-chinese", "--players", "2", "--hands", "1", "--log"])
    assert result.exit_code == 0, result.output
    sets = [line for line in result.output.splitlines() if " sets " in line]
    assert sets and all(line.split(" into ")[-1] in ("front", "middle", "back") for line in sets)


def test_run_log_says_the_counts_a_hand_changed_and_a_card_turned_together_once(tmp_path):
    """A bounty collected is said from what it was to what it is; a card turned up by a
    choice made together is said once, as revealed."""
    game = tmp_path / "bounty.poker"
    game.write_text(
        'game "Bounty"\nextends "holdem"\ntally taken per seat\nwhen hand ends { add 1 to taken of winners }\n'
    )
    args = ["run", str(game), "--players", "3", "--hands", "1", "--seed", "3", "--agents", "call", "--log"]
    lines = CliRunner().invoke(cli, args).output.splitlines()
    [counted] = [line for line in lines if line.startswith("  taken: ")]
    assert counted.endswith(" 0 -> 1") and lines[lines.index(counted) - 1].startswith("  net: ")
    turned = tmp_path / "turned.poker"
    turned.write_text(
        'game "Turned"\nimport rankings\nforced ante\nstakes ante 1\nzone hand per seat private\n'
        "step one { deal 2 to hand  expose 1 from hand together  bet }\nshowdown best 2 of hand by two-card\n"
    )
    args = ["run", str(turned), "--players", "3", "--hands", "1", "--seed", "3", "--log"]
    exposed = [line for line in CliRunner().invoke(cli, args).output.splitlines() if " exposes " in line]
    assert len(exposed) == 3 and len(set(exposed)) == 3


def test_the_button_moves_one_seat_round_the_players_still_in():
    """A player put out by the rules (three lives) is passed over: the button goes to the
    next seat still in, never jumping seats (it followed the hand's number round the
    players left)."""
    written = Path(__file__).parents[1] / "written" / "holdem-three-lives.poker"
    args = ["run", str(written), "--players", "5", "--hands", "60", "--seed", "1", "--log"]
    lines = CliRunner().invoke(cli, args).output.splitlines()
    still, button, seen_out = set(range(5)), None, False
    for line in lines:
        if line.startswith("hand ") and "the button at seat " in line:
            now = int(line.rsplit(" ", 1)[1])
            if button is not None:
                expected = (button + 1) % 5
                while expected not in still:
                    expected = (expected + 1) % 5
                assert now == expected, line
            button = now
        elif line.startswith("  put out: "):
            seen_out = True
            still -= {int(part.split()[1]) for part in line.removeprefix("  put out: ").split(", ")}
    assert seen_out  # the run put a player out, so the rule was asked


def test_run_log_of_deal_after_deal_says_each_showdowns_pot_not_side_pots():
    """Guts: each deal's pot is won at its own showdown, one after another; the log says
    "the pot", not a main pot and side pots (an outside author, round a54, looked for an
    all in that never was)."""
    args = ["run", "guts", "--players", "3", "--hands", "5", "--seed", "1", "--log"]
    lines = CliRunner().invoke(cli, args).output.splitlines()
    won = [line for line in lines if " wins " in line and " of the pot" in line]
    assert won and not any("side pot" in line or "main pot" in line for line in lines)


def test_run_log_says_a_rake_and_a_drop_and_each_hand_shown_once(tmp_path):
    """The pot paying the house (a rake) and a pool (a jackpot's drop) is said in the log,
    and the payments after the showdown leave its hands said once, with what each is."""
    game = tmp_path / "raked.poker"
    game.write_text(
        'game "Raked"\nextends "holdem"\ntally jackpot shared\n'
        "when hand ends { pay 1 from pot to jackpot  pay 1 from pot to house }\n"
    )
    args = ["run", str(game), "--players", "3", "--hands", "3", "--seed", "3", "--agents", "call", "--log"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    # taken before the pot is divided: said before the result, among the hand's lines
    assert lines.count("    the pot pays 1 to the jackpot") == 3 and lines.count("    the pot pays 1 to the house") == 3
    assert lines.index("    the pot pays 1 to the jackpot") < next(i for i, x in enumerate(lines) if " wins " in x)
    shown = [line for line in lines if " shows " in line]
    assert len(shown) == 9 and all(": " in line for line in shown)  # once each, with the hand's name


def test_a_step_s_payment_before_the_showdown_is_said_under_its_step(tmp_path):
    """In a game that also pays at its end, a step's payment before the showdown was said
    after the hands shown, without its step's name: it stays where it was made."""
    game = tmp_path / "lose.poker"
    game.write_text(
        'game "Lose"\nextends "holdem"\ntally kitty shared\n'
        "step lose after river { pay 1 from players-in to kitty }\n"
        "when hand ends { pay kitty from kitty to winners }\n"
    )
    args = ["run", str(game), "--players", "2", "--hands", "1", "--seed", "3", "--agents", "call", "--log"]
    lines = CliRunner().invoke(cli, args).output.splitlines()
    at = lines.index("  lose:")
    assert lines[at + 1].endswith("pays 1 to the kitty") and " shows " in lines[at + 3]


def test_payments_from_the_pot_read_the_pot_before_the_first_of_them(tmp_path):
    """A drop and a rake sized on the same pot: the second reads the pot as it stood
    before the first, and takes at most what is left (three callers: a pot of 6; 5 to the
    pool, then half of 6 capped at the 1 left)."""
    game = tmp_path / "drop.poker"
    game.write_text(
        'game "Drop"\nextends "holdem"\ntally jackpot shared\n'
        "when hand ends { pay 5 from pot to jackpot  pay 50% of pot from pot to house }\n"
    )
    args = ["run", str(game), "--players", "3", "--hands", "1", "--seed", "3", "--agents", "call", "--log"]
    lines = CliRunner().invoke(cli, args).output.splitlines()
    assert "    the pot pays 5 to the jackpot" in lines and "    the pot pays 1 to the house" in lines


def test_run_log_of_a_match_numbers_the_seats_as_the_table_does():
    """A match deals in the players left; the log names each by their seat at the table
    (as the summary does), not by their place among the players left (an outside author,
    round a40, read the wrong player as knocked out)."""
    written = Path(__file__).parents[1] / "written" / "sit-and-go.poker"
    args = ["run", str(written), "--players", "3", "--seed", "1", "--log"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    named = [
        frozenset(part.split()[1] for part in line.split("net: ")[1].split(", "))
        for line in result.output.splitlines()
        if line.startswith("  net: ")
    ]
    first_out = next(i for i, seats in enumerate(named) if len(seats) < 3)
    (gone,) = named[0] - named[first_out]
    assert gone != "2"  # (numbered among the players left, seat 2's number would be the one gone)
    assert all(gone not in seats for seats in named[first_out:])


def test_run_log_says_each_runs_pot_on_its_run():
    """Run it twice: each run's half of the pot is said with its run, not as a side pot
    (an outside author, round a42, read two equal stacks' runs as a main and a side pot)."""
    written = Path(__file__).parents[1] / "written" / "holdem-run-it-twice.poker"
    args = ["run", str(written), "--players", "2", "--hands", "300", "--seed", "1", "--log"]
    lines = CliRunner().invoke(cli, args).output.splitlines()
    ran = [line for line in lines if " on run " in line and " wins " in line]
    assert any(" of the pot on run 1 " in line for line in ran) and any(" of the pot on run 2 " in line for line in ran)
    assert not any("side pot" in line for line in lines)


def test_run_log_is_one_process():
    result = CliRunner().invoke(cli, ["run", "holdem", "--hands", "2", "--log", "--workers", "2"])
    assert result.exit_code == 2 and "--log prints the hands in the order played" in result.output


def test_run_log_says_the_openers_shown_once_the_pot_is_won_and_the_pot_once():
    """Jackpots: the opener shows openers after the others fold; the uncalled bet going back
    and the pot won are said once, by the result, not also in the log above it."""
    args = ["run", str(WRITTEN / "jackpots.poker"), "--players", "4", "--hands", "6", "--seed", "1", "--log"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    shown = lines.index("    seat 1 shows openers Ah Ad 7s 3h 2s")
    assert lines[shown + 1 : shown + 3] == [
        "  4 uncalled goes back to seat 1",
        "  seat 1 wins 16 of the pot, everyone else folded",
    ]
    assert not any(" gets back " in line or "(uncontested)" in line for line in lines)


def test_run_log_says_a_bet_given_back_during_the_hand_once(tmp_path):
    """The excess of a bet over an all in comes back as the betting ends: the log says it
    there, and the result does not say it again."""
    game = tmp_path / "carried.poker"
    game.write_text(
        'game "Carried"\nextends "holdem"\nmatch cash { stack 100 big-blinds  rebuy to 100 big-blinds when below'
        " 40 big-blinds }\n"
    )
    args = ["run", str(game), "--players", "5", "--hands", "5", "--seed", "1", "--log"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    back = [line.split()[1] + " " + line.split()[-1] for line in lines if " gets back " in line]
    assert back, result.output  # the seed gives one back mid-hand
    for said in back:
        seat, amount = said.split()
        assert f"  {amount} uncalled goes back to seat {seat}" not in lines


def test_run_notes_when_the_random_bots_reach_few_showdowns():
    """Heads-up limit hold'em with the random bots: they fold free checks and few hands reach a
    showdown; `run` says why and what plays more of them out."""
    args = ["run", "holdem-limit", "--players", "2", "--hands", "200", "--seed", "1"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    shown = int(next(line for line in result.output.splitlines() if line.startswith("showdowns:")).split()[1])
    assert shown < 20 and "`--agents call` (or `mc`) plays more of them out" in result.output
    called = CliRunner().invoke(cli, [*args, "--agents", "call"])
    assert "plays more of them out" not in called.output


def test_run_log_says_a_count_for_the_hand_alone_as_the_hand_ended(tmp_path):
    game = tmp_path / "flags.poker"
    game.write_text(
        'game "Flags"\nextends "holdem"\ntally flag per seat each hand\nwhen hand ends { add 1 to flag of winners }\n'
    )
    args = ["run", str(game), "--players", "3", "--hands", "2", "--seed", "1", "--agents", "call", "--log"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    flags = [line for line in result.output.splitlines() if line.startswith("  flag (this hand): ")]
    assert len(flags) == 2 and all(line.count("0 -> 1") >= 1 for line in flags)


def test_a_deal_opened_then_thrown_in_shows_its_openers_first():
    """Jacks to open, trips to win: a deal opened and thrown in for want of trips shows the
    opener's openers before the cards come back, as the end of a hand does."""
    args = ["run", str(WRITTEN / "jacks-trips-to-win.poker"), "--players", "4", "--hands", "3", "--seed", "9", "--log"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    thrown = [i for i, line in enumerate(lines) if "the deal is thrown in, the pot stays" in line]
    # said as the deal is thrown in, before the new deal
    shown = [i for i in thrown if " shows openers " in lines[i + 1] and lines[i + 2].endswith("a new deal")]
    assert shown, result.output
