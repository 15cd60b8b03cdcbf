"""PHH, the Poker Hand History format of PokerKit: import a hand, and export ours.

A .phh file is TOML: ``variant`` (a code such as ``NT``), ``antes``,
``blinds_or_straddles``, bet sizes, ``starting_stacks`` and ``actions`` such as
``d dh p1 AcKd`` (hole cards), ``d db AhKhQh`` (board), ``p1 cbr 6`` (bet or raise to
6), ``p2 cc`` (check or call), ``p3 f``, ``p1 pb`` (bring-in), ``p1 sd 7h`` (draw),
``p1 sm AcKd`` (show). Players are p1..pN from the dealer's left, the dealer last, so
here p(i) sits at seat i-1 with the button at the last seat; exported hands are
renumbered the same way.
"""

from __future__ import annotations

import functools
import tomllib

from pokerlang.cards.card import card
from pokerlang.ir import game as ir
from pokerlang.engine import (
    Bet, Call, Check, Complete, Draw, EngineError, Fold, PostBringIn, Raise, TableStakes, new_hand,
)
from pokerlang.runner.replay import Mismatch, with_betting

@functools.cache
def phh_games() -> dict[str, str]:
    """PHH code -> the shipped variant that plays it: each variant file names its codes
    (``phh "NT", "FT"``), so no Python knows a variant."""
    from pokerlang.compiler import compile_file
    from pokerlang.resources import shipped_variants

    games: dict[str, str] = {}
    for path in shipped_variants():
        for code in compile_file(path).phh:
            games.setdefault(code, path.stem)  # a variation inherits its base's codes
    return games


# The first letter of a code says the betting; it wins over the variant file's.
LIMIT_LETTER = {"N": "no-limit", "P": "pot-limit", "F": "fixed-limit"}
BETTING_WORDS = ("f", "cc", "cbr", "pb")


def _limit_of(code: str) -> str:
    return LIMIT_LETTER[code[0]]


def phh_game(code: str) -> ir.Game:
    """The shipped variant, with its betting, that plays PHH game ``code``."""
    from pokerlang.compiler import load_game
    from pokerlang.diagnostics import PokerlangError

    games = phh_games()
    if code not in games:
        raise Mismatch(f"PHH variant '{code}' is not one pokerlang plays (known: {', '.join(games)})")
    name = games[code]
    try:
        game = load_game(name)
    except PokerlangError:
        raise Mismatch(f"PHH variant '{code}' is played by the variant '{name}', "
                       "which could not be loaded") from None
    limit = _limit_of(code)
    return with_betting(game, limit) if game.betting.limit != limit else game


def phh_code(game: ir.Game) -> str | None:
    """The PHH code of a game we can export, or None."""
    letter = {limit: letter for letter, limit in LIMIT_LETTER.items()}[game.betting.limit]
    for code in game.phh:
        # The same game played with another betting is the code with another letter
        # (hold'em played fixed-limit: NT -> FT), if PHH has that game.
        candidate = letter + code[1:]
        if candidate == code or candidate in phh_games():
            return candidate
    return None


def _split(text: str) -> list[str | None]:
    """``"AcKd????"`` -> [Ac, Kd, None, None]: ``??`` is a card nobody saw."""
    out = [text[i:i + 2] for i in range(0, len(text), 2)]
    return [None if c == "??" else str(card(c)) for c in out]


def _words(action: str) -> list[str]:
    return action.split("#", 1)[0].split()


# ---- import -------------------------------------------------------------------------------


def _stakes(phh: dict, game: ir.Game) -> TableStakes:
    stacks = phh["starting_stacks"]
    n = len(stacks)
    antes = list(phh.get("antes", [0] * n)) if not isinstance(phh.get("antes"), int) else [phh["antes"]] * n
    blinds = phh.get("blinds_or_straddles", [0] * n)
    blinds = [blinds] * n if isinstance(blinds, int) else list(blinds)
    if any(a != antes[0] for a in antes):
        raise Mismatch("antes that differ from seat to seat are not supported")
    if antes[0] and not game.forced.ante:
        raise Mismatch(f"the hand has antes, but {game.title} has none")
    if n == 2:  # heads-up PHH lists the small blind first; the small is the button's (p2)
        blinds.reverse()
    small = big = 0
    if game.forced.blinds:  # the button at the last seat: blinds at seats 0 and 1, or 1 and 0 heads-up
        small_seat, big_seat = (1, 0) if n == 2 else (0, 1)
        small, big = blinds[small_seat], blinds[big_seat]
        blinds[small_seat] = blinds[big_seat] = 0
    if game.forced.button_blind:
        big, blinds[n - 1] = blinds[n - 1], 0
    straddle = 0
    if game.forced.blinds and n >= 3 and blinds[2] > big:  # p3's blind: a live straddle
        straddle, blinds[2] = blinds[2], 0
    if any(blinds):
        raise Mismatch(f"blinds or straddles {phh['blinds_or_straddles']} do not fit {game.title}")
    if game.forced.ante_big_blinds and antes[0] != game.forced.ante_big_blinds * big:
        raise Mismatch(f"{game.title} antes {game.forced.ante_big_blinds} big blinds, not {antes[0]}")
    fixed = game.betting.limit == "fixed-limit"
    if not fixed and phh.get("min_bet") not in (None, big):
        raise Mismatch(f"a minimum bet of {phh['min_bet']} is not the big blind ({big}): not supported")
    return TableStakes(small_blind=small, big_blind=max(big, 1), ante=antes[0],
                       bring_in=phh.get("bring_in", 0) or 0,
                       small_bet=phh.get("small_bet") if fixed else None,
                       big_bet=phh.get("big_bet") if fixed else None,
                       stacks=tuple(int(s) for s in stacks), players=n, straddle=straddle)


