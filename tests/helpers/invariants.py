"""The invariants every hand keeps, checked at each step of random play: chips and cards
conserved, no view showing a card its seat may not know, an action for the seat to act,
every option playable, every hand ended (``play_randomly``)."""

from __future__ import annotations

import os
import random
from collections import Counter

import attrs
import pytest

from pokerlang.cards import Card
from pokerlang.compiler import load_game
from pokerlang.engine import (
    Accept,
    Bet,
    Check,
    Choose,
    Declare,
    Draw,
    Fold,
    IllegalAction,
    Keep,
    Move,
    Muck,
    Raise,
    Show,
    TableStakes,
    new_hand,
)
from pokerlang.engine.zones import OFFER
from pokerlang.resources import shipped_variants

FULL = bool(os.environ.get("POKERLANG_FULL"))
HANDS = 40 if FULL else 2
MOST_ACTIONS = 3000
VARIANTS = [path.stem for path in shipped_variants()]
# Actions of every kind, each one wrong wherever no listed option allows it.
WRONG = (
    Check(),
    Bet(10**6),
    Raise(1),
    Choose(()),
    Draw(("2c",)),
    Accept(),
    Keep("2c"),
    Declare("nothing"),
    Move("swap", (99, 99)),
    Move("nothing"),
    Show(),
    Muck(),
)


