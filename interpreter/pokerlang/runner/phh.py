"""PHH, the Poker Hand History format of PokerKit: import a hand, and export ours.

A .phh file is TOML: ``variant`` (a code such as ``NT``), ``antes``,
``blinds_or_straddles``, bet sizes, ``starting_stacks`` and ``actions`` such as
``d dh p1 AcKd`` (hole cards), ``d db AhKhQh`` (board), ``p1 cbr 6`` (bet or raise to
6), ``p2 cc`` (check or call), ``p3 f``, ``p1 pb`` (bring-in), ``p1 sd 7h`` (draw),
``p1 sm AcKd`` (show). Players are p1..pN from the dealer's left, the dealer last, so
here p(i) sits at seat i-1 with the button at the last seat; exported hands are
renumbered the same way.

Reading a file (fields checked, amounts made whole, the table's stakes) is
``phh_read``; the cards it deals, unknown cards included, ``phh_cards``; a folder of
files and the report, ``replay_files``.
"""

from __future__ import annotations

import functools

import attrs

from pokerlang.ir import game as ir
from pokerlang.ir.runs import Runs
from pokerlang.codec import phh as codes
from pokerlang.engine import EngineError, IllegalAction, TableStakes, new_hand
from pokerlang.runner.phh_cards import BETTING_WORDS, Cards, Unknown, seat_of, words
from pokerlang.runner.phh_read import phh_stakes, read_phh, scaled
from pokerlang.runner.replay import Mismatch, refused, with_betting
from pokerlang.runner.room import RoomRules


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


def _limit_of(code: str) -> str:
    return LIMIT_LETTER[code[0]]


def phh_game(code: str) -> ir.Game:
    """The shipped variant, with its betting, that plays PHH game ``code``."""
    from pokerlang.compiler import load_game
    from pokerlang.diagnostics import PokerlangError

    games = phh_games()
    if code not in games:
        raise refused(f"PHH variant '{code}' is not one pokerlang plays (known: {', '.join(games)})", "game not played")
    name = games[code]
    try:
        game = load_game(name)
    except PokerlangError:
        raise refused(
            f"PHH variant '{code}' is played by the variant '{name}', which could not be loaded", "game not played"
        ) from None
    limit = _limit_of(code)
    return with_betting(game, limit) if game.betting.limit != limit else game


def variant_for(name: str) -> ir.Game:
    """``replay --variant NAME`` for a PHH hand: a file or a shipped variant's name."""
    from pokerlang.compiler import load_game
    from pokerlang.diagnostics import PokerlangError

    try:
        return load_game(name)
    except PokerlangError as err:
        raise refused(f"the variant '{name}' could not be loaded: {err}", "variant not found") from None


def phh_code(game: ir.Game) -> str | None:
    """The PHH code of a game we can export, or None."""
    if any(isinstance(a, ir.Bet) and a.limit is not None for a in game.every_action()):
        return None  # a round of its own structure: PHH names one betting for a game
    letter = {limit: letter for letter, limit in LIMIT_LETTER.items()}[game.betting.limit]
    for code in game.phh:
        # The same game played with another betting is the code with another letter
        # (hold'em played fixed-limit: NT -> FT), if PHH has that game.
        candidate = letter + code[1:]
        if candidate == code or candidate in phh_games():
            return candidate
    return None


def _engine_action(state, w: list[str], cards: Cards, index: int, scale: int):
    """A PHH player action as the engine's action, given what is legal now."""
    code = w[1]
    if code not in codes.CODES.values() or code == "sm":
        raise refused(f"unknown PHH action '{' '.join(w)}'", "not PHH")
    to = scaled(w[2], scale) if code == "cbr" and len(w) >= 3 else None
    discards = cards.discard(index) if code == "sd" else ()
    try:
        return codes.action_of(code, state.legal_actions(), to=to, discards=discards)
    except codes.Unreadable as err:
        raise refused(str(err), "not PHH") from None


def _no_op_check(state, seat: int, w: list[str]) -> bool:
    """A check by a seat still in whose opponents are all in: nothing to decide."""
    if w[1] != "cc" or (state.to_act == seat and not state.is_over) or not state.live[seat]:
        return False
    all_in = {e.seat for e in state.log if e.all_in}
    return seat not in all_in and all(s in all_in for s in range(state.players) if state.live[s] and s != seat)


