"""A showdown against the house (``ir.house.House``): no pot is won by a player; each
player's stake is settled with the house's bank, which has no limit.

* A seat's stake is every chip it put in this hand: its ante (the table's ante, what
  it posted of it) and its play (the rest: a ``pay 2 antes`` declaration, bets).
* A seat that folded loses its stake to the house.
* The house shows its hand. When it does not qualify, the ante is paid and the play
  returned; or, with ``else ante pushes``, the ante is returned and the play settled
  against the house's hand all the same. Otherwise the better hand wins the ante and the
  play; equal hands push (or win, with ``ties win``); a worse hand loses both. The ante
  and the play are paid by their pay tables (even money for a category not listed, or
  without a table), at odds to one or to another number (3 to 2), rounded down to a chip.
* The ante bonus is paid on the ante by the player's category whatever the house
  holds, to every seat that did not fold.
* A side bet (the chips a seat paid declaring its option) is no part of the stake: it is
  settled on its own, after the stakes, by its table on the player's hand alone, or on a
  hand of its own cards (the player's and the house's: a six card bonus); a seat that
  folded loses it, unless the bet is kept on a fold: then it is settled on its cards all
  the same, the seat's own set aside at the fold (``Zones.aside``), seen by nobody.
* A forced bet (posted with the ante) is settled on its own too, against the house's
  hand whether it qualifies or not: its table pays the player's hand whatever the house
  holds (or only a hand that beats the house's); a hand it does not pay is returned on
  the outcomes it names (a win, a tie, a loss) and lost on the others; a fold loses it.

Chips are conserved counting the house: the result's ``bank`` is what it won.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from pokerlang.cards.card import Card
from pokerlang.engine.forced import ante_size
from pokerlang.engine.result import HouseBet
from pokerlang.engine.wilds import Wilds, seat_wilds
from pokerlang.hands import Composer, compile_composition, compile_ranking
from pokerlang.hands.qualifier import qualifying_value

if TYPE_CHECKING:
    from pokerlang.hands.evaluator import Evaluator
    from pokerlang.engine.showdown import Showdown
    from pokerlang.engine.hand import Hand
    from pokerlang.ir import game as ir
    from pokerlang.ir.house import House, SideBet

_HOUSES: dict[int, tuple[House, Composer, int]] = {}


def _compiled(house: House, share: ir.Share) -> tuple[Composer, int]:
    """The house's composition and its qualifying value (0: none), once per House."""
    hit = _HOUSES.get(id(house))
    if hit is None or hit[0] is not house:
        assert house.hand is not None
        q = house.qualifier
        least = (qualifying_value(share.ranking, q) or 0) if q is not None else 0
        hit = _HOUSES[id(house)] = (house, compile_composition(share.ranking, house.hand), least)
    return hit[1], hit[2]


def house_cards(hand: Hand, house: House) -> tuple[Card, ...]:
    """The cards of the house's zones, turned face up: shown to everyone."""
    assert house.hand is not None  # (a house that holds cards)
    zones, cards = hand.zones, list[Card]()
    for zone in dict.fromkeys(s.zone for s in house.hand.sources):
        zones.turn_all_up(zone, None)
        cards += zones.cards(zone)
    return tuple(cards)


def settle_house(showdown: Showdown) -> tuple[tuple[HouseBet, ...], tuple[Card, ...], str | None]:
    """Every seat's stake settled (stacks paid, lines logged); the house's cards, and its
    hand in words (None: no house hand, or one that makes nothing)."""
    hand, step = showdown.hand, showdown.step
    house = step.house
    assert house is not None  # (only a showdown against the house comes here)
    share = step.shares[0]
    cards: tuple[Card, ...] = ()
    if house.hand is None:  # no house hand: every stake is paid by the table
        evaluator, value, qualifies = compile_ranking(share.ranking), 0, True
    else:
        composer, least = _compiled(house, share)
        evaluator = composer.evaluator
        cards = house_cards(hand, house)
        hand.record("show", None, cards=cards, zone=house.hand.sources[0].zone)
        value = composer.rank({}, showdown.shared, (), _house_wilds(hand, share))
        qualifies = bool(value) and (value >> evaluator.suit_shift) >= least
    ante = ante_size(hand)
    bets, sides = [], []
    tables = (house.pays, house.ante_pays, house.bonus, *(b.pays for b in house.side_bets))
    naturals = any(p.natural for table in tables for p in table)  # else nobody asks
    for seat in range(hand.players):
        mine = showdown.strength(share, seat) if hand.live[seat] else 0
        natural = naturals and hand.live[seat] and showdown.natural(share, seat)
        on_side = [(b, hand.paid_for.get((seat, b.name), 0)) for b in house.side_bets]
        staked = hand.chips.committed[seat] - sum(chips for _, chips in on_side)
        outcome = "win" if mine > value else "tie" if mine == value else "loss"
        for bet, chips in on_side:
            if not chips:
                continue
            if bet.hand is None and (hand.live[seat] or not bet.kept):
                sides.append(_side_bet(house, bet, evaluator, mine, seat, chips, outcome, natural))
                continue
            own, its_evaluator, its_natural = _own_cards(showdown, bet, share, seat, naturals)
            sides.append(_side_bet(house, bet, its_evaluator, own, seat, chips, outcome, its_natural))
        if not hand.live[seat]:
            bets.append(HouseBet(seat=seat, staked=staked, paid=0, why="folded"))
            continue
        if house.hand is None:
            bets.append(_by_table(house, evaluator, mine, seat, staked, natural))
        else:
            bets.append(_against(house, evaluator, mine, value, qualifies, seat, staked, ante, natural))
    words = evaluator.describe(value) if house.hand is not None and value else None
    return _pay(hand, bets + sides), cards, words


