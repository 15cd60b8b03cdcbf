"""The forced bets: antes, blinds, a straddle, posted before the cards.

The card rooms' rules (docs/rules.md cites each):

* An ante of every seat (``ante kind each``) is posted first, and a blind is then
  posted from what is left.
* A big-blind ante (``big-blind``) is paid by the big blind for the whole table, and
  a button ante (``button``) by the dealer. The blind is posted first and the ante
  from what is left (TDA rule 2 on the big blind ante: "the blind takes priority");
  the ante is dead money in the main pot, contested by everyone, and does not count
  towards the poster's share of a side pot.
* Who antes and the straddle are the table's (``TableStakes``), else the file's
  (``forced blinds and big-blind ante``, ``forced blinds and straddle``: twice the big blind).
* A single blind (the table's, or the file's `forced blind`): one blind only, the big
  blind's size, posted by the seat left of the button. A dead small blind: the small
  blind's seat posts nothing, the big blind sits in its usual place.
* A blind posted out of turn (a player coming into the game posts the big blind where
  they sit) is live: a bet the others call, which changes nobody's turn.
* A dead blind (a player coming back posts the small blind they missed, with a live big
  blind: "posts small & big blinds") goes to the pot, and is no bet in the round: nobody
  calls it, and it does not count towards its poster's call. It is posted after the live
  blinds, from what is left (the live blind takes priority, as the big blind's over its
  ante), and is dead money for the main pot.
* A game whose file has no ante still takes the table's ante when the table sets one:
  antes are a table rule (tournaments play hold'em with antes), not another variant.
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from typing import TYPE_CHECKING

from pokerlang.codec.actions import Declare
from pokerlang.engine.effects import BLINDS_LIVE, PaidFor, PostedDead, Straddled
from pokerlang.engine.errors import EngineError, IllegalAction
from pokerlang.codec.options import DeclareOptions, Option
from pokerlang.engine.prepare import settles_in_units
from pokerlang.ir import game as ir
from pokerlang.ir.house import SideBet

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand


def ante_size(hand: Hand) -> int:
    forced, stakes = hand.game.forced, hand.stakes
    if forced.ante and forced.ante_big_blinds:
        return forced.ante_big_blinds * stakes.big_blind
    if not forced.ante and stakes.ante and settles_in_units(hand.game):
        return 0  # the table's ante: no pot for it where players settle in units
    return stakes.ante


def post_forced(hand: Hand) -> None:
    forced, stakes, chips, seating = hand.game.forced, hand.stakes, hand.chips, hand.seating
    if stakes.posts and not forced.blinds:  # else silently not posted: a record claiming one would replay
        raise EngineError(f"{hand.game.title} has no blinds: a blind posted out of turn cannot be played")
    ante = ante_size(hand)
    ante_kind = stakes.ante_kind_for(hand.game)
    if ante > 0 and ante_kind == "each":
        for seat in seating.from_left_of_button():
            paid = chips.ante(seat, ante)
            hand.record("ante", seat, amount=paid, all_in=chips.stacks[seat] == 0)
        _post_house_bets(hand, ante)
    if forced.blinds:
        for seat, amount, kind in (
            (seating.small_blind, stakes.small_blind, "small-blind"),
            (seating.big_blind, stakes.big_blind, "big-blind"),
        ):
            if amount > 0 and not (kind == "small-blind" and seating.single_blind):
                paid = chips.bet(seat, amount)
                hand.record(kind, seat, amount=paid, all_in=chips.stacks[seat] == 0)
        hand.effect(BLINDS_LIVE)
        _post_straddle(hand)
        if stakes.kill is not None:
            _post_kill(hand)
        for seat, amount in hand.stakes.posts:  # live blinds posted out of turn
            paid = chips.bet(seat, amount)
            hand.record("post", seat, amount=paid, all_in=chips.stacks[seat] == 0)
        for seat, amount in stakes.dead:
            paid = min(amount, chips.stacks[seat])
            if paid > 0:
                hand.effect(PostedDead(seat=seat, amount=paid))
                hand.record("dead-blind", seat, amount=paid, all_in=chips.stacks[seat] == 0)
    if forced.button_blind and stakes.big_blind > 0:
        button = seating.button
        paid = chips.bet(button, stakes.big_blind)
        hand.record("button-blind", button, amount=paid, all_in=chips.stacks[button] == 0)
        hand.effect(BLINDS_LIVE)
    if ante > 0 and ante_kind != "each":
        seat = seating.big_blind if ante_kind == "big-blind" else seating.button
        paid = chips.ante(seat, ante, dead=True)
        hand.record("ante", seat, amount=paid, all_in=chips.stacks[seat] == 0)


def _post_house_bets(hand: Hand, ante: int) -> None:
    """The forced bets against the house (``forced bet blind of 1 ante ...``), posted with
    the ante by every seat, each counted as paid for its name like a side bet's option."""
    for bet in forced_bets(hand.game):
        for seat in hand.seating.from_left_of_button():
            paid = hand.chips.ante(seat, bet.antes * ante)
            hand.effect(PaidFor(seat=seat, option=bet.name, amount=paid))
            hand.record("ante", seat, amount=paid, option=bet.name, all_in=hand.chips.stacks[seat] == 0)


