"""One table at the server: its seats, the hand in play, and the loop that deals it.

The server is the dealer: the State lives here, a browser only proposes an action, and
``act`` takes it only from the seat to act and only if ``legal_actions()`` allows it.
Bots (``runner.agents``) play their seats from their own view; a person's seat has a
clock, and when it runs out the seat checks if it can, else folds (as in ``play``).

Chips carry over from hand to hand. A bot that has lost its stack buys in again at the
table's buy-in before the next deal; a person out of chips is dealt out until they ask
for a rebuy and the host approves it. Both count in ``rebuys`` and go in the ledger, so
at every moment the chips at the table are ``buy_in * (seats + rebuys)``.

A seat sitting out is dealt out: each hand is the engine's hand of the seats in, in
table order (engine seat ``i`` is table seat ``hand["seats"][i]``), so the engine never
sees an empty chair, and the chips of a seat out stay in front of it. Frames, the log and
the clock speak of the engine's seats; the table maps its own seats to them.
"""

from __future__ import annotations

import asyncio
import random
import secrets
import time
from collections.abc import Mapping
from typing import Any

from pokerlang.engine import State, TableStakes, new_hand
from pokerlang.engine.resample import Twins
from pokerlang.runner.agents import make_agents
from pokerlang.codec.json import action_record
from pokerlang.runner.history import hand_record, table_record
from pokerlang.runner.play import walk_away
from pokerlang.codec.json import action_of
from pokerlang.web.decide import Refused, read_action
from pokerlang.web.guard import same_secret
from pokerlang.web.night import Night
from pokerlang.web.opening import BOTS
from pokerlang.web.frames import LogWords, cards_in, public_view, result_lines, seat_frame, showdown_json, stakes_json
from pokerlang.web.clients import Limits
from pokerlang.web.work import OverBudget, Workers, applied, decided, dealt

# Close codes the page knows (static/table.js): it says why and does not retry blindly.
CLOSED_NO_TABLE, CLOSED_FULL, CLOSED_REPLACED, CLOSED_IDLE, CLOSED_BY_HOST = 4404, 4429, 4409, 4408, 4410
MAX_ACTIONS = 10_000  # no hand of any shipped variant comes near; a bound for the loop


class TableShut(Exception):
    """The table's work went over its budget: it deals no more (``Table.shut``)."""


class Timing:
    """How fast a table goes: a bot's pause before it acts, the pause between hands (so
    people can read the showdown), and the most seconds a person may think."""

    def __init__(
        self,
        bot_delay: float = 0.6,
        between_hands: float = 3.0,
        mc_think: str = "64",
        idle: float = 300.0,
        policies: tuple[str, ...] = (),
    ):
        self.bot_delay, self.between_hands, self.mc_think = bot_delay, between_hands, mc_think
        self.policies = policies  # the policy files a `policy` bot may play (`serve --policy FILE`)
        self.idle = idle  # seconds a socket may send nothing (the page pings every 30) before it is closed


class Listener:
    """One open socket: the seat it speaks for (None: a spectator), its latest frame, and
    the notes for it alone (an action refused). Frames are the whole table, so a slow
    socket skips to the newest and loses nothing."""

    opened_so_far = 0

    def __init__(self, seat: int | None):
        self.seat = seat
        self.frame: dict | None = None
        self.notes: list[dict] = []
        self.ready = asyncio.Event()
        Listener.opened_so_far += 1
        self.opened = Listener.opened_so_far  # which of a seat's sockets is the oldest
        self.closing: int | None = None  # a close code: the server ends this socket

    def kick(self, code: int) -> None:
        """Close this socket with ``code`` once what is queued for it is sent."""
        self.closing = code
        self.ready.set()

    def push(self, frame: dict) -> None:
        self.frame = frame
        self.ready.set()

    def note(self, message: dict) -> None:
        self.notes = self.notes[-9:] + [message]
        self.ready.set()

    async def next(self) -> list[dict]:
        await self.ready.wait()
        self.ready.clear()
        out, self.notes = self.notes, []
        if self.frame is not None:
            out.append(self.frame)
            self.frame = None
        return out


