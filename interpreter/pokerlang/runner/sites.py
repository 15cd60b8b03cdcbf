"""Site hand histories: PokerStars, Full Tilt, iPoker, PartyPoker, Ongame and Absolute
text logs, read through PokerKit's parsers (``pip install pokerlang[hands]``) into PHH
hands, which then replay as any PHH hand does.

A log file holds many hands; PokerKit's parsers find each, and each is replayed and
reported on its own. Amounts in a site's currency are decimal (cents): PHH keeps them
so, and the replay plays them in whole cents exactly.
"""

from __future__ import annotations

import functools

from collections.abc import Callable, Iterator
from typing import Any
from pathlib import Path

from pokerlang.runner.replay import Mismatch, refused

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


def _played(phh: str, history: Any) -> Any:
    from pokerlang.runner.phh import replay_phh

    return _checked_winnings(replay_phh(phh, winnings=False), history)  # its own check: the room's rake


def site_hands(path: Path, text: str) -> Iterator[tuple[str, Callable[[], Any]]]:
    """Each hand of a site's log: where it is, and how to play it (``replay_files.replay_one``
    plays it and says how it went)."""
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
        yield where, functools.partial(_played, phh, history)


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
