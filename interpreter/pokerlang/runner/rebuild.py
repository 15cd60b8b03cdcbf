"""A whole hand rebuilt from one seat's view: the cards it cannot see dealt at random.

``Rebuilder.rebuild(view, rng)`` stacks a deck and replays the view's action log on a
new hand (``new_hand(game, stakes, deck=..., button=...)``, then ``apply`` for every
logged decision), so the result is a real State at the same decision, with the same
chips and the same visible cards, in which the hidden cards are a guess.

Which place in the deck feeds which card is not said by the log (a round of dealing
goes one card at a time round the table; a grid deals when a space empties), so it is
learnt by replaying: a card the seat saw in the log and the replay gave otherwise fixes
the card at the replayed card's place in the deck, and the replay starts again. What is
learnt holds for the rest of the hand, so later decisions replay once. A re-deal (``repeat
until one in``) starts a new deck, stacked the same way; after the muck is reshuffled,
places mean nothing and a card seen there cannot be placed: the rebuild gives up (None).

Cards that move between seats (a pass) or that a seat lays out in an order it chooses
(a roll) are placed the same way: a card seen leaving a seat that the replay did not
give it is learnt in place of one of that seat's cards, and a hidden choice prefers the
cards that the log shows further on where the choice sends them: a pass the cards that
other seats show later, a row the cards its seat rolls later, in the order rolled. Such
a place is a guess: when the log later contradicts it the rebuild starts again from
nothing, a few times, before it gives up. With many seats passing out of the seat's
sight (Anaconda at five or more), some views are still not rebuilt.

Only the view is read, so no guess can depend on a card the seat may not see.
"""

from __future__ import annotations

import random

from pokerlang.compiler import load_game
from pokerlang.engine import EngineError, IllegalAction, new_hand
from pokerlang.engine.zones import shuffle
from pokerlang.runner.logged import CARD_KINDS, Astray, actions_for, agrees

RETRIES = 6  # fresh starts after a replay that what it learnt led astray


class _Learnt(Exception):
    """The deck learnt a card: replay again."""


class _Unlikely(Astray):
    """The guessed cards could not have made a decision the log shows (a seat opened the
    betting without openers): the hidden cards are drawn again."""


DRAWS = 40  # hidden cards drawn again, at most, for decisions that need certain cards


