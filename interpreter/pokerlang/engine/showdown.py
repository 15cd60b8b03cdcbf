"""The showdown: every pot to the best hands among the seats that may win it.

This module and ``engine.showing`` (the cards a seat shows, for the betting order) are
the engine's doors to ``pokerlang.hands``.

* Several shares split each pot evenly (e.g. the best five held and the best two-plus-three
  hand). A share nobody qualifies for (no low of eight or better) goes to the others.
  When no share has a winner, the showdown's ``if none qualifies`` rule decides: the
  cards speak under one share with no qualifier (by default the first written), or the
  pot is split evenly among the players still in.
* Equal hands split a share; odd chips go to the first winner from the dealer's left,
  or to the share the game names.
* ``declared``: a share is contested only by the seats that declared it; a seat that
  declared several (pig) must win or tie every one of them, or it wins nothing.
* ``opponent`` sources: a hand may borrow from the cards it sees of any one
  other seat still in the hand (face up, or in a zone seen by others); folded seats' cards
  are in the muck and lend nothing.
* Hands mucked at the showdown (``engine.surrender``, where the showing allows it) win
  no share of a pot a hand still in contests, but what they kept in play still lends cards.
* The pot rule (``ir.pot.PotRule``) says what else is done with the pot: awarded only
  to a hand that beats another, or to a player alone in; a pot nobody qualifies for
  that stays for the next deal; the losers' payments, capped. This is the one settle
  path: a deal of Guts is settled here as a hand of hold'em is.
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

import math
from collections.abc import Collection, Iterable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from pokerlang.ir import expr as e
from pokerlang.ir import game as ir
from pokerlang.engine.effects import ShownDown
from pokerlang.engine.division import SPLIT, divide
from pokerlang.engine.hand import Scene
from pokerlang.engine.oddchips import odd_chip_order
from pokerlang.engine.pots import Pot, split
from pokerlang.engine.result import PotResult, ShareResult, ShownHand, Winner
from pokerlang.engine.shares import composer_for, share_names
from pokerlang.engine.showing import quick_rank
from pokerlang.engine.result import NOT_QUALIFIED
from pokerlang.cards.card import FIRST_JOKER
from pokerlang.engine.wilds import Wilds, seat_wilds
from pokerlang.hands import BestHand, Composer, HandError, HandValue

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand
    from pokerlang.engine.zones import Placed

Made = tuple[BestHand, int | None]  # a seat's best hand, and the seat it borrowed a card from

# A score share's number as a strength: positive (0 is "no hand") and in the order that
# wins, highest first; a number of up to twelve digits, in steps of 1/720720 (halves,
# thirds ... sixteenths exactly), so that best_of compares it as it compares hands.
_SCALE, _MIDDLE = 720_720, 10**18


def score_strength(share: ir.Share, number: Fraction) -> int:
    scaled = math.floor(number * _SCALE)
    return _MIDDLE - scaled if share.lowest else _MIDDLE + scaled


def _score_noun(share: ir.Share) -> str | None:
    """What a score share's number counts, for the log: the share's name (`points:
    highest ...`), else the count it reads (`highest tricks of seat`: tricks); None: said
    as "a count of"."""
    if share.name not in ("highest", "lowest"):
        return share.name
    score = share.score
    if isinstance(score, e.Call) and score.name not in e.FUNCTIONS:  # a tally the file keeps
        return score.name
    return None


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" else "a"


Cards = dict[str, tuple[int, ...]]  # zone name -> the card indices in it


def _indices(placed: Iterable[Placed]) -> tuple[int, ...]:
    return tuple([p.index for p in placed])  # a list first: quicker than a generator


def show_order(hand: Hand, step: ir.Showdown) -> list[int]:
    """The order hands are shown: from the seat the showing names, else the dealer's left."""
    first = step.showing.first
    seats = hand.seating.from_left_of_button() if first is None else hand.seating.clockwise(hand.opener_seat(first))
    return [s for s in seats if hand.live[s]]