def _won(stake: int, odds: Fraction) -> int:
    """What a stake wins at these odds, rounded down to a whole chip (3 to 2 on 5: 7)."""
    return int(stake * odds)


def _said(odds: Fraction) -> str:
    return f"{odds.numerator} to {odds.denominator}"


def _house_wilds(hand: Hand, share: ir.Share) -> Wilds | None:
    """The wild cards of the house's hand: the rules that name the same cards for everyone
    (jokers, a rank followed, a shared zone's cards); a rule about a seat's own cards
    makes nothing of the house's wild."""
    game = hand.game
    rules = tuple(
        r
        for r in game.wilds + share.wilds
        if r.kind in ("cards", "follows", "up", "lowest_up")
        or (r.kind == "last" and r.zone is not None and not game.zone(r.zone).per_seat)
    )
    return seat_wilds(hand, rules, 0) if rules else None  # seat-free rules: the seat is not read


def _by_table(house: House, evaluator: Evaluator, mine: int, seat: int, staked: int, natural: bool) -> HouseBet:
    """No house hand: the whole stake is paid by the table on the player's hand."""
    category, top = _read(evaluator, mine)
    odds = house.odds(category, top, house.pays, -1, natural) if category else Fraction(-1)
    if odds < 0:
        return HouseBet(seat=seat, staked=staked, paid=0, why="loses to the pay table")
    if odds == 0:
        return HouseBet(seat=seat, staked=staked, paid=staked, why="pushes on the pay table")
    return HouseBet(seat=seat, staked=staked, paid=staked + _won(staked, odds), why=f"pays {_said(odds)}")


def _own_cards(
    showdown: Showdown, bet: SideBet, share: ir.Share, seat: int, naturals: bool
) -> tuple[int, Evaluator, bool]:
    """The hand a side bet is paid on, when it is not the seat's showdown hand: its own
    cards (``on best 5 of hand + house``), or a folded seat's cards set aside for a bet kept
    on a fold. Its value (0: no hand, or a fold that loses it), its evaluator, and whether
    it is made with no wild card."""
    from pokerlang.engine.shares import composer_for

    hand = showdown.hand
    its = bet.hand or share
    composer = composer_for(its, hand)
    if hand.live[seat]:
        value = showdown.strength(its, seat)
        return value, composer.evaluator, naturals and bool(value) and showdown.natural(its, seat)
    if not bet.kept:
        return 0, composer.evaluator, False
    aside = hand.zones.aside
    own = {z: tuple([p.index for p in aside.get((z, seat), ())]) for z in hand.zones.hand_zones}
    wild = showdown.wilds(its, seat)
    best = composer.best(own, showdown.shared, (), wild)
    if best is None:
        return 0, composer.evaluator, False
    natural = wild is None or not any(c.index in wild[0] or c.index in wild[1] for c in best.cards)
    return best.value.value, composer.evaluator, naturals and natural


def _side_bet(
    house: House, bet: SideBet, evaluator: Evaluator, mine: int, seat: int, chips: int, outcome: str, natural: bool
) -> HouseBet:
    """A side bet, paid by its table on the player's hand whatever the house holds (or on
    its own cards); a forced bet's table only on a win if it says so, and a hand it does
    not pay returned on the outcomes (against the house's hand) it names."""
    category, top = _read(evaluator, mine)
    # -1: a hand the table does not name loses; a line of odds 0 returns the stake (a push)
    odds = house.odds(category, top, bet.pays, -1, natural) if category else Fraction(-1)
    if not mine:
        return HouseBet(seat=seat, staked=chips, paid=0, why=f"{bet.name} {'loses' if bet.kept else 'folded'}")
    if bet.on_win and outcome != "win":
        odds = Fraction(-1)
    if odds < 0 and outcome in bet.push_on:
        return HouseBet(seat=seat, staked=chips, paid=chips, why=f"{bet.name} pushes on a {outcome}")
    if odds < 0:
        return HouseBet(seat=seat, staked=chips, paid=0, why=f"{bet.name} loses")
    if odds == 0:
        return HouseBet(seat=seat, staked=chips, paid=chips, why=f"{bet.name} pushes on the pay table")
    return HouseBet(seat=seat, staked=chips, paid=chips + _won(chips, odds), why=f"{bet.name} pays {_said(odds)}")


