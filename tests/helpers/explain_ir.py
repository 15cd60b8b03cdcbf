"""IR values for the explain tests, built directly (no parsing), so constructs no shipped
variant uses yet can be described too."""

import attrs

from pokerlang.ir import game as ir
from pokerlang.explain import phrases as say
from pokerlang.ir.ranking import Composition, Qualifier, RankingSpec, Source

HIGH = RankingSpec(name="high", ace="both", title="standard high")
UPCARDS = attrs.evolve(HIGH, name="upcards", min_cards=1, suit_order="cdhs", title="best showing cards")
LOW8 = RankingSpec(
    name="eight-or-better",
    ace="low",
    lowest_wins=True,
    title="eight-or-better low",
    order=("high-card", "pair", "two-pair", "three-of-a-kind", "full-house", "four-of-a-kind"),
    qualifier=Qualifier("high-card", "8"),
)
HAND = ir.Zone(name="hand", per_seat=True, visibility="private")
BOARD = ir.Zone(name="board", per_seat=False, visibility="public")
SHOWN = ir.Zone(name="shown", per_seat=True, visibility="public")
GRID = ir.Zone(name="grid", per_seat=False, visibility="public", grid=ir.Grid(rows=2, columns=6, stacks=True))
TABLE = say.Table(zones={z.name: z for z in (HAND, BOARD, SHOWN, GRID)})
LIVE = attrs.evolve(TABLE, live=True)
AFTER_DEALER = ir.Opener(kind="after", seat="dealer")


def share(*sources, size=5, ranking=HIGH, name="high"):
    return ir.Share(name=name, composition=Composition(size=size, sources=sources), ranking=ranking)


def game(**changes) -> ir.Game:
    base = ir.Game(
        name="test",
        title="Test game",
        path="test.poker",
        min_players=2,
        max_players=6,
        ranks="23456789TJQKA",
        zones=(HAND, BOARD),
        betting=ir.Betting(),
        forced=ir.Forced(blinds=True),
        fold_only_facing_bet=False,
        reshuffle=False,
        spare_pending=False,
        rankings=(HIGH, LOW8),
        streets=(
            ir.Street(
                name="deal",
                actions=(ir.Deal(count=2, zone="hand", face_up=False), ir.Bet(size="small", first=AFTER_DEALER)),
            ),
            ir.Street(name="showdown", actions=(ir.Showdown(shares=(share(Source("hand")),)),)),
        ),
    )
    return attrs.evolve(base, **changes)
