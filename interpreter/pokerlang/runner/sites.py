"""Site hand histories: PokerStars and Full Tilt text logs read by pokerlang's own reader
(``site_logs``), and iPoker, PartyPoker, Ongame and Absolute logs through PokerKit's
parsers (``pip install pokerlang[hands]``), into PHH hands, which then replay as any PHH
hand does.

A log file holds many hands; each is replayed and reported on its own. Amounts in a
site's currency are decimal (cents): PHH keeps them so, and the replay plays them in
whole cents exactly. A log is read in the encoding it was written in: a byte-order mark
says UTF-8 or UTF-16, a file without one is UTF-8, or else Windows-1252 (the sites'
older clients).

A hand read by our reader is checked against the log itself, never against a second
replay of the same conversion: each player's forced bets as the engine posted them are
those the log's lines post, the pots hold the log's total pot, and each player the log
says collected is paid at least that by the pots, which pay the log's rake more than
the log's players collected, no more and no less.
"""

from __future__ import annotations

import functools

from collections.abc import Callable, Iterator
from typing import Any
from pathlib import Path

from pokerlang.runner.replay import Mismatch, refused
from pokerlang.runner.room import RoomRules

# PokerKit's parser classes, by the site's name, in the order a log is tried.
PARSERS = (
    "PokerStarsParser",
    "FullTiltPokerParser",
    "IPokerNetworkParser",
    "PartyPokerParser",
    "OngameNetworkParser",
    "AbsolutePokerParser",
)


def parsers() -> list:
    try:
        import pokerkit
    except ImportError:
        raise refused(
            "reading a site's hand history needs PokerKit: pip install 'pokerlang[hands]'", "needs pokerlang[hands]"
        ) from None
    return [getattr(pokerkit, name) for name in PARSERS if hasattr(pokerkit, name)]


def site_histories(text: str) -> tuple[str, list]:
    """(the site's parser name, the PokerKit HandHistory of each hand the log holds)."""
    import contextlib
    import io
    import warnings

    for parser in parsers():
        # A parser warns, and prints a traceback, for each hand it cannot read.
        with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):
            warnings.simplefilter("ignore")
            try:
                hands = list(parser()(text, parse_value=_decimal))
            except Exception:  # noqa: BLE001 - a parser that cannot read this site's log
                continue
        if hands:
            return parser.__name__, hands
    raise refused(
        f"no PokerKit parser reads this log as a site hand history (tried {', '.join(PARSERS)})", "not a hand history"
    )


def _decimal(text: str):
    from decimal import Decimal

    return Decimal(text.replace(",", ""))


def _played(phh: str, history: Any, room: RoomRules | None = None) -> Any:
    from pokerlang.runner.phh import replay_phh

    return _checked_winnings(replay_phh(phh, winnings=False, room=room), history)  # its own check: the room's rake


def site_hands(path: Path, text: str, room: RoomRules | None = None) -> Iterator[tuple[str, Callable[[], Any]]]:
    """Each hand of a site's log: where it is, and how to play it (``replay_files.replay_one``
    plays it and says how it went). PokerStars and Full Tilt logs are read by our reader,
    the other sites' by PokerKit's parsers; ``room``: the house rules (``replay --cap``, ...)."""
    from pokerlang.runner.site_logs import site_of

    ours = site_of(text)
    if ours is not None:
        yield from _our_hands(path, text, ours, room)
        return
    site, hands = site_histories(text)
    for number, history in enumerate(hands, 1):
        where = f"{path} [{site.removesuffix('Parser')} hand {number}]"
        try:
            phh = history.dumps()
        except Exception as err:  # noqa: BLE001 - PokerKit could not write what it parsed
            yield where, functools.partial(_raise, err)
            continue
        if "finishing_stacks" not in phh:
            phh += _finishing(history)
        yield where, functools.partial(_played, phh, history, room)


def _finishing(history) -> str:
    """The finishing stacks as PokerKit plays the parsed hand (a log does not state them)."""
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            *_, last = iter(history)
    except Exception:  # noqa: BLE001 - PokerKit cannot play it: nothing to compare with
        return ""
    if getattr(last, "status", False):  # the log stops before the hand ends: no final stacks
        return ""
    return "\nfinishing_stacks = [" + ", ".join(str(v) for v in last.stacks) + "]\n"


def _checked_winnings(played, history):
    """The site's log says what each player collected: our pots must pay the same."""
    state, finishing = played
    winnings = getattr(history, "winnings", None)
    if not winnings or not any(winnings):  # the parser found no winnings in the log
        return state, finishing
    from pokerlang.runner.phh_read import scaled

    scale = _scale(history)
    paid = [0] * state.players
    for pot in state.result().pots:
        for share in pot.shares:
            for w in share.winners:
                paid[w.seat] += w.amount
    theirs = [scaled(str(v), scale) for v in winnings]
    # The site keeps a rake from the pot, pokerlang none: the same players must collect,
    # each no more than the pots pay them.
    if [p > 0 for p in paid] != [t > 0 for t in theirs] or any(t > p for p, t in zip(paid, theirs)):
        raise Mismatch(
            f"the pots pay {paid}, the log says the players collected {theirs} (in units of 1/{scale})",
            reason="winnings",
        )
    return state, finishing


