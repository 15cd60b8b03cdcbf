"""``pokerlang play``: a person at the table types actions and reads the table.

Unit tests of what a typed line means (``read_action``) and of the plain-text screen,
a check that every decision of every shipped variant can be typed, and sessions with
scripted input (test_play_terminal.py drives a real process in a pseudo-terminal).
"""

from __future__ import annotations

import contextlib
import random
import re

import pytest
from rich.console import Console
from helpers.stacking import cards, round_the_table

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.engine import (
    Accept,
    Bet,
    BetRange,
    Call,
    Check,
    Choose,
    ChooseCards,
    Complete,
    Declare,
    DeclareOptions,
    Discard,
    DiscardCards,
    Draw,
    DrawCards,
    Expose,
    ExposeCards,
    Fold,
    Keep,
    Set,
    KeepOne,
    Move,
    MoveOption,
    PostBringIn,
    Raise,
    RaiseRange,
    Refuse,
    TableStakes,
    new_hand,
)
from pokerlang.resources import shipped_variants
from pokerlang.runner.agents import CallAgent
from pokerlang.runner.play import play_session, summary
from pokerlang.runner.screen import Screen, plain_console
from pokerlang.codec.text import InputError, read_action


def cs(text: str):
    """Cards as a tuple, as the engine's options hold them."""
    return tuple(cards(text))


NO_LIMIT = [Fold(), Call(1), RaiseRange(4, 200)]
CHOOSE = [ChooseCards(cards=cs("As Kd Qh 7c 2s"), source="hand", target="board", count=3)]


def refusal(text: str, legal: list, view=None) -> str:
    with pytest.raises(InputError) as err:
        read_action(text, legal, view)
    return str(err.value)


# ---- betting ------------------------------------------------------------------------------------


def test_the_betting_words_name_the_options():
    assert read_action("fold", NO_LIMIT) == Fold()
    assert read_action("call", NO_LIMIT) == Call(1)
    assert read_action("c", NO_LIMIT) == Call(1)
    assert read_action("raise 12", NO_LIMIT) == Raise(12)
    assert read_action("R 12", NO_LIMIT) == Raise(12)
    assert read_action("12", NO_LIMIT) == Raise(12)
    assert read_action("raise all", NO_LIMIT) == Raise(200)
    assert read_action("raise min", NO_LIMIT) == Raise(4)


def test_a_bet_said_when_it_is_a_raise_means_the_raise():
    assert read_action("bet 10", NO_LIMIT) == Raise(10)
    assert read_action("raise 10", [Check(), BetRange(2, 50)]) == Bet(10)


def test_an_amount_outside_the_range_is_explained():
    assert "4 to 200" in refusal("raise 2", NO_LIMIT)
    assert "4 to 200" in refusal("raise 201", NO_LIMIT)
    assert "how much" in refusal("raise", NO_LIMIT)
    assert "not an amount" in refusal("raise lots", NO_LIMIT)


def test_only_the_offered_actions_are_taken():
    assert "cannot check" in refusal("check", NO_LIMIT)
    assert "cannot call" in refusal("call", [Check(), BetRange(2, 50)])
    assert "not an action" in refusal("dance", NO_LIMIT)
    assert "type an action" in refusal("   ", NO_LIMIT)


def test_forced_and_fixed_actions():
    legal = [PostBringIn(1), Complete(4)]
    assert read_action("bring-in", legal) == PostBringIn(1)
    assert read_action("complete", legal) == Complete(4)
    assert read_action("bet 4", [Fold(), Call(2), Raise(4)]) == Raise(4)
    assert "is 4, not 6" in refusal("raise 6", [Fold(), Call(2), Raise(4)])
    assert read_action("refuse", [Accept(), Refuse()]) == Refuse()


# ---- cards -------------------------------------------------------------------------------------


def test_cards_by_name_by_position_or_written_together():
    want = Choose(cs("As Kd Qh"))
    for typed in ("As Kd Qh", "1 2 3", "as kd qh", "AsKdQh", "A♠ K♦ Q♥", "choose 1 2 3", "As, Kd, Qh"):
        assert read_action(typed, CHOOSE) == want, typed