@mypyc_attr(native_class=False)  # copied through its __dict__ (engine.lookahead): a plain class when compiled
class Showdown:
    """Settles every pot of a hand that reached the showdown."""

    def __init__(
        self, hand: Hand, step: ir.Showdown, *, mucked: Iterable[int] = (), showing: Iterable[int] | None = None
    ):
        self.hand = hand
        self.step = step
        self.mucked = tuple(mucked)  # surrendered, in the order mucked
        self.showing = None if showing is None else tuple(showing)  # None: every hand is shown
        zones = hand.zones
        self.live = [s for s in hand.seating.from_left_of_button() if hand.live[s]]
        self.seat_zones = zones.hand_zones
        # Card indices, the form the compiled evaluators take: the zones hold each card
        # once, so the checks of the descriptive path (``best_hand``) are not needed.
        self.shared = {name: _indices(zones.placed(name)) for name in zones.shared_zones}
        self._made: dict[tuple[str, int], Made | None] = {}
        self._strength: dict[tuple[str, int], int] = {}
        self._scores: dict[tuple[str, int], Fraction] = {}  # a score share's numbers (``score``)
        self._wilds: dict[tuple[str, int], Wilds | None] = {}
        self._seen: dict[tuple[str, int], tuple[int, ...]] = {}  # (zone, owner) -> the cards others see
        self.awarded: set[int] = set()  # the pots won by hands (by identity), not uncontested
        self.names, self.by_name = share_names(step)
        # `winner wins a leg`: the main pot's winners of each share (the first pot settled)
        self.share_winners: dict[str, list[int]] = {}

    def wilds(self, share: ir.Share, seat: int) -> Wilds | None:
        """The seat's wild cards and bugs for a share: the game's and the share's own."""
        if not share.wilds and not self.hand.game.wilds:
            return None  # most games: nothing is wild for anyone
        key = (share.name, seat)
        if key not in self._wilds:
            self._wilds[key] = seat_wilds(self.hand, self.hand.game.wilds + share.wilds, seat)
        return self._wilds[key]

    def order(self) -> list[int]:
        if self.step.showing.first is None:
            return self.live  # from the dealer's left: the seats in, as found above
        return show_order(self.hand, self.step)

    def made(self, share: ir.Share, seat: int) -> Made | None:
        """The seat's best hand for a share: a BestHand (value, cards, lender) or None (a
        score share's number is no hand of cards: ``words`` says it)."""
        key = (share.name, seat)
        if share.is_score:
            return None
        if key not in self._made:
            composer = composer_for(share, self.hand)
            own, opponents, lenders = self._sources(composer, seat)
            found = composer.best(own, self.shared, opponents, self.wilds(share, seat))
            if found is not None and found.borrowed_from is not None:
                best: Made | None = (found, lenders[found.borrowed_from])
            else:
                best = (found, None) if found is not None else None
            self._made[key] = best
        return self._made[key]

    def _sources(self, composer: Composer, seat: int) -> tuple[Cards, list[Cards], list[int]]:
        """The seat's own zones, and its opponents' face-up cards with their seats."""
        zones = self.hand.zones
        own = {z: _indices(zones.placed(z, seat)) for z in self.seat_zones}
        for name, grid in zones.grids.items():  # a grid: the top cards of the seat's own row
            own[name] = tuple(c.index for c in grid.tops(seat))
        lenders = [s for s in self.live if s != seat]
        if not composer.opponent_sources:
            return own, [], lenders  # nothing can be borrowed: no need to look
        lent = [z for z in composer.opponent_zones if z in self.seat_zones]  # only what may be borrowed
        opponents = [{z: self._lent(seat, z, s) for z in lent} for s in lenders]
        return own, opponents, lenders

    def _lent(self, seat: int, zone: str, owner: int) -> tuple[int, ...]:
        """The cards of ``owner``'s zone that ``seat`` sees: the same for every seat but the
        owner (a zone's face-down cards are seen by its owner alone, or by all the others),
        so worked out once a showdown."""
        key = (zone, owner)
        cards = self._seen.get(key)
        if cards is None:
            seen = self.hand.zones.seen_by(seat, zone, owner)
            cards = self._seen[key] = tuple([c.index for c in seen if c is not None])
        return cards

    def value(self, share: ir.Share, seat: int) -> HandValue | None:
        made = self.made(share, seat)
        return made[0].value if made else None

    def natural(self, share: ir.Share, seat: int) -> bool:
        """Whether the seat's best hand for a share holds no wild card (a natural hand: a
        pay table's ``natural`` line)."""
        wild = self.wilds(share, seat)
        made = self.made(share, seat)
        if wild is None or made is None:
            return True
        return not any(c.index in wild[0] or c.index in wild[1] for c in made[0].cards)

    def strength(self, share: ir.Share, seat: int) -> int:
        """The seat's best hand for a share as the evaluator's int (0: no hand): all that
        deciding the pot needs. Only winners need the cards (``made``)."""
        key = (share.name, seat)
        value = self._strength.get(key)
        if value is None:
            value = self._strength[key] = self._rank(share, seat, key)
        return value

    def strengths(self, share: ir.Share, seats: Sequence[int]) -> list[int]:
        """``strength`` of each seat. A share whose every card may play is ranked here in
        one lookup a seat (hole cards and a board: most showdowns), its wild cards too."""
        if share.is_score:
            return [self.strength(share, s) for s in seats]
        composer = composer_for(share, self.hand)
        hand = self.hand
        wild = bool(share.wilds or hand.game.wilds)
        if hand.zones.grids or not (composer.direct or (composer.lends_one and not wild)):
            return [self.strength(share, s) for s in seats]
        known, name = self._strength, share.name
        if composer.lends_one:  # a card borrowed from an opponent (Swingo): see ``_lent_rank``
            out = []
            for seat in seats:
                value = known.get((name, seat))
                if value is None:
                    value = known[(name, seat)] = self._lent_rank(composer, seat)
                out.append(value)
            return out
        held, shared = hand.zones.held, self.shared
        table = tuple([c for z in composer.table_zones for c in shared.get(z, ())])
        own = composer.own_zones
        evaluator, size = composer.evaluator, composer.spec.cards
        quick = quick_rank(evaluator)
        out = []
        for seat in seats:
            value = known.get((name, seat))
            if value is None:
                cards = table + tuple([p.index for z in own for p in held.get((z, seat), ())])
                if len(cards) < size:
                    value = self.strength(share, seat)
                elif wild and (wilds := self.wilds(share, seat)) is not None:
                    value = known[(name, seat)] = evaluator.rank_with(cards, *wilds)
                else:
                    value = known[(name, seat)] = quick.rank(cards)
            out.append(value)
        return out

    def _rank(self, share: ir.Share, seat: int, key: tuple[str, int]) -> int:
        if share.score is not None:
            return score_strength(share, self.score(share, seat))
        if key in self._made:
            made = self._made[key]
            return made[0].value.value if made else 0
        composer = composer_for(share, self.hand)
        if composer.plain and not self.hand.zones.grids:  # the cards as they lie, by zone
            held, shared = self.hand.zones.held, self.shared
            lists = [_indices(held.get((z, seat), ())) if mine else shared.get(z, ()) for mine, z in composer.zones]
            return composer.rank_lists(lists, self.wilds(share, seat))
        wild = self.wilds(share, seat)
        if composer.lends_one and wild is None and not self.hand.zones.grids:
            return self._lent_rank(composer, seat)
        own, opponents, _ = self._sources(composer, seat)
        return composer.rank(own, self.shared, opponents, wild)

    def _natural(self, share: ir.Share, seat: int) -> bool:
        """Whether the seat's hand is as good without its wild cards standing for others (a
        natural hand: `natural beats wild`). A hand that needs a joker is not."""
        if share.is_score:
            return True  # a number, not cards: nothing in it is wild
        wild = self.wilds(share, seat)
        if wild is None or not (wild[0] or wild[1]):
            return True
        composer = composer_for(share, self.hand)
        own, opponents, _ = self._sources(composer, seat)
        # a joker has no face of its own: the natural hand is made without it
        own = {z: tuple(c for c in cards if c < FIRST_JOKER) for z, cards in own.items()}
        shared = {z: tuple(c for c in cards if c < FIRST_JOKER) for z, cards in self.shared.items()}
        try:
            plain = composer.rank(own, shared, opponents, None)
        except HandError:  # too few cards left to make a hand
            return False
        return plain == self.strength(share, seat)

    def _lent_rank(self, composer: Composer, seat: int) -> int:
        """The rank of a hand that may borrow from one opponent, nothing wild, by card
        lists as ``plain`` above: the seat's own zones and the table's, and the cards of
        the zone lent from, as the seat sees them, of each other seat in."""
        held, i = self.hand.zones.held, composer.opponent_sources[0]
        lists = [
            () if k == i else _indices(held.get((z, seat), ())) if mine else self.shared.get(z, ())
            for k, (mine, z) in enumerate(composer.zones)
        ]
        z = composer.sources[i].zone
        lent = [self._lent(seat, z, s) if z in self.seat_zones else () for s in self.live if s != seat]
        return composer.rank_lent(lists, lent)

    def words(self, share: ir.Share, seat: int) -> str:
        """``describe()`` of the seat's hand, read off its value: no need for its cards."""
        if share.is_score:
            number = self.score(share, seat)
            said = str(number.numerator) if number.denominator == 1 else f"{float(number):g}"
            noun = (_score_noun(share) or "count").replace("-", " ")
            # "31 points", "3 tricks", "1 trick"; a noun of one: "a score of 728", not "728 score"
            if noun.endswith("s"):
                return f"{said} {noun[:-1] if number == 1 and not noun.endswith('ss') else noun}"
            return f"{_article(noun)} {noun} of {said}"
        evaluator = composer_for(share, self.hand).evaluator
        value = self.strength(share, seat)
        said = evaluator.describe(value)
        # A low of nine shown in an eight-or-better game is no low: said so, not as one (a
        # count says "bust" of itself).
        return said if evaluator.pips is not None or evaluator.qualifies(value) else said + NOT_QUALIFIED

    def score(self, share: ir.Share, seat: int) -> Fraction:
        """A score share's number for the seat (``Share.score``), asked for that player as
        the pots are settled: kept, so that the words said later (``words``) say the number
        that decided, not one the payments changed since (a stack)."""
        assert share.score is not None  # a score share
        key = (share.name, seat)
        number = self._scores.get(key)
        if number is None:
            number = self._scores[key] = Fraction(self.hand.amount_for(share.score, seat))
        return number

    def shown(self) -> list[ShownHand]:
        """The hands shown, in turn, with every card each seat holds; what each hand is
        in words is left to ``engine.hand_names``."""
        out = []
        held, grids = self.hand.zones.held, self.hand.zones.grids
        for seat in self.order() if self.showing is None else self.showing:
            cards = [p.card for z in self.seat_zones for p in held[(z, seat)]]
            if grids:
                cards += [c for g in grids.values() for c in g.tops(seat)]
            out.append(ShownHand(seat=seat, cards=tuple(cards)))
        return out

    # ---- who wins --------------------------------------------------------------------
    def declared(self, seat: int) -> tuple[str, ...]:
        names = self.names
        if not self.step.declared:
            return names
        option = self.hand.declarations.get(seat)
        if option is None:
            return names
        return tuple(n for n in option.shares if n in names)

    def best_of(self, share: ir.Share, seats: Sequence[int], *, qualify: bool = True) -> list[int]:
        quick = None if share.is_score or not qualify else quick_rank(composer_for(share, self.hand).evaluator)
        top, best = 0, []
        for s, v in zip(seats, self.strengths(share, seats)):  # one pass: every pot of every showdown comes here
            if not v or (quick is not None and not quick.qualifies(v)) or v < top:
                continue
            if v > top:
                top, best = v, [s]
            else:
                best.append(s)
        if len(best) > 1 and self.step.pot.naturals:  # of equal hands, the natural ones
            natural = [s for s in best if self._natural(share, s)]
            best = natural or best
        if len(best) > 1 and self.step.pot.ties == "seat":  # the first of equal hands from the dealer's left
            return [next(s for s in self.hand.seating.from_left_of_button() if s in best)]
        return best

    def contenders(self, pot: Pot) -> list[int]:
        """The seats that contest the pot: those that paid into all of it and did not
        surrender; if all of them surrendered, the last to muck (nobody was left then to
        contest this pot with it)."""
        eligible = pot.eligible
        if not self.mucked:
            return [s for s in self.live if s in eligible]
        contest = [s for s in self.live if s in eligible and s not in self.mucked]
        return contest or [s for s in self.mucked if s in eligible][-1:]

    def winners(self, eligible: list[int]) -> dict[str, list[int]]:
        """The seats that win each share of a pot these seats contest."""
        declared = self.step.declared
        if not declared:  # the cards speak for every share
            won = {sh.name: seats for sh in self.step.shares if (seats := self.best_of(sh, eligible))}
            return won or self._none_qualified(eligible)
        contenders = {
            sh.name: [s for s in eligible if sh.name in self.declared(s)] if declared else eligible
            for sh in self.step.shares
        }
        while True:
            won = {sh.name: self.best_of(sh, contenders[sh.name]) for sh in self.step.shares}
            # A pig that fails to win or tie every share it declared wins nothing at all.
            failed = (
                {
                    s
                    for s in eligible
                    if len(self.declared(s)) > 1
                    and any(s in contenders[n] and s not in won[n] for n in self.declared(s))
                }
                if declared
                else ()
            )
            if not failed:
                break
            contenders = {n: [s for s in seats if s not in failed] for n, seats in contenders.items()}
        won = {n: seats for n, seats in won.items() if seats}
        return won or self._none_qualified(eligible)

    def _none_qualified(self, eligible: list[int]) -> dict[str, list[int]]:
        """Nobody qualified for anything (or every declarer was disqualified): the pot is
        split among all who paid in, or the cards speak under one share, with no qualifier."""
        rule = self.step.pot
        if rule.if_none == "split":
            return {SPLIT: list(eligible)}
        if rule.if_none == "stays":
            return {}
        name = rule.if_none_share or self.step.shares[0].name
        return {name: self.best_of(self.by_name[name], eligible, qualify=False) or eligible}

    def settle(self, pots: list[Pot]) -> list[PotResult]:
        """Every pot to its winners as the pot rule says (paid and logged), then the losers'
        payments. A pot that stays (for the next deal) has no result."""
        results: list[PotResult] = []
        losers: list[int] = []
        best: Collection[int] = ()
        stayed: list[Pot] = []
        for i, pot in enumerate(pots):
            result, beaten, top = self._settle_pot(pot)
            if result is None and self.hand.rounds is None and pot.amount:
                # No deal follows for the pot to stay for: its contenders split it.
                result = self._shares(pot, {SPLIT: list(pot.eligible) or list(self.live)})
            if result is not None:
                results.append(result)
            else:
                stayed.append(pot)
            if i == 0:
                losers, best = beaten, top  # the main pot's losers: those who pay, where the rule says
        chips = self.hand.chips
        for result in results:
            for share in result.shares:
                for w in share.winners:
                    chips.pay(w.seat, w.amount)
                    self.hand.record("win", w.seat, amount=w.amount, option=share.name)
        rounds = self.hand.rounds
        if rounds is not None:
            # The steps after it in this deal ask this showdown's winners and losers (a strike
            # for each showdown lost): the main pot's best hands and the hands they beat.
            self.hand.effect(ShownDown(scene=Scene(winners=frozenset(best), losers=frozenset(losers), showdown=True)))
            rounds.carry(stayed)
            payment = self.step.pot.payment
            if payment is not None and losers:
                rounds.pay(payment, losers, [s for s in self.live if s in best], pots[0].amount, self)
            if self.step.pot.legs and not results:
                for seat in self._leg_winners(best, losers):
                    rounds.win_leg(seat)
        # Without rounds the hand is over: ``ending.close`` empties the pot.
        return results

    def _settle_pot(self, pot: Pot) -> tuple[PotResult | None, list[int], Collection[int]]:
        """The pot's result (None: it stays), the seats that lost it and the best hands."""
        hand, rule = self.hand, self.step.pot
        contenders = self.contenders(pot)
        if not contenders:
            hand.record("nobody-in", None, amount=pot.amount)
            return None, [], []
        if len(contenders) == 1 and rule.legs:
            return None, [], contenders  # alone in: a leg (``settle``), and the pot stays
        if len(contenders) == 1 and self.showing is not None and contenders[0] not in self.showing:
            # Unshown and uncontested: its hand stays unknown.
            share = ShareResult(
                name="uncontested", amount=pot.amount, winners=(Winner(seat=contenders[0], amount=pot.amount),)
            )
            return PotResult(amount=pot.amount, eligible=pot.eligible, shares=(share,)), [], contenders
        won = self.winners(contenders)
        alone = len(contenders) == 1
        if not won:
            hand.record("not-qualified" if alone else "push", contenders[0] if alone else None, amount=pot.amount)
            return None, [], []
        winning = {s for seats in won.values() for s in seats}
        losers = [s for s in contenders if s not in winning]
        if rule.award != "always" and not alone:
            if not losers:  # every hand in is equal: nobody wins or pays
                hand.record("push", None, amount=pot.amount)
                return None, [], []
            if rule.award == "alone":
                return None, losers, winning
        if rule.lone == "best-leg":  # the best hand wins a leg (``settle``); nobody takes the pot
            if not losers:  # every hand in is equal: nobody wins a leg or pays
                hand.record("push", None, amount=pot.amount)
                return None, [], []
            self.share_winners = self.share_winners or won
            return None, losers, winning
        return self._shares(pot, won), losers, winning

    def _leg_winners(self, best: Collection[int], losers: list[int]) -> list[int]:
        """Who wins a leg at this showdown: a player alone in; with `winner wins a leg`, the
        best hand of each share (equal best hands of a share win none; a player who wins two
        shares wins two legs)."""
        if not losers:
            return list(best) if len(best) == 1 else []
        if self.step.pot.lone != "best-leg":
            return []
        return [seats[0] for seats in self.share_winners.values() if len(seats) == 1]

    def _shares(self, pot: Pot, won: dict[str, list[int]]) -> PotResult:
        names = list(won)
        parts = divide(self.step, self.live, pot.amount, won)
        shares = []
        by_name = self.by_name
        for name in names:
            seats = won[name]
            if len(seats) == 1:  # most shares: one winner, no odd chip to place
                winners: tuple[Winner, ...] = (Winner(seat=seats[0], amount=parts[name]),)
            else:
                paid = split(parts[name], seats, odd_chip_order(self.hand, by_name.get(name), seats))
                winners = tuple([Winner(seat=seat, amount=amount) for seat, amount in paid.items()])
            shares.append(ShareResult(name=name, amount=parts[name], winners=winners))
        result = PotResult(amount=pot.amount, eligible=pot.eligible, shares=tuple(shares))
        self.awarded.add(id(result))  # its winners' hands to be described (``engine.hand_names``)
        return result
