"""What a seat knows, as strings and tensors for research frameworks.

Built from the hand's log (each line as the seat reads it: ``Event.to`` says who may see
its cards) and from ``State.view``: a seat's observation never holds a card hidden
from it. With perfect recall the information state is every log line the seat has
read, in order; without, it is the table as it stands.

OpenSpiel's observation types choose whose private cards are included: the seat's own
(the usual information state), nobody's (the public state) or everyone's.
"""

from __future__ import annotations

from pokerlang.engine import TableStakes
from pokerlang.ir import game as ir

HISTORY = 128  # decisions kept in a perfect-recall tensor


def game_length(game: ir.Game, stakes: TableStakes, players: int) -> int:
    """An upper bound on the moves of one hand, chance nodes included."""
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
    return rounds * (moves + len(game.deck()) * 2)


class Observation:
    """The pieces of one kind of observation. ``own``: the seat's private cards;
    ``everyone``: every seat's; neither: only what all see. ``public``: the table
    (face-up cards, chips); ``recall``: and the decisions so far."""

    def __init__(
        self,
        game: ir.Game,
        players: int,
        actions: int,
        *,
        own: bool = True,
        everyone: bool = False,
        public: bool = True,
        recall: bool = False,
    ):
        self.players = players
        self.deck = max(c.index for c in game.deck()) + 1
        self.actions = actions + 1  # the last: a decision the seat may not see
        self.own, self.everyone, self.public, self.recall = own, everyone, public, recall
        P, D = self.players, self.deck
        self.pieces: list[tuple[str, tuple[int, ...]]] = [("player", (P,))]
        if self.own:
            self.pieces.append(("private_cards", (D,)))
        elif self.everyone:
            self.pieces.append(("private_cards", (P, D)))
        if self.public:
            self.pieces += [("public_cards", (P + 1, D)), ("stacks", (P,)), ("bets", (P,)), ("pot", (1,))]
            if self.recall:
                self.pieces.append(("history", (HISTORY, self.actions)))
        self.size = sum(_product(shape) for _, shape in self.pieces)

    def views(self, tensor):
        out, at = {}, 0
        for name, shape in self.pieces:
            n = _product(shape)
            out[name] = tensor[at : at + n].reshape(shape)
            at += n
        return out

    # ---- tensors --------------------------------------------------------------------
    def fill(self, views, tensor, hand, decisions, player: int) -> None:
        """``hand``: the engine State (None before the deal); ``decisions``: (seat, id,
        id as the others saw it) of each decision so far."""
        tensor.fill(0)
        views["player"][player] = 1
        if hand is None:
            return
        if self.own:
            for c in _own(hand, player):
                views["private_cards"][c.index] = 1
        elif self.everyone:
            for s in range(self.players):
                for c in _own(hand, s):
                    views["private_cards"][s, c.index] = 1
        if not self.public:
            return
        view = hand.view(player)
        for s, seat in enumerate(view["seats"]):
            for name, cards in seat["zones"].items():
                for c in cards:
                    if c is not None and (s != player or c in view["own_up"].get(name, ())):
                        views["public_cards"][s, c.index] = 1
        for cards in view["table"].values():
            for c in cards:
                if c is not None:
                    views["public_cards"][self.players, c.index] = 1
        views["stacks"][:] = view["stacks"]
        views["bets"][:] = view["bets"]
        views["pot"][0] = view["pot"]
        if self.recall:
            for n, (seat, action, public) in enumerate(decisions[:HISTORY]):
                shown = action if (self.everyone or (self.own and seat == player)) else public
                views["history"][n, self.actions - 1 if shown is None else shown] = 1

    # ---- strings --------------------------------------------------------------------
    def string(self, hand, player: int) -> str:
        if self.recall:
            return f"p{player} " + " / ".join(
                self.lines(hand, player, everything=self.everyone, nothing=not self.own and not self.everyone)
            )
        if hand is None:
            return f"p{player}"
        view = hand.view(player)
        parts = [f"p{player}"]
        if self.own or self.everyone:
            for s in range(self.players) if self.everyone else (player,):
                parts.append(f"s{s}:" + " ".join(str(c) for c in _own(hand, s)))
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


def _own(hand, seat: int):
    """Every card the seat holds, as its own view lists them."""
    return [c for cards in hand.view(seat)["own"].values() for c in cards]


def _product(shape) -> int:
    n = 1
    for d in shape:
        n *= d
    return n