def test_a_card_typo_is_explained():
    assert "exactly 3 cards, not 2" in refusal("As Kd", CHOOSE)
    assert "not a card" in refusal("As Kd Zz", CHOOSE)
    assert "no card 7" in refusal("1 2 7", CHOOSE)
    assert "named twice" in refusal("As As Kd", CHOOSE)
    assert "2c is not one of the cards" in refusal("As Kd 2c", CHOOSE)


@pytest.mark.parametrize("word", ["²", "①", "٣", "9" * 5000])
def test_digit_like_words_and_huge_numbers_are_refused_not_crashed_on(word):
    """str.isdigit() takes '²', '①' and Arabic-Indic digits, which int() refuses, and int()
    refuses more than 4,300 digits: each is a word the person gets explained."""
    move_view = {"grids": {"grid": [[[card("2c")]]]}}
    legal_sets = [
        (NO_LIMIT, f"raise {word}"),
        (NO_LIMIT, word),
        ([Fold(), Call(2), Raise(4)], f"raise {word}"),
        (CHOOSE, f"{word} 1 2"),
        (CHOOSE, word + word),
        (MOVES, f"swap {word}"),
        (MOVES, f"swap {word} 1"),
    ]
    for legal, text in legal_sets:
        with contextlib.suppress(InputError):
            read_action(text, legal, move_view)


def test_a_draw_takes_any_allowed_number_or_none():
    legal = [DrawCards(cards=cs("As Kd Qh 7c 2s"), zone="hand", low=0, high=3)]
    assert read_action("pat", legal) == Draw(())
    assert read_action("draw 7c 2s", legal) == Draw(cs("7c 2s"))
    assert read_action("4 5", legal) == Draw(cs("7c 2s"))
    assert "0 to 3 cards, not 4" in refusal("1 2 3 4", legal)
    assert "not an action" not in refusal("1 2 3 4 5", legal)


def test_discard_expose_and_keep_one():
    assert read_action("2c", [DiscardCards(cards=cs("2c 3d"), zone="hand", count=1)]) == Discard(cs("2c"))
    assert read_action("expose 1", [ExposeCards(cards=cs("9h 9d"), zone="hand", count=1)]) == Expose(cs("9h"))
    keep = [KeepOne(cards=cs("Jh 4c"))]
    assert read_action("keep Jh", keep) == Keep(card("Jh"))
    assert read_action("2", keep) == Keep(card("4c"))
    assert "keep one card" in refusal("Jh 4c", keep)


def test_a_declaration_is_its_word():
    legal = [DeclareOptions(("high", "low", "both"))]
    assert read_action("low", legal) == Declare("low")
    assert read_action("declare both", legal) == Declare("both")
    assert "high or low or both" in refusal("sideways", legal)


def test_a_secret_declaration_reads_as_made_in_secret_then_as_revealed():
    # Guts: every seat declares in or out together; the player's own declaration is said
    # as made (in secret, the others' unseen), then once more with everyone's at the reveal.
    hand = new_hand(load_game("guts"), TableStakes(players=3), seed=4)
    while hand.to_act is not None and not any(type(o) is DeclareOptions for o in hand.legal_actions()):
        hand.apply(hand.legal_actions()[0].sample(random.Random(0)))
    while hand.to_act is not None and any(type(o) is DeclareOptions for o in hand.legal_actions()):
        hand.apply(Declare("in" if hand.to_act == 0 else "out"))
    screen = Screen(plain_console(), load_game("guts"), human=0)
    said = [screen.event(line).plain for line in hand.view(0)["log"] if line["kind"] == "declare"]
    # In turn from the dealer's left, as made; then as revealed.
    assert said == [
        "seat 2 declares (secretly)",
        "seat 3 declares (secretly)",
        "you declare in in secret",
        "seat 2 declares out",
        "seat 3 declares out",
        "you declare in",
    ]


def test_cards_put_from_zone_to_zone_say_where_they_went():
    # Teen Patti's look: a blind player's cards go from a zone nobody sees into their hand.
    screen = Screen(plain_console(), load_game("holdem"), human=0)
    assert screen.event({"kind": "put", "seat": 1, "count": 3, "zone": "hand", "hidden": True}).plain == (
        "seat 2 puts 3 cards into hand"
    )
    assert screen.event({"kind": "put", "seat": 0, "cards": cs("As Kd"), "zone": "board"}).plain == (
        "you put As Kd into board"
    )


