"""PHH, PokerKit's hand history format: our hands written as .phh files read back and
play to the same finishing stacks in PokerKit, and PHH hands play in our engine."""

import pytest
from click.testing import CliRunner
from pokerkit import HandHistory

from pokerlang.cli import cli
from pokerlang.compiler import load_game
from pokerlang.diagnostics import PokerlangError
from pokerlang.runner import phh as phh_module
from pokerlang.runner.phh import phh_code, phh_games, replay_phh
from pokerlang.runner.replay import Mismatch

# Every PHH game code the issue names: each must be played by a shipped variant.
CODES = ["NT", "NS", "FT", "PO", "FO/8", "F7S", "F7S/8", "FR", "N2L1D", "F2L3D", "FB"]

STUD = ("F7S", "F7S/8", "FR")
pytestmark = pytest.mark.filterwarnings("ignore:There is no reason:UserWarning")  # pokerkit on a bot fold


def invoke(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def shipped(code: str) -> str:
    name = phh_games()[code]
    try:
        load_game(name)
    except PokerlangError:
        pytest.skip(f"variants/{name}.poker is not written yet")
    return name


def export(tmp_path, code, players, hands=12, seed=8):
    name = shipped(code)
    out = tmp_path / "phh"
    extra = ["--betting", "fixed-limit"] if code == "FT" else []
    if code in STUD:
        extra += ["--ante", "1", "--bring-in", "1"]
    result = invoke(
        "run",
        name,
        "--players",
        str(players),
        "--hands",
        str(hands),
        "--seed",
        str(seed),
        "--agents",
        "random,call,raise",
        "--phh",
        str(out),
        *extra,
    )
    assert result.exit_code == 0, result.output
    files = sorted(out.glob("*.phh"))
    assert len(files) == hands
    return files


def pokerkit_stacks(path) -> tuple[list, list]:
    """PokerKit's own reading and play of a .phh file: (its final stacks, the file's)."""
    with open(path, "rb") as file:
        history = HandHistory.load(file)
    *_, last = iter(history)
    return list(last.stacks), list(history.finishing_stacks)


@pytest.mark.parametrize("code", CODES)
def test_pokerkit_reads_our_hands_and_agrees_on_the_stacks(code, tmp_path):
    game = load_game(shipped(code))
    players = min(4, game.max_players)
    for path in export(tmp_path, code, players):
        theirs, ours = pokerkit_stacks(path)
        assert theirs == ours, path.read_text()


@pytest.mark.parametrize("code", CODES)
def test_our_exported_hands_replay_in_our_engine(code, tmp_path):
    for path in export(tmp_path, code, 3, hands=6):
        result = invoke("replay", str(path))
        assert result.exit_code == 0, result.output + path.read_text()
        assert "finishing stacks match" in result.output


@pytest.mark.parametrize("players", [2, 6])
def test_holdem_heads_up_and_full_ring(players, tmp_path):
    # heads-up the button posts the small blind: PHH writes it first, p2 posts it
    for path in export(tmp_path, "NT", players):
        theirs, ours = pokerkit_stacks(path)
        assert theirs == ours
    assert "blinds_or_straddles = [1, 2]" in path.read_text() or players != 2


NT_HAND = """variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [1000, 500, 800]
actions = ['d dh p1 AhAd', 'd dh p2 ????', 'd dh p3 KsKc', 'p3 cbr 30', 'p1 cbr 100', 'p2 f',
           'p3 cc', 'd db 2c7d9h', 'p1 cbr 150', 'p3 cbr 700', 'p1 cc', 'd db Kh', 'd db 3d',
           'p1 sm AhAd', 'p3 sm KsKc']
"""


def pokerkit_finishing(text: str) -> list:
    *_, last = iter(HandHistory.loads(text))
    return list(last.stacks)


def test_a_hand_written_for_pokerkit_plays_the_same_here():
    # the kings all in on the flop hit a set on the turn: pokerkit's stacks are ours
    state, finishing = replay_phh(NT_HAND)
    assert finishing is None
    assert list(state.result().stacks) == pokerkit_finishing(NT_HAND) == [200, 490, 1610]


def test_finishing_stacks_in_the_file_are_checked(tmp_path):
    good = NT_HAND + "finishing_stacks = [200, 490, 1610]\n"
    bad = NT_HAND + "finishing_stacks = [1610, 490, 200]\n"
    (tmp_path / "good.phh").write_text(good)
    (tmp_path / "bad.phh").write_text(bad)
    ok = invoke("replay", str(tmp_path / "good.phh"))
    assert ok.exit_code == 0 and "finishing stacks match" in ok.output
    wrong = invoke("replay", str(tmp_path / "bad.phh"))
    assert wrong.exit_code == 1 and "finishing stacks [200, 490, 1610]" in wrong.output


def test_an_action_out_of_turn_is_named():
    text = NT_HAND.replace("'p3 cbr 30', 'p1 cbr 100'", "'p1 cbr 30', 'p3 cbr 100'")
    with pytest.raises(Mismatch, match=r"action 4 \(p1 cbr 30\): p3 is to act"):
        replay_phh(text)


def test_an_illegal_amount_is_named():
    text = NT_HAND.replace("'p3 cbr 30'", "'p3 cbr 15'")  # less than a full raise
    with pytest.raises(Mismatch, match=r"action 4 \(p3 cbr 15\)"):
        replay_phh(text)


def test_an_unknown_variant_code_is_an_error():
    with pytest.raises(Mismatch, match="'FK/9' is not one pokerlang plays"):
        replay_phh(NT_HAND.replace("'NT'", "'FK/9'"))


def test_each_code_is_named_by_the_variant_file_that_plays_it():
    from pokerlang.compiler import load_game

    games = phh_games()
    assert set(CODES) <= set(games)
    for code in CODES:
        game = load_game(games[code])
        assert code in game.phh
        assert phh_code(game) == code  # its own betting is the code's: exported as itself


def test_a_variation_does_not_inherit_its_base_codes():
    from pokerlang.compiler import load_game

    assert load_game("royal-holdem").phh == ()
    assert phh_code(load_game("royal-holdem")) is None


def test_a_code_must_start_with_its_betting_letter(tmp_path):
    from pokerlang.check import check_file

    path = tmp_path / "v.poker"
    path.write_text(
        'import rankings\nphh "XT"\nzone hand per seat private\n'
        "step a { deal 5 to hand bet }\nshowdown 5 of hand by high\n"
    )
    [diagnostic] = check_file(path)
    assert diagnostic.message == "'XT' is not a PHH game code"


def test_antes_are_a_table_rule_even_where_the_game_file_has_none():
    # Tournaments play hold'em with antes: the hand is played as PokerKit plays it.
    text = NT_HAND.replace("antes = [0, 0, 0]", "antes = [1, 1, 1]").replace("'p3 cbr 700'", "'p3 cbr 699'")
    state, _ = replay_phh(text)
    assert [e.amount for e in state.log if e.kind == "ante"] == [1, 1, 1]
    assert list(state.result().stacks) == pokerkit_finishing(text)


def test_not_toml_is_an_error(tmp_path):
    (tmp_path / "x.phh").write_text("variant = \n")
    result = invoke("replay", str(tmp_path / "x.phh"))
    assert result.exit_code == 2 and "not PHH" in result.output  # input that cannot be used


def test_the_betting_decides_the_code():
    holdem = load_game("holdem")
    assert phh_code(holdem) == "NT"
    assert phh_code(phh_module.with_betting(holdem, "fixed-limit")) == "FT"
    assert phh_code(phh_module.with_betting(holdem, "pot-limit")) is None


def test_a_game_phh_cannot_name_is_exit_2(tmp_path):
    result = invoke("run", "swingo", "--hands", "1", "--phh", str(tmp_path))
    assert result.exit_code == 2 and "PHH has no code" in result.output
