"""Site hand histories: PokerStars, Full Tilt, iPoker, PartyPoker, Ongame and Absolute
text logs, read through PokerKit's parsers (``pip install pokerlang[hands]``) into PHH
hands, which then replay as any PHH hand does.

A log file holds many hands; PokerKit's parsers find each, and each is replayed and
reported on its own. Amounts in a site's currency are decimal (cents): PHH keeps them
so, and the replay plays them in whole cents exactly.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from pokerlang.runner.replay import refused

# PokerKit's parser classes, by the site's name, in the order a log is tried.
PARSERS = ("PokerStarsParser", "FullTiltPokerParser", "IPokerNetworkParser", "PartyPokerParser",
           "OngameNetworkParser", "AbsolutePokerParser")


def parsers() -> list:
    try:
        import pokerkit
    except ImportError:
        raise refused("reading a site's hand history needs PokerKit: pip install 'pokerlang[hands]'",
                      "needs pokerlang[hands]") from None
    return [getattr(pokerkit, name) for name in PARSERS if hasattr(pokerkit, name)]


def site_histories(text: str) -> tuple[str, list]:
    """(the site's parser name, the PokerKit HandHistory of each hand the log holds)."""
    import warnings

    for parser in parsers():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                hands = list(parser()(text, parse_value=_decimal))
            except Exception:  # noqa: BLE001 - a parser that cannot read this site's log
                continue
        if hands:
            return parser.__name__, hands
    raise refused("no PokerKit parser reads this log as a site hand history "
                  f"(tried {', '.join(PARSERS)})", "not a hand history")


def _decimal(text: str):
    from decimal import Decimal

    return Decimal(text.replace(",", ""))


def site_hands(path: Path, text: str) -> Iterator:
    from pokerlang.runner.phh import replay_phh
    from pokerlang.runner.replay_files import replay_one

    site, hands = site_histories(text)
    for number, history in enumerate(hands, 1):
        where = f"{path} [{site.removesuffix('Parser')} hand {number}]"
        try:
            phh = history.dumps()
        except Exception as err:  # noqa: BLE001 - PokerKit could not write what it parsed
            yield replay_one(where, lambda e=err: _raise(e))
            continue
        yield replay_one(where, lambda t=phh: replay_phh(t))


def _raise(err: Exception):
    raise refused(f"PokerKit cannot write this hand as PHH: {err}", "not a hand history")