def _post_straddle(hand: Hand) -> None:
    """The blinds after the big blind, each live and from the seat left of the last: a
    third blind, then a straddle and its re-straddles (each twice the last), or the
    dealer's straddle. Play before the flop begins left of the last of them (``hand.
    straddler``), who acts last and may raise. A seat posts one blind at most, so heads-up
    there is none, and the re-straddles stop where the seats run out. An optional straddle
    is offered to its seat instead (``StraddleOffer``), before any card is dealt."""
    game, stakes, seating = hand.game, hand.stakes, hand.seating
    third, straddle = stakes.third_blind_for(game), stakes.straddle_for(game)
    if hand.players < 3 or not (third or straddle):
        return
    taken = {seating.small_blind, seating.big_blind}
    last = seating.big_blind
    if third:
        last = seating.left_of(last)
        _post_blind(hand, last, third, "third-blind")
        taken.add(last)
    if not straddle:
        return
    posts = _straddles(hand, taken, last, straddle)
    if getattr(game.forced, "optional_straddle", False):
        offer = StraddleOffer(hand, posts)
        if offer.to_act is not None:
            hand.wait_on(offer)
        return
    for seat, amount in posts:
        _post_blind(hand, seat, amount, "straddle")


def _straddles(hand: Hand, taken: set[int], last: int, straddle: int) -> list[tuple[int, int]]:
    """The straddles in the order posted: (seat, amount)."""
    game, stakes, seating = hand.game, hand.stakes, hand.seating
    if stakes.button_straddle_for(game):
        # The Mississippi straddle, where the house allows one: live, and its poster acts
        # last before the flop, as any straddler (Robert's Rules, buttons and blinds).
        # Where play begins is the house's; the rooms that allow it begin on the
        # straddler's left, with the small blind, and so does this.
        return [] if seating.button in taken else [(seating.button, straddle)]
    posts = []
    for _ in range(stakes.straddles_for(game)):
        seat = seating.left_of(last)
        if seat in taken:
            break
        posts.append((seat, straddle))
        taken.add(seat)
        last, straddle = seat, 2 * straddle
    return posts


STRADDLE_WORDS = ("straddle", "pass")  # what a seat offered a straddle says (a Declare)


@mypyc_attr(native_class=False)  # copied through its __dict__ (engine.lookahead): a plain class when compiled
class StraddleOffer:
    """An optional straddle: before the cards, the seat left of the big blind (or the
    dealer, for a button straddle) says ``straddle`` or ``pass`` (``Declare``). A straddle
    taken is posted live, as a required one; each re-straddle is then offered to the next
    seat, and the first ``pass`` ends the offers. A seat with no chips is not asked."""

    def __init__(self, hand: Hand, posts: list[tuple[int, int]]):
        self.hand = hand
        self.posts = [(seat, amount) for seat, amount in posts]
        self._skip_broke()

    def _skip_broke(self) -> None:
        if self.posts and self.hand.chips.stacks[self.posts[0][0]] == 0:
            self.posts = []  # no chips to straddle with: nobody after it can re-straddle

    @property
    def to_act(self) -> int | None:
        return self.posts[0][0] if self.posts else None

    def legal(self) -> list[Option]:
        return [DeclareOptions(options=STRADDLE_WORDS)]

    def apply(self, action: object) -> None:
        seat, amount = self.posts[0]
        if not isinstance(action, Declare) or action.option not in STRADDLE_WORDS:
            raise IllegalAction(f"seat {seat} may straddle or pass: declare straddle or pass", "straddle or pass")
        self.hand.record("declare", seat, option=action.option)
        if action.option == "pass":
            self.posts = []
            return
        _post_blind(self.hand, seat, amount, "straddle")
        self.posts.pop(0)
        self._skip_broke()


def _post_blind(hand: Hand, seat: int, amount: int, kind: str) -> None:
    paid = hand.chips.bet(seat, amount)
    hand.effect(Straddled(seat=seat))
    hand.record(kind, seat, amount=paid, all_in=hand.chips.stacks[seat] == 0)


def _post_kill(hand: Hand) -> None:
    """A kill blind (Robert's Rules, kill pots): live, posted by the killer. Robert's
    Rules: "In a kill pot, the killer acts in proper turn (after the person on the
    immediate right)", so it changes nobody's turn. A killer in a blind posts the kill in
    its place: the kill blind is all the blind it posts."""
    seat, amount = hand.stakes.kill  # type: ignore[misc]  # asked only where there is one
    owed = amount - hand.chips.bets[seat]
    if owed > 0:
        paid = hand.chips.bet(seat, owed)
        # in a blind: the kill blind made up to its size (the line says so, `option`)
        topped = str(amount) if owed < amount else None
        hand.record("kill-blind", seat, amount=paid, option=topped, all_in=hand.chips.stacks[seat] == 0)


# A Game's side bets against the house, found once by its identity (``engine.prepare``):
# every hand with an ante asks for the forced ones, every fold for those kept on a fold,
# and walking the Game's steps for them cost a stud hand a few per cent.
_SIDE_BETS: dict[int, tuple[ir.Game, tuple[SideBet, ...], tuple[str, ...]]] = {}


def _side_bets(game: ir.Game) -> tuple[ir.Game, tuple[SideBet, ...], tuple[str, ...]]:
    hit = _SIDE_BETS.get(id(game))
    if hit is None or hit[0] is not game:
        bets = tuple(
            bet
            for a in game.actions()
            if isinstance(a, ir.Showdown) and a.house is not None
            for bet in a.house.side_bets
        )
        forced = tuple(bet for bet in bets if bet.antes)
        kept = tuple(bet.name for bet in bets if bet.kept)
        hit = _SIDE_BETS[id(game)] = (game, forced, kept)
    return hit


def kept_on_fold(game: ir.Game) -> tuple[str, ...]:
    """The names of the side bets kept on a fold (none in most games): a fold asks whether
    the seat's cards are set aside for one of them."""
    return _side_bets(game)[2]


def forced_bets(game: ir.Game) -> tuple[SideBet, ...]:
    """The bets against the house every seat posts with the ante (none in most games)."""
    return _side_bets(game)[1]