def stack_deck(game: ir.Game, players: int, actions: list[str]) -> list[str]:
    """The deck, top first, that makes our engine deal the cards the PHH file says.

    Walks the game's steps beside the file: a deal takes each seat's next cards (round
    the table from seat 0, as the engine deals), a board deal the next board cards, a
    burn a card the file never names, a draw the drawer's next cards; the betting in
    between only tells which seats are still in."""
    hole: dict[int, list] = {s: [] for s in range(players)}
    board: list = []
    named: set[str] = set()
    for action in actions:
        w = _words(action)
        if w[:2] == ["d", "dh"]:
            hole[int(w[2][1:]) - 1].extend(_split(w[3]))
        elif w[:2] == ["d", "db"]:
            board.extend(_split(w[2]))
        elif len(w) == 3 and w[1] in ("sd", "sm") and w[2] != "-":
            named.update(c for c in _split(w[2]) if c)
    named.update(c for cs in hole.values() for c in cs if c)
    named.update(c for c in board if c)
    spare = [str(c) for c in game.deck() if str(c) not in named]

    def take(queue: list) -> str:
        c = queue.pop(0) if queue else None
        return c if c is not None else spare.pop(0)

    live, order, at = set(range(players)), [], 0

    def turns(words: tuple[str, ...]) -> list[list[str]]:
        """The file's next run of player actions of these kinds (dealer lines skipped)."""
        nonlocal at
        while at < len(actions) and _words(actions[at])[:1] == ["d"]:
            at += 1
        run = []
        while at < len(actions) and len(w := _words(actions[at])) > 1:
            if w[0] == "d" and "sd" in words:
                at += 1  # the new cards of a draw come between the draws, or after them
                continue
            if w[1] not in words:
                break
            run.append(w)
            at += 1
        return run

    for step in (a for street in game.streets for a in street.actions):
        if len(live) <= 1 or isinstance(step, ir.Showdown):
            break
        if isinstance(step, ir.Burn):
            order.extend(spare.pop(0) for _ in range(step.count))
        elif isinstance(step, ir.Deal) and not game.zone(step.zone).per_seat:
            order.extend(take(board) for _ in range(step.count))
        elif isinstance(step, ir.Deal):
            for _ in range(step.count):
                order.extend(take(hole[s]) for s in range(players) if s in live)
        elif isinstance(step, ir.Bet):
            live -= {int(w[0][1:]) - 1 for w in turns(BETTING_WORDS) if w[1] == "f"}
        elif isinstance(step, ir.Draw):
            for w in turns(("sd",)):
                drawn = len(_split(w[2])) if len(w) > 2 else 0
                order.extend(take(hole[int(w[0][1:]) - 1]) for _ in range(drawn))
        else:
            raise Mismatch(f"{game.title} has a step PHH cannot describe")
    return order + spare


def _engine_action(state, words: list[str]):
    """A PHH player action as the engine's action, given what is legal now."""
    legal = state.legal_actions()
    kind = words[1]
    if kind == "f":
        return Fold()
    if kind == "cc":
        return Check() if any(isinstance(o, Check) for o in legal) else Call()
    if kind == "pb":
        return PostBringIn()
    if kind == "sd":
        return Draw(_split(words[2]) if len(words) > 2 else ())
    if kind == "cbr":
        to = int(words[2])
        for action in (Bet(to), Raise(to), Complete(to)):
            if any(o.allows(action) for o in legal):
                return action
        return Raise(to)  # not legal: apply() says why
    raise Mismatch(f"unknown PHH action '{' '.join(words)}'")


def replay_phh(text: str, where: str = "the hand"):
    """Play a PHH hand in our engine; returns (State, finishing_stacks or None).
    Raises Mismatch at the first action the engine refuses, or if the finishing stacks differ."""
    try:
        phh = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise Mismatch(f"{where} is not PHH (TOML): {err}") from None
    for key in ("variant", "starting_stacks", "actions"):
        if key not in phh:
            raise Mismatch(f"{where} has no '{key}'")
    game = phh_game(phh["variant"])
    stakes = _stakes(phh, game)
    n = stakes.players
    try:
        state = new_hand(game, stakes, seed=0, deck=stack_deck(game, n, phh["actions"]), button=n - 1)
    except (EngineError, ValueError) as err:
        raise Mismatch(f"{where}: cannot deal it: {err}") from None
    for number, action in enumerate(phh["actions"], 1):
        w = _words(action)
        if not w or w[0] == "d" or w[1] == "sm":
            continue  # the deck deals the cards, and our showdown shows them
        label = f"{where}, action {number} ({action.strip()})"
        if state.is_over:
            raise Mismatch(f"{label}: the hand is already over")
        seat = int(w[0][1:]) - 1
        if seat != state.to_act:
            raise Mismatch(f"{label}: p{state.to_act + 1} is to act")
        try:
            state.apply(_engine_action(state, w), seat=seat)
        except (EngineError, ValueError) as err:
            raise Mismatch(f"{label}: {err}") from None
    if not state.is_over:
        raise Mismatch(f"{where}: the actions end with p{state.to_act + 1} still to act")
    finishing = phh.get("finishing_stacks")
    if finishing is not None and list(state.result().stacks) != list(finishing):
        raise Mismatch(f"{where}: finishing stacks {list(state.result().stacks)}, "
                       f"the file says {list(finishing)}")
    return state, finishing


