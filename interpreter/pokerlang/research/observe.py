"""What a seat knows, as strings and tensors for research frameworks.

Built from the hand's log (each line as the seat reads it: ``Event.to`` says who may see
its cards) and from ``State.view``: a seat's observation never holds a card hidden
from it. With perfect recall the information state is every log line the seat has
read, in order; without, it is the table as it stands (the button, the cards, the
chips) and the decisions made so far as everyone saw them.

OpenSpiel's observation types choose whose private cards are included: the seat's own
(the usual information state), nobody's (the public state) or everyone's.
"""

from __future__ import annotations

from pokerlang.engine import TableStakes
from pokerlang.engine.zones import OFFER
from pokerlang.ir import game as ir
from pokerlang.research.encoding import ActionCoder

HISTORY = 128  # decisions kept in a tensor, at most


def _moves(game: ir.Game, stakes: TableStakes, players: int) -> tuple[int, int]:
    """(rounds, decisions a round) of one hand, at most."""
    stack = max(stakes.starting_stacks(players))
    raises = game.betting.cap or max(4, stack // max(1, stakes.big_blind) + 1)
    moves = 0
    for action in game.actions():
        if isinstance(action, ir.Bet):
            moves += players * (raises + 1) + players
        elif isinstance(action, ir.Moves):
            moves += action.count * players
        elif isinstance(action, ir.Deal) and action.offered:
            moves += players  # each player takes the card offered or passes it on
        elif not isinstance(action, (ir.Deal, ir.Burn, ir.Showdown, ir.Repeat)):
            moves += 3 * players  # a draw's one-card offer asks twice
        if isinstance(action, ir.Showdown):
            moves += players
    rounds = stakes.max_rounds if any(isinstance(a, ir.Repeat) for a in game.actions()) else 1
    return rounds, moves


def game_length(game: ir.Game, stakes: TableStakes, players: int) -> int:
    """An upper bound on the moves of one hand, chance nodes included."""
    rounds, moves = _moves(game, stakes, players)
    return rounds * (moves + len(game.deck()) * 2)


def most_decisions(game: ir.Game, stakes: TableStakes, players: int) -> int:
    """The rows of a tensor's history: the decisions of one hand at most, and ``HISTORY``
    at the most (a longer hand keeps its first ``HISTORY``)."""
    rounds, moves = _moves(game, stakes, players)
    return max(1, min(HISTORY, rounds * moves))


class Observation:
    """The pieces of one kind of observation. ``own``: the seat's private cards;
    ``everyone``: every seat's; neither: only what all see. ``public``: the table
    (the button, face-up cards, chips) and the decisions so far, as everyone saw them;
    ``recall``: and every card the seat has seen this hand (those it gave up too).

    Sized to the game: a card is its place among the distinct cards of the game's deck,
    and a decision of the history one row of the public action ids (``ActionCoder``:
    every id but the card choices and secret declarations, which the others see only as
    "a decision", the last column)."""

    def __init__(
        self,
        game: ir.Game,
        players: int,
        coder: ActionCoder,
        decisions: int = HISTORY,
        *,
        own: bool = True,
        everyone: bool = False,
        public: bool = True,
        recall: bool = False,
    ):
        self.players = players
        self.place = {c: i for i, c in enumerate(dict.fromkeys(game.deck()))}
        self.coder = coder
        self.column = {i: n for n, i in enumerate(i for i in range(coder.count) if coder.public(i) is not None)}
        self.hidden = len(self.column)  # a decision the seat may not see
        self.decisions = decisions
        self.own, self.everyone, self.public, self.recall = own, everyone, public, recall
        P, D = self.players, len(self.place)
        self.pieces: list[tuple[str, tuple[int, ...]]] = [("player", (P,))]
        if self.own:
            self.pieces.append(("private_cards", (D,)))
            if self.recall:
                self.pieces.append(("seen_cards", (D,)))
        elif self.everyone:
            self.pieces.append(("private_cards", (P, D)))
        if self.public:
            self.pieces += [
                ("button", (P,)),
                ("public_cards", (P + 1, D)),
                ("stacks", (P,)),
                ("bets", (P,)),
                ("pot", (1,)),
                ("history", (decisions, self.hidden + 1)),
            ]
        self.size = sum(_product(shape) for _, shape in self.pieces)
        self._seen: dict[tuple[int, str, int], bool] = {}  # ``_sees``'s answers
        self.at: dict[str, int] = {}  # where each piece starts in the vector
        start = 0
        for name, shape in self.pieces:
            self.at[name] = start
            start += _product(shape)

    def views(self, tensor):
        out, at = {}, 0
        for name, shape in self.pieces:
            n = _product(shape)
            out[name] = tensor[at : at + n].reshape(shape)
            at += n
        return out

    # ---- tensors --------------------------------------------------------------------
    def fill(self, tensor, hand, decisions, player: int) -> None:
        """``hand``: the engine State (None before the deal); ``decisions``: (seat, id,
        id as the others saw it) of each decision so far.

        Built at every step a learner takes, so it reads the cards from the zones, each
        face-down card only where the zones say the seat sees it (``_sees``: what
        ``State.view`` asks too), rather than building the whole view, and sets numbers
        one by one (numpy's slices and index lists cost more than a few items each)."""
        tensor.fill(0)
        at = self.at
        ones = [at["player"] + player]
        if hand is not None:
            self._cards(ones, hand, player)
            if self.public:
                self._table(ones, tensor, hand, decisions, player)
        if len(ones) < 32:
            for i in ones:
                tensor[i] = 1
        else:
            tensor[ones] = 1

    def _cards(self, ones: list[int], hand, player: int) -> None:
        at, place = self.at, self.place
        if self.own:
            base = at["private_cards"]
            ones += [base + place[c] for c in self._own(hand, player)]
            if self.recall:
                base = at["seen_cards"]
                for e in hand.log:
                    if e.cards is not None and (e.to is None or player in e.to):
                        ones += [base + place[c] for c in e.cards if c is not None]
        elif self.everyone:
            width = len(place)
            for s in range(self.players):
                base = at["private_cards"] + s * width
                ones += [base + place[c] for c in self._own(hand, s)]

    def _sees(self, zones, viewer: int, name: str, owner: int) -> bool:
        """Whether ``viewer`` sees the face-down cards of ``owner``'s zone: the zones' own
        answer (``Zones.sees_down``, what ``seen_by`` and so every view asks), which
        depends on the game's zones alone, so it is asked once."""
        key = (viewer, name, owner)
        sees = self._seen.get(key)
        if sees is None:
            sees = self._seen[key] = zones.sees_down(viewer, name, owner)
        return sees

    def _table(self, ones: list[int], tensor, hand, decisions, player: int) -> None:
        at, place, width, P = self.at, self.place, len(self.place), self.players
        zones = hand.zones
        append = ones.append
        append(at["button"] + hand.seating.button)
        base = at["public_cards"]
        for (name, s), placed in zones.held.items():
            if not placed:  # most zones, most of the time: nothing to look at
                continue
            row = base + s * width
            if s == player:  # its own cards that everyone sees too
                if name != OFFER:
                    for p in placed:
                        if p.face_up:
                            append(row + place[p.card])
            else:
                sees = self._sees(zones, player, name, s)
                for p in placed:
                    if sees or p.face_up:
                        append(row + place[p.card])
        row = base + P * width
        for placed in zones.table.values():  # nobody sees a shared zone's face-down cards
            for p in placed:
                if p.face_up:
                    append(row + place[p.card])
        chips = hand.chips
        stacks, bets = at["stacks"], at["bets"]
        for s, n in enumerate(chips.stacks):
            tensor[stacks + s] = n
        for s, n in enumerate(chips.bets):
            tensor[bets + s] = n
        tensor[at["pot"]] = sum(chips.committed) - sum(chips.bets)
        if decisions:
            base, column, hidden, width = at["history"], self.column, self.hidden, self.hidden + 1
            for n, (_, _, public) in enumerate(decisions[: self.decisions]):
                append(base + n * width + (hidden if public is None else column[public]))

    def _own(self, hand, seat: int) -> list:
        """Every card the seat holds and sees, as its own view lists them (``view["own"]``)."""
        zones = hand.zones
        held = zones.held
        return [
            p.card
            for name in zones.seat_zones
            if name != OFFER
            for p in held[(name, seat)]
            if p.face_up or self._sees(zones, seat, name, seat)
        ]

    # ---- strings --------------------------------------------------------------------
    def string(self, hand, player: int, decisions=()) -> str:
        if self.recall:
            return f"p{player} " + " / ".join(
                self.lines(hand, player, everything=self.everyone, nothing=not self.own and not self.everyone)
            )
        if hand is None:
            return f"p{player}"
        view = hand.view(player)
        parts = [f"p{player}"] + ([f"button {view['button']}"] if self.public else [])
        if self.own or self.everyone:
            for s in range(self.players) if self.everyone else (player,):
                parts.append(f"s{s}:" + " ".join(str(c) for c in self._own(hand, s)))
        if self.public:
            for seat in view["seats"]:
                up = [
                    str(c)
                    for s, cards in seat["zones"].items()
                    for c in cards
                    if c is not None and (seat["seat"] != player or c in view["own_up"].get(s, ()))
                ]
                parts.append(f"up{seat['seat']}:" + " ".join(up) + ("" if seat["in_hand"] else " out"))
            table = [str(c) for cards in view["table"].values() for c in cards if c is not None]
            parts.append("table:" + " ".join(table))
            parts.append(f"pot {view['pot']} bets {view['bets']} stacks {view['stacks']}")
            said = ["?" if public is None else self.coder.describe(public) for _, _, public in decisions]
            parts.append("history:" + ",".join(said))
        return " ".join(parts)

    @staticmethod
    def lines(hand, player: int | None, *, everything: bool = False, nothing: bool = False) -> list[str]:
        """Each log line of the hand as ``player`` read it (``everything``: with every card;
        ``nothing``: only what everyone saw)."""
        if hand is None:
            return []
        out = []
        for e in hand.log:
            sees = everything or e.to is None or (not nothing and player in e.to)
            words = [e.kind] + ([f"s{e.seat}"] if e.seat is not None else [])
            if e.amount is not None:
                words.append(str(e.amount))
            if e.cards is not None:
                words.append(" ".join(str(c) for c in e.cards) if sees else f"{len(e.cards)} cards")
            if e.option is not None and sees:
                words.append(e.option)
            out.append(" ".join(words))
        return out


def _product(shape) -> int:
    n = 1
    for d in shape:
        n *= d
    return n
