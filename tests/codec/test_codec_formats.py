"""Each format of ``pokerlang.codec`` says every action and option one way, and reads back
what it writes."""

import json
import random

import pytest

from pokerlang.cards.card import cards
from pokerlang.codec import json as codec_json
from pokerlang.codec import phh, plays, text
from pokerlang.codec.actions import (
    ACTIONS,
    Accept,
    Ask,
    Bet,
    Call,
    Check,
    Choose,
    Complete,
    Declare,
    Discard,
    Draw,
    Expose,
    FaceDown,
    Fold,
    Keep,
    Move,
    Muck,
    PostBringIn,
    Raise,
    Refuse,
    Set,
    Show,
)
from pokerlang.codec.options import (
    BetRange,
    ChooseCards,
    DeclareOptions,
    DiscardCards,
    DrawCards,
    ExposeCards,
    KeepOne,
    MoveOption,
    RaiseRange,
)

# One of every action, its fields filled.
EVERY_ACTION = [
    Fold(),
    Check(),
    Call(6),
    Call(),
    Bet(10),
    Raise(24),
    PostBringIn(1),
    Complete(4),
    Choose("As Kd"),
    Expose("7c"),
    Discard("2h 3h"),
    Draw("Tc 9c"),
    Draw(()),
    Ask(),
    FaceDown(),
    Accept(),
    Refuse(),
    Keep("Qs"),
    Set("Jh", "back"),
    Declare("high"),
    Show(),
    Muck(),
    Move("swap", (1, 2)),
    Move("pass"),
]
POOL = cards("As Kd 7c 2h")
# One of every option that is not itself an action, with an action it allows.
EVERY_RANGE = [
    (BetRange(2, 200), Bet(2)),
    (RaiseRange(4, 200), Raise(200)),
    (ChooseCards(POOL, "hand", "board", 2), Choose("As 2h")),
    (ExposeCards(POOL, "hand", 1), Expose("Kd")),
    (DiscardCards(POOL, "hand", 1), Discard("7c")),
    (DrawCards(POOL, "hand", 0, 3), Draw("As Kd")),
    (KeepOne(cards("As Kd")), Keep("Kd")),
    (DeclareOptions(("high", "low")), Declare("low")),
    (MoveOption("stack", (0, 0), ((0, 1), (1, 0))), Move("stack", (1, 0))),
]


def test_every_action_class_is_exercised_here():
    assert {type(a) for a in EVERY_ACTION} == set(ACTIONS.values())


@pytest.mark.parametrize("action", EVERY_ACTION, ids=repr)
def test_json_reads_back_what_it_writes(action):
    written = codec_json.action_record(3, action)
    assert written["seat"] == 3 and written["action"] == action.name
    assert codec_json.action_of(written) == action
    sent = json.loads(json.dumps(codec_json.action_json(action)))  # as a page sends it back
    assert codec_json.checked_action(sent) == action


def test_json_reads_the_names_older_histories_wrote():
    assert codec_json.action_of({"seat": 0, "action": "postbringin", "amount": 1}) == PostBringIn(1)
    assert codec_json.action_of({"seat": 0, "action": "facedown"}) == FaceDown()


@pytest.mark.parametrize(
    "message, why",
    [
        ("call", "an action is an object"),
        ({"action": "shove"}, "'shove' is not an action"),
        ({"action": "raise", "amount": True}, "'amount' is not a field of raise"),
        ({"action": "raise", "amount": "12"}, "'amount' is not a field of raise"),
        ({"action": "fold", "amount": 3}, "fold does not take amount"),
        ({"action": "discard", "cards": ["Zz"]}, "Zz"),
        ({"action": "move", "kind": "swap", "target": [1]}, "a target is [row, column]"),
    ],
)
def test_json_from_outside_is_checked_before_anything_is_built(message, why):
    with pytest.raises(codec_json.Unreadable, match=why.replace("[", r"\[").replace("]", r"\]")):
        codec_json.checked_action(message)


def test_json_draws_each_option_by_the_name_of_its_actions():
    assert codec_json.option_json(RaiseRange(4, 200)) == {"kind": "raise", "min": 4, "max": 200}
    assert codec_json.option_json(Call(2)) == {"kind": "call", "amount": 2}
    assert codec_json.option_json(ChooseCards(POOL, "hand", "board", 2)) == {
        "kind": "choose",
        "cards": ["As", "Kd", "7c", "2h"],
        "low": 2,
        "high": 2,
        "zone": "hand",
        "target": "board",
    }
    assert codec_json.option_json(MoveOption("pass", (0, 0))) == {
        "kind": "move",
        "move": "pass",
        "at": [0, 0],
        "targets": [],
    }
    assert codec_json.option_json(FaceDown()) == {"kind": "face-down"}


