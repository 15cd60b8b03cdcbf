"""Lowering the header's settings (the deck, players, zones, betting, forced bets, stakes
and PHH codes), each range-checked with its own diagnostic: a mixin of ``Lowering``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

import attrs

from pokerlang.cards.card import RANKS, Card, card
from pokerlang.compiler import moves
from pokerlang.compiler.rankings import rank_range, strip_ranks
from pokerlang.compiler.blinds import optional_straddle, biggest_bet_round, how_many_blinds, lower_kill
from pokerlang.compiler.stakes import lower_spread, lower_stakes, playable_stack, spread_stakes
from pokerlang.ir import expr as e
from pokerlang.ir import game as ir
from pokerlang.compiler.match import lower_match
from pokerlang.ir.match import Match
from pokerlang.ir.runs import Runs
from pokerlang.ir.stakes import DefaultStakes, Kill
from pokerlang.syntax import ast
from pokerlang.syntax.book_words import KEYWORD_ZONES

MAX_RUNS = 10  # card rooms run it two to four times; ten boards of five leave no deck to spare
MAX_PLAYERS = 23  # 2 cards each from 52, with a burn and a board, is the most any table seats

S = TypeVar("S")


class SettingsLowering:
    if TYPE_CHECKING:  # Lowering's, which this mixin is part of
        tier: int | None

        def setting(self, kind: type[S]) -> tuple[S | None, Any]: ...

        def _offered_if(self, condition: Any, fail: Any, amount: str | None = None) -> Any: ...

        program: Any

    def phh_codes(self) -> tuple[str, ...]:
        node, fail = self.setting(ast.Phh)
        if node is None:
            return ()
        for code in node.codes:
            if not code.text or code.text[0] not in "NPF" or not code.text.isprintable():
                raise fail(
                    code.span,
                    f"'{code.text}' is not a PHH game code",
                    "PHH codes start with N, P or F for the betting: NT, PO, F7S/8 ...",
                    code="E109",
                )
        return tuple(code.text for code in node.codes)

    def deck_ranks(self, deck: ast.Deck | None = None) -> str:
        """The ranks of ``deck`` (a part of a deck line), else of the deck for the most players."""
        deck, fail = self._deck(deck)
        if deck is None:
            return RANKS
        ranks = RANKS if deck.low is None or deck.high is None else rank_range(deck.low, deck.high, fail)
        return strip_ranks(ranks, deck.stripped, fail) if deck.stripped else ranks

    def _deck(self, part: ast.Deck | None) -> tuple[ast.Deck | None, Any]:
        """A part of the deck line (``part``), else the deck played: with the most players,
        the part after `else` in `deck ... up to N players, else ...`; when the game is
        lowered for fewer players (``tier``), the part of that tier."""
        deck, fail = self.setting(ast.Deck)
        if part is not None or deck is None:
            return part or deck, fail
        chain = [deck]
        while chain[-1].above is not None:
            chain.append(chain[-1].above)
        return (chain[-1] if self.tier is None else chain[self.tier]), fail

    def deck_tiers(self, low: int, high: int) -> tuple[int, ...]:
        """``deck ranks 7..A up to 6 players, else standard``: up to how many players each
        deck but the last is played, fewest first (each checked against the players the
        game seats, and above the one before)."""
        deck, fail = self.setting(ast.Deck)
        tiers: list[int] = []
        while deck is not None and deck.up_to is not None:
            n = deck.up_to
            least = tiers[-1] + 1 if tiers else low
            if not least <= n.value < high:
                if n.value >= high:
                    why = "no table plays the next deck" if tiers else "no table plays the other deck"
                else:
                    why = "no table plays this deck" if n.value < low else "the deck before serves them all"
                if least >= high:
                    hint = "write one deck fewer: the tiers before serve every table"
                else:
                    numbers = f"{least}" if least == high - 1 else f"a number from {least} to {high - 1}"
                    hint = f"write {numbers}" + (
                        ", each tier above the one before" if tiers else ", or one deck for every table"
                    )
                raise fail(
                    n.span, f"up to {n.value} players: the game seats {low} to {high}, so {why}", hint, code="E123"
                )
            tiers.append(n.value)
            deck = deck.above
        return tuple(tiers)

    def deck_cards(self, deck: ast.Deck | None = None) -> tuple[Card, ...] | None:
        """``deck cards Js Qs Ks``: the deck is exactly the cards named, each once."""
        deck, fail = self._deck(deck)
        if deck is None or not deck.cards:
            return None
        named: list[Card] = []
        for w in deck.cards:
            c = card(w.text)
            if c in named:
                raise fail(
                    w.span,
                    f"the deck names {c} twice",
                    "name each card once: a deck holds each card once, so a double deck (pinochle's two of each"
                    " card) cannot be written yet (see 'What cannot be written yet' in the language's docs)",
                    code="E111",
                )
            named.append(c)
        return tuple(named)

    def deck_cards_once(self) -> tuple[Card, ...] | None:
        """``deck_cards`` with a card named twice taken once: the deck a file in error
        meant, so that what follows is checked against it rather than a standard deck."""
        deck, _ = self._deck(None)
        if deck is None or not deck.cards:
            return None
        return tuple(dict.fromkeys(card(w.text) for w in deck.cards))

    def players(self) -> tuple[int, int]:
        players, fail = self.setting(ast.Players)
        if players is None:
            return 2, 10
        low, high = players.low, players.high
        for n in (low, high):
            if not 1 <= n.value <= MAX_PLAYERS:  # one player only against the house: ``one_player``
                raise fail(
                    n.span,
                    f"{n.value} player{'' if n.value == 1 else 's'} is out of range",
                    f"a table seats 2 to {MAX_PLAYERS} players",
                    code="E050",
                )
        if low.value > high.value:
            raise fail(
                low.span,
                f"player range {low.value}..{high.value} is empty",
                "write the smaller number first",
                code="E051",
            )
        return low.value, high.value

    def zone(self, node: ast.Zone, fail) -> ir.Zone:
        if node.name.text in ("deck", "muck"):
            raise fail(node.name.span, f"'{node.name.text}' is a built-in zone", "choose another name", code="E112")
        if node.name.text in KEYWORD_ZONES:
            raise fail(
                node.name.span,
                f"'{node.name.text}' is a word of the language where a zone is named",
                f"a hand's cards or a pattern would read it as {KEYWORD_ZONES[node.name.text]}:"
                " choose another name (`shown`)",
                code="E114",
            )
        grid = None
        if node.grid:
            for n in (node.grid.rows, node.grid.columns):
                if not 1 <= n.value <= 13:
                    raise fail(
                        n.span,
                        f"a grid of {n.value} is out of range",
                        "grids have 1 to 13 rows and columns",
                        code="E050",
                    )
            if node.per_seat:
                raise fail(node.span, "a grid is laid out on the table", "write 'shared' for a grid zone", code="E504")
            grid = ir.Grid(rows=node.grid.rows.value, columns=node.grid.columns.value, stacks=node.grid.stacks)
        return ir.Zone(
            name=node.name.text,
            per_seat=node.per_seat,
            visibility=moves.visibility(node, fail),
            grid=grid,
            lines=moves.lines(node, fail),
        )

    def betting(self) -> ir.Betting:
        node, fail = self.setting(ast.Betting)
        if node is None:
            return ir.Betting()
        sizes = self.bet_sizes(node, fail)
        if node.per_hand:
            # ir.Betting is an attrs class made by a dataclass transform the attrs plugin does not read
            return attrs.evolve(self.hand_cap(node, fail), sizes=sizes)  # type: ignore[misc]
        if node.cap is not None and not 1 <= node.cap.value <= 100:
            raise fail(
                node.cap.span, f"a cap of {node.cap.value} raises is out of range", "write 1 to 100", code="E050"
            )
        lower_spread(node, fail)
        cap = node.cap.value if node.cap else None
        return ir.Betting(limit=node.limit, cap=cap, heads_up=node.heads_up, sizes=sizes)

    def bet_sizes(self, node: ast.Betting, fail) -> tuple[tuple[str, Any], ...]:
        """``{ half: (pot + to-call(seat)) / 2 ... }``: the sizes of every bet and raise, each
        asked of the player to act (``seat``), in no-limit and pot-limit betting alone."""
        if not node.sizes:
            return ()
        if node.limit not in ("no-limit", "pot-limit"):
            raise fail(
                node.sizes[0][0].span,
                f"bet sizes by name belong to no-limit and pot-limit betting, not {node.limit}",
                "bet `no-limit` (each size as named, at most all in) or `pot-limit` (at most the pot)",
                code="E319",
            )
        seen: set[str] = set()
        out = []
        for name, amount in node.sizes:
            if name.text in seen:
                raise fail(name.span, f"the size '{name.text}' is named twice", "name each size once", code="E319")
            seen.add(name.text)
            out.append((name.text, self._offered_if(amount, fail, e.NUMBER)))
        return tuple(out)

    @staticmethod
    def hand_cap(node: ast.Betting, fail) -> ir.Betting:
        """``betting no-limit cap 30 big-blinds``: a cap game's most a player puts into a hand."""
        assert node.cap is not None  # the grammar writes the unit after the number
        if node.limit not in ("no-limit", "pot-limit", "all-in"):
            raise fail(
                node.cap.span,
                f"a cap in big blinds is a cap game's, played no-limit, pot-limit or all in, not {node.limit}",
                "in fixed-limit and spread, `cap 4` counts the bets and raises of a round",
                code="E305",
            )
        if not 1 <= node.cap.value <= 10_000:
            raise fail(
                node.cap.span, f"a cap of {node.cap.value} big blinds is out of range", "write 1 to 10000", code="E050"
            )
        return ir.Betting(limit=node.limit, hand_cap=node.cap.value)

    def forced(self) -> ir.Forced:
        node, fail = self.setting(ast.Forced)
        if node is None:
            return ir.Forced()
        kinds = [b.kind for b in node.bets]
        if "none" in kinds and len(kinds) > 1:
            raise fail(
                node.span, "'none' cannot stand with other forced bets", "write `forced none` alone", code="E303"
            )
        antes = [b for b in node.bets if b.kind == "ante"]
        if len(antes) > 1:
            raise fail(antes[1].span, "the forced bets name an ante twice", "name one ante, and who pays", code="E111")
        straddled = [b for b in node.bets if b.kind == "straddle"]
        if len(straddled) > 1:  # the later would silently take the place of the other
            raise fail(
                straddled[1].span,
                "the forced bets name a straddle twice",
                "name the straddles once, with how many: `optional 3 straddles` (a straddle and two re-straddles)",
                code="E111",
            )
        twice = next((b for i, b in enumerate(node.bets) if b.kind in kinds[:i] and b.kind != "ante"), None)
        if twice is not None:
            raise fail(
                twice.span, f"the forced bets name {twice.kind.replace('-', ' ')} twice", "name it once", code="E111"
            )
        ante = antes[0] if antes else None
        if ante and ante.big_blinds is not None and not 1 <= ante.big_blinds.value <= 1000:
            raise fail(ante.big_blinds.span, "ante out of range", "write 1 to 1000 big blinds", code="E050")
        if "blinds" in kinds and "button-blind" in kinds:
            raise fail(
                node.span,
                "a button blind takes the place of the small and big blinds",
                "write either `blinds` or `button blind`",
                code="E304",
            )
        single = "single-blind" in kinds
        if single and ("blinds" in kinds or "button-blind" in kinds):
            other = next(b for b in node.bets if b.kind in ("blinds", "button-blind"))
            raise fail(
                other.span,
                "a single blind is the only blind: the player to the dealer's left posts it, nobody else",
                "write `forced blind` (one blind), `forced blinds` (small and big) or `forced button blind`",
                code="E304",
            )
        blinded = "blinds" in kinds or single  # the one blind is the big blind, with all that follows one
        self._straddle_and_ante(node, blinded, ante, fail)
        optional = optional_straddle(node, fail)
        blinds, straddles = how_many_blinds(node, self.players()[1], fail)
        return ir.Forced(
            blinds=blinded,
            single_blind=single,
            ante=ante is not None,
            button_blind="button-blind" in kinds,
            ante_big_blinds=ante.big_blinds.value if ante and ante.big_blinds else None,
            ante_by=ante.by if ante else "each",
            straddle="straddle" in kinds or "button-straddle" in kinds,
            straddles=straddles,
            button_straddle="button-straddle" in kinds,
            third_blind=blinds == 3,
            optional_straddle=optional,
        )

    def _straddle_and_ante(self, node: ast.Forced, blinds: bool, ante: ast.ForcedBet | None, fail) -> None:
        """A straddle is the third blind of a no-limit or pot-limit game that seats three;
        a big-blind ante needs a big blind to pay it."""
        straddle = next((b for b in node.bets if b.kind in ("straddle", "button-straddle")), None)
        if straddle is not None:
            limit = self.betting().limit
            if not blinds:
                why = "a straddle is a third blind, posted after the big blind"
                hint = "write `blinds and straddle` (a button blind takes the blinds' place, so it has no straddle)"
            elif limit in ("fixed-limit", "spread"):
                why = f"a straddle belongs to no-limit and pot-limit betting, not {limit}"
                hint = (
                    "bet `pot-limit` or `no-limit` to keep it; at this limit the nearest is a third blind, which"
                    " its player must post: `forced 3 blinds`"
                )
            elif self.players()[1] < 3:
                why, hint = "heads-up there is no seat left of the big blind to straddle", "seat three or more players"
            else:
                why = hint = ""
            if why:
                raise fail(straddle.span, why, hint, code="E308")
        if ante is not None and ante.by == "big-blind" and not blinds:
            raise fail(
                ante.span,
                "the big blind pays this ante, and the game has no blinds",
                "write `forced blinds and big-blind ante`, or `ante` for every player's",
                code="E309",
            )

    def runs(self) -> Runs | None:
        """``run it twice when all in``: the times written, 2 to ``MAX_RUNS``. Whether the
        game can run it (shared cards to come, a pot to divide) is ``check.runs``'s."""
        node, fail = self.setting(ast.Runs)
        if node is None:
            return None
        if not 2 <= node.times.value <= MAX_RUNS:
            raise fail(
                node.times.span,
                f"running it {node.times.value} times is out of range",
                f"the rest of the deal is run 2 to {MAX_RUNS} times: `run it twice when all in`",
                code="E050",
            )
        return Runs(times=node.times.value, agreed=node.agreed)

    def match(self) -> Match | None:
        node, fail = self.setting(ast.Match)
        return lower_match(node, fail, self.program.settings[ast.Match].path if node else "")

    def kill(self) -> Kill | None:
        node, fail = self.setting(ast.Kill)
        return lower_kill(node, fail, self.betting(), self.forced())

    def stakes(self, streets) -> DefaultStakes:
        node, fail = self.setting(ast.Stakes)
        bets = [a for st in streets for a in ir.walk(st.actions) if isinstance(a, ir.Bet)]  # in an `if` too
        bring_in = any(a.bring_in for a in bets)
        stakes = lower_stakes(node, fail, self.forced(), self.betting(), bring_in)
        biggest_bet_round(node, fail, stakes, any(a.size == "biggest" for a in bets))
        betting, betting_fail = self.setting(ast.Betting)
        stakes = spread_stakes(betting, betting_fail, stakes)
        playable_stack(node, fail, stakes, self.betting().limit)
        return stakes