class _OutOfTurn(Mismatch):
    """Another seat is to act than the file says: perhaps a stand-in card decided it."""


def _play(game: ir.Game, stakes: TableStakes, cards: Cards, actions: list, where: str, order: int, scale: int = 1):
    n = stakes.seat_count(game)
    try:
        deck = cards.stack(game, order)
        if cards.runs > 1:  # the file's board was run several times: the table ran it so
            game = attrs.evolve(game, runs=Runs(times=cards.runs))  # type: ignore[misc]  # frozen_keywords
        state = new_hand(game, stakes, seed=0, deck=deck, button=n - 1)
    except Mismatch as err:
        raise Mismatch(f"{where}: {err}", err.kind, err.reason) from None
    except (EngineError, ValueError) as err:
        why = _why_not_dealt(err, cards)
        if why == "muck reshuffled":
            raise refused(
                f"{where}: a card thrown away is dealt again: the muck was reshuffled, and PHH does not "
                "record the order it was shuffled in",
                why,
            ) from None
        raise refused(f"{where}: cannot deal it: {err}", why) from None
    plays = [i for i, action in enumerate(actions) if (w := words(action)) and w[0] != "d" and w[1:2] != ["sm"]]
    named: list[str] = []  # the cards the record has dealt so far, in order
    deal = _Deal(state, cards)
    folded: set[int] = set()  # the seats the record folds: none shows a hand after
    for number, action in enumerate(actions, 1):
        w = words(action)
        if number - 1 in cards.dealt_at:
            named += [str(c.card) if isinstance(c, Unknown) else c for c in cards.dealt_at[number - 1]]
        label = f"{where}, action {number} ({str(action).strip()})"
        if w[1:2] == ["sm"] and len(w) > 2 and w[2] != "-" and seat_of(w[0], n, label) in folded:
            raise refused(f"{label}: {w[0]} folded, and has no hand to show", "a show by a folded player")
        if not w or w[0] == "d" or w[1:2] == ["sm"]:
            continue  # the deck deals the cards, and our showdown shows them
        if len(w) < 2:
            raise refused(f"{label}: not an action", "not PHH")
        seat = seat_of(w[0], n, label)
        if _no_op_check(state, seat, w):
            continue  # PokerKit asks a seat to check when nobody is left to bet against
        if w[1] in BETTING_WORDS:  # the cards dealt so far are the record's, in its order
            deal.check(named, label)
        if w[1] == "f":
            folded.add(seat)
        acting = state.to_act
        if state.is_over or acting is None:
            raise Mismatch(f"{label}: the hand is already over", reason="hand over too soon")
        if seat != acting:
            raise _OutOfTurn(f"{label}: p{acting + 1} is to act", reason="another seat to act")
        if number - 1 == plays[-1]:
            for lost in sorted(cards.unknown_shown):  # an unknown hand at showdown loses
                if state.live[lost] and sum(state.live) > 1:
                    state.fold(lost)
        try:
            action = _engine_action(state, w, cards, number - 1, scale)
        except Mismatch as err:
            raise Mismatch(f"{label}: {err}", err.kind, err.reason) from None
        try:
            state.apply(action, seat=seat)
        except IllegalAction as err:
            raise refused(f"{label}: {err}", err.rule) from None
        except (EngineError, ValueError, TypeError) as err:
            raise refused(f"{label}: {err}", "cannot play it") from None
    if (acting := state.to_act) is not None:
        raise refused(f"{where}: the actions end with p{acting + 1} still to act", "the record stops mid-hand")
    deal.check(named, f"{where}, at the end")
    return state


