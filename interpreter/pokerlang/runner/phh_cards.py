"""The cards of a PHH hand: which card each deal gives, unknown cards (``??``) included.

A recorded hand often leaves cards unknown: an opponent's hole cards nobody saw, a
draw's discards. pokerlang deals a real deck, so each unknown card is played by a
stand-in, a card the file never names. The rules for stand-ins:

* a card shown later (``sm``) fills the unknown card it was: a hand dealt ``????`` and
  shown ``AsKd`` at showdown was AsKd all along;
* an unknown discard (``sd ??``) throws away one of the seat's unknown cards;
* a stand-in must not decide who acts (a stud bring-in by an unknown upcard): when the
  replay finds another seat to act than the file, the stand-ins are dealt again in
  another order (``Cards.stack(game, order=k)``), a few times;
* an unknown hand at showdown (``sm ????``) loses, whatever its stand-ins are, as does
  a hand mucked there (``sm`` and no cards).

Several runouts (run it twice): PHH writes each run's board cards as more ``d db``
actions once the players are all in, run after run (PokerKit's order: the first run's
turn and river, then the second's). The runs begin after the last betting round in
which anyone acted; the board cards after it, divided by those one run deals, are the
runs (``Cards.runs``), and the hand is replayed with the table rule ``run it N times``.
Board cards that make no whole number of runs are refused.
"""

from __future__ import annotations

import random

from pokerlang.cards.card import card
from pokerlang.ir import game as ir
from pokerlang.runner.replay import Mismatch, refused

BETTING_WORDS = ("f", "cc", "cbr", "pb")


class Unknown:
    """One card nobody saw; resolved to a shown card, or to a stand-in when dealt."""

    def __init__(self):
        self.card: str | None = None
        self.seen = False  # the card was shown later: no stand-in


def words(action: str) -> list[str]:
    return str(action).split("#", 1)[0].split()


def cards_of(text: str, where: str = "") -> list:
    """``"AcKd????"`` -> ['Ac', 'Kd', Unknown, Unknown]; a card is checked as it is read."""
    if len(text) % 2:
        raise refused(f"{where}'{text}' is not a list of two-character cards", "not PHH")
    out: list = []
    for i in range(0, len(text), 2):
        c = text[i : i + 2]
        if c == "??":
            out.append(Unknown())
            continue
        try:
            out.append(str(card(c)))
        except ValueError:
            raise refused(f"{where}'{c}' is not a card", "not PHH") from None
    return out


def seat_of(word: str, players: int, where: str) -> int:
    """``p3`` -> seat 2."""
    digits = word[1:]
    plain = digits.isascii() and digits.isdigit()  # 0-9 only: not p٣
    if len(word) < 2 or word[0] != "p" or not plain or not 1 <= int(digits) <= players:
        raise refused(f"{where}: '{word}' is not a player p1..p{players}", "not PHH")
    return int(word[1:]) - 1