class Rebuilder:
    def __init__(self, game=None, games: dict | None = None):
        self.game = game
        self.games = games or {}  # games known by name (a rotation's members), before any file
        self.known: dict[int, dict[int, object]] = {}  # deal number -> deck place -> card
        self.placed: dict[int, dict[object, int]] = {}  # the same, card -> place
        self.lines: list = []  # the log the knowledge was learnt from
        self.unlikely = 0  # deals guessed again for this view (``_Unlikely``)

    def rebuild(self, view: dict, rng: random.Random):
        """A State at ``view``'s decision, hidden cards guessed with ``rng``; None if the
        log cannot be replayed (it names a card seen after the muck was reshuffled)."""
        if self.game is None or self.game.name != view["game"]:
            self.game = self.games.get(view["game"]) or load_game(view["game"])
        lines = view["log"]
        if lines[: len(self.lines)] != self.lines:  # a new hand: nothing known yet
            self.known, self.placed = {}, {}
        state = self._rebuild(view, rng)
        for _ in range(RETRIES):
            if state is not None or not self._learnt():
                break
            # A place learnt from a card that moved between seats (a pass, a roll) was a
            # guess that the log now contradicts: learn again from nothing, the hidden
            # choices drawn anew.
            self.known, self.placed = {}, {}
            state = self._rebuild(view, rng)
        return state

    def _rebuild(self, view: dict, rng: random.Random):
        lines = view["log"]
        while True:  # each replay that goes wrong learns a place, so this ends
            learnt = self._learnt()
            try:
                state = self._replay(view, rng)
            except _Learnt:
                if self._learnt() == learnt:
                    return None
                continue
            except _Unlikely:
                # Rejection sampling: the deal is guessed again, as often as it takes
                # to find hidden cards that could have made every decision in the log.
                self.unlikely += 1
                if self.unlikely > DRAWS:
                    self.unlikely = 0
                    return None
                continue
            except (Astray, EngineError):
                return None
            self.lines, self.unlikely = lines, 0
            return state

    def _learnt(self) -> int:
        return sum(len(places) for places in self.known.values())

    # ---- the deck -------------------------------------------------------------------------
    def _deck(self, deal: int, rng: random.Random) -> list:
        known = self.known.get(deal, {})
        rest = [c for c in self.game.deck() if c not in self.placed.get(deal, {})]
        shuffle(rng, rest)  # random.shuffle's draws, written out
        fill = iter(rest)
        return [known[i] if i in known else next(fill) for i in range(len(self.game.deck()))]

    def _learn(self, deal, got, seen, decks) -> bool:
        """Fix the places of the cards ``seen`` where the replay dealt ``got``; whether a
        place was wrong (then the replay must start again)."""
        got, seen = list(got), list(seen)
        known = self.known.setdefault(deal, {}) if deal is not None else {}
        placed = self.placed.setdefault(deal, {}) if deal is not None else {}
        if (
            len(got) == len(seen)
            and deal is not None
            and all(  # card for card, if nothing contradicts
                known.get(decks[deal].index(a), b) == b and placed.get(b, decks[deal].index(a)) == decks[deal].index(a)
                for a, b in zip(got, seen)
            )
        ):
            pairs = list(zip(got, seen))
        elif set(got) == set(seen):  # the same cards in another order (a hand shown best first)
            pairs = [(c, c) for c in got]
        else:
            extra = [c for c in got if c not in seen]
            missing = [c for c in seen if c not in got]
            if len(extra) != len(missing):
                raise Astray
            pairs = [(c, c) for c in got if c in seen] + list(zip(extra, missing))
        if deal is None:  # after a reshuffle of the muck: no place to learn
            if any(a != b for a, b in pairs):
                raise Astray
            return False
        wrong = False
        for dealt, card in pairs:
            where = decks[deal].index(dealt)
            if known.get(where, card) != card or placed.get(card, where) != where:
                raise Astray  # contradicts what is known: this replay went another way
            known[where], placed[card] = card, where
            wrong |= dealt != card
        return wrong

    def _held(self, state, line: dict, deal, decks) -> bool:
        """A decision line shows cards its seat does not hold in the replay (cards passed to
        it, or dealt to it where the replay dealt others): learn them in place of cards it
        holds that the line does not show. Whether a place was learnt."""
        seen = line.get("cards")
        legal = state.legal_actions()
        pool = getattr(legal[0], "cards", None) if legal and line["kind"] in (*CARD_KINDS, "draw") else None
        if legal and line["kind"] == "set":  # a card set into a row: one option for each card and row
            pool = tuple(dict.fromkeys(o.card for o in legal))
        if not seen or pool is None:
            return False
        missing = [c for c in seen if c not in pool]
        if not missing:
            return False
        known = self.placed.get(deal, {}) if deal is not None else {}
        spare = [c for c in pool if c not in seen and c not in known]
        if len(spare) < len(missing):
            raise Astray
        return self._learn(deal, spare[: len(missing)], missing, decks)

    # ---- the replay -----------------------------------------------------------------------
    def _replay(self, view: dict, rng: random.Random):
        redeals = sum(1 for line in view["log"] if line["kind"] == "redeal")
        decks = {n: self._deck(n, rng) for n in range(redeals + 1)}  # the first deal's, each re-deal's
        state = new_hand(
            self.game,
            view["stakes"],
            seed=rng.getrandbits(32),
            deck=decks[0],
            button=view["button"],
            redeal_decks=[decks[n] for n in range(1, redeals + 1)],
        )
        return self._walk(state, view, 0, 0, decks, rng)

    def _walk(self, state, view, k: int, deal, decks, rng):
        lines, seat = view["log"], view["seat"]
        while True:
            events = state.log
            wrong = False
            while k < len(events):
                if k >= len(lines):  # dealt on past the view: a card learnt just now may stop it
                    raise _Learnt if wrong else Astray
                event, line = events[k], lines[k]
                if not agrees(event, line):
                    raise _Learnt if wrong else Astray  # a card learnt just now may explain it
                if event.kind == "redeal":
                    deal = event.count - 1
                elif event.kind == "reshuffle":
                    deal = None
                if "cards" in line:
                    wrong |= self._learn(deal, event.cards, line["cards"], decks)
                k += 1
            if wrong:
                raise _Learnt
            if k == len(lines):
                if state.to_act != seat or (view["grids"] and state.view(seat)["grids"] != view["grids"]):
                    raise Astray
                return state
            line = lines[k]
            if state.to_act is None or line.get("seat") != state.to_act:
                raise Astray
            if self._held(state, line, deal, decks):
                raise _Learnt
            known = frozenset(self.placed.get(deal, {})) if deal is not None else frozenset()
            choices = actions_for(state, lines, k, rng, known)
            if len(choices) == 1:
                try:
                    state.apply(choices[0])
                except IllegalAction as refused:
                    raise (_Unlikely if refused.rule == "openers" else Astray) from None
                except EngineError:
                    raise Astray from None
                continue
            for action in choices:  # only a move on a grid leaves the log ambiguous
                branch = state.copy()
                try:
                    branch.apply(action)
                    return self._walk(branch, view, k, deal, decks, rng)
                except (Astray, EngineError):
                    continue
            raise Astray