# ---- grid moves ---------------------------------------------------------------------------------

AT = (0, 1)
MOVES = [
    MoveOption("swap", AT, ((1, 1), (0, 0), (0, 2))),
    MoveOption("stack", AT, ((1, 1), (0, 0), (0, 2))),
    MoveOption("pass", AT),
]
GRID_VIEW = {
    "grids": {"grid": [[[card("2c")], [card("3c")], [card("4c")]], [[card("5c")], [card("9s")], [card("7c")]]]}
}


def test_a_move_names_a_direction_a_card_or_a_space():
    assert read_action("swap up", MOVES) == Move("swap", (1, 1))
    assert read_action("stack left", MOVES) == Move("stack", (0, 0))
    assert read_action("swap 9s", MOVES, GRID_VIEW) == Move("swap", (1, 1))
    assert read_action("swap 1 3", MOVES) == Move("swap", (0, 2))
    assert read_action("pass", MOVES) == Move("pass")


def test_a_move_that_is_not_adjacent_is_explained():
    assert "cannot swap down" in refusal("swap down", MOVES)
    assert "not next to your position" in refusal("swap 2 1", MOVES)
    assert "5c is not on a space next to yours" in refusal("swap 5c", MOVES, GRID_VIEW)
    assert "which way" in refusal("stack", MOVES)
    assert "not a move here" in refusal("fold", MOVES) or "cannot fold" in refusal("fold", MOVES)


# ---- every decision of every variant can be typed ---------------------------------------------


def typed(action) -> str:
    """What a person types for ``action``: the words the prompt offers."""
    if isinstance(action, (Bet, Raise)):
        return f"{type(action).__name__.lower()} {action.amount}"
    if isinstance(action, (Choose, Expose, Discard)):
        return " ".join(map(str, action.cards))
    if isinstance(action, Draw):
        return "draw " + " ".join(map(str, action.cards)) if action.cards else "pat"
    if isinstance(action, Keep):
        return f"keep {action.card}"
    if isinstance(action, Set):
        return f"set {action.card} {action.row}"
    if isinstance(action, Declare):
        return action.option
    if isinstance(action, Move):
        return action.kind if action.target is None else f"{action.kind} {action.target[0] + 1} {action.target[1] + 1}"
    return {PostBringIn: "bring-in"}.get(type(action), type(action).__name__.lower())


@pytest.mark.parametrize("path", shipped_variants(), ids=lambda p: p.stem)
def test_every_decision_can_be_typed(path):
    game = load_game(str(path))
    players = max(game.min_players, min(3, game.max_players))
    rng = random.Random(path.stem)
    for seed in range(3):
        state = new_hand(game, TableStakes(players=players, ante=1, bring_in=1), seed=seed)
        while not state.is_over:
            legal = state.legal_actions()
            action = rng.choice(legal).sample(rng)
            read = read_action(typed(action), legal, state.view(state.to_act))
            assert any(o.allows(read) for o in legal)
            assert type(read) is type(action) and typed(read) == typed(action)
            state.apply(read)


# ---- the screen (plain text) ------------------------------------------------------------------


def render(renderable) -> str:
    console = plain_console(width=120)
    with console.capture() as out:
        console.print(renderable)
    return out.get()


def test_cards_are_plain_text_without_colour_and_symbols_with_it():
    game = load_game("holdem")
    plain = Screen(plain_console(), game)
    assert not plain.fancy
    assert plain.cards(cs("As Kd")).plain == "As Kd"
    assert plain.card(None).plain == "??"
    fancy = Screen(Console(force_terminal=True, color_system="truecolor"), game)
    assert fancy.fancy
    assert fancy.cards(cs("As Kd")).plain == "A♠ K♦"
    assert "red" in str(fancy.card(card("Kd")).style) and "red" in str(fancy.card(card("2h")).style)
    assert "red" not in str(fancy.card(card("As")).style)
    no_colour = Screen(Console(force_terminal=True, no_color=True), game)
    assert no_colour.cards(cs("Th 2c")).plain == "Th 2c"