def _against(
    house: House,
    evaluator: Evaluator,
    mine: int,
    theirs: int,
    qualifies: bool,
    seat: int,
    staked: int,
    ante: int,
    natural: bool,
) -> HouseBet:
    antes = min(ante, staked)
    play = staked - antes
    category, top = _read(evaluator, mine)
    bonus = _won(antes, house.odds(category, top, house.bonus, 0, natural)) if category else 0
    extra = f", ante bonus {bonus}" if bonus else ""
    ante_won = _won(antes, house.odds(category, top, house.ante_pays, 1, natural)) if category else antes
    if not qualifies and not house.ante_pushes:
        return HouseBet(
            seat=seat, staked=staked, paid=staked + ante_won + bonus, why=f"the house does not qualify{extra}"
        )
    # A house that does not qualify with `else ante pushes`: the ante comes back whatever
    # happens, and the play is settled against the house's hand all the same.
    kept, note = (0, "") if qualifies else (antes, ", the house does not qualify: the ante pushes")
    if not qualifies:
        ante_won = 0
    if mine > theirs or (mine == theirs and house.ties_win):
        won = ante_won + (_won(play, house.odds(category, top, house.pays, 1, natural)) if category else play)
        why = "beats the house" if mine > theirs else "ties the house, and a tie wins"
        return HouseBet(seat=seat, staked=staked, paid=staked + won + bonus, why=f"{why}{note}{extra}")
    if mine == theirs:
        return HouseBet(seat=seat, staked=staked, paid=staked + bonus, why=f"ties the house{note}{extra}")
    return HouseBet(seat=seat, staked=staked, paid=kept + bonus, why=f"loses to the house{note}{extra}")


def _read(evaluator: Evaluator, value: int) -> tuple[str | None, int]:
    """A hand's category and its highest rank as it reads (a straight's top card); a
    seat with no hand, None."""
    if not value:
        return None, -1
    if evaluator.pips is not None:  # a count of pips reads no ranks
        return evaluator.category(value), -1
    ranks = evaluator.tables.reading_ranks[value >> evaluator.suit_shift]
    return evaluator.category(value), ranks[0] if ranks else -1


def _pay(hand: Hand, bets: list[HouseBet]) -> tuple[HouseBet, ...]:
    for bet in bets:
        if bet.paid:
            hand.chips.pay(bet.seat, bet.paid)
            hand.record("win", bet.seat, amount=bet.paid, option=bet.why)
    return tuple(bets)


def everyone_folded(hand: Hand) -> tuple[HouseBet, ...]:
    """Nobody is left to play the house: every stake, and every side bet, is the house's;
    but a side bet kept on a fold, settled on its cards (the house's shown, if it made one)."""
    from pokerlang.ir import game as ir

    from pokerlang.engine.showdown import Showdown

    step = next((a for a in hand.game.actions() if isinstance(a, ir.Showdown) and a.house is not None), None)
    if step is None:  # a table of one settled by payments (`showdown none`): its stakes alone
        committed = hand.chips.committed
        return tuple(HouseBet(seat=s, staked=committed[s], paid=0, why="folded") for s in range(hand.players))
    house = step.house
    assert house is not None  # (the step found is against the house)
    # A side bet kept on a fold is settled on its cards as they lie now (the cards it
    # needs that were never dealt count for nothing: the hand is over).
    kept = [(b, s) for b in house.side_bets if b.kept for s in range(hand.players) if hand.paid_for.get((s, b.name))]
    showdown = Showdown(hand, step) if kept else None
    if kept and house.hand is not None:  # what the bets are paid on, seen by all (as at a showdown)
        hand.record("show", None, cards=house_cards(hand, house), zone=house.hand.sources[0].zone)
    bets, sides = [], []
    for seat in range(hand.players):
        on_side = [(b, hand.paid_for.get((seat, b.name), 0)) for b in house.side_bets]
        for b, chips in on_side:
            if chips and b.kept and showdown is not None:
                own, evaluator, natural = _own_cards(showdown, b, step.shares[0], seat, True)
                sides.append(_side_bet(house, b, evaluator, own, seat, chips, "loss", natural))
            elif chips:
                sides.append(HouseBet(seat=seat, staked=chips, paid=0, why=f"{b.name} folded"))
        staked = hand.chips.committed[seat] - sum(chips for _, chips in on_side)
        bets.append(HouseBet(seat=seat, staked=staked, paid=0, why="folded"))
    return _pay(hand, bets + sides) if showdown is not None else tuple(bets + sides)
