"""PokerStars and Full Tilt text logs, read by pokerlang itself into PHH.

PokerKit's parsers read only no-limit hold'em from these two sites, drop every ante and
take a dead blind for a live one; this reader keeps what the log says, or refuses the
hand naming what it cannot keep:

* the game is the one the first line names (hold'em, Omaha, stud, razz, the draw games
  ...), played by the shipped variant of its PHH code, or the variant the site's words
  name where PHH has no code (5 Card Draw); a game the words do not name is refused;
* a draw's discards are PHH draws (``sd``): the cards thrown away where the log names
  them (the hero's), else ``??`` as many as the log counts, and the new cards dealt once
  every drawer has drawn (the hero's as the log shows them, the others' ``??``);
* every ante and blind posted is in the PHH: a stack too short for its ante or blind
  posts all it has, as the engine posts it; a big blind posted by a player coming into
  the game is a live post; a dead blind (a returning player's small blind: "posts small &
  big blinds", "posts a dead small blind", a small blind out of its place) is dead money,
  never a bet: PHH writes it in the player's antes, which are dead money too;
* each street's cards as dealt: the cards a log shows (the hero's, stud upcards, the
  hands shown), and ``??`` for the rest; a hand mucked at the showdown gives up the pot;
* what the log says each player collected, its total pot and its rake come with the
  hand (``LogHand``), for the replay to be checked against (``sites``).

Players are p1..pN from the button's left, the button last (stud: by seat).
"""

from __future__ import annotations

import re
import tomllib
from decimal import Decimal
from pathlib import Path

import attrs

from pokerlang.runner.replay import refused
from pokerlang.runner.room import RoomRules

# The words of a log's first line naming its game, from the sites' vocabulary (data, not
# code: site_games.toml).
_TABLE = tomllib.loads((Path(__file__).parent / "site_games.toml").read_text(encoding="utf-8"))


@attrs.frozen
class SiteGame:
    """A game a log's first line names: its PHH code, or the shipped variant and betting
    that play it where PHH has none; the cards dealt at the start; stud or draw."""

    words: str
    holes: int
    stud: bool = False
    draw: bool = False
    code: str = ""
    variant: str | None = None
    betting: str | None = None

    @property
    def fixed(self) -> bool:
        return self.code.startswith("F") or self.betting == "fixed-limit"


GAMES: tuple[SiteGame, ...] = tuple(SiteGame(**g) for g in _TABLE["game"])
HEADERS = {"PokerStars": re.compile(r"^PokerStars (?:Zoom |Home Game |Game |Hand |Home Game Hand )"),
           "Full Tilt": re.compile(r"^Full Tilt Poker Game #")}  # fmt: skip
AMOUNT = r"\D{0,3}?([0-9][0-9,]*(?:\.[0-9]+)?)"
STUD_STREETS = {"3RD": 3, "4TH": 1, "5TH": 1, "6TH": 1, "7TH": 1, "RIVER": 1}


@attrs.define
class LogHand:
    """One hand of a log: its PHH text and what the log says it paid."""

    header: str
    phh: str
    posted: list[Decimal]  # what each player (p1..) posted before the cards, by the log
    collected: list[Decimal]  # what each player collected, by the log's summary
    total_pot: Decimal | None
    rake: Decimal
    # A game PHH has no code for: the shipped variant and the betting that play it.
    variant: str | None = None
    betting: str | None = None


def site_of(text: str) -> str | None:
    """ "PokerStars" or "Full Tilt" when the log's first hand is one of theirs."""
    for line in text.splitlines():
        if line.strip():
            return next((site for site, header in HEADERS.items() if header.match(line.lstrip("\ufeff"))), None)
    return None


def hands_of(text: str, site: str) -> list[str]:
    """The log cut into hands: each begins with the site's first line."""
    header = HEADERS[site]
    hands: list[list[str]] = []
    for line in text.splitlines():
        if header.match(line):
            hands.append([])
        if hands:
            hands[-1].append(line.rstrip())
    return ["\n".join(lines) for lines in hands]


def number(text: str) -> Decimal:
    return Decimal(text.replace(",", ""))