@pytest.mark.parametrize("option, action", EVERY_RANGE, ids=lambda x: type(x).__name__)
def test_a_bot_reads_every_option_by_the_name_of_the_actions_it_allows(option, action):
    assert option.allows(action)
    assert plays.name_of(option) == action.name == option.sample(random.Random(1)).name
    tried = plays.every(option, lambda low, high: [low, high], lambda pool, counts: [tuple(pool[:n]) for n in counts])
    assert tried and all(option.allows(a) for a in tried)


def test_a_bot_asks_of_betting_options_without_telling_their_classes_apart():
    assert [plays.is_betting(o) for o in (Fold(), Check(), Call(2), RaiseRange(4, 9), DrawCards(POOL, "h", 0, 1))] == [
        False,
        True,
        True,
        True,
        False,
    ]
    assert [plays.least(o) for o in (BetRange(2, 9), RaiseRange(4, 9), Complete(4), Call(2))] == [
        Bet(2),
        Raise(4),
        Complete(4),
        None,
    ]
    assert [plays.cost(o) for o in (RaiseRange(4, 9), Call(3), Check())] == [4, 3, 0]


def test_text_says_each_option_and_reads_a_typed_line_back():
    legal = [Fold(), Call(2), RaiseRange(4, 200)]
    assert text.offered(legal) == "fold, call 2, raise 4-200"
    assert text.read_action("raise 12", legal) == Raise(12)
    assert text.read_action("c", legal) == Call(2)
    assert text.offered([DrawCards(cards("As Kd"), "hand", 0, 2)]) == "draw 0-2 of 1:As 2:Kd ('pat' for none)"
    assert text.read_action("pat", [DrawCards(cards("As Kd"), "hand", 0, 2)]) == Draw(())
    assert text.read_action("show", [Show(), Muck()]) == Show()
    with pytest.raises(text.InputError, match="you cannot check now"):
        text.read_action("check", legal)


def test_a_declaration_named_by_a_betting_word_is_declared_by_that_word_alone():
    """`declare raise, fold` (a casino game's play or fold): `raise` typed at the prompt
    declares it, where no raise of chips is offered; with one, it is the raise."""
    declared = [DeclareOptions(("raise", "fold"))]
    assert text.read_action("raise", declared) == Declare("raise")
    assert text.read_action("fold", declared) == Declare("fold")
    assert text.read_action("declare raise", declared) == Declare("raise")
    assert text.read_action("raise 12", [*declared, RaiseRange(4, 200)]) == Raise(12)


def test_phh_codes_read_and_write_the_same_actions():
    legal = [Fold(), Call(2), RaiseRange(4, 200)]
    assert phh.action_of("cc", legal) == Call() and phh.action_of("cc", [Check(), BetRange(2, 9)]) == Check()
    assert phh.action_of("cbr", legal, to=12) == Raise(12)
    assert phh.action_of("cbr", [Check(), BetRange(2, 9)], to=6) == Bet(6)
    assert phh.action_of("sd", [DrawCards(POOL, "hand", 0, 3)], discards=["As"]) == Draw("As")
    assert [phh.phh_words(k, 12, "As") for k in ("fold", "call", "raise", "bring-in", "draw", "show", "ante")] == [
        "f",
        "cc",
        "cbr 12",
        "pb",
        "sd As",
        "sm As",
        None,
    ]
    assert phh.phh_words("draw") == "sd"  # standing pat
    with pytest.raises(phh.Unreadable, match="a 'declare' cannot be written in PHH"):
        phh.phh_words("declare")
    with pytest.raises(phh.Unreadable, match="needs an amount"):
        phh.action_of("cbr", legal)


def test_a_word_typed_at_a_card_prompt_is_named_whole_not_cut_into_cards():
    pool = cards("As Kd")
    assert text.pick_cards(["AsKd"], pool) == tuple(pool)
    with pytest.raises(text.InputError, match="'trade' is not a card"):
        text.pick_cards(["trade"], pool)