class Cards:
    """A first pass over the actions: each seat's cards in the order it gets them, the
    board's, and what each unknown card turns out to be."""

    def __init__(self, players: int, actions: list[str]):
        self.players = players
        self.actions = actions
        self.hole: dict[int, list] = {s: [] for s in range(players)}
        self.board: list = []
        self.runs = 1  # the runouts the board cards make (``stack`` counts them)
        self.discards: dict[int, list] = {}  # action index -> the cards it throws away
        self.unknown_shown: set[int] = set()  # seats that showed a hand nobody saw
        self.dealt_at: dict[int, list] = {}  # action index -> the cards that deal line names
        self.burned: set[str] = set()  # the cards ``stack`` put where the game burns one
        held: dict[int, list] = {s: [] for s in range(players)}
        for i, action in enumerate(actions):
            w = words(action)
            where = f"action {i + 1} ({str(action).strip()})"
            if w[:2] == ["d", "dh"] and len(w) >= 4:
                got = cards_of(w[3], f"{where}: ")
                seat = seat_of(w[2], players, where)
                self.dealt_at[i] = got
                self.hole[seat].extend(got)
                held[seat].extend(got)
            elif w[:2] == ["d", "db"] and len(w) >= 3:
                self.dealt_at[i] = got = cards_of(w[2], f"{where}: ")
                self.board.extend(got)
            elif len(w) >= 2 and w[1] == "sd" and w[0] != "d":
                seat = seat_of(w[0], players, where)
                thrown = cards_of(w[2], f"{where}: ") if len(w) > 2 and w[2] != "-" else []
                self.discards[i] = [self._throw(held[seat], c, where) for c in thrown]
            elif len(w) == 2 and w[1] == "sm":
                self.unknown_shown.add(seat_of(w[0], players, where))  # mucked: gives up the pot
            elif len(w) >= 3 and w[1] == "sm" and w[0] != "d" and w[2] != "-":
                seat = seat_of(w[0], players, where)
                shown = cards_of(w[2], f"{where}: ")
                if all(isinstance(c, Unknown) for c in shown):
                    self.unknown_shown.add(seat)
                    continue
                self.unknown_shown.discard(seat)  # shown after all: the cards play
                self._resolve(held[seat], [c for c in shown if not isinstance(c, Unknown)], w[0], where)

    @staticmethod
    def _throw(held: list, thrown, where: str):
        """The card of ``held`` a discard names (an unknown discard: an unknown card)."""
        for c in held:
            if (isinstance(thrown, Unknown) and isinstance(c, Unknown) and c.card is None) or c == thrown:
                held.remove(c)
                return c
        if isinstance(thrown, Unknown):
            raise refused(f"{where}: an unknown discard, but the player holds no unknown card", "not PHH")
        return thrown  # a card the file did not deal this seat: the engine says why not

    @staticmethod
    def _resolve(held: list, shown: list[str], player: str, where: str) -> None:
        """The cards a show names are cards the player holds: each a card dealt to it, or
        one of its unknown cards, which it turns out to be. A card it never held, or a
        card named twice, contradicts the deal."""
        known = [c for c in held if isinstance(c, str)]
        unknown = [c for c in held if isinstance(c, Unknown) and c.card is None]
        unknown += [c for c in held if isinstance(c, Unknown) and c.seen and c.card in shown]  # shown before
        for c in shown:
            if c in known:
                known.remove(c)
            elif any(u.card == c for u in unknown):
                unknown.remove(next(u for u in unknown if u.card == c))
            elif any(u.card is None for u in unknown):
                hidden = next(u for u in unknown if u.card is None)
                hidden.card, hidden.seen = c, True
                unknown.remove(hidden)
            else:
                again = " twice" if shown.count(c) > 1 else ""
                raise refused(
                    f"{where}: {player} shows {c}{again}, a card the file never dealt to {player}",
                    "shown cards not dealt",
                )

    def named(self) -> set[str]:
        out = set()
        for c in [
            *self.board,
            *(c for cs in self.hole.values() for c in cs),
            *(c for cs in self.discards.values() for c in cs),
        ]:
            if isinstance(c, str):
                out.add(c)
            elif c.seen:
                out.add(c.card)
        for action in self.actions:  # cards shown that no deal named (a mucked hand)
            w = words(action)
            if len(w) >= 3 and w[1] == "sm" and w[2] != "-":
                out.update(c for c in cards_of(w[2]) if isinstance(c, str))
        return out

    def discard(self, index: int) -> list[str]:
        """The cards the ``sd`` at action ``index`` throws away, stand-ins as dealt."""
        out = []
        for c in self.discards.get(index, []):
            if isinstance(c, Unknown):
                if c.card is None:
                    raise refused(f"action {index + 1}: an unknown discard of a card never dealt", "not PHH")
                out.append(c.card)
            else:
                out.append(c)
        return out

    def stack(self, game: ir.Game, order: int = 0) -> list[str]:
        """The deck, top first, that makes our engine deal the cards the file says.

        Walks the game's steps beside the file: a deal takes each seat's next cards (round
        the table from seat 0, as the engine deals), a board deal the next board cards, a
        burn a card the file never names, a draw the drawer's next cards; the betting in
        between only tells which seats are still in. ``order`` > 0 deals the stand-ins in
        another order."""
        players, actions = self.players, self.actions
        named = self.named()
        spare = [str(c) for c in game.deck() if str(c) not in named]
        self.burned = set()
        if order:
            random.Random(order).shuffle(spare)
        hole = {s: list(cs) for s, cs in self.hole.items()}
        board = list(self.board)
        for cs in [*hole.values(), board]:
            for c in cs:
                if isinstance(c, Unknown) and not c.seen:
                    c.card = None  # a stand-in of an earlier stacking: deal another

        def take(queue: list | None, what: str = "") -> str:
            """The next card of a deal: the record's (``queue``); a burn (None) one it never names."""
            if queue is not None and not queue:  # no stand-in for a card the record leaves out
                raise Mismatch(
                    f"the game deals {what} a card the record does not deal", reason="a card the record does not deal"
                )
            c = queue.pop(0) if queue else None
            if isinstance(c, Unknown):
                if c.card is None:
                    if not spare:
                        raise refused("the file names more cards than the deck holds", "too many cards")
                    c.card = spare.pop(0)
                return c.card
            if c is not None:
                return c
            if not spare:
                raise refused("the file names more cards than the deck holds", "too many cards")
            self.burned.add(spare[0])
            return spare.pop(0)

        live, at = set(range(players)), 0
        deck: list[str] = []
        steps = [a for street in game.streets for a in street.actions]
        acted = 0  # the place, among the steps, after the last betting round anyone acted in

        def turns(kinds: tuple[str, ...]) -> list[tuple[int, list[str]]]:
            """The file's next run of player actions of these kinds (dealer lines skipped),
            each with its index among the actions."""
            nonlocal at
            while at < len(actions) and words(actions[at])[:1] == ["d"]:
                at += 1
            run = []
            while at < len(actions) and len(w := words(actions[at])) > 1:
                if w[0] == "d" and "sd" in kinds:
                    at += 1  # the new cards of a draw come between the draws, or after them
                    continue
                if w[1] not in kinds:
                    break
                run.append((at, w))
                at += 1
            return run

        for place, step in enumerate(steps):
            if len(live) <= 1 or isinstance(step, ir.Showdown):
                break
            if isinstance(step, ir.Burn):
                deck.extend(take(None) for _ in range(step.count))
            elif isinstance(step, ir.Deal) and not game.zone(step.zone).per_seat:
                deck.extend(take(board, "the board") for _ in range(step.count))
            elif isinstance(step, ir.Deal):
                for _ in range(step.count):
                    deck.extend(take(hole[s], f"p{s + 1}") for s in range(players) if s in live)
            elif isinstance(step, ir.Bet):
                said = turns(BETTING_WORDS)
                live -= {seat_of(w[0], players, "the actions") for _, w in said if w[1] == "f"}
                acted = place + 1 if said else acted
            elif isinstance(step, ir.Draw):
                for i, w in turns(("sd",)):
                    drawn = len(self.discards.get(i, []))
                    seat = seat_of(w[0], players, "the actions")
                    deck.extend(take(hole[seat], f"p{seat + 1}") for _ in range(drawn))
            else:
                raise refused(f"{game.title} has a step PHH cannot describe", "game not played")
        self.runs = 1
        if board and len(live) > 1:  # run it twice: the rest of the board again, run after run
            deck += self._runouts(game, steps[acted:], board, take)
        self._all_taken(game, hole, board)
        return deck + spare

    @staticmethod
    def _all_taken(game: ir.Game, hole: dict[int, list], board: list) -> None:
        """Cards the record deals that no deal of the game (as the hand went) takes: more
        hole cards than the game gives (four in hold'em), a board card past the river, a
        card dealt once the hand was over."""
        extra = [(f"p{s + 1}", cs) for s, cs in hole.items() if cs] + ([("the board", board)] if board else [])
        if extra:
            who, cs = extra[0]
            raise refused(
                f"the record deals {who} {len(cs)} card{'s' if len(cs) != 1 else ''} more than "
                f"{game.title} deals as this hand went",
                "a deal the game does not have",
            )

    def _runouts(self, game: ir.Game, tail: list, board: list, take) -> list[str]:
        """The cards of the runs after the first, as our engine deals them: each run plays
        the steps after the last betting round anyone acted in (burns, board cards)."""
        tail = tail[: next((i for i, s in enumerate(tail) if isinstance(s, ir.Showdown)), len(tail))]
        per_run = sum(s.count for s in tail if isinstance(s, ir.Deal) and not game.zone(s.zone).per_seat)
        if (
            not per_run
            or len(board) % per_run
            or any(isinstance(s, ir.Deal) and game.zone(s.zone).per_seat for s in tail)
        ):
            raise refused(
                f"the file deals {len(self.board)} board cards, which make no whole number of runs "
                f"of {game.title} after its last betting round",
                "several boards",
            )
        self.runs = 1 + len(board) // per_run
        deck: list[str] = []
        for _ in range(self.runs - 1):
            for step in tail:
                if isinstance(step, ir.Burn):
                    deck.extend(take(None) for _ in range(step.count))
                elif isinstance(step, ir.Deal):
                    deck.extend(take(board, "the board") for _ in range(step.count))
        return deck