def _scale(history) -> int:
    from pokerlang.runner.phh_read import read_phh

    return read_phh(history.dumps())["scale"]


def _raise(err: Exception):
    raise refused(f"PokerKit cannot write this hand as PHH: {err}", "not a hand history")


# ---- encodings ----------------------------------------------------------------------------

BOMS = ((b"\xef\xbb\xbf", "utf-8"), (b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be"))


def site_text(path: Path) -> str:
    """A site's log as text, in the encoding it was written in (``decoded``)."""
    from pokerlang.diagnostics import PokerlangError
    from pokerlang.inputs import MAX_LOG_BYTES, read_bytes

    try:
        data = read_bytes(path, MAX_LOG_BYTES, "a hand history")
    except PokerlangError as err:
        raise Mismatch(err.diagnostics[0].message, kind="refused", reason="unreadable") from None
    return decoded(data)


def decoded(data: bytes) -> str:
    """UTF-8 or UTF-16 as a byte-order mark says; UTF-16 without one (every other byte
    NUL); else UTF-8, or Windows-1252 where it is not UTF-8. Lines end in ``\\n``."""
    text = None
    for bom, encoding in BOMS:
        if data.startswith(bom):
            text = _decode(data[len(bom) :], encoding)
            break
    else:
        if len(data) >= 4 and data[1:4:2] == b"\x00\x00" and data[0:4:2] != b"\x00\x00":
            text = _decode(data, "utf-16-le")
        elif len(data) >= 4 and data[0:4:2] == b"\x00\x00" and data[1:4:2] != b"\x00\x00":
            text = _decode(data, "utf-16-be")
        else:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                text = data.decode("cp1252", errors="replace")
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise Mismatch(
            f"line {line} holds a NUL byte: a binary file, not a hand history", kind="refused", reason="not text"
        )
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _decode(data: bytes, encoding: str) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as err:
        raise Mismatch(
            f"byte {err.start} is not {encoding.upper()} although the file opens as {encoding.upper()}: "
            "is this a hand history?",
            kind="refused",
            reason="not text",
        ) from None


# ---- our reader's hands, checked against the log ------------------------------------------


def _our_hands(path: Path, text: str, site: str, room: RoomRules | None) -> Iterator[tuple[str, Callable[[], Any]]]:
    from pokerlang.runner.site_logs import hands_of

    for number, hand in enumerate(hands_of(text, site), 1):
        where = f"{path} [{site} hand {number}]"
        yield where, functools.partial(_log_played, hand, site, where, room)


def _log_played(hand_text: str, site: str, where: str, room: RoomRules | None = None) -> Any:
    from pokerlang.runner.phh import replay_fields
    from pokerlang.runner.phh_read import read_phh
    from pokerlang.runner.site_logs import read_hand

    try:
        hand = read_hand(hand_text, site, room)
    except Mismatch as err:
        raise Mismatch(f"{where}: {err}", err.kind, err.reason) from None
    phh = read_phh(hand.phh, where)
    game = None
    if hand.variant is not None:  # a game PHH has no code for: the variant the site's words name
        from pokerlang.runner.phh import variant_for
        from pokerlang.runner.replay import with_betting

        game = with_betting(variant_for(hand.variant), hand.betting)
    state, _ = replay_fields(phh, where, game, winnings=False, room=room)
    _check_against_log(state, hand, phh["scale"], where)
    return state, None, "the log's posts, total pot and collected amounts"


FORCED = ("ante", "small-blind", "big-blind", "post", "dead-blind", "straddle", "bring-in")


def _check_against_log(state, hand, scale: int, where: str) -> None:
    from pokerlang.runner.phh_read import said, scaled

    def units(values) -> list[int]:
        return [scaled(str(v), scale) for v in values]

    posted = [0] * state.players
    for event in state.log:
        if event.kind in FORCED[:-1] and event.seat is not None:
            posted[event.seat] += event.amount
    if posted != units(hand.posted):
        raise Mismatch(
            f"{where}: the table posted {said(posted, scale)} before the cards, "
            f"the log {said(units(hand.posted), scale)}",
            reason="forced bets",
        )
    paid = [0] * state.players
    for pot in state.result().pots:
        for share in pot.shares:
            for winner in share.winners:
                paid[winner.seat] += winner.amount
    collected = units(hand.collected)
    rake = scaled(str(hand.rake), scale)
    if hand.total_pot is not None and sum(paid) != scaled(str(hand.total_pot), scale):
        raise Mismatch(
            f"{where}: the pots hold {said(sum(paid), scale)}, the log's total pot is {hand.total_pot}",
            reason="total pot",
        )
    if (
        [p > 0 for p in paid] != [c > 0 for c in collected]
        or any(c > p for p, c in zip(paid, collected))
        or sum(paid) - sum(collected) != rake
    ):
        raise Mismatch(
            f"{where}: the pots pay {said(paid, scale)}, the log says the players collected "
            f"{said(collected, scale)} and a rake of {hand.rake}",
            reason="winnings",
        )