# ---- export -------------------------------------------------------------------------------


def _toml(value) -> str:
    if isinstance(value, str):
        return "'" + value + "'"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return str(value)


def phh_text(state, code: str, hand: int | None = None) -> str:
    """A finished hand of our engine as PHH text (players renumbered from the dealer's left)."""
    n, button, stakes, game = state.players, state.seating.button, state.stakes, state.game
    p = {seat: f"p{(seat - button - 1) % n + 1}" for seat in range(n)}

    def by_p(values) -> list:
        return [values[(button + 1 + i) % n] for i in range(n)]

    actions, drawn = [], []
    for e in state.log:
        cards = "".join(str(c) for c in e.cards or ())
        if e.kind not in ("draw", "receive"):
            # PHH deals the new cards of a draw once everyone has drawn; we deal each at once
            actions.extend(drawn)
            drawn = []
        if e.kind == "receive":
            drawn.append(f"d dh {p[e.seat]} {cards}")
        elif e.kind == "deal" and e.seat is not None:
            actions.append(f"d dh {p[e.seat]} {cards}")
        elif e.kind == "deal":
            actions.append(f"d db {cards}")
        elif e.kind == "fold":
            actions.append(f"{p[e.seat]} f")
        elif e.kind in ("check", "call"):
            actions.append(f"{p[e.seat]} cc")
        elif e.kind in ("bet", "raise", "complete"):
            actions.append(f"{p[e.seat]} cbr {e.amount}")
        elif e.kind == "bring-in":
            actions.append(f"{p[e.seat]} pb")
        elif e.kind == "draw":
            actions.append(f"{p[e.seat]} sd {cards}".rstrip())
        elif e.kind == "show":
            actions.append(f"{p[e.seat]} sm {cards}")
        elif e.kind in ("offer", "accept", "refuse", "keep", "choose", "expose", "discard", "declare"):
            raise Mismatch(f"{game.title}: a '{e.kind}' cannot be written in PHH")
    antes, blinds = [0] * n, [0] * n
    for e in state.log:  # the forced bets as posted, each at its player's place
        if e.kind == "ante":
            antes[(e.seat - button - 1) % n] = e.amount
        elif e.kind in ("small-blind", "big-blind", "button-blind", "straddle"):
            blinds[(e.seat - button - 1) % n] = e.amount
    if n == 2:  # PHH lists heads-up blinds the other way round: the small blind first
        blinds.reverse()
    actions.extend(drawn)
    fields: dict = {"variant": code, "antes": antes, "blinds_or_straddles": blinds}
    if game.betting.limit == "fixed-limit":
        if not (game.forced.blinds or game.forced.button_blind):
            fields["bring_in"] = stakes.bring_in
        fields["small_bet"], fields["big_bet"] = stakes.small, stakes.big
    else:
        fields["min_bet"] = stakes.big_blind
    fields["starting_stacks"] = by_p(state.starting)
    fields["actions"] = actions
    if hand is not None:
        fields["hand"] = hand
    fields["finishing_stacks"] = by_p(state.result().stacks)
    return "".join(f"{key} = {_toml(value)}\n" for key, value in fields.items())


class PhhWriter:
    """``pokerlang run --phh DIR``: one .phh file per hand, replayed from its history record."""

    def __init__(self, directory: str, game: ir.Game, code: str, overwrite: bool = False):
        import glob
        import os

        if os.path.exists(directory) and not os.path.isdir(directory):
            raise NotADirectoryError(20, "--phh names a folder, and this is a file", directory)
        os.makedirs(directory, exist_ok=True)
        taken = sorted(glob.glob(os.path.join(glob.escape(directory), f"{glob.escape(game.name)}-*.phh")))
        if taken and not overwrite:  # hands of an earlier run are never replaced silently
            raise FileExistsError(17, "the file exists", taken[0])
        self.directory, self.game, self.code = directory, game, code

    def write(self, record: dict) -> None:
        import os

        from pokerlang.runner.replay import replay_hand

        state = replay_hand(self.game, record)
        path = os.path.join(self.directory, f"{self.game.name}-{record['hand']:05d}.phh")
        with open(path, "w", encoding="utf-8") as file:
            file.write(phh_text(state, self.code, hand=record["hand"]))
