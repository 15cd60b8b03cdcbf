"""The tables in SQLite: settings, seats, every finished hand, and the hand in progress.

The hand in progress is kept as a hand history keeps a hand (seed, deck, button,
starting stacks and the actions so far), written after every action, so a restarted
server deals the same deck, applies the same actions and is where it was, chip for chip.
Finishing a hand is one transaction: its record goes in, the stacks move on, the hand
in progress goes, together or not at all.

The file is owned by one server, and every write goes through one writer thread, in
order, tried again until it is stored (``writer.py``): a write method returns at once
with a future, and ``settled()`` waits for every write asked for so far. A read first
waits (a moment, not for ever) for the writes before it, so it sees them.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Sequence
import concurrent.futures

from pokerlang.web.writer import DatabaseTaken, Writer, own, release

__all__ = ["DatabaseTaken", "Store"]

SCHEMA = """
create table if not exists tables (
    id text primary key, title text not null, variant text not null, source text,
    settings text not null, stacks text not null, rebuys text not null,
    hands integer not null default 0, host text not null, created real not null);
create table if not exists seats (
    table_id text not null, seat integer not null, token text not null unique,
    kind text not null, name text not null, primary key (table_id, seat));
create table if not exists hands (
    table_id text not null, hand integer not null, record text not null,
    primary key (table_id, hand));
create table if not exists current (table_id text primary key, hand text not null);
create table if not exists closed (table_id text primary key, at real not null);
create table if not exists paused (table_id text primary key, at real not null);
create table if not exists ledger (
    table_id text not null, at real not null, seat integer not null, kind text not null, chips integer not null);
create table if not exists sitting_out (table_id text not null, seat integer not null, primary key (table_id, seat));
create table if not exists drafts (
    writer text not null, name text not null, source text not null, saved real not null,
    primary key (writer, name));