def player_counts(game) -> list[int]:
    """The fewest, the most, and one between."""
    return sorted({game.min_players, (game.min_players + game.max_players) // 2, game.max_players})


_GAMES: dict[str, object] = {}


def game_named(name: str):
    if name not in _GAMES:
        _GAMES[name] = load_game(name)
    return _GAMES[name]


def cards_in(value, out: list) -> list:
    """Every Card anywhere inside a view (dicts, lists, log lines, options)."""
    if isinstance(value, Card):
        out.append(value)
    elif isinstance(value, dict):
        for v in value.values():
            cards_in(v, out)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            cards_in(v, out)
    elif attrs.has(type(value)):
        for v in attrs.asdict(value, recurse=False).values():
            cards_in(v, out)
    return out


def visible_now(state, seat: int) -> set:
    """What ``seat`` may know at this moment: every card face up; its own face-down cards
    in a zone its owner sees (private or public), and the others' in an ``others`` zone;
    nobody's in a ``hidden`` or a shared zone."""
    zones = state.zones
    seen = set()
    for (name, owner), placed in zones.held.items():
        zone = zones.zone_of.get(name)
        visibility = zone.visibility if zone is not None else "private"  # the offer: like a hand
        sees = (
            (owner == seat)
            if visibility in ("private", "public")
            else (owner != seat if visibility == "others" else False)
        )
        for p in placed:
            if sees or p.face_up:
                seen.add(p.card)
    for placed in zones.table.values():
        seen.update(p.card for p in placed if p.face_up)
    return seen


def may_act(state, seat: int) -> bool:
    """Who may be asked to act: a seat still in; or, where a seat that declared out keeps
    its cards (a dealer left alone may be challenged by it), a seat holding cards."""
    if state.live[seat]:
        return True
    return any(owner == seat and placed for (_, owner), placed in state.zones.held.items())


def _house_so_far(state) -> int:
    """What `pay` steps have given the house so far (less what it paid), mid-hand."""
    return sum(p.amount if p.payee == "house" else -p.amount if p.payer == "house" else 0 for p in state.paid)


def check(state, knowledge: list[set], total: int, deck: list) -> None:
    chips = state.chips
    # A capped pot of repeated deals sets its overflow aside, by the seat that paid it.
    set_aside = sum(state.rounds.set_aside) if state.rounds is not None else 0
    # Chips paid to match the pot (`pay pot`) and big-blind antes are committed too, as dead
    # money; against the house, what the house won (or paid) counts too.
    bank = state.outcome().bank if state.is_over else _house_so_far(state)
    # A cap game's chips above the cap sit out the hand, and are in the stacks once it is over.
    behind = 0 if state.is_over else sum(state.behind)
    assert sum(chips.stacks) + sum(chips.committed) + set_aside + bank + behind == total
    assert all(s >= 0 for s in chips.stacks)
    assert Counter(state.zones.every_card()) == Counter(deck)
    assert state.is_over == (state.to_act is None)
    if not state.is_over:
        assert state.legal_actions(), "a live hand offers no action"
        assert may_act(state, state.to_act), f"seat {state.to_act} is out and holds no cards, yet acts"
    for seat in range(state.players):
        knowledge[seat] |= visible_now(state, seat)
    for event in state.log:  # hands shown at a deal's showdown, the card not kept of "two
        # dealt, keep one", the openers shown at the end, and cards turned face up (a player
        # may fold, by a rule, at once after turning its last card: the log keeps what was
        # seen) are seen by all
        if event.kind in ("show", "show-discard", "openers") or (event.kind == "expose" and event.to is None):
            for seat, known in enumerate(knowledge):
                if event.to is None or seat in event.to:  # a hand shown to the players in alone (3-5-7)
                    known.update(event.cards)
    if state.is_over:
        for hand in state.result().shown:
            for known in knowledge:
                known.update(hand.cards)
    for seat in range(state.players):
        view = state.view(seat)
        leaked = set(cards_in(view, [])) - knowledge[seat]
        assert not leaked, f"seat {seat} sees {leaked}"
        for other in view["seats"]:
            if other["seat"] != seat:
                hidden = [c for name, zone in other["zones"].items() for c in zone]
                assert len(hidden) == sum(
                    len(state.zones.held[(z if z != "offer" else OFFER, other["seat"])]) for z in other["zones"]
                )


def fingerprint(state) -> tuple:
    """Everything an action could change: chips, who is in, who acts, the log, the cards."""
    chips = state.chips
    return (
        list(chips.stacks),
        list(chips.committed),
        list(chips.bets),
        list(state.live),
        state.to_act,
        len(state.log),
        list(state.zones.every_card()),
    )


def check_options(state, rng: random.Random) -> None:
    """Every option listed allows what it samples and can be played (on a copy: with
    POKERLANG_FULL every option at every step, else one drawn at random, copies being
    dear); every action of a kind no option allows is refused, changing nothing."""
    options = state.legal_actions()
    probed = rng.choice(options)
    for option in options:
        action = option.sample(rng)
        assert option.allows(action), (option, action)
        if FULL or option is probed:
            state.copy().apply(action)
    before = fingerprint(state)
    for wrong in WRONG:
        if any(option.allows(wrong) for option in options):
            continue
        with pytest.raises(IllegalAction):
            state.apply(wrong)
        assert fingerprint(state) == before, f"{wrong} was refused but changed the hand"


def play_randomly(game, players: int, seed: int, *, probe: bool = True) -> None:
    """One hand of random play, with short and deep stacks mixed, every invariant checked
    at each step; ``probe``: also try every option listed and actions no option allows."""
    rng = random.Random(seed)
    stacks = tuple(rng.choice([rng.randint(1, 10), rng.randint(10, 60), 200]) for _ in range(players))
    stakes = TableStakes(stacks=stacks, ante=rng.choice([0, 1]), bring_in=rng.choice([0, 1]), max_rounds=30)
    state = new_hand(game, stakes, seed=seed, button=seed % players)
    total, deck = sum(stacks), list(game.at(players).deck())  # (the deck of that many players)
    knowledge = [set() for _ in range(players)]
    check(state, knowledge, total, deck)
    for _ in range(MOST_ACTIONS):
        if state.is_over:
            break
        if probe:
            check_options(state, rng)
        options = state.legal_actions()
        chosen = rng.choices(options, [1 if isinstance(o, Fold) else 4 for o in options])[0]
        action = chosen.sample(rng)
        assert chosen.allows(action)
        state.apply(action)
        check(state, knowledge, total, deck)
    assert state.is_over, "the hand did not end"
    result = state.result()
    assert sum(result.net) + result.bank == 0 and sum(result.stacks) + result.bank == total
    assert all(s >= 0 for s in result.stacks)
    assert sum(p.amount for p in result.pots) == sum(w.amount for p in result.pots for s in p.shares for w in s.winners)