def holdem_on_the_flop():
    # Seat 0 (the person, on the button) holds As Ad; the flop is Kd 7h 2c.
    deck = cs("Kc As Qc Ad 3s Kd 7h 2c 4s 9d 5s Jh")  # a card each from seat 2, burn, flop, turn, river
    state = new_hand(load_game("holdem"), TableStakes(players=2), deck=deck, button=0)
    state.apply(Call())
    state.apply(Check())  # preflop: the button calls, the big blind checks
    state.apply(Check())  # the big blind checks the flop
    return state


# Against the house there is no pot: the chips in front are each player's stake with the
# house, and the table says so.
def test_a_game_against_the_house_shows_the_stakes_not_a_pot():
    game = load_game("caribbean-stud")
    state = new_hand(game, TableStakes(players=2, ante=1), seed=3)
    view = state.view(0)
    text = render(Screen(plain_console(), state.game).table(view, view["log"], hand=1))
    assert "staked with the house: 2" in text and "pot:" not in text


def test_the_table_shows_own_cards_hidden_cards_board_pot_and_turn():
    state = holdem_on_the_flop()
    view = state.view(0)
    screen = Screen(plain_console(), state.game)
    text = render(screen.table(view, view["log"], hand=1))
    assert "you" in text and "As Ad" in text
    assert "seat 2" in text and "?? ??" in text
    assert "Kc" not in text and "Qc" not in text  # the other seat's cards stay hidden
    assert "board: Kd 7h 2c" in text
    assert "pot: 4" in text
    assert "to act: your turn" in text
    assert "seat 2 checks" in text
    assert screen.options(state.legal_actions(), view) == "fold, check, bet 2-198"


def test_the_persons_face_down_cards_are_marked_when_some_of_theirs_are_face_up():
    # Drawmaha: the person draws one card, is offered Tc face up and takes it; the other
    # four stay face down, seen by the person alone.
    state = new_hand(load_game("drawmaha"), TableStakes(players=2), seed=2)
    while not any(isinstance(o, Accept) for o in state.legal_actions()):
        legal = state.legal_actions()
        draw = next((o for o in legal if isinstance(o, DrawCards)), None)
        state.apply(
            Draw(draw.cards[:1])
            if draw and state.to_act == 0
            else Draw(())
            if draw
            else next(o for o in legal if isinstance(o, (Check, Call)))
        )
    state.apply(Accept())
    view = state.view(0)
    up = view["own_up"]["hand"]
    assert len(up) == 1 and len(view["own"]["hand"]) == 5
    text = render(Screen(plain_console(), state.game).table(view, view["log"]))
    down = [c for c in view["own"]["hand"] if c not in up]
    assert " ".join(f"({c})" for c in down) + f" {up[0]}" in text
    assert "in parentheses: your face-down cards" in text
    holdem = holdem_on_the_flop().view(0)  # nothing face up: nothing marked
    text = render(Screen(plain_console(), load_game("holdem")).table(holdem, holdem["log"]))
    assert "(As)" not in text and "in parentheses" not in text


def test_the_showdown_describes_every_hand_and_who_wins_why():
    state = holdem_on_the_flop()
    while not state.is_over:
        state.apply(Check())
    view, result = state.view(0), state.result()
    screen = Screen(plain_console(), state.game)
    lines = [line.plain for line in screen.result(view, result)]
    assert any(re.match(r"seat 2 shows Kc Qc: pair of kings", line) for line in lines)
    assert any(re.match(r"you show As Ad: pair of aces", line) for line in lines)
    assert any(line.startswith("you win 4 of the pot with pair of aces") for line in lines)
    assert lines[-1] == "you won 2 this hand"
    table = render(screen.table(view, view["log"], result=result))
    assert "Kc Qc" in table  # the cards shown replace the hidden ones
    assert "pot: 4" in table  # what was played for, not the empty pot after paying it


def test_a_borrowed_card_says_whose_it_was():
    # Swingo: seat 1 (the person) makes a flush with seat 2's Ah from seat 2's board.
    game = load_game("swingo")
    hands = {0: "Kh Qh 9h 2h 3c", 1: "Ah 7s 7d 5c 4d"}
    deck = round_the_table(hands, button=0, players=2) + [card("8c")]  # seat 1 first: the button's left
    state = new_hand(game, TableStakes(players=2), deck=deck, button=0)
    state.apply(Call())
    state.apply(Check())
    boards = {0: cs("9h 2h 3c"), 1: cs("Ah 7s 7d")}
    for _ in boards:
        state.apply(Choose(boards[state.to_act]))
    while not state.is_over:  # check it down, and show at the showdown
        state.apply(next(o for o in state.legal_actions() if type(o).__name__ in ("Check", "Show")))
    result = state.result()
    lines = [line.plain for line in Screen(plain_console(), game).result(state.view(0), result)]
    win = next(line for line in lines if line.startswith("you win"))
    assert "flush, ace high" in win and "borrowing Ah from seat 2" in win