def read_hand(text: str, site: str, room: RoomRules | None = None) -> LogHand:
    """One hand of a log as PHH; ``room``: the house rules the log does not state (a
    straddle is read only where the room's is told)."""
    return _Reader(text, site, room or RoomRules()).hand()


class _Reader:
    def __init__(self, text: str, site: str, room: RoomRules):
        self.room = room
        self.lines = text.splitlines()
        self.site = site
        self.stars = site == "PokerStars"
        self.header = self.lines[0]

    # ---- the table ------------------------------------------------------------------

    def _game(self) -> SiteGame:
        for game in GAMES:
            if game.words in self.header:
                return game
        raise refused(f"a game this reader does not know: {self._named()}", "game not read")

    def _named(self) -> str:
        return self.header.split(":", 1)[-1].strip()[:80]

    def _stakes(self) -> tuple[Decimal, Decimal]:
        """The two amounts of the first line: the blinds, or a fixed-limit game's bets."""
        pattern = r"\((?:[^()]*?, )?" + AMOUNT + r"/" + AMOUNT if self.stars else r" - " + AMOUNT + "/" + AMOUNT + " - "
        found = re.findall(pattern, self.header)
        if not found:
            raise refused(f"no stakes in the first line: {self._named()}", "not a hand history")
        small, big = found[-1]
        return number(small), number(big)

    def _seats(self) -> tuple[list[tuple[int, str, Decimal]], int | None]:
        seats = []
        waiting: set[str] = set()
        button = None
        chips = r" in chips" if self.stars else ""
        seat_line = re.compile(r"^Seat (\d+): (.+?) \(" + AMOUNT + chips + r"(?:, [^)]*)?\)(.*)$")
        for line in self.lines[1:]:
            if line.startswith("*** "):
                break
            if m := re.search(r"Seat #(\d+) is the button|The button is in seat #(\d+)", line):
                button = int(m[1] or m[2])
            m = seat_line.match(line)
            if m and "out of hand" not in m[4]:
                seats.append((int(m[1]), m[2], number(m[3])))
                if "sitting out" in m[4]:
                    waiting.add(m[2])
        # A player seated who waits for the button, or sits out, is dealt no cards, unless
        # they post (a tournament deals a player sitting out, who antes and is folded).
        posting = set()
        for line in self.lines[1:]:
            if line.startswith("*** "):
                break
            if m := re.match(r"(.+?):? (?:will be allowed to play after the button|sits out|is sitting out)$", line):
                waiting.add(m[1])
            if m := re.match(r"(.+?):? (?:posts|antes) ", line):
                posting.add(m[1])
        seats = [seat for seat in seats if seat[1] not in waiting - posting]
        for line in self.lines:  # FT writes the button after the blinds
            if m := re.search(r"The button is in seat #(\d+)", line):
                button = int(m[1])
        return seats, button

    # ---- the hand -------------------------------------------------------------------

    def hand(self) -> LogHand:
        game = self._game()
        code, holes, stud = game.code or game.variant or "", game.holes, game.stud
        small, big = self._stakes()
        seats, button = self._seats()
        if len(seats) < 2:
            raise refused("fewer than two players dealt in", "too few players")
        if not stud:
            if button is None:
                raise refused("the log does not say where the button is", "not a hand history")
            after = [s for s in seats if s[0] > button]
            seats = after + [s for s in seats if s[0] <= button]  # p1 left of the button
        self.names = [name for _, name, _ in seats]
        self.n = n = len(seats)
        stacks = [stack for _, _, stack in seats]
        self.live = [True] * n
        antes, blinds, posted = [Decimal(0)] * n, [Decimal(0)] * n, [Decimal(0)] * n
        self.dead = [Decimal(0)] * n
        self.actions: list[str] = []
        # A draw's discards, then the cards each drawer gets once all have drawn (as PHH
        # deals them): the count, and the new cards where the log shows them (the hero's).
        self.drawn: dict[int, int] = {}
        self.new_cards: dict[int, str] = {}
        fixed = game.fixed
        street: dict[int, Decimal] = {}
        bring_in = Decimal(0)
        dealt_down = False
        i = 1
        while i < len(self.lines):
            line = self.lines[i]
            i += 1
            if line.startswith("*** SUMMARY"):
                break
            if line.startswith("*** "):
                marker = line[4:].split(" ***")[0].upper()
                self._deal_drawn()
                if game.draw and "DRAW" in marker:
                    street = {}  # a draw, between two betting rounds
                elif game.draw and marker in ("DEALING HANDS", "HOLE CARDS"):
                    dealt_down = True
                    self._hole_cards(holes)
                elif marker.startswith(("FIRST", "SECOND")) or " 1" in marker or " 2" in marker:
                    raise refused("the board was run more than once", "run twice")
                elif stud and marker.split()[0] in STUD_STREETS:
                    i = self._stud_street(marker.split()[0], i)
                    street = {}
                elif marker == "HOLE CARDS":
                    dealt_down = True
                    self._hole_cards(holes)
                elif marker in ("FLOP", "TURN", "RIVER"):
                    cards = re.findall(r"\[([^\]]+)\]", line)
                    if not cards:
                        raise refused(f"'{line[:60]}' names no cards", "not a hand history")
                    self.actions.append(f"d db {_cards(cards[-1])}")
                    street = {}
                elif marker.startswith("DEALING") or "DRAW" in marker:
                    raise refused(f"a draw in a game read as no draw game: {self._named()}", "draw game")
                continue
            if game.draw and (m := re.match(r"Dealt to (.+?) \[[^\]]*\] \[([^\]]+)\]$", line)):
                if m[1] in self.names:  # the hero's cards kept, and those drawn
                    self.new_cards[self.names.index(m[1])] = _cards(m[2])
                continue
            found = self._player(line)
            if found is None:
                continue
            p, verb = found
            if m := re.match(r"(?:posts the ante|antes) " + AMOUNT, verb):
                antes[p] = number(m[1])
                posted[p] += number(m[1])
            elif m := re.match(r"posts (?:a )?dead (?:small |big )?blind(?: of)? " + AMOUNT, verb):
                self.dead[p] += number(m[1])
                posted[p] += number(m[1])
            elif m := re.match(r"posts small & big blinds " + AMOUNT, verb):
                live = self._both_blinds(p, number(m[1]), small, big, blinds, fixed)
                street[p] = street.get(p, Decimal(0)) + live
                posted[p] += number(m[1])
            elif m := re.match(r"posts (?:the )?(small|big) blind(?: of)? " + AMOUNT, verb):
                live = self._blind(p, m[1], number(m[2]), small, big, blinds, stacks, fixed)
                street[p] = street.get(p, Decimal(0)) + live
                posted[p] += number(m[2])
            elif m := re.match(r"posts (?:a )?straddle(?: of)? " + AMOUNT, verb):
                amount = self.room.straddle_post(number(m[1]), self.names[p])
                if n < 3 or p != 2 or blinds[p]:  # PHH's straddle is p3's, left of the big blind
                    raise refused(f"{self.names[p]} straddles from another seat than left of the big blind", "straddle")
                blinds[p] = amount
                street[p] = street.get(p, Decimal(0)) + amount
                posted[p] += amount
            elif m := re.match(r"posts " + AMOUNT, verb):
                if dealt_down:
                    raise refused(f"{self.names[p]} posts after the cards are dealt", "blinds out of place")
                blinds[p] = -number(m[1])  # a player coming into the game: a live post
                street[p] = street.get(p, Decimal(0)) + number(m[1])
                posted[p] += number(m[1])
            elif game.draw and (m := re.match(r"(?:discards (\d+) cards?(?: \[([^\]]+)\])?|stands pat)", verb)):
                self._discard(p, int(m[1] or 0), m[2])
                street.clear()  # the betting before the draw is over
            else:
                self._deal_drawn()
                bring = self._act(p, verb, street)
                bring_in = bring or bring_in
        self._deal_drawn()
        ante = max(antes)
        antes = [self._forced(stack, a, ante if a else None) + d for a, stack, d in zip(antes, stacks, self.dead)]
        collected, total, rake = self._summary()
        phh = self._phh(code, antes, blinds, stacks, small, big, fixed, bring_in)
        return LogHand(self.header, phh, posted, collected, total, rake, game.variant, game.betting)

    def _player(self, line: str) -> tuple[int, str] | None:
        """(the player, the rest of the line) of a line a player's action opens."""
        best = None
        for p, name in enumerate(self.names):
            opening = f"{name}: " if self.stars else f"{name} "
            if line.startswith(opening) and (best is None or len(name) > len(self.names[best])):
                best = p
        if best is None:
            return None
        return best, line[len(self.names[best]) + (2 if self.stars else 1) :]

    def _forced(self, stack: Decimal, amount: Decimal, full: Decimal | None) -> Decimal:
        """A forced bet as the table sets it: a stack that posts all it has posts it short,
        and the engine takes all it has for the full amount."""
        return full if full is not None and amount == stack and amount < full else amount

    def _blind(self, p, kind, amount, small, big, blinds, stacks, fixed) -> Decimal:
        """A small or big blind posted; returns the part of it that is live (a bet)."""
        n = self.n
        small_seat, big_seat = (1, 0) if n == 2 else (0, 1)
        table_small, table_big = (small / 2, small) if fixed else (small, big)
        if kind == "small":
            if p != small_seat or blinds[p]:
                # A small blind out of its place is a returning player's missed one: dead.
                self.dead[p] += amount
                return Decimal(0)
            blinds[p] = self._forced(stacks[p], amount, table_small if amount < table_small else None)
        elif p == big_seat and not blinds[p]:
            blinds[p] = self._forced(stacks[p], amount, table_big if amount < table_big else None)
        elif p not in (small_seat, big_seat) and blinds[p] <= 0:
            blinds[p] -= amount  # a big blind posted by a player coming into the game: live
        else:
            raise refused(f"{self.names[p]} posts a big blind out of its place", "blinds out of place")
        return amount

    def _both_blinds(self, p, amount, small, big, blinds, fixed) -> Decimal:
        """ "posts small & big blinds": a returning player's big blind, live, and the small
        blind missed, dead. Returns the live part."""
        table_small, table_big = (small / 2, small) if fixed else (small, big)
        n = self.n
        if p in ((1, 0) if n == 2 else (0, 1)) or blinds[p] or amount != table_small + table_big:
            raise refused(
                f"{self.names[p]} posts small & big blinds of {amount} from its place: not a missed small "
                f"blind and a big blind ({table_small} and {table_big})",
                "blinds out of place",
            )
        blinds[p] = -table_big
        self.dead[p] += table_small
        return table_big

    def _discard(self, p: int, count: int, cards: str | None) -> None:
        """A draw: ``count`` cards thrown away (named where the log shows them, the hero's),
        none for standing pat; the new cards are dealt once every drawer has drawn."""
        if cards is not None and len(_cards(cards)) != 2 * count:
            raise refused(f"{self.names[p]} discards {count} cards but the log names [{cards}]", "not a hand history")
        thrown = _cards(cards) if cards is not None else "??" * count
        self.actions.append(f"p{p + 1} sd {thrown}".rstrip())
        self.drawn[p] = count

    def _deal_drawn(self) -> None:
        """The cards of the draw just over, to each who drew, in the order they drew."""
        for p, count in self.drawn.items():
            if count:
                new = self.new_cards.get(p, "??" * count)
                if len(new) != 2 * count:
                    raise refused(f"{self.names[p]} draws {count} cards, the log deals [{new}]", "not a hand history")
                self.actions.append(f"d dh p{p + 1} {new}")
        self.drawn, self.new_cards = {}, {}

    def _hole_cards(self, holes: int) -> None:
        known: dict[int, str] = {}
        for line in self.lines:
            if (m := re.match(r"Dealt to (.+?) \[([^\]]+)\]$", line)) and m[1] in self.names:
                known.setdefault(self.names.index(m[1]), _cards(m[2]))  # a draw's later lines: its new hands
        for p in range(self.n):
            self.actions.append(f"d dh p{p + 1} {known.get(p, '??' * holes)}")

    def _stud_street(self, street: str, i: int) -> int:
        """A stud street's cards: the lines after its marker say what each player was
        dealt that shows (the hero's all); a card nobody saw is ``??``."""
        dealt: dict[int, str] = {}
        while i < len(self.lines) and (
            m := re.match(r"Dealt to (.+?) (\[[^\]]+\](?: \[[^\]]+\])?)\s*$", self.lines[i])
        ):
            if m[1] in self.names:
                groups = re.findall(r"\[([^\]]+)\]", m[2])
                dealt[self.names.index(m[1])] = _cards(groups[-1])
            i += 1
        count = STUD_STREETS[street]
        for p in range(self.n):
            if not self.live[p]:
                continue
            cards = dealt.get(p, "")
            if len(cards) < 2 * count:  # third street: the upcard shows, the two below do not
                cards = "??" * (count - len(cards) // 2) + cards
            self.actions.append(f"d dh p{p + 1} {cards}")
        return i

    def _act(self, p: int, verb: str, street: dict[int, Decimal]) -> Decimal | None:
        """A betting action or a show; returns the bring-in when it is one."""
        name = f"p{p + 1}"
        put = street.get(p, Decimal(0))
        if verb.startswith("folds"):
            self.actions.append(f"{name} f")
            self.live[p] = False
        elif verb.startswith("checks"):
            self.actions.append(f"{name} cc")
        elif m := re.match(r"calls " + AMOUNT, verb):
            self.actions.append(f"{name} cc")
            street[p] = put + number(m[1])
        elif m := re.match(r"bets " + AMOUNT, verb):
            street[p] = put + number(m[1])
            self.actions.append(f"{name} cbr {_plain(street[p])}")
        elif m := re.match(r"raises (?:" + AMOUNT + r" )?to " + AMOUNT, verb):
            street[p] = number(m[2])
            self.actions.append(f"{name} cbr {_plain(street[p])}")
        elif m := re.match(r"completes it to " + AMOUNT, verb):
            street[p] = number(m[1])
            self.actions.append(f"{name} cbr {_plain(street[p])}")
        elif m := re.match(r"brings in for " + AMOUNT, verb):
            street[p] = number(m[1])
            self.actions.append(f"{name} pb")
            return number(m[1])
        elif m := re.match(r"shows \[([^\]]+)\]", verb):
            self.actions.append(f"{name} sm {_cards(m[1])}")
        elif verb.startswith("mucks") and self.live[p] and sum(self.live) > 1:
            self.actions.append(f"{name} sm")  # mucked at the showdown: gives up the pot
        return None

    def _summary(self) -> tuple[list[Decimal], Decimal | None, Decimal]:
        collected = [Decimal(0)] * self.n
        total = None
        rake = Decimal(0)
        summary = False
        for line in self.lines:
            if line.startswith("*** SUMMARY"):
                summary = True
            if not summary:
                continue
            if m := re.match(r"Total pot " + AMOUNT, line):
                total = number(m[1])
                if r := re.search(r"Rake " + AMOUNT, line):
                    rake = number(r[1])
            for p, name in enumerate(self.names):
                if line.startswith("Seat ") and f": {name} " in line[: 12 + len(name)]:
                    for amount in re.findall(r"(?:collected|won) \(" + AMOUNT + r"\)", line):
                        collected[p] += number(amount)
        return collected, total, rake

    def _phh(self, code, antes, blinds, stacks, small, big, fixed, bring_in) -> str:
        n = self.n
        if n == 2:  # PHH lists heads-up blinds and antes the small blind's first
            antes, blinds = antes[::-1], blinds[::-1]
        fields = [
            f'variant = "{code}"',
            f"antes = [{', '.join(_plain(a) for a in antes)}]",
            f"blinds_or_straddles = [{', '.join(_plain(b) for b in blinds)}]",
            f"starting_stacks = [{', '.join(_plain(s) for s in stacks)}]",
        ]
        if fixed:
            fields += [f"small_bet = {_plain(small)}", f"big_bet = {_plain(big)}"]
            if bring_in:
                fields.append(f"bring_in = {_plain(bring_in)}")
        else:
            fields.append(f"min_bet = {_plain(big)}")
        fields.append("actions = [" + ", ".join(f'"{a}"' for a in self.actions) + "]")
        fields.append("players = [" + ", ".join(_toml_string(name) for name in self.names) + "]")
        return "\n".join(fields) + "\n"


def _cards(text: str) -> str:
    return "".join(text.split())


def _plain(value: Decimal) -> str:
    return f"{value:f}"


def _toml_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