class Table:
    def __init__(self, row: dict, game, store, timing: Timing, workers: Workers | None = None):
        self.id, self.title, self.variant, self.source = row["id"], row["title"], row["variant"], row.get("source")
        self.host = row["host"]
        self.settings = row["settings"]
        self.game, self.store, self.timing = game, store, timing
        self.workers = workers if workers is not None else Workers(Limits())
        self.shut: str | None = None  # why the table deals no more: its work blew its budget
        # Dealer's choice: the games this table may deal, by the names ``choices`` gives them
        # (the table's own game by its row's variant), loaded as first dealt.
        self.own, self.games = row["variant"], {row["variant"]: game}
        self.playing = row["variant"]  # the name of ``game``, the game of the hand in play (or the last)
        if self.settings.get("stakes_by_game"):
            self.settings["stakes"] = self.settings["stakes_by_game"][self.own]
        self.seats = row["seats"]
        self.players = len(self.seats)
        self.stacks, self.rebuys, self.hands = list(row["stacks"]), list(row["rebuys"]), row["hands"]
        self.agents = [self.agent(s["kind"]) for s in self.seats]
        self.banks = [float(self.settings.get("time_bank", 0))] * self.players  # seconds left to each seat
        self.listeners: set[Listener] = set()
        self.changed = asyncio.Event()
        self.lock = asyncio.Lock()  # one action at a time: a page's, a bot's, the clock's
        self.busy = False  # the engine is carrying out an action in a thread
        self.deadline: float | None = None  # when the clock of the person to act runs out
        self.clock_started = 0.0  # when the clock started, and for whom (a table seat)
        self.clock_chair: int | None = None
        self.state: State | None = None  # the hand in play, and ``hand`` its record so far: set together
        self.hand: dict | None = None
        self.rng = random.Random()
        self.error: str | None = None
        self.night = Night(self, row)  # the host's controls, the seats' requests, the chat, the ledger
        self.words: dict[int | None, LogWords] = {}  # by seat (None: a spectator)
        if row.get("current"):
            try:
                self._resume(row["current"])
            except Exception:  # noqa: BLE001 - the engine changed under a stored hand
                # It cannot be dealt again: it is void, and every seat keeps the stack it
                # had before it (the stacks stored with the table), so no chip is lost.
                self.state = self.hand = None
                self.store.drop_current(self.id)
                self.error = "the hand in play could not be dealt again after a restart: it is void"

    def agent(self, kind: str):
        """The bot that plays a seat of ``kind``; None for a person's seat."""
        from pokerlang.runner.mc import Think

        if kind not in BOTS:
            return None
        if kind == "policy":  # a policy file of this game; the server restarted without it: the seat calls
            from pokerlang.research.policy import policy_for

            policy = policy_for(self.game, self.timing.policies)
            kind = f"policy:{policy}" if policy else "call"
        # One bot, at a table of ``players`` seats (a policy file is solved for a number of seats).
        return make_agents(kind, 1, game=self.game, think=Think.parse(self.timing.mc_think), seats=self.players)[0]

    # ---- who is who -------------------------------------------------------------------------
    def seat_of(self, token: str | None) -> int:
        for s in self.seats:
            if same_secret(token, s["token"]):
                return s["seat"]
        raise KeyError("no such seat")

    def in_hand(self) -> list[int]:
        """The table's seats dealt into the hand in play (or the last hand), in engine order."""
        return list(self.hand.get("seats") or range(self.players)) if self.hand else list(range(self.players))

    def engine_seat(self, seat: int | None) -> int | None:
        """Where a table seat sits in the hand in play; None: a spectator, or dealt out."""
        seats = self.in_hand()
        return seats.index(seat) if seat in seats else None

    def dealt_in(self) -> list[int]:
        """The seats the next hand is dealt to: not sitting out, and with chips (a bot
        out of chips buys in again at the deal)."""
        return [
            s
            for s in range(self.players)
            if s not in self.night.out and (self.stacks[s] > 0 or self.agents[s] is not None)
        ]

    def enough_in(self) -> bool:
        """At least two seats in (one, at a table of one), and as many as the game seats."""
        return len(self.dealt_in()) >= max(self.game.min_players, min(2, self.players))

    def in_play(self, seat: int) -> bool:
        """The seat is dealt into a hand not over yet (or over and not stored yet: busy)."""
        state = self.state
        return state is not None and (self.busy or not state.is_over) and seat in self.in_hand()

    def people(self) -> list[int]:
        return [s["seat"] for s in self.seats if self.agents[s["seat"]] is None]

    def connected(self) -> set[int]:
        return {x.seat for x in self.listeners if x.seat is not None}

    def stakes(self, starting: list[int], hand: dict | None = None) -> TableStakes:
        """The stakes of ``hand`` (as it was dealt: the host may change the table's
        between hands), or the table's for the next hand."""
        from pokerlang.web.opening import stakes_of

        settings = {"stakes": hand["stakes"]} if hand and "stakes" in hand else self.settings
        return stakes_of(settings, tuple(starting), len(starting))

    # ---- hands ------------------------------------------------------------------------------
    # ---- dealer's choice: the game of the next hand --------------------------------------------
    def game_named(self, name: str):
        """A game of this table by its name in ``choices`` (a shipped variant, an uploaded
        one, or the table's own)."""
        if name not in self.games:
            from pokerlang.web.games import load_choice

            self.games[name] = load_choice(name, self.settings.get("sources"))
        return self.games[name]

    def game_of_record(self, record: dict):
        """The game a finished hand's record was dealt with (its ``variant``, the game's name)."""
        named = record.get("variant")
        if named in (None, self.games[self.own].name):
            return self.games[self.own]
        for choice in self.settings.get("sources") or {}:  # an uploaded game: stored by its file's name
            if self.game_named(choice).name == named:
                return self.game_named(choice)
        return self.game_named(named)

    def next_game(self) -> str:
        """The game the next hand is dealt with: a rotation's, in turn every ``every``
        hands; else the one chosen last (by the host or a dealer), else the table's own."""
        choices, every = self.settings.get("choices") or [], self.settings.get("every") or 0
        if choices and every:
            return choices[self.hands // every % len(choices)]
        return self.settings.get("game") or self.own

    def next_dealer(self) -> int | None:
        """The table seat on the button of the next hand (it chooses the game at dealer's choice)."""
        seats = self.dealt_in()
        if not seats:
            return None
        chair = self.hands % self.players
        return next((s for s in seats if s >= chair), seats[0])

    def chooser(self) -> int | None:
        """At dealer's choice, the person who deals next and may choose its game (a bot
        does not choose: the host may); None otherwise."""
        if not self.settings.get("choices") or self.settings.get("every"):
            return None
        dealer = self.next_dealer()
        return dealer if dealer is not None and self.agents[dealer] is None else None

    def play_game(self, name: str) -> None:
        """Deal ``name`` from now on: its rules, its stakes, bots that know it."""
        if name == self.playing:
            return
        self.game, self.playing = self.game_named(name), name
        by_game = self.settings.get("stakes_by_game") or {}
        if name in by_game:
            self.settings["stakes"] = by_game[name]
        self.agents = [self.agent(s["kind"]) for s in self.seats]
        self.words.clear()  # the log's words are the game's

    def _resume(self, hand: dict) -> None:
        """Deal the stored hand again and apply its actions: where the server stopped."""
        self.play_game(hand.get("variant") or self.own)
        state = new_hand(
            self.game, self.stakes(hand["starting"], hand), seed=hand["seed"], deck=hand["deck"], button=hand["button"]
        )
        for record in hand["actions"]:
            state.apply(action_of(record), seat=record["seat"])
        self.state, self.hand, self.rebuys = state, hand, list(hand["rebuys"])
        self.rng = random.Random(f"agents-{hand['seed']}-{len(hand['actions'])}")

    async def deal(self) -> None:
        """Deal the next hand. An uploaded game's deal (its steps up to the first decision,
        or to the end of a hand all in from the forced bets) runs in a worker with a budget,
        as its actions do; nothing changes at the table before it is dealt."""
        self.play_game(self.next_game())
        buy_in = self.settings["buy_in"]
        seats = self.dealt_in()
        # a bot out of chips buys in again (a bot sitting out, when it comes back)
        rebought = [(s, "rebuy", buy_in) for s in seats if self.stacks[s] <= 0]
        seed = secrets.randbits(63)
        # The button moves one table seat a hand, to the first seat in from there.
        chair = self.hands % self.players
        button = next((i for i, s in enumerate(seats) if s >= chair), 0)
        starting = [self.stacks[s] if self.stacks[s] > 0 else buy_in for s in seats]
        if self.uploaded():
            try:
                state = await self.workers.run(dealt, self.game, self.stakes(starting), seed, button)
            except OverBudget as err:
                self.shut_for(f"{self.game.title}: {err}")
        else:
            state = new_hand(self.game, self.stakes(starting), seed=seed, button=button)
        for s, _, _ in rebought:
            self.stacks[s] = buy_in
            self.rebuys[s] += 1
        if seats != self.in_hand():
            self.words.clear()  # the log's words name the engine's seats
        self.hand = {
            "hand": self.hands,
            "seed": seed,
            "button": button,
            "deck": [str(c) for c in state.deck],
            "starting": starting,
            "rebuys": list(self.rebuys),
            "actions": [],
            "seats": seats,
            "stakes": dict(self.settings["stakes"]),
            "variant": self.playing,
        }
        self.state = state
        self.rng = random.Random(f"agents-{seed}")
        self.store.save_current(self.id, self.hand, rebought)

    async def act(self, seat: int, message) -> None:
        """A person's action from the page; raises Refused, changing nothing."""
        async with self.lock:
            state = self.state
            if state is None or state.is_over:
                raise Refused("no hand is in play")
            here = self.engine_seat(seat)
            if here is None:
                raise Refused("you are sitting out this hand")
            if here != state.to_act:
                raise Refused("it is not your turn")
            try:
                await self._apply(here, read_action(message, state.legal_actions()))
            except TableShut:
                raise Refused(self.error or "the table is shut") from None

    def _in_play(self) -> tuple[State, dict]:
        """The hand in play and its record (dealt, resumed and voided together)."""
        assert self.state is not None and self.hand is not None, "no hand is in play"
        return self.state, self.hand

    def uploaded(self) -> bool:
        """Whether the game in play is an upload (the table's own file, or one of a dealer's
        choice): its work is not the server's own, and runs in a worker with a budget."""
        if self.playing == self.own:
            return self.source is not None
        return self.playing in (self.settings.get("sources") or {})

    async def _apply(self, seat: int, action) -> None:
        """Carry out a legal action of the engine's ``seat`` (with ``lock`` held). An uploaded
        game's work (a showdown may take seconds) runs in a worker process with a budget
        (work.py), which sends the State back; a shipped game's in a thread. Either way the
        other tables and the lobby go on meanwhile; no frame is built from the state while
        it changes. Work over its budget shuts the table (TableShut)."""
        state, hand = self._in_play()
        self.busy = True
        try:
            if self.uploaded():
                try:
                    self.state = state = await self.workers.run(applied, state, action, seat)
                except OverBudget as err:
                    self.shut_for(f"{self.game.title}: {err}")
            else:
                await asyncio.to_thread(state.apply, action, seat=seat)
            hand["actions"].append(action_record(seat, action))
            # Write-ahead: nobody sees the action (nor the hand over) before it is stored.
            if state.is_over:
                await self._finish()
            else:
                self.store.save_current(self.id, hand)
                await self.stored()
        finally:
            self.busy = False
        self.spend_bank()
        self.start_clock()
        self.changed.set()
        self.broadcast()

    async def stored(self) -> None:
        """Wait until every change asked of the database so far is in it (durable.py)."""
        from pokerlang.web.durable import stored

        await stored(self.store, self.listeners)

    async def _finish(self) -> None:
        state, hand = self._in_play()
        result = state.result()
        stakes = self.stakes(hand["starting"], hand)
        seats = self.in_hand()
        record = hand_record(
            hand=hand["hand"],
            seed=hand["seed"],
            button=hand["button"],
            deck=hand["deck"],
            starting=hand["starting"],
            actions=hand["actions"],
            result=result,
            game=self.game,
            stakes=stakes,
        )
        if len(seats) < self.players:  # who was dealt in, as a match's record says it
            record["match"] = {"seats": seats, "level": 0}
        stacks = list(self.stacks)
        for i, s in enumerate(seats):
            stacks[s] = result.stacks[i]
        # The hand is over when it is stored, not before: then the stacks of its seats move
        # on (a seat dealt out may have bought in meanwhile: its stack is its own).
        self.store.finish_hand(self.id, hand["hand"], record, stacks, self.rebuys)
        await self.stored()
        for i, s in enumerate(seats):
            self.stacks[s] = result.stacks[i]
        self.hands = hand["hand"] + 1
        self.error = None  # a note of a voided hand stays on the page until a hand ends

    def table_record(self) -> dict:
        return table_record(self.game, self.stakes(self.stacks))

    def shut_for(self, why: str) -> None:
        """The table's work blew its budget: the hand in play is void (every seat keeps the
        stack it had before it), the players are told why, and it deals no more; the other
        tables go on. Raises TableShut."""
        self.shut = self.error = f"the table is shut: {why}"
        self.state = self.hand = None
        self.store.drop_current(self.id)
        self.busy = False
        self.broadcast()
        raise TableShut(self.shut)

    # ---- the loop ---------------------------------------------------------------------------
    async def run(self) -> None:
        """Deal and play hands for as long as the server runs; a failure stops this table
        only, and says so on its page."""
        try:
            await self._play()
        except asyncio.CancelledError:
            raise
        except TableShut:
            self.broadcast()  # it said why when it shut
        except Exception as err:  # noqa: BLE001 - one table's bug must not stop the others
            self.error = f"the table stopped: {type(err).__name__}: {err}"
            self.broadcast()

    async def _play(self) -> None:
        while True:
            if self.shut is not None:  # a person's action blew the budget (act): no more deals
                self.broadcast()
                return
            state = self.state
            if state is None or state.is_over:
                if state is not None and self.hand is not None and self.hands == self.hand["hand"]:
                    # Over and not settled: resumed so (the server stopped between the
                    # deal of a hand all in from the forced bets and its storing). Or the
                    # action that ended it is settling it still (waiting for the database),
                    # and a host's request woke this loop meanwhile: under the lock, and
                    # looked at again, it is settled once.
                    async with self.lock:
                        if self.state is state and self.hands == self.hand["hand"]:
                            self.busy = True
                            try:
                                await self._finish()
                            finally:
                                self.busy = False
                    self.broadcast()
                if state is not None:
                    await asyncio.sleep(self.timing.between_hands)
                while self.night.paused or not self.enough_in() or not self.people_seated():
                    self.changed.clear()
                    self.broadcast()
                    await self.changed.wait()
                self.busy = True  # the cards are seen once the deal is stored
                try:
                    await self.deal()
                    if self.state is not None and self.state.is_over:
                        # All in from the forced bets: the hand is played out at the deal,
                        # and settled and stored like any other (not dealt again).
                        await self._finish()
                    else:
                        await self.stored()
                finally:
                    self.busy = False
                self.broadcast()
                continue
            state, hand = self._in_play()
            if len(hand["actions"]) > MAX_ACTIONS:
                self.error = "the hand ran past its action limit"
                self.broadcast()
                return
            seat = state.to_act
            assert seat is not None  # a hand not over has a seat to act
            agent = self.agents[self.in_hand()[seat]]
            if agent is not None:
                await self._bot(seat, agent)
            else:
                await self._person(seat)

    def people_seated(self) -> bool:
        """Every person's seat dealt in has its page open; and a table of bots only deals
        while someone watches (nobody looking, it would deal on and fill the database)."""
        people = set(self.people()) & set(self.dealt_in())  # not one sitting out or out of chips
        return people <= self.connected() and bool(people or self.listeners)

    def rename(self, seat: int, value) -> None:
        """A seat's new name; ValueError if another seat has it (or a name the log uses
        for someone else: ``you``, ``seat 3``)."""
        from pokerlang.web.opening import clean_name, name_taken

        if not isinstance(value, str):
            raise ValueError("a name is text, such as {\"type\": \"name\", \"name\": \"Ann\"}")
        name = clean_name(value, self.seats[seat]["name"])
        if name == self.seats[seat]["name"]:
            return
        if name_taken(name, seat, [s["name"] for s in self.seats]):
            raise ValueError(f"'{name}' is taken at this table: choose another name")
        self.seats[seat]["name"] = name
        self.store.rename_seat(self.id, seat, name)
        self.words.clear()  # the log's words name the seats
        self.broadcast()

    async def _bot(self, seat: int, agent) -> None:
        await asyncio.sleep(self.timing.bot_delay)
        state, _ = self._in_play()
        view, legal = state.view(seat), state.legal_actions()
        if getattr(agent, "resamples", False):  # it plays hands out: off the loop
            # The twins are made here, on the loop: the thread reads them, never the State.
            # In a worker process with a budget (work.py): the decision and the generator's
            # state come back.
            twins = Twins(state, seat, view)
            try:
                action, rng_state = await self.workers.run(decided, agent, view, legal, self.rng, twins)
            except OverBudget as err:
                async with self.lock:
                    self.shut_for(f"a bot's decision: {err}")
            self.rng.setstate(rng_state)
        else:
            action = agent.act(view, legal, self.rng)
        async with self.lock:
            if self.state is state and state.to_act == seat:
                await self._apply(seat, action)

    def start_clock(self) -> None:
        """A person to act has their clock started with the frame that says so: the
        decision's seconds, then what is left of their time bank."""
        state = self.state
        chair = self.in_hand()[state.to_act] if state is not None and state.to_act is not None else None
        person = chair is not None and self.agents[chair] is None
        self.clock_chair = chair if person else None
        self.clock_started = time.monotonic()
        bank = self.banks[chair] if chair is not None and person else 0.0
        self.deadline = self.clock_started + self.settings["decision_seconds"] + bank if person else None

    def spend_bank(self) -> None:
        """The seat whose clock ran draws on its time bank for the seconds past the decision's."""
        chair = self.clock_chair
        if chair is None or self.deadline is None:
            return
        over = time.monotonic() - self.clock_started - self.settings["decision_seconds"]
        if over > 0:
            self.banks[chair] = max(0.0, self.banks[chair] - over)

    async def _person(self, seat: int) -> None:
        state, hand = self._in_play()
        before = len(hand["actions"])
        if self.deadline is None:  # a hand just dealt or resumed
            self.start_clock()
            self.broadcast()
        while self.state is state and len(hand["actions"]) == before:  # the same hand: the same record
            left = self.deadline - time.monotonic() if self.deadline else 0
            if left <= 0:
                async with self.lock:  # an action from the page may be under way: it comes first
                    if self.state is state and len(hand["actions"]) == before:
                        await self._apply(seat, walk_away(state.legal_actions(), self.rng))
                return
            self.changed.clear()
            # asyncio.wait, not wait_for: Python 3.11's wait_for loses a cancel (the host
            # closing the table, the server stopping) that comes as the event is set.
            waiter = asyncio.ensure_future(self.changed.wait())
            try:
                await asyncio.wait({waiter}, timeout=left)
            finally:
                waiter.cancel()

    # ---- frames -----------------------------------------------------------------------------
    def broadcast(self) -> None:
        if self.busy:  # the engine is changing the state: the frames go out when it is done
            return
        frames: dict = {}
        for listener in list(self.listeners):
            if listener.seat not in frames:
                frames[listener.seat] = self.frame(listener.seat)
            listener.push(frames[listener.seat])

    def frame(self, seat: int | None) -> dict:
        """The table as ``seat`` may see it (None: a spectator)."""
        state = self.state
        seats = self.in_hand()
        you = self.engine_seat(seat)

        def named(i: int) -> str:
            return self.seats[seats[i]]["name"]

        words = self.words.get(seat)
        if words is None:
            words = self.words[seat] = LogWords(self.game, you, named)
        connected = self.connected()
        out = {
            "type": "state",
            "table": self.id,
            "title": self.title,
            "variant": self.game.title,
            # dealer's choice: the games offered, the next one, and who may choose it (a seat)
            "choices": [
                {"name": n, "title": self.game_named(n).title}
                for n in dict.fromkeys(self.settings.get("choices") or [])
            ],
            "next_game": self.next_game() if self.settings.get("choices") else None,
            "chooser": self.chooser(),
            "rotating": bool(self.settings.get("every")),
            "you": you,
            "seated": seat is not None,
            "seat_chair": seat,  # your seat at the table (``you`` is your seat in the hand)
            "sitting_out": seat in self.night.out,
            "may_leave": seat is not None and self.stacks[seat] > 0 and not self.in_play(seat),
            "rebuy": self.night.rebuy_word(seat),  # your own seat only
            "hand_index": self.hand["hand"] if self.hand else None,
            "hand": self.hands + 1 if state is None or not state.is_over else self.hands,
            "step": len(self.hand["actions"]) if self.hand else 0,
            # The seats of the hand, by engine seat; ``chair``: the seat at the table.
            "players": [
                {
                    "seat": i,
                    "chair": s,
                    "name": self.seats[s]["name"],
                    "bot": self.agents[s] is not None,
                    "here": self.agents[s] is not None or s in connected,
                    "rebuys": self.rebuys[s],
                    "out": s in self.night.out,
                }
                for i, s in enumerate(seats)
            ],
            "dealt_out": [
                {"chair": s, "name": self.seats[s]["name"], "stack": self.stacks[s], "sitting_out": s in self.night.out}
                for s in range(self.players)
                if s not in seats
            ],
            "names": [s["name"] for s in self.seats],
            # the stakes of the hand shown (the host's new ones show with the hand they are dealt to)
            "stakes": stakes_json(self.stakes(self.stacks, self.hand)),
            "waiting": sorted(set(self.people()) & set(self.dealt_in()) - connected)
            if state is None or state.is_over
            else [],
            "error": self.error,
            "paused": self.night.paused,
            "short": not self.enough_in(),
        }
        if state is None:
            out["view"] = None
            return out
        view: Mapping[str, Any]
        if you is None:  # a spectator, or a seat dealt out of this hand: public cards only
            view = public_view([state.view(s) for s in range(len(seats))])
        else:
            view = state.view(you)
        out["view"] = seat_frame(view, words)
        if self.deadline is not None and state.to_act is not None:
            left = max(0.0, round(self.deadline - time.monotonic(), 1))
            bank = self.banks[self.clock_chair] if self.clock_chair is not None else 0.0
            # ``left`` counts the time bank in; ``bank``: the seconds of it the seat still has
            out["clock"] = {"seat": state.to_act, "left": left, "of": self.settings["decision_seconds"]}
            out["clock"]["bank"] = round(min(bank, left), 1)
        if state.is_over:
            result = state.result()
            visible = cards_in(view)
            board = cards_in(view["table"]) | cards_in(view.get("runs") or [])
            out["result"] = result_lines(result, visible, you, named, board)
            out["showdown"] = showdown_json(result, visible, board)
            out["net"] = list(result.net)
        return out
