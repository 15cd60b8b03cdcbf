"""``pokerlang play``: a person takes the first seat, bots take the others.

The loop deals hand after hand (the button moving one seat each hand, every hand from
the same stacks, as in ``pokerlang run``: nobody busts, so the session's net chips
say how the person did), draws the table before each of the person's decisions, and
reads what they type (``codec.text`` turns a line into exactly one legal action, or
says in a short sentence why it cannot; the engine is asked only for actions an option
allows). ``?`` prints the rules, ``q`` leaves after the current hand, and the end of
input leaves as ``q`` does.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

import attrs

from pokerlang.diagnostics import printable
from pokerlang.engine import IllegalAction, new_hand
from pokerlang.runner.agents import ask
from pokerlang.runner.kill import KillTable
from pokerlang.runner.tallies import TallyTable, keeps_tallies
from pokerlang.codec.actions import Check, Declare, Draw, Fold, Move
from pokerlang.ir.rotation import Rotation
from pokerlang.runner.screen import Screen
from pokerlang.codec.text import HELP, InputError, read_action

HUMAN = 0  # the person sits in the first seat


@attrs.define
class Session:
    hands: int = 0
    net: int = 0
    won: int = 0  # hands in which the person won chips


class Leave(Exception):
    """The person asked to leave (``q``) or the input ended."""


class Person:
    """Reads the person's decisions; after ``q`` or the end of input it plays the rest of
    the hand as one who has walked away: check, else fold, else stand pat or pass."""

    def __init__(self, screen: Screen, read: Callable[[str], str], rules: Callable[[], str]):
        self.screen, self.read, self.rules = screen, read, rules
        self.leaving = False

    def ask(self, prompt: str) -> str:
        try:
            return self.read(prompt)
        except EOFError:
            self.leaving = True
            raise Leave() from None

    def decide(self, view: Mapping[str, Any], legal: list):
        offered = self.screen.options(legal, view)
        while True:
            try:
                text = self.ask(f"{offered}\nyour action: ").strip()
            except Leave:
                return None
            if text in ("?", "help", "h"):
                self.screen.console.print(self.rules(), markup=False, highlight=False)
                self.screen.console.print(HELP, markup=False, highlight=False)
                continue
            if text.lower() in ("q", "quit", "exit"):
                self.leaving = True
                self.screen.console.print("you leave after this hand", markup=False)
                return None
            try:
                return read_action(text, legal, view)
            except InputError as err:
                # The message may quote what was typed: its control characters are shown, not obeyed.
                self.screen.console.print(printable(f"{err} (? for help)"), markup=False, highlight=False)


def walk_away(legal: list, rng: random.Random):
    """The action of a seat whose player has left: give up as little as it can."""
    for action in (Check(), Fold()):
        if any(o.allows(action) for o in legal):
            return action
    for o in legal:
        for giving_up in (Draw(()), Move("pass")):  # stand pat; pass a move
            if o.allows(giving_up):
                return giving_up
        leaves = getattr(o, "leaves", ())  # a declaration's option that leaves the deal (`out = fold`)
        if leaves:
            return Declare(leaves[0])
    return legal[0].sample(rng)


def play_session(
    game,
    stakes,
    bots: list,
    seed: int,
    screen: Screen,
    read: Callable[[str], str],
    rules: Callable[[], str],
    max_hands: int | None = None,
) -> Session:
    """Deal hands until the person leaves; ``bots[seat]`` plays every seat but the first.
    ``game`` may be a rotation (a mixed game, with ``RotationStakes``): each hand is then
    its game's, announced when the game changes, as ``run`` plays it."""
    players = len(bots)
    person = Person(screen, read, rules)
    session = Session()
    master = random.Random(seed)
    out = screen.console
    table, playing = None, None
    # Tallies and players put out, carried from hand to hand (one game, not a rotation);
    # the person keeps the first seat while in the game, the others closed up after.
    counts = TallyTable(game, players) if not isinstance(game, Rotation) and keeps_tallies(game) else None
    while max_hands is None or session.hands < max_hands:
        hand_game, hand_stakes = game, stakes
        if isinstance(game, Rotation):
            member = game.member_at(session.hands, players)
            hand_game, hand_stakes = member.game, stakes.by_game[member.name]
        if hand_game is not playing:  # a new game: its table, and a kill does not carry over
            if playing is not None:
                out.print(f"\nthe game changes: now {hand_game.title}", markup=False, highlight=False)
            playing, screen.game = hand_game, hand_game
            table = KillTable(hand_game, hand_stakes)  # a game that kills pots: stakes follow the last hand
        assert table is not None
        hand_seed = master.getrandbits(63)
        at, seated, button = table.stakes, bots, session.hands % len(bots)
        if counts is not None:
            at, seated = counts.stakes(at), [bots[s] for s in counts.seats]
            counts.seats_played = list(counts.seats)
            button = counts.next_button(session.hands)  # round the players still in, passing over those out
        state = new_hand(hand_game, at, seed=hand_seed, button=button)
        rng = random.Random(f"agents-{hand_seed}")
        shown = 0
        while not state.is_over:
            seat, legal = state.to_act, state.legal_actions()
            assert seat is not None  # a hand not over has a seat to act
            if seat == HUMAN and not person.leaving:
                view = state.view(seat)
                out.print()
                out.print(screen.table(view, view["log"][shown:], hand=session.hands + 1))
                shown = len(view["log"])
                action = person.decide(view, legal)
                if action is None:
                    action = walk_away(legal, rng)
            elif seat == HUMAN:
                action = walk_away(legal, rng)
            else:
                action = ask(seated[seat], state, seat, legal, rng, state.view(seat))
            try:
                state.apply(action, seat=seat)
            except IllegalAction as err:  # read_action checks the options; this is the engine's word
                out.print(f"not allowed: {err}", markup=False, highlight=False)
        view, result = state.view(HUMAN), state.result()
        if table.after(result).kill is not None:
            out.print("the next hand is a kill pot, at higher stakes", markup=False)
        session.hands += 1
        session.net += result.net[HUMAN]
        session.won += result.net[HUMAN] > 0
        out.print()
        out.print(
            screen.table(
                view, view["log"][shown:], hand=session.hands, title=f"{hand_game.title}: hand over", result=result
            )
        )
        for line in screen.result(view, result):
            out.print(line)
        if counts is not None:
            counts.after(result, session.hands - 1)
            for name, values in result.tallies.items():
                out.print(f"{name.replace('-', ' ')}: {', '.join(map(str, values))}", markup=False, highlight=False)
            if HUMAN in result.out or counts.stopped is not None:
                why = "you are out of the game" if HUMAN in result.out else counts.stopped
                out.print(why, markup=False, highlight=False)
                break
        out.print(
            f"session: {session.hands} hand{'s' if session.hands != 1 else ''}, net {session.net:+d}",
            markup=False,
            highlight=False,
        )
        if person.leaving:
            break
        try:
            if person.ask("Enter for the next hand, q to leave: ").strip().lower() in ("q", "quit", "exit"):
                break
        except Leave:
            break
    return session


def summary(session: Session) -> str:
    hands = f"{session.hands} hand{'s' if session.hands != 1 else ''}"
    if session.net == 0:
        return f"You played {hands}, won chips in {session.won}, and broke even in all."
    return (
        f"You played {hands}, won chips in {session.won}, "
        f"and {'won' if session.net > 0 else 'lost'} {abs(session.net)} chips in all."
    )


__all__ = ["Session", "play_session", "summary", "walk_away"]
