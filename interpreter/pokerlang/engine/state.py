"""The State of one hand, and the only way to change it: ``apply(action)``.

``new_hand(game, stakes, seed=..)`` posts the forced bets, deals, and runs the Game's
steps until someone must decide. Then ``to_act`` is that seat, ``legal_actions()``
lists what it may do, and ``apply(action)`` carries the hand forward to the next
decision, or to its end (``is_over``, ``result()``).

``apply`` changes the State in place and returns nothing, as OpenSpiel's ``apply_action``
does: to try an action and keep the hand as it was, apply it to a ``copy()`` (an
independent State, for look-ahead). A hand dealt by a chance player
(``engine.dealer.Chance``) stops at a chance point for each card (``is_chance``,
``chance_point``, ``chance_outcomes()``, ``apply_chance(card)``: ``engine.chance``);
every other dealer answers at once. Randomness
comes from one ``random.Random`` seeded per hand, so a seed (or a stacked deck)
reproduces a hand exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import repeat
from typing import TYPE_CHECKING, Any

import attrs

from pokerlang.cards.card import INDEX, Card, card
from pokerlang.ir import game as ir
from pokerlang.engine import conditions, control
from pokerlang.engine import expr as evaluate
from pokerlang.engine.frames import Frame
from pokerlang.codec.actions import AMOUNTED, Action
from pokerlang.codec.options import Option
from pokerlang.engine.betting import BettingRound
from pokerlang.engine import chance as chances
from pokerlang.engine.chance import ChancePoint, ChanceStep, Need, action_needs, may_come, outcomes, step_needs
from pokerlang.engine.dealer import Chosen, Dealer
from pokerlang.engine.dealing import deal_out
from pokerlang.engine.ending import end_betting, house_wins_all, show_down, win_uncontested
from pokerlang.engine.errors import EngineError, IllegalAction
from pokerlang.engine.forced import post_forced
from pokerlang.engine.moves import MovesStep
from pokerlang.engine.offering import OfferStep
from pokerlang.engine.rounds import EndOfRound, Rounds
from pokerlang.engine.pots import Chips
from pokerlang.engine.record import Record
from pokerlang.engine.rolls import RollOn, roll
from pokerlang.engine.rows import SetRowsStep
from pokerlang.engine import runs
from pokerlang.engine.result import HandResult, Payment
from pokerlang.engine.hand import Decision, Hand, Scene
from pokerlang.engine import effects as fx
from pokerlang.engine import reducer
from pokerlang.engine.tallies import start_tallies
from pokerlang.engine.showdown import Showdown
from pokerlang.engine.hand_names import in_words
from pokerlang.engine.draw import DrawStep
from pokerlang.engine.steps import ChooseStep, DeclareStep, DiscardStep, ExposeStep
from pokerlang.engine.surrender import ShowStep
from pokerlang.engine.seating import Seating
from pokerlang.engine.table import TableStakes
from pokerlang.engine.zones import Zones
from pokerlang.engine.first_to_act import first_to_act
from pokerlang.engine.log import Event
from pokerlang.engine.lookahead import copy_state
from pokerlang.engine.prepare import check_once, lone_plays_on, script_of, unsupported_once

if TYPE_CHECKING:
    from pokerlang.engine.view import View

CardsLike = Sequence[str | int | Card]  # a stacked deck: card names, indices or Cards

# The decisions whose carrying out may deal a card (``engine.chance.action_needs``).
DEALS_AS_DECIDED = frozenset({DrawStep, OfferStep, MovesStep})

CARD_STEPS: dict[type, Callable[[State, Any], Decision]] = {
    ir.Choose: ChooseStep,
    ir.Expose: ExposeStep,
    ir.Discard: DiscardStep,
    ir.Draw: DrawStep,
    ir.Declare: DeclareStep,
    ir.SetRows: SetRowsStep,
}


class State(Hand):
    def __init__(
        self,
        game: ir.Game | None = None,
        stakes: TableStakes | None = None,
        seed: int | None = None,
        deck: CardsLike | None = None,
        button: int = 0,
        redeal_decks: Sequence[CardsLike] = (),
        dealer: Dealer | None = None,
    ):
        if game is None or stakes is None:
            return  # a blank State, for a copy to fill (``engine.fields``: the compiled build makes it so)
        problem = unsupported_once(game)
        if problem:
            raise EngineError(f"{game.title}: {problem} is not supported yet")
        self.players = stakes.seat_count(game)
        game = game.at(self.players)  # a deck that depends on the number of players: theirs
        self.game = game
        self.stakes = stakes
        check_once(game, stakes, self.players)
        if not 0 <= button < self.players:
            raise EngineError(f"the button must be at a seat 0..{self.players - 1}")
        self.seating = Seating(self.players, button, stakes.single_blind or game.forced.single_blind)
        self.rng = random.Random(seed)
        self.zones = Zones(game, self.players, self.rng, deck, dealer)
        # Kept so a hand history can record the deck itself rather than redo the shuffle.
        self._deck = tuple(reversed(self.zones.stock))
        # A `repeat until one in` deals from a fresh deck each deal: the deck of this deal,
        # and each earlier deal's cards (in the order dealt) with the decisions made before
        # its end, which a resample deals again (``engine.resample``).
        self.deal_deck = self._deck
        self.earlier_deals: tuple[tuple[tuple[Card, ...], int], ...] = ()
        starting = stakes.starting_stacks(self.players)
        cap = game.betting.hand_cap and game.betting.hand_cap * stakes.big_blind
        at_risk = [min(s, cap) for s in starting] if cap else starting
        self.chips = Chips.seated(at_risk)
        self.starting = tuple(starting)
        # A cap game's chips above the cap: out of the hand's play, back in the stacks at its end.
        self.behind = tuple([s - r for s, r in zip(starting, at_risk)])
        self.seed = seed
        self.actions: list[tuple[int, Action]] = []  # every decision so far: (seat, action)
        self.live = [True] * self.players
        # The log as written: each line's Event fields in order, a plain tuple (a hand writes
        # some twenty-five lines, and most runs never read one); ``log`` makes them Events.
        self._lines: list[tuple[Any, ...]] = []
        self._events: list[Event] = []
        self.declarations: dict[int, ir.DeclareOption] = {}
        # (seat, option): whether the seat chose the option at the latest declaration offering it
        self.answers: dict[tuple[int, str], bool] = {}
        self.paid_for: dict[tuple[int, str], int] = {}  # (seat, option): chips paid declaring it (side bets)
        self.last_paid: dict[int, int] = {}  # seat: chips paid for its latest option (`paid(seat)`)
        self.last_drawn: dict[int, int] = {}  # seat: cards drawn at its latest draw (`drawn(seat)`)
        # Typed as the Hand trait names them (the modules of these types import it):
        self.rounds: Any = None  # the deals of a `repeat until one in` (engine.rounds.Rounds)
        self.run_out: Any = None  # run it twice: the runs, once they began (engine.runs.RunOut)
        self.only_seat: int | None = None  # an event's block is being played for this seat alone
        self.fired: dict[int, int] = {}  # how often each event (by its place in game.events) went off
        self.redeal_decks = [tuple(d) for d in redeal_decks]  # stacked, for those deals in turn
        self.last_aggressor: int | None = None
        self.openers: tuple[int, tuple[Card, ...]] | None = None  # the opener and its openers (engine.openers)
        self.dealt_up: list[Card] = []  # every card dealt face up, in order (wild cards that follow one)
        self.returned: list[tuple[int, int]] = []
        self.tallies: dict[str, list[int]] = start_tallies(game, stakes, self.players)  # engine.tallies
        self.put_out: set[int] = set()  # seats out of the game once this hand is over (`put ... out`)
        self.paid: list[Payment] = []  # chips paid by `pay` steps and at the hand's end (engine.payments)
        self.ending: Scene | None = None  # while the hand's end pays: the pot and who won (engine.expr)
        self.shown_down: Scene | None = None  # the latest showdown of this deal after deal: who won, who lost
        # The steps to play, with their streets: the Game's, under the blocks pushed as it plays.
        script = tuple(script_of(game))
        self.frames: list[Frame] = [(script, 0)] if script else []
        self.street: str | None = None
        self.pending: Decision | None = None  # the BettingRound or Step awaiting a decision
        self.blinds_live = False
        self.straddler: int | None = None  # the seat that posted a straddle, if any
        # A look-ahead whose seats check whenever nothing is owed (``runner.mc``'s playouts):
        # a betting round that opens with nothing owed is passed over, as it would end.
        self.checks_through = False
        self._result: HandResult | None = None
        # The showdown whose hands are still to be described in ``_result`` (``result()``).
        self._undescribed: Any = None  # an engine.showdown.Showdown
        # At a chance point ``pending`` is the ChanceStep (engine.chance): this is the decision
        # it stopped, carried out once the cards come (None: it stopped before a step).
        self.held: Decision | None = None
        self.pauses = self.zones.dealer.pauses  # a chance player: the hand stops for its cards
        post_forced(self)
        self._run()

    # ---- the public face ----------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        pending = self.pending
        if self._result is not None or pending is None:
            return None
        if type(pending) is BettingRound:  # most decisions: read as the compiled class it is
            return pending.to_act
        return pending.to_act

    @property
    def is_over(self) -> bool:
        return self._result is not None

    def legal_actions(self) -> list[Option]:
        pending = self.pending  # ``to_act``, written out: asked at every decision
        if self._result is not None or pending is None:
            return []
        if type(pending) is BettingRound:  # most decisions (as ``to_act``)
            return [] if pending.to_act is None else pending.legal()
        return [] if pending.to_act is None else pending.legal()

    def apply(self, action: Action, seat: int | None = None) -> None:
        """Carry out ``action`` for the seat to act (``seat``, if given, must be it).
        Changes this State in place and returns nothing (branch with ``copy()``); raises
        IllegalAction, changing nothing."""
        if self._result is not None:
            raise IllegalAction("the hand is over", "hand over")
        pending = self.pending
        acting = self.to_act
        if acting is None:  # the hand is not over: it waits for a card
            raise IllegalAction("a card is dealt now, not a decision: apply_chance(card)", "chance point")
        if seat is not None and seat != acting:
            raise IllegalAction(f"seat {seat} is not to act; seat {acting} is", "not your turn")
        # Read only where the class has one: a missing attribute's default costs an exception.
        amount = getattr(action, "amount") if type(action) in AMOUNTED else None  # noqa: B009 - typed as any action
        if amount is not None and type(amount) is not int:  # a caller's "5", 5.0 or True
            raise IllegalAction(f"an amount of chips is a whole number, not {amount!r}", "not an amount")
        assert pending is not None  # a seat is to act
        if type(pending) is BettingRound:  # most decisions, called as the compiled class they are
            pending.apply(action)
        elif self.pauses and self._deals_after(acting, action):
            return  # stopped for the cards the decision deals: carried out once they are given
        else:
            pending.apply(action)
        self._took(acting, action)
        pending = self.pending  # ``_acted``, written out: once a decision
        if type(pending) is BettingRound:
            done = pending.to_act is None
        else:
            done = pending is not None and pending.to_act is None
        if done:
            self._finish_step()
            self._run()

    # ---- chance points (engine.chance) ----------------------------------------------------
    @property
    def is_chance(self) -> bool:
        """Whether the hand waits for a card (a chance player deals it: ``apply_chance``)."""
        return type(self.pending) is ChanceStep

    @property
    def chance_point(self) -> ChancePoint | None:
        """What is dealt next at a chance point (None elsewhere): ``engine.chance.ChancePoint``."""
        chance = self.pending
        if type(chance) is not ChanceStep:
            return None
        return chance.point(len(self._queue()), len(self.zones.stock))

    def chance_outcomes(self) -> list[tuple[Card, float]]:
        """At a chance point, the cards that may come, each with its probability (every card
        of the stock not chosen yet, equally likely; once the stock is chosen, of the muck a
        reshuffle deals from), in deck order; elsewhere none."""
        cards = self.chance_cards()
        return list(zip(cards, repeat(1.0 / len(cards)))) if cards else []

    def chance_cards(self) -> list[Card]:
        """``chance_outcomes()``'s cards alone, each as likely as the others: a chance player
        that deals every card (a tree search, a rollout) asks at each, and needs no list of
        pairs to learn what one over their number says."""
        chance = self.pending
        if type(chance) is not ChanceStep:
            return []
        return outcomes(self, chance, self._queue())

    def apply_chance(self, dealt: str | int | Card) -> None:
        """At a chance point, deal this card; the hand goes on to its next chance point,
        decision or end. Changes this State in place, as ``apply``; raises IllegalAction,
        changing nothing, for a card that cannot come now."""
        chance = self.pending
        if type(chance) is not ChanceStep:
            raise IllegalAction("no card is dealt now", "not a chance point")
        c = dealt if dealt.__class__ is Card else card(dealt)  # a chance player gives Cards
        queue = self._queue()
        if not may_come(self, chance, queue, c):
            raise IllegalAction(f"{c} cannot be dealt now: it is not one of the cards left", "not a card left")
        queue.append(c)
        if len(queue) < chance.limit:
            return
        self.effect(fx.CHANCE_DEALT)
        if chance.step is not None:
            self.play_step(chance.step, dealt=True)
            self._run()
        else:
            assert self.pending is not None and chance.seat is not None  # set together by _deals_after
            self.pending.apply(chance.action)
            self._acted(chance.seat, chance.action)

    def resample_from_view(self, seat: int, rng: random.Random) -> State:
        """A new hand ``seat`` cannot tell from this one: the same decisions, every card it
        has seen where it saw it, the others dealt at random from the cards it has not
        seen (``engine.resample``). Raises EngineError for a hand that reshuffled the muck
        or was dealt again, or whose view no deal drawn matched."""
        from pokerlang.engine.resample import resample

        return resample(self, seat, rng)

    def _queue(self) -> list[Card]:
        dealer = self.zones.dealer
        assert isinstance(dealer, Chosen)  # only a dealer that pauses stops a hand
        return dealer.queue

    def _stops(self, needs: list[Need], step: object = None, action: object = None, seat: int | None = None) -> bool:
        """Whether the hand stops at a chance point for these cards: the dealer has not
        been given all those the stock, and once it is out the muck reshuffled, can give."""
        if not needs:
            return False
        pool = chances.after_stock(self, needs, action) if len(needs) > len(self.zones.stock) else ()
        most = chances.limit(self, needs, pool)
        if len(self._queue()) >= most:
            return False
        stock = tuple(sorted(self.zones.stock, key=INDEX))
        chance = ChanceStep(needs=tuple(needs), step=step, action=action, seat=seat, pool=pool, limit=most, stock=stock)
        self.effect(fx.ChanceStops(chance=chance))
        return True

    def _deals_after(self, acting: int, action: Action) -> bool:
        pending = self.pending
        assert pending is not None
        if type(pending) not in DEALS_AS_DECIDED:  # a bet, most decisions: nothing to work out
            return False
        if not any(o.allows(action) for o in pending.legal()):
            return False  # refused as it is carried out
        return self._stops(action_needs(self, action), action=action, seat=acting)

    def passive_round(self) -> int:
        """Passive look-ahead play, without the options worked out first: every seat to act
        in this betting round checks or calls what it owes, or at a showdown shows its
        hand, in turn, until the step is over (the hand then carried on to its next
        decision) or a seat must bring in: how many acted (0 at any other step)."""
        pending = self.pending
        if type(pending) is BettingRound:
            done = pending.check_or_call_round(self.actions)
        elif type(pending) is ShowStep:
            done = pending.show_round(self.actions)
        else:
            return 0
        if pending.to_act is None:
            self._finish_step()
            self._run()
        return done

    def _acted(self, acting: int, action: Action) -> None:
        self._took(acting, action)
        if self.pending is not None and self.pending.to_act is None:
            self._finish_step()
            self._run()

    def history(self, hand: int = 0) -> Record:
        """The finished hand's record, as ``run --history`` writes it and ``pokerlang replay``
        reads it (``engine.record``, ``docs/history.md``). A hand that reshuffled the muck
        replays exactly only if it was dealt with a seed."""
        from pokerlang.engine.record import action_record, hand_record

        dealt = getattr(self.dealer, "served", None) or []
        deck = list(dealt) + [c for c in self._deck if c not in set(dealt)]
        return hand_record(
            hand=hand,
            seed=self.seed,
            button=self.seating.button,
            deck=[str(c) for c in deck],
            starting=list(self.starting),
            actions=[action_record(s, a) for s, a in self.actions],
            result=self.result(),
            game=self.game,
            stakes=self.stakes,
        )

    def view(self, seat: int) -> View:
        """What ``seat`` may know: an ``engine.view.View`` (read like a dict; ``to_json()``)."""
        from pokerlang.engine.view import seat_view

        return seat_view(self, seat)

    @property
    def dealer(self) -> Dealer:
        """Who picks each card dealt from now on (``engine.dealer``)."""
        return self.zones.dealer

    @dealer.setter
    def dealer(self, dealer: Dealer) -> None:
        self.effect(fx.DealerChanged(dealer=dealer))

    @property
    def deck(self) -> tuple[Card, ...]:
        """The whole deck in the order this hand was shuffled (or stacked), top card first."""
        return self._deck

    def result(self) -> HandResult:
        if self._result is None:
            raise EngineError("the hand is not over yet")
        if self._undescribed is not None:
            showdown: Showdown = self._undescribed
            showdown.hand = self  # kept detached from its hand (see ``ending.show_down``)
            pots, shown = in_words(showdown, self._result.pots, self._result.shown)
            # HandResult is a frozen_keywords class, which the attrs plugin does not read.
            self.effect(fx.HandOver(result=attrs.evolve(self._result, pots=pots, shown=shown)))  # type: ignore[misc]
            assert self._result is not None  # set just now
        return self._result

    def outcome(self) -> HandResult:
        """The chips of the finished hand: ``result()`` with no hand put into words yet
        (no winner's ``hand`` or ``cards``, no shown hand's ``hands``), all that a run
        counting chips or a look-ahead needs; the pots, the stacks and the nets are the
        same as ``result()``'s (once ``result()`` was asked, it is that result)."""
        if self._result is None:
            raise EngineError("the hand is not over yet")
        return self._result

    def copy(self, rng: random.Random | None = None) -> State:
        """An independent State. ``rng``: the copy's own Random (a look-ahead that need not
        reshuffle the muck as this hand would: copying a Random's state is a good part of
        a copy's cost); by default it draws what this hand would draw."""
        return copy_state(self, rng)

    # ---- what steps call back -------------------------------------------------------------
    # The reducer's: every change of the hand is an effect carried out there (``engine.effects``);
    # a log line, a decision taken, the decision waited on and the next step taken are its
    # own entry points, without an object (``engine.reducer``). Methods that pass them on, not
    # the functions set as class attributes: a compiled function is no method (``pokerlang.native``).
    def effect(self, effect: object) -> None:
        reducer.apply_effect(self, effect)

    def record(
        self,
        kind: str,
        seat: int | None,
        *,
        amount: int | None = None,
        cards: Sequence[Card] | None = None,
        count: int | None = None,
        zone: str | None = None,
        option: str | None = None,
        all_in: bool = False,
        to: tuple[int, ...] | None = None,
        party: int | str | None = None,
    ) -> None:
        """A line of the log (``reducer.log_line``'s fields: ``Hand.record``). Spelt out
        rather than passed on as ``**fields``: compiled, a call then builds no dict."""
        reducer.log_line(
            self,
            kind,
            seat,
            amount=amount,
            cards=cards,
            count=count,
            zone=zone,
            option=option,
            all_in=all_in,
            to=to,
            party=party,
        )

    def record_deal(
        self,
        zone: str,
        seats: Sequence[int],
        dealt: dict[int, list[Card]],
        to: Callable[[str, int, bool], tuple[int, ...] | None] | None,
    ) -> None:
        """The lines of a deal round the table (``reducer.log_deal``'s: ``Hand.record_deal``)."""
        reducer.log_deal(self, zone, seats, dealt, to)

    def wait_on(self, decision: Decision | None) -> None:
        reducer.wait_on(self, decision)

    def _took(self, seat: int, action: Action) -> None:
        reducer.acted(self, seat, action)

    @property
    def log(self) -> list[Event]:
        """The action log so far, one ``Event`` a line (not to be changed)."""
        events, lines = self._events, self._lines
        if len(events) < len(lines):
            events.extend([Event(*line) for line in lines[len(events) :]])
        return events

    def fold(self, seat: int, declared: bool = False, events: bool = True) -> None:
        """The seat leaves the deal; ``events``: the game's fold block is played for it
        first (``when a player folds { ... }``; not for the players a `win` puts out)."""
        if events and self.game.on_fold:
            self.effect(fx.SeatIn(seat=seat, live=False))  # out, its cards still there for the block
            self.record("fold" if not declared else "out", seat)
            kept = control.fold_block(self, seat)
            self.effect(fx.Folded(seat=seat, kept=kept))
            return
        self.effect(fx.folded(seat))
        self.record("fold" if not declared else "out", seat)

    def holds(self, condition: Any) -> bool:
        """Whether a condition of the rules holds at the table now (``engine.conditions``)."""
        return conditions.holds(self, condition)

    def amount_for(self, expr: Any, seat: int) -> Any:
        """An amount of the rules asked for one player (``engine.expr``: `seat` is that player)."""
        return evaluate.value(expr, self, evaluate.scene_of(self, seat))

    def opener_seat(self, opener: ir.Opener) -> int:
        """Where the search for the first seat to act starts (that seat included)."""
        return first_to_act(self, opener)

    # ---- running the steps ----------------------------------------------------------------
    def _run(self) -> None:
        """Carry out steps until a decision is needed or the hand ends."""
        while self.pending is None and self._result is None:
            live = sum(self.live)
            alone = live == 1
            if live < 2 and self.rounds is None and self._lone(live):
                return
            rounds: Rounds | None = self.rounds
            if alone and rounds is not None and rounds.folded_to_one():
                rounds.skip_deal()  # the others folded: the deal is won
            if not self.frames:
                raise EngineError("the steps ran out before a showdown")  # unsupported() prevents this
            if self.game.runs is not None and self.run_out is None and runs.due(self):
                runs.begin(self)  # asks the players, or pushes the runs to play
                continue
            self.play_step(reducer.next_step(self))

    def _lone(self, live: int) -> bool:
        """One seat in, or none: whether the hand is over. Against the house, or at a table
        of one (a game settled by its payments with the house), a lone player plays on;
        when nobody is left, the house takes every stake."""
        if not lone_plays_on(self):
            win_uncontested(self)
        elif not live:
            house_wins_all(self)
        return self._result is not None

    def play_step(self, action: object, dealt: bool = False) -> None:
        """Start a step: deal, burn, open a betting round or a step of card
        decisions, or play a block of control (``engine.control``). ``dealt``: its cards
        are given (the chance point it stopped at is over), so it cannot stop again."""
        if self.pauses and not dealt and self._stops(step_needs(self, action), step=action):
            return  # a chance player deals the step's cards first
        # The steps of every hand first, by their exact type (IR nodes are never subclassed).
        if type(action) is ir.Deal:
            deal_out(self, action)
        elif type(action) is ir.Bet:
            self._betting(action)
        elif type(action) is ir.Burn:
            if not self.zones.burn(action.count):
                for _ in range(action.count):
                    self.zones.to_muck([self.next_card()])
            self.record("burn", None, count=action.count)
        elif isinstance(action, (ir.Roll, RollOn)):
            roll(self, action)
        elif isinstance(action, ir.Showdown):
            self.wait_on(ShowStep(self, action))  # hands shown (or mucked) in turn; then the pots
        elif isinstance(action, control.STEPS) and not getattr(action, "deals", False):
            control.start(self, action)  # if, repeat within a deal, an event's block
            return
        elif isinstance(action, ir.Repeat):
            begun = Rounds(self, action)
            self.effect(fx.RepeatBegins(rounds=begun))
            begun.begin(self.street)
            return
        elif isinstance(action, EndOfRound):
            placed: Rounds | None = self.rounds
            assert placed is not None  # only a repeat places it
            placed.end_of_round()
            return
        elif isinstance(action, ir.Moves):
            self.wait_on(MovesStep(self, action))
        elif isinstance(action, runs.NextRun):
            runs.next_run(self, action)
            return
        else:
            self.wait_on(CARD_STEPS[type(action)](self, action))
        if self.pending is not None and self.pending.to_act is None:
            self._finish_step()

    def _betting(self, step: ir.Bet) -> None:
        if BettingRound.idle(self, step) or (self.checks_through and BettingRound.square(self, step)):
            end_betting(self, None)
        else:
            self.wait_on(BettingRound(self, step, blinds_live=self.blinds_live))

    def next_card(self) -> Card:
        """The next card the dealer gives from the stock (the muck reshuffled, and logged,
        once the stock is out)."""
        card, reshuffled = self.zones.deal()
        if reshuffled:
            self.record("reshuffle", None, count=len(self.zones.stock) + 1)
        return card

    def _finish_step(self) -> None:
        step = self.pending
        self.wait_on(None)
        if isinstance(step, BettingRound):
            end_betting(self, step.last_aggressor)
        elif isinstance(step, ShowStep):
            show_down(self, step)
        elif isinstance(step, runs.AgreeStep):
            runs.lay_out(self, step.agreed)


def new_hand(
    game: ir.Game,
    stakes: TableStakes | None = None,
    seed: int | None = None,
    deck: CardsLike | None = None,
    button: int = 0,
    redeal_decks: Sequence[CardsLike] = (),
    dealer: Dealer | None = None,
) -> State:
    """Shuffle (with ``seed``; or stack the deck: ``deck`` lists cards from the top, the
    rest follow shuffled), post the forced bets and deal up to the first decision.
    ``redeal_decks``: stacked decks, in turn, for the re-deals of a ``repeat until one in``
    (a deal beyond them is shuffled). ``dealer``: who picks each card dealt
    (``engine.dealer``; the default deals the top of the shuffled stock; ``Chance()``
    stops the hand at a chance point for each card, ``engine.chance``)."""
    return State(
        game, stakes or TableStakes(), seed=seed, deck=deck, button=button, redeal_decks=redeal_decks, dealer=dealer
    )