class _Deal:
    """Every card the game has dealt (its burns aside) is one the record has dealt by then,
    and the other way round: a deal the record makes early (a flop before the preflop
    betting) or late, or a card it never deals, is a disagreement, never a stand-in. Looked
    at only when a deal has happened since (on either side): linear in the record."""

    def __init__(self, state, cards: Cards) -> None:
        self.state, self.cards = state, cards
        self.deck = [str(c) for c in state.deck]  # the whole deck, top first, named once
        self.seen = (-1, -1)

    def check(self, named: list[str], label: str) -> None:
        zones = self.state.zones
        if zones.reshuffles:
            raise refused(
                f"{label}: the muck was reshuffled: PHH does not say which cards went back, nor their order",
                "muck reshuffled",
            )
        now = (len(zones.stock), len(named))
        if now == self.seen:
            return
        self.seen = now
        left = {str(c) for c in zones.stock}
        dealt = {c for c in self.deck if c not in left} - self.cards.burned
        early = [c for c in named if c not in dealt]
        if early:
            raise Mismatch(
                f"{label}: the record has dealt {''.join(early)}, which the game has not dealt yet",
                reason="a deal out of order",
            )
        said = set(named)
        late = [c for c in self.deck if c in dealt and c not in said]
        if late:
            raise Mismatch(
                f"{label}: the game has dealt {''.join(late)}, which the record has not dealt by then",
                reason="a deal out of order",
            )


def _why_not_dealt(err: Exception, cards: Cards) -> str:
    """The reason a stacked deck cannot be dealt, to count it by: a card dealt again after
    it was thrown away is a muck reshuffled (a draw game's record), which PHH cannot replay
    (it does not say the order of the cards that went back); any other card dealt twice
    contradicts itself."""
    if "twice" not in str(err):
        return "cannot deal it"
    seen: set[str] = set()
    thrown = {c for cs in cards.discards.values() for c in cs if isinstance(c, str)}
    for dealt in cards.dealt_at.values():
        for c in dealt:
            if isinstance(c, str) and c in seen and c in thrown:
                return "muck reshuffled"
            if isinstance(c, str):
                seen.add(c)
    return "a card dealt twice"


STAND_IN_ORDERS = 24  # how many orders of the stand-in cards a replay tries


def replay_phh(text: str, where: str = "the hand", winnings: bool = True, room: RoomRules | None = None):
    """Play a PHH hand in our engine; returns (State, finishing_stacks or None).
    Raises Mismatch at the first action the engine refuses, or if the finishing stacks
    (or, ``winnings``, the winnings) differ."""
    phh = read_phh(text, where)
    return replay_fields(phh, where, winnings=winnings, room=room)


def replay_fields(
    phh: dict,
    where: str = "the hand",
    game: ir.Game | None = None,
    winnings: bool = True,
    room: RoomRules | None = None,
):
    """``replay_phh`` of a hand already read (a hand of a .phhs file); ``game``: the variant
    that plays it, if not the shipped one of its code (``replay --variant``); ``winnings``:
    False where the caller checks them its own way (a site's log, with the room's rake);
    ``room``: the house rules the record does not state (``replay --cap``, ...)."""
    game = game if game is not None else phh_game(phh["variant"])
    try:
        stakes = phh_stakes(phh, game, room)
    except Mismatch as err:
        raise Mismatch(f"{where}: {err}", err.kind, err.reason) from None
    actions = phh["actions"]
    try:
        cards = Cards(stakes.seat_count(game), actions)
    except Mismatch as err:
        raise Mismatch(f"{where}, {err}", err.kind, err.reason) from None
    unknown = any(isinstance(c, Unknown) for cs in [*cards.hole.values(), cards.board] for c in cs)
    tries = STAND_IN_ORDERS if unknown else 1
    for order in range(tries):
        try:
            state = _play(game, stakes, cards, actions, where, order, phh["scale"])
            break
        except _OutOfTurn as err:
            if order + 1 == tries:
                raise Mismatch(str(err), err.kind, err.reason) from None
    finishing = phh.get("finishing_stacks")
    if finishing is not None:
        ours = [s if not deep else None for s, deep in zip(state.result().stacks, phh["infinite"])]
        theirs = [s if not deep else None for s, deep in zip(finishing, phh["infinite"])]
        if ours != theirs and not phh["finishing_exact"] and _within_a_chip(ours, theirs):
            raise refused(
                f"{where}: finishing stacks {_units(state.result().stacks, phh)}: the file's "
                f"{_units(phh['finishing_stacks'], phh)} split chips below the table's unit "
                "(a record difference)",
                "record splits chips",
            )
        if ours != theirs:
            raise Mismatch(
                f"{where}: finishing stacks {_units(state.result().stacks, phh)}, "
                f"the file says {_units(finishing, phh)}",
                reason="finishing stacks",
            )
    if winnings:
        _check_winnings(state, phh, where)
    return state, finishing


