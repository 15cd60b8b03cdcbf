"""A game night's controls at a table: the host pauses and approves rebuys, a seat sits
out, cashes out, asks for a rebuy and chats; the ledger of every buy-in, rebuy and
cash-out. ``Table`` (table.py) is the dealer; these are its host's and guests' requests,
each checked here, stored (``store.py``) and sent out as a new frame.
"""

from __future__ import annotations

import asyncio
import collections
import time
from typing import Any

CHAT_LINES = 50  # lines of chat a table keeps (in memory: a restart starts the chat afresh)
CHAT_LENGTH = 200  # characters of one line


class NightControls:
    """Mixed into ``Table``: what these use of it, declared for the type checker."""

    id: str
    store: Any
    settings: dict
    seats: list[dict]
    players: int
    stacks: list[int]
    rebuys: list[int]
    out: set[int]
    asked: set[int]
    chat: collections.deque[dict]
    paused: bool
    busy: bool
    changed: asyncio.Event
    listeners: set[Any]
    agents: list[Any]
    state: Any
    hand: dict | None

    def in_hand(self) -> list[int]:
        raise NotImplementedError

    def broadcast(self) -> None:
        raise NotImplementedError

    def pause(self, paused: bool) -> None:
        """The host pauses (the hand in play goes on to its end, then no deal) or resumes."""
        if paused != self.paused:
            self.paused = paused
            self.store.set_paused(self.id, paused)
        self.changed.set()
        self.broadcast()

    def sit(self, seat: int, out) -> None:
        """A seat sits out (dealt out from the next hand) or sits back in."""
        if not isinstance(out, bool):
            raise ValueError('say {"type": "sit", "out": true} or false')
        if out != (seat in self.out):
            (self.out.add if out else self.out.discard)(seat)
            self.store.sit_out(self.id, seat, out)
        self.changed.set()
        self.broadcast()

    # ---- chips: cash-outs, rebuys (the player asks, the host approves), the ledger ---------------
    def may_rebuy(self, seat: int) -> bool:
        """Out of chips, and not in a hand still in play (its stack is that hand's to settle)."""
        return self.stacks[seat] <= 0 and not self.in_play(seat)

    def in_play(self, seat: int) -> bool:
        """The seat is dealt into a hand not over yet (or over and not stored yet: busy)."""
        state = self.state
        return state is not None and (self.busy or not state.is_over) and seat in self.in_hand()

    def cash_out(self, seat: int) -> None:
        """A seat leaves the game with its chips, between its hands: a cash-out in the
        ledger, and the seat sits out with none (it comes back with a rebuy)."""
        if self.in_play(seat):
            raise ValueError("you are in the hand in play: cash out when it is over")
        chips = self.stacks[seat]
        if chips <= 0:
            raise ValueError("you have no chips to cash out")
        self.stacks[seat] = 0
        self.out.add(seat)
        self.store.cash_out(self.id, seat, chips, self.stacks)
        self.changed.set()
        self.broadcast()

    def ask_rebuy(self, seat: int) -> None:
        if not self.may_rebuy(seat):
            raise ValueError("a rebuy is for a seat out of chips, between its hands")
        self.asked.add(seat)
        self.broadcast()

    def approve_rebuy(self, seat: int) -> None:
        """The host's yes: the seat gets the table's buy-in, counted and in the ledger."""
        if seat not in self.asked or not self.may_rebuy(seat):
            raise ValueError("that seat has asked for no rebuy")
        self.asked.discard(seat)
        self.stacks[seat] += self.settings["buy_in"]
        self.rebuys[seat] += 1
        self.store.rebuy(self.id, seat, self.settings["buy_in"], self.stacks, self.rebuys)
        if self.hand is not None and self.state is not None and not self.state.is_over:
            self.hand["rebuys"] = list(self.rebuys)  # a restart resumes the rebuys with the hand
            self.store.save_current(self.id, self.hand)
        self.changed.set()
        self.broadcast()

    def ledger(self) -> dict:
        """Every buy-in, rebuy and cash-out, and per player what they bought, what is in
        front of them (as the last hand left it) and their net: the nets add up to 0."""
        entries = self.store.ledger(self.id)
        players = []
        for s in range(self.players):
            mine = [e for e in entries if e["seat"] == s]
            bought = sum(e["chips"] for e in mine if e["kind"] in ("buy-in", "rebuy"))
            cashed = sum(e["chips"] for e in mine if e["kind"] == "cash-out")
            players.append(
                {
                    "seat": s,
                    "name": self.seats[s]["name"],
                    "bought": bought,
                    "rebuys": self.rebuys[s],
                    "cashed_out": cashed,
                    "at_table": self.stacks[s],
                    "net": self.stacks[s] + cashed - bought,
                    "asks_rebuy": s in self.asked,
                }
            )
        # ``storage``: why changes wait to be stored (the database locked), for the host to see.
        buy_in = self.settings["buy_in"]
        return {"entries": entries, "players": players, "buy_in": buy_in, "storage": self.store.trouble}

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
        line = {"seat": seat, "name": self.seats[seat]["name"], "text": text, "at": round(time.time())}
        self.chat.append(line)
        for listener in list(self.listeners):
            listener.note({"type": "chat", "lines": [line]})