"""


READ_WAIT = 0.5  # seconds a read waits for the writes before it (longer: the database is in trouble)


class Store:
    def __init__(self, path: str):
        self.lock = own(path)  # DatabaseTaken: another server has it
        try:
            db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
            db.row_factory = sqlite3.Row
            # WAL: readers never wait for the writer, and a crash loses no committed hand.
            db.execute("pragma journal_mode=wal")
            db.executescript(SCHEMA)
            self.writer = Writer(path)
            self.writer.db.execute("pragma synchronous=normal")
        except BaseException:
            release(self.lock)
            raise
        self._db = db

    def close(self) -> None:
        try:
            self.writer.close()
            self._db.close()
        finally:
            release(self.lock)

    @property
    def db(self) -> sqlite3.Connection:
        """The connection to read with, once the writes asked for before are stored (while
        the database cannot be written, at once: what is stored, the loop never held up)."""
        if self.writer.failing_since is None:
            self.writer.drain(READ_WAIT)
        return self._db

    @property
    def trouble(self) -> str | None:
        """Why changes wait to be stored (the database locked, the disk full), or None."""
        return self.writer.trouble

    def settled(self) -> concurrent.futures.Future:
        """Done when every change asked for so far is stored."""
        return self.writer.settled()

    def _write(self, *statements: tuple[str, tuple]) -> concurrent.futures.Future:
        """The statements in one transaction, on the writer's thread."""

        def work(db: sqlite3.Connection) -> None:
            for sql, args in statements:
                db.execute(sql, args)

        return self.writer.submit(work)

    # ---- tables and seats -----------------------------------------------------------------
    def add_table(self, table: dict, seats: list[dict]) -> concurrent.futures.Future:
        return self._write(
            (
                (
                    "insert into tables (id, title, variant, source, settings, stacks, rebuys, hands, host, created)"
                    " values (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)"
                ),
                (
                    table["id"],
                    table["title"],
                    table["variant"],
                    table.get("source"),
                    json.dumps(table["settings"]),
                    json.dumps(table["stacks"]),
                    json.dumps(table["rebuys"]),
                    table["host"],
                    table["created"],
                ),
            ),
            *[
                (
                    "insert into seats (table_id, seat, token, kind, name) values (?, ?, ?, ?, ?)",
                    (table["id"], s["seat"], s["token"], s["kind"], s["name"]),
                )
                for s in seats
            ],
        )

    def tables(self) -> list[dict]:
        """Every table not closed, oldest first; a row that cannot be read (a field not
        JSON) comes back with ``error`` saying which, for the server to leave it shut."""
        rows = self.db.execute(
            "select * from tables where id not in (select table_id from closed) order by created"
        ).fetchall()
        out = []
        for row in rows:
            table = dict(row)
            try:
                self._read(table)
            except (ValueError, TypeError, KeyError) as err:
                out.append({"id": row["id"], "error": err.args[0] if err.args else type(err).__name__})
                continue
            out.append(table)
        return out

    def _read(self, table: dict) -> None:
        for key in ("settings", "stacks", "rebuys"):
            try:
                table[key] = json.loads(table[key])
            except (ValueError, TypeError):
                raise ValueError(f"its {key} are not JSON") from None
        if not isinstance(table["settings"], dict) or "stakes" not in table["settings"]:
            raise ValueError("its settings hold no stakes")
        table["seats"] = [
            dict(s)
            for s in self.db.execute(
                "select seat, token, kind, name from seats where table_id = ? order by seat", (table["id"],)
            )
        ]
        table["paused"] = self.is_paused(table["id"])
        table["out"] = [
            r["seat"] for r in self.db.execute("select seat from sitting_out where table_id = ?", (table["id"],))
        ]
        current = self.db.execute("select hand from current where table_id = ?", (table["id"],)).fetchone()
        try:
            table["current"] = json.loads(current["hand"]) if current else None
        except ValueError:
            table["current"] = {"unreadable": True}  # the table voids it (Table._resume fails)

    def close_table(self, table_id: str) -> concurrent.futures.Future:
        """The table opens no more; its hands stay in the file."""
        return self._write(
            ("insert or replace into closed (table_id, at) values (?, ?)", (table_id, time.time())),
            ("delete from current where table_id = ?", (table_id,)),
        )

    def set_paused(self, table_id: str, paused: bool) -> concurrent.futures.Future:
        """The host's pause: a row of its own, so a database of before it opens as it was."""
        if paused:
            return self._write(("insert or replace into paused (table_id, at) values (?, ?)", (table_id, time.time())))
        return self._write(("delete from paused where table_id = ?", (table_id,)))

    def sit_out(self, table_id: str, seat: int, out: bool) -> concurrent.futures.Future:
        if out:
            return self._write(("insert or replace into sitting_out (table_id, seat) values (?, ?)", (table_id, seat)))
        return self._write(("delete from sitting_out where table_id = ? and seat = ?", (table_id, seat)))

    def is_paused(self, table_id: str) -> bool:
        return self.db.execute("select 1 from paused where table_id = ?", (table_id,)).fetchone() is not None

    def rename_seat(self, table_id: str, seat: int, name: str) -> concurrent.futures.Future:
        return self._write(("update seats set name = ? where table_id = ? and seat = ?", (name, table_id, seat)))

    def set_settings(self, table_id: str, settings: dict) -> concurrent.futures.Future:
        """The host's new stakes (or clock), for the hands dealt from now on."""
        return self._write(("update tables set settings = ? where id = ?", (json.dumps(settings), table_id)))

    def add_seat(
        self, table_id: str, seat: dict, stacks: list[int], rebuys: list[int], buy_in: int
    ) -> concurrent.futures.Future:
        """A seat the host let in late: its row, the table's stacks and its buy-in together."""
        return self._write(
            (
                "insert into seats (table_id, seat, token, kind, name) values (?, ?, ?, ?, ?)",
                (table_id, seat["seat"], seat["token"], seat["kind"], seat["name"]),
            ),
            (
                "update tables set stacks = ?, rebuys = ? where id = ?",
                (json.dumps(stacks), json.dumps(rebuys), table_id),
            ),
            *self._ledger(table_id, [(seat["seat"], "buy-in", buy_in)]),
        )

    def replace_seat(
        self, table_id: str, seat: dict, ledger: Sequence[tuple[int, str, int]], stacks: list[int]
    ) -> concurrent.futures.Future:
        """A seat the host gave to someone else (a bot, or nobody): its new token, kind and
        name, the cash-out and buy-in that go with it, and the stacks, together."""
        return self._write(
            (
                "update seats set token = ?, kind = ?, name = ? where table_id = ? and seat = ?",
                (seat["token"], seat["kind"], seat["name"], table_id, seat["seat"]),
            ),
            *self._ledger(table_id, ledger),
            ("update tables set stacks = ? where id = ?", (json.dumps(stacks), table_id)),
        )

    # ---- hands ----------------------------------------------------------------------------
    def save_current(
        self, table_id: str, hand: dict, ledger: Sequence[tuple[int, str, int]] = ()
    ) -> concurrent.futures.Future:
        """The hand in play (as it is now: it is written out at once); with the rebuys made
        to deal it (``ledger``), in one go."""
        return self._write(
            *self._ledger(table_id, ledger),
            (
                "insert or replace into current (table_id, hand) values (?, ?)",
                (table_id, json.dumps(hand, separators=(",", ":"))),
            ),
        )

    # ---- the ledger: every buy-in, rebuy and cash-out, in chips --------------------------------
    @staticmethod
    def _ledger(table_id: str, entries) -> list[tuple[str, tuple]]:
        now = time.time()
        return [
            ("insert into ledger (table_id, at, seat, kind, chips) values (?, ?, ?, ?, ?)", (table_id, now, *entry))
            for entry in entries
        ]

    def add_ledger(self, table_id: str, entries: list[tuple[int, str, int]]) -> concurrent.futures.Future:
        return self._write(*self._ledger(table_id, entries))

    def ledger(self, table_id: str) -> list[dict]:
        rows = self.db.execute(
            "select at, seat, kind, chips from ledger where table_id = ? order by rowid", (table_id,)
        )
        return [dict(r) for r in rows]

    def rebuy(
        self, table_id: str, seat: int, chips: int, stacks: list[int], rebuys: list[int]
    ) -> concurrent.futures.Future:
        """A rebuy the host approved between hands: the seat's chips and the ledger together.
        The seat's stack and rebuys are moved on as stored when the write is made (a hand
        settled meanwhile has moved the others'), not copied from ``stacks``/``rebuys``."""
        entries = self._ledger(table_id, [(seat, "rebuy", chips)])

        def work(db: sqlite3.Connection) -> None:
            for sql, args in entries:
                db.execute(sql, args)
            now, bought = self._seat_row(db, table_id)
            now[seat] += chips
            bought[seat] += 1
            db.execute(
                "update tables set stacks = ?, rebuys = ? where id = ?", (json.dumps(now), json.dumps(bought), table_id)
            )

        return self.writer.submit(work)

    def cash_out(self, table_id: str, seat: int, chips: int, stacks: list[int]) -> concurrent.futures.Future:
        """A seat leaves with its chips: the ledger, its stack and its sitting out together."""
        entries = self._ledger(table_id, [(seat, "cash-out", chips)])

        def work(db: sqlite3.Connection) -> None:
            for sql, args in entries:
                db.execute(sql, args)
            now, _ = self._seat_row(db, table_id)
            now[seat] = 0
            db.execute("update tables set stacks = ? where id = ?", (json.dumps(now), table_id))
            db.execute("insert or replace into sitting_out (table_id, seat) values (?, ?)", (table_id, seat))

        return self.writer.submit(work)

    @staticmethod
    def _seat_row(db: sqlite3.Connection, table_id: str) -> tuple[list[int], list[int]]:
        row = db.execute("select stacks, rebuys from tables where id = ?", (table_id,)).fetchone()
        return json.loads(row[0]), json.loads(row[1])

    def drop_current(self, table_id: str) -> concurrent.futures.Future:
        return self._write(("delete from current where table_id = ?", (table_id,)))

    def finish_hand(
        self, table_id: str, number: int, record: dict, stacks: list[int], rebuys: list[int]
    ) -> concurrent.futures.Future:
        """The hand's record in, the stacks on, the hand in progress gone: together. A hand
        stored already (the primary key) is refused, never stored twice."""
        return self._write(
            (
                "insert into hands (table_id, hand, record) values (?, ?, ?)",
                (table_id, number, json.dumps(record, separators=(",", ":"))),
            ),
            (
                "update tables set stacks = ?, rebuys = ?, hands = ? where id = ?",
                (json.dumps(stacks), json.dumps(rebuys), number + 1, table_id),
            ),
            ("delete from current where table_id = ?", (table_id,)),
        )

    def hands(self, table_id: str) -> list[dict]:
        return [
            json.loads(r["record"])
            for r in self.db.execute("select record from hands where table_id = ? order by hand", (table_id,))
        ]

    def hand_count(self, table_id: str | None = None) -> int:
        if table_id is None:
            return self.db.execute("select count(*) from hands").fetchone()[0]
        return self.db.execute("select count(*) from hands where table_id = ?", (table_id,)).fetchone()[0]

    # ---- the playground's drafts, each writer's own -----------------------------------------
    def save_draft(self, writer: str, name: str, source: str, saved: float) -> concurrent.futures.Future:
        return self._write(
            (
                "insert or replace into drafts (writer, name, source, saved) values (?, ?, ?, ?)",
                (writer, name, source, saved),
            )
        )

    def drafts(self, writer: str) -> list[dict]:
        """The writer's drafts, newest first: name and when it was saved (not the text)."""
        rows = self.db.execute("select name, saved from drafts where writer = ? order by saved desc", (writer,))
        return [dict(r) for r in rows]

    def draft(self, writer: str, name: str) -> str | None:
        row = self.db.execute("select source from drafts where writer = ? and name = ?", (writer, name)).fetchone()
        return row["source"] if row else None

    def draft_count(self, writer: str) -> int:
        return self.db.execute("select count(*) from drafts where writer = ?", (writer,)).fetchone()[0]