def _within_a_chip(ours: list, theirs: list) -> bool:
    pairs = [(a, b) for a, b in zip(ours, theirs) if a is not None]
    return all(abs(a - b) < 1 for a, b in pairs) and sum(a for a, _ in pairs) == sum(b for _, b in pairs)


def _units(stacks, phh: dict) -> str:
    """Stacks as the file writes them (``inf`` for a stack it does not count)."""
    from pokerlang.runner.phh_read import said

    return "[" + ", ".join("inf" if deep else said(s, phh["scale"]) for s, deep in zip(stacks, phh["infinite"])) + "]"


def _check_winnings(state, phh: dict, where: str) -> None:
    """PHH's ``winnings``, where the file has them: what each player collected from the
    pots (read with its uncalled bet given back, too, as some writers count it)."""
    winnings = phh.get("winnings")
    if winnings is None or not any(winnings):  # all nothing: a writer that did not know them
        return
    result = state.result()
    pots = [0] * state.players
    for pot in result.pots:
        for share in pot.shares:
            for winner in share.winners:
                pots[winner.seat] += winner.amount
    back = list(pots)
    for seat, amount in result.returned:
        back[seat] += amount
    theirs = list(winnings)
    if theirs != pots and theirs != back:
        raise Mismatch(
            f"{where}: the pots pay {_units(pots, _finite(phh))}, the file's winnings are "
            f"{_units(theirs, _finite(phh))}",
            reason="winnings",
        )


def _finite(phh: dict) -> dict:
    return {**phh, "infinite": [False] * len(phh["infinite"])}


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

    actions: list[str] = []
    drawn: list[str] = []  # a draw's new cards, dealt in PHH once everyone has drawn
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
        else:
            try:
                said = codes.phh_words(e.kind, e.amount, cards)
            except codes.Unreadable as err:
                raise Mismatch(f"{game.title}: {err}") from None
            if said is not None:
                actions.append(f"{p[e.seat]} {said}")
    antes, blinds = [0] * n, [0] * n
    for e in state.log:  # the forced bets as posted, each at its player's place
        if e.kind == "ante":
            antes[(e.seat - button - 1) % n] = e.amount
        elif e.kind == "dead-blind":  # PHH has no dead blind: a player's antes are its dead money
            antes[(e.seat - button - 1) % n] += e.amount
        elif e.kind in ("small-blind", "big-blind", "button-blind", "third-blind", "straddle"):
            blinds[(e.seat - button - 1) % n] = e.amount
        elif e.kind == "post":  # PHH writes a blind posted out of turn as negative
            blinds[(e.seat - button - 1) % n] = -e.amount
        elif e.kind == "kill-blind" or (e.kind == "straddle" and e.seat == button):
            # PHH's blinds and straddles are posted in turn from the dealer's left, and a
            # kill is played at other limits than the hand's: neither can be written so.
            raise Mismatch(f"{game.title}: a {e.kind.replace('-', ' ')} from seat {e.seat} cannot be written in PHH")
    if n == 2:  # PHH lists heads-up blinds (and antes) the other way round: the small blind first
        blinds.reverse()
        antes.reverse()
    actions.extend(drawn)
    fields: dict = {"variant": code, "antes": antes, "blinds_or_straddles": blinds}
    if game.betting.limit == "fixed-limit":
        if not (game.forced.blinds or game.forced.button_blind):
            fields["bring_in"] = stakes.bring_in
        fields["small_bet"], fields["big_bet"] = stakes.small, stakes.big
    else:
        fields["min_bet"] = stakes.big_blind
    # PHH has no cap game: a capped hand is written with the chips it put at risk, the
    # chips above the cap (``behind``) left out at both ends, as a table stake would be.
    behind = state.behind
    fields["starting_stacks"] = by_p([s - b for s, b in zip(state.starting, behind)])
    fields["actions"] = actions
    if hand is not None:
        fields["hand"] = hand
    fields["finishing_stacks"] = by_p([s - b for s, b in zip(state.result().stacks, behind)])
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

        state = replay_hand(self.game, record, check=False)  # the record was just made
        path = os.path.join(self.directory, f"{self.game.name}-{record['hand']:05d}.phh")
        with open(path, "w", encoding="utf-8") as file:
            file.write(phh_text(state, self.code, hand=record["hand"]))
