"""A game night at a table: the host's controls (pause, rebuy approval), the guests'
requests between hands (sit out, cash out, ask for a rebuy), the chat, and the ledger of
every buy-in, rebuy and cash-out.

``Table`` (table.py) is the dealer and owns one ``Night``; the dealer asks it who sits out
and whether the host paused, and every request here is checked, stored (``store.py``) and
sent out as a new frame through the table.
"""

from __future__ import annotations

import asyncio
import collections
import secrets
import time
from typing import Any, Protocol

from pokerlang.web.ledger import HANDOVER, ledger_of
from pokerlang.web.store import Store

CLOSED_GIVEN_AWAY = 4411  # the host gave the seat to a bot or to nobody: its old link is void


class Table(Protocol):
    """What a night asks of the table that owns it (``web.table.Table``), named here so
    that the night does not import the dealer that imports it."""

    id: str
    settings: dict
    game: Any
    store: Store
    state: Any
    hand: dict | None
    seats: list[dict]
    players: int
    stacks: list[int]
    rebuys: list[int]
    agents: list[Any]
    banks: list[float]
    listeners: set[Any]
    changed: asyncio.Event
    playing: str
    words: dict[int | None, Any]

    def agent(self, kind: str) -> Any: ...

    def dealt_in(self) -> list[int]: ...

    def in_play(self, seat: int) -> bool: ...

    def game_named(self, name: str) -> Any: ...

    def next_game(self) -> str: ...

    def chooser(self) -> int | None: ...

    def broadcast(self) -> None: ...


CHAT_LINES = 50  # lines of chat a table keeps (in memory: a restart starts the chat afresh)
CHAT_LENGTH = 200  # characters of one line
MAX_JOINING = 8  # seat requests waiting for the host