def test_the_grid_shows_rows_stacks_and_the_persons_position():
    game = load_game("swap-poker")
    state = new_hand(game, TableStakes(players=2), seed=1, button=1)  # the person moves first
    state.apply(Move("stack", (0, 1)))  # seat 1 stacks its first card onto its neighbour
    state.apply(Move("pass"))
    view = state.view(0)
    text = render(Screen(plain_console(), game).table(view, view["log"]))
    rows = {line.split()[0] + line.split()[1]: line for line in text.splitlines() if re.match(r"[12] (you|seat)", line)}
    assert set(rows) == {"1you", "2seat"}
    assert text.index("2 seat 2") < text.index("1 you")  # the person's row at the bottom
    grid = view["grids"]["grid"]
    below, top = grid[0][1]
    assert f"{top} ({below})" in rows["1you"]
    assert f"*{grid[0][1][-1]}" in rows["1you"]  # the next move starts at column 2


# ---- the loop --------------------------------------------------------------------------------


def session(variant: str, lines: list[str], players: int = 2, seed: int = 1):
    """Play with typed ``lines`` (then the end of input); returns (session, screen text)."""
    game = load_game(variant)
    console = plain_console(width=120)
    typed_lines = iter(lines)

    def read(prompt: str) -> str:
        console.print(prompt, end="", markup=False)
        try:
            line = next(typed_lines)
        except StopIteration:
            raise EOFError from None
        console.print(line, markup=False)
        return line

    with console.capture() as out:
        result = play_session(
            game,
            TableStakes(players=players),
            [None] + [CallAgent()] * (players - 1),
            seed,
            Screen(console, game),
            read,
            rules=lambda: f"# {game.title} rules",
        )
    return result, out.get()


def test_a_typo_gets_an_explanation_and_the_prompt_again():
    played, text = session("holdem", ["rase 6", "fold", "q"])
    assert "'rase' is not an action here (? for help)" in text
    assert text.count("fold, call 1, raise 4-200") == 2
    assert played.hands == 1 and played.net == -1


def test_question_mark_prints_the_rules():
    _, text = session("holdem", ["?", "fold", "q"])
    assert "# Texas hold'em rules" in text and "raise 12" in text


def test_q_leaves_after_the_current_hand_with_a_summary():
    played, text = session("holdem", ["q"])
    assert "you leave after this hand" in text
    assert played.hands == 1  # the hand is played out: the person checks or folds the rest
    assert "hand over" in text
    assert summary(played).startswith("You played 1 hand")


def test_the_end_of_input_leaves_cleanly():
    played, _ = session("holdem", [])
    assert played.hands == 1
    played, _ = session("holdem", ["fold", ""])  # Enter: the next hand, then the input ends
    assert played.hands == 2


def test_the_session_counts_hands_and_net_chips():
    played, text = session("holdem", ["fold", "", "fold", "", "fold", "q"], players=3)
    assert played.hands == 3
    assert f"session: 3 hands, net {played.net:+d}" in text
    assert "hand 3" in text


def test_mc_bots_play_a_variant_file_of_the_persons_own(tmp_path):
    """The file just written, outside the search path, under a name of its own: the mc
    bots play the game they were given, not one found by name."""
    from click.testing import CliRunner

    from pokerlang.cli import cli
    from pokerlang.resources import shipped_variants

    holdem = next(p for p in shipped_variants() if p.stem == "holdem").read_text()
    mine = tmp_path / "my-game.poker"
    mine.write_text(holdem.replace('game "Texas hold\'em"', 'game "My own game"'))
    result = CliRunner().invoke(
        cli,
        ["play", str(mine), "--bots", "mc", "--think", "4", "--players", "3", "--seed", "1"],
        input="call\nfold\nq\n",
    )
    assert result.exit_code == 0, result.output
    assert "My own game, 3 players" in result.output and "You played 1 hand" in result.output