class Night:
    """What the host and the guests decide about a table, beside the hands it deals."""

    def __init__(self, table: Table, row: dict):
        self.table = table
        self.paused = bool(row.get("paused"))  # by the host: the hand in play ends, no new one is dealt
        self.out: set[int] = set(row.get("out") or [])  # seats sitting out: dealt out from the next hand
        self.asked: set[int] = set()  # seats out of chips that asked the host for a rebuy
        self.chat: collections.deque[dict] = collections.deque(maxlen=CHAT_LINES)
        self.joining: dict[str, dict] = {}  # ticket -> a spectator asking for a seat (in memory)
        if not table.store.ledger(table.id):  # a new table (or one opened before the ledger): its buy-ins
            buy_in = table.settings["buy_in"]
            table.store.add_ledger(
                table.id,
                [(s, "buy-in", buy_in) for s in range(table.players)]
                + [(s, "rebuy", buy_in) for s in range(table.players) for _ in range(table.rebuys[s])],
            )

    def _told(self) -> None:
        """The dealer looks again (it may deal now) and every seat sees the change."""
        self.table.changed.set()
        self.table.broadcast()

    # ---- the host's -----------------------------------------------------------------------------
    def pause(self, paused: bool) -> None:
        """The host pauses (the hand in play goes on to its end, then no deal) or resumes."""
        if paused != self.paused:
            self.paused = paused
            self.table.store.set_paused(self.table.id, paused)
        self._told()

    def approve_rebuy(self, seat: int) -> None:
        """The host's yes: the seat gets the table's buy-in, counted and in the ledger."""
        table = self.table
        if seat not in self.asked or not self.may_rebuy(seat):
            raise ValueError("that seat has asked for no rebuy")
        self.asked.discard(seat)
        buy_in = table.settings["buy_in"]
        table.stacks[seat] += buy_in
        table.rebuys[seat] += 1
        table.store.rebuy(table.id, seat, buy_in, table.stacks, table.rebuys)
        if table.hand is not None and table.state is not None and not table.state.is_over:
            table.hand["rebuys"] = list(table.rebuys)  # a restart resumes the rebuys with the hand
            table.store.save_current(table.id, table.hand)
        self._told()

    # ---- a seat's -------------------------------------------------------------------------------
    def sit(self, seat: int, out) -> None:
        """A seat sits out (dealt out from the next hand) or sits back in."""
        if not isinstance(out, bool):
            raise ValueError('say {"type": "sit", "out": true} or false')
        if out != (seat in self.out):
            (self.out.add if out else self.out.discard)(seat)
            self.table.store.sit_out(self.table.id, seat, out)
        self._told()

    def may_rebuy(self, seat: int) -> bool:
        """Out of chips, and not in a hand still in play (its stack is that hand's to settle)."""
        return self.table.stacks[seat] <= 0 and not self.table.in_play(seat)

    def cash_out(self, seat: int) -> None:
        """A seat leaves the game with its chips, between its hands: a cash-out in the
        ledger, and the seat sits out with none (it comes back with a rebuy)."""
        table = self.table
        if table.in_play(seat):
            raise ValueError("you are in the hand in play: cash out when it is over")
        chips = table.stacks[seat]
        if chips <= 0:
            raise ValueError("you have no chips to cash out")
        table.stacks[seat] = 0
        self.out.add(seat)
        table.store.cash_out(table.id, seat, chips, table.stacks)
        self._told()

    def ask_rebuy(self, seat: int) -> None:
        if not self.may_rebuy(seat):
            raise ValueError("a rebuy is for a seat out of chips, between its hands")
        self.asked.add(seat)
        self.table.broadcast()

    def rebuy_word(self, seat: int | None) -> str | None:
        """What a seat's own frame says of a rebuy: it "can" ask, or "asked" and waits."""
        if seat is None:
            return None
        if seat in self.asked:
            return "asked"
        return "can" if self.may_rebuy(seat) and self.table.agents[seat] is None else None

    def say(self, seat: int, text) -> None:
        """A line of chat from a seat, to every socket at the table; ValueError if it is
        not one line of plain text of 1 to ``CHAT_LENGTH`` characters. The page shows it
        as text (``textContent``), never as markup."""
        if not isinstance(text, str):
            raise ValueError('chat is text, such as {"type": "chat", "text": "nice hand"}')
        text = " ".join("".join(c if c.isprintable() else " " for c in text).split())
        if not text:
            raise ValueError("say something")
        if len(text) > CHAT_LENGTH:
            raise ValueError(f"a line of chat is at most {CHAT_LENGTH} characters")
        line = {"seat": seat, "name": self.table.seats[seat]["name"], "text": text, "at": round(time.time())}
        self.chat.append(line)
        for listener in list(self.table.listeners):
            listener.note({"type": "chat", "lines": [line]})

    # ---- the ledger ---------------------------------------------------------------------------
    def ledger(self) -> dict:
        """Every buy-in, rebuy and cash-out, and per player what they bought, what is in
        front of them (as the last hand left it) and their net: the nets add up to 0."""
        table = self.table
        out = ledger_of(
            table.store.ledger(table.id),
            [s["name"] for s in table.seats],
            table.settings.get("former", {}),
            table.stacks,
            self.asked,
        )
        # ``storage``: why changes wait to be stored (the database locked), for the host to see.
        return {**out, "buy_in": table.settings["buy_in"], "storage": table.store.trouble}

    # ---- the table's make-up between hands: stakes, seats ---------------------------------------
    def set_stakes(self, asked: dict) -> dict:
        """The host's new blinds, ante or bring-in, for every hand dealt from now on (the
        hand in play keeps its own); ValueError naming a bad field, or stakes the game
        cannot deal."""
        from pokerlang.web.opening import FILE_ONLY, dealable, whole_number

        table = self.table
        now = table.settings["stakes"]
        big = whole_number(asked, "big_blind", now["big_blind"], 1, 10**6)
        small = whole_number(
            asked, "small_blind", max(1, big // 2) if "big_blind" in asked else min(now["small_blind"], big), 0, big
        )
        stakes = {
            "small_blind": small,
            "big_blind": big,
            "ante": whole_number(asked, "ante", now.get("ante", 0), 0, 10**6),
            "bring_in": whole_number(asked, "bring_in", now.get("bring_in", 0), 0, 10**6),
        }
        if "big_blind" not in asked and "small_blind" not in asked:  # the file's fixed bets go with its blinds
            stakes |= {k: now[k] for k in FILE_ONLY if now.get(k) is not None}
        game = table.next_game()  # at dealer's choice, the stakes of the game dealt next
        settings = {**table.settings, "stakes": stakes}
        dealable(table.game_named(game), {"settings": settings, "stacks": [table.settings["buy_in"]]}, table.seats)
        if table.settings.get("stakes_by_game"):
            table.settings["stakes_by_game"][game] = stakes
        if game == table.playing:
            table.settings["stakes"] = stakes
        table.store.set_settings(table.id, table.settings)
        self._told()
        return stakes

    def choose_game(self, name, seat: int | None = None) -> str:
        """Dealer's choice: the host (``seat`` None) or the seat on the next hand's button
        picks the game of the next hand from the table's choices."""
        table = self.table
        choices = table.settings.get("choices") or []
        if not choices:
            raise ValueError("this table plays one game")
        if table.settings.get("every"):
            raise ValueError(f"this table's games go in turn, every {table.settings['every']} hands")
        if name not in choices:
            raise ValueError(f"choose one of {', '.join(dict.fromkeys(choices))}")
        if seat is not None and seat != table.chooser():
            raise ValueError("the dealer of the next hand chooses its game")
        game = table.game_named(name)
        if not game.min_players <= len(table.dealt_in()) <= game.max_players:
            raise ValueError(f"{game.title} seats {game.min_players} to {game.max_players}")
        table.settings["game"] = name
        table.store.set_settings(table.id, table.settings)
        self._told()
        return name

    def ask_join(self, listener, name) -> None:
        """A spectator asks for a seat (late join): the host sees the request and answers it."""
        from pokerlang.web.opening import clean_name, name_taken

        if not isinstance(name, str) or not name.strip():
            raise ValueError('say your name: {"type": "join", "name": "Dan"}')
        if len(self.table.seats) >= self.table.game.max_players:
            raise ValueError(f"the table is full: {self.table.game.title} seats {self.table.game.max_players}")
        # one request a page, and none of a page gone
        self.joining = {
            t: j
            for t, j in self.joining.items()
            if j["listener"] is not listener and j["listener"] in self.table.listeners
        }
        if len(self.joining) >= MAX_JOINING:
            raise ValueError("the host has as many requests as it takes: try again later")
        name = clean_name(name, "guest")
        names = [s["name"] for s in self.table.seats] + [j["name"] for j in self.joining.values()]
        if name_taken(name, len(self.table.seats), names):
            raise ValueError(f"'{name}' is taken at this table: choose another name")
        ticket = secrets.token_urlsafe(9)
        self.joining[ticket] = {"name": name, "listener": listener}
        listener.note({"type": "join", "asked": name})

    def requests(self) -> list[dict]:
        """The seat requests waiting for the host, for the host page."""
        return [
            {"ticket": t, "name": j["name"]} for t, j in self.joining.items() if j["listener"] in self.table.listeners
        ]

    def answer_join(self, ticket, admit) -> dict | None:
        """The host lets a late friend in (a new seat, dealt in from the next hand) or not."""
        if not isinstance(ticket, str) or ticket not in self.joining:
            raise ValueError("no such request")
        if not isinstance(admit, bool):
            raise ValueError('say "admit": true or false')
        wanted = self.joining.pop(ticket)
        if not admit:
            wanted["listener"].note({"type": "refused", "message": "the host did not give you a seat"})
            return None
        seat = self.add_seat("person", wanted["name"])
        wanted["listener"].note({"type": "seated", "token": seat["token"]})  # the page opens as the seat
        return seat

    def add_seat(self, kind: str, name: str | None = None) -> dict:
        """A new seat at the end of the table (a friend let in late, or a bot), with the
        table's buy-in; it is dealt in from the next hand."""
        from pokerlang.web.opening import BOTS, clean_name, unique_names

        table = self.table
        if kind not in ("person", *BOTS):
            raise ValueError(f"a seat is a person or a bot ({', '.join(BOTS)})")
        if len(table.seats) >= table.game.max_players:
            raise ValueError(f"the table is full: {table.game.title} seats {table.game.max_players}")
        if table.hand is not None and "seats" not in table.hand:  # a hand stored before seats were named
            table.hand["seats"] = list(range(table.players))
        number = len(table.seats)
        wanted = clean_name(name, f"{kind} bot" if kind in BOTS else f"seat {number + 1}")
        chosen = unique_names([s["name"] for s in table.seats] + [wanted])[-1]
        seat = {"seat": number, "token": secrets.token_urlsafe(18), "kind": kind, "name": chosen}
        buy_in = table.settings["buy_in"]
        table.seats.append(seat)
        table.stacks.append(buy_in)
        table.rebuys.append(0)
        table.agents.append(table.agent(kind))
        table.banks.append(float(table.settings.get("time_bank", 0)))
        table.players += 1
        table.store.add_seat(table.id, seat, table.stacks, table.rebuys, buy_in)
        table.words.clear()  # the log's words name the seats
        self._told()
        return seat

    def replace(self, seat: int, kind) -> dict:
        """The host gives a seat to a bot (``kind``) or to nobody (``"empty"``), between
        its hands: whoever had it cashes out what is in front of them and their link
        stops working; a bot buys in with the table's buy-in; an empty seat sits out."""
        from pokerlang.web.opening import BOTS, unique_names

        table = self.table
        if kind not in (*BOTS, "empty"):
            raise ValueError(f"replace a seat with a bot ({', '.join(BOTS)}) or with nobody (empty)")
        if table.in_play(seat):
            raise ValueError("that seat is in the hand in play: replace it when the hand is over")
        old = table.seats[seat]
        chips = table.stacks[seat]
        former = table.settings.setdefault("former", {})
        former.setdefault(str(seat), []).append(old["name"])
        entries = [(seat, "cash-out", chips)] if chips > 0 else []
        entries.append((seat, HANDOVER, 0))
        others = [s["name"] for s in table.seats if s["seat"] != seat]
        if kind == "empty":
            name, table.stacks[seat] = unique_names([*others, "empty seat"])[-1], 0
            self.out.add(seat)
            table.store.sit_out(table.id, seat, True)
        else:
            name, table.stacks[seat] = unique_names([*others, f"{kind} bot"])[-1], table.settings["buy_in"]
            entries.append((seat, "buy-in", table.settings["buy_in"]))
            self.out.discard(seat)
            table.store.sit_out(table.id, seat, False)
        self.asked.discard(seat)
        table.seats[seat] = {"seat": seat, "token": secrets.token_urlsafe(18), "kind": kind, "name": name}
        table.agents[seat] = table.agent(kind)
        table.rebuys[seat] = 0
        table.store.replace_seat(table.id, table.seats[seat], entries, table.stacks)
        table.store.set_settings(table.id, table.settings)
        for listener in list(table.listeners):
            if listener.seat == seat:  # the old link's pages: the seat is someone else's now
                listener.kick(CLOSED_GIVEN_AWAY)
        table.words.clear()
        self._told()
        return table.seats[seat]
