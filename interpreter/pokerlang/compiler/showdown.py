"""Lowering a showdown: its shares (compositions, rankings, a share's own wild cards)
and its phrases, into how hands are shown (``ir.Showing``) and the pot rule
(``ir.pot.PotRule``): a mixin of ``Lowering``."""

from __future__ import annotations

import attrs

from pokerlang.ir import game as ir
from pokerlang.compiler import moves
from pokerlang.compiler.house_showdown import house_lines, lower_house
from pokerlang.compiler.pairwise import lower_pairwise, split_lines
from pokerlang.ir.pot import Payment, PotRule
from pokerlang.compiler.wilds import lower_wild
from pokerlang.diagnostics import did_you_mean
from pokerlang.ir import expr as e
from pokerlang.ir.ranking import NO_CARDS, SCORE, Composition, RankingSpec
from pokerlang.syntax import ast


# The losers' payments, by phrase: into the next deal's pot, or to the best hand.
PAYMENTS = {
    "losers-match": Payment(),
    "worst-doubles": Payment(pots=2, worst=True),
    "losers-pay-winner": Payment(to_winners=True),
    "worst-pays-winner": Payment(worst=True, to_winners=True),
}


class ShowdownLowering:
    def lower_showdown(self, node: ast.Showdown, fail) -> ir.Showdown:
        if node.none:  # no hand to compare: what is left is shared as a tie of every hand would be
            return ir.Showdown(shares=(), pot=PotRule(if_none="split"))
        shares = tuple(self.share(s, i, fail) for i, s in enumerate(node.shares))
        if not shares:
            raise fail(
                node.span, "a showdown needs a hand to compare", "e.g. best 5 of hand + board by high", code="E405"
            )
        scored = next((w for w in node.shares if isinstance(w, ast.ScoreShare)), None)
        if scored is not None and (node.pairwise or node.house is not None):
            kind = "pair by pair" if node.pairwise else "against the house"
            raise fail(
                scored.span,
                f"a showdown {kind} compares hands of cards, and this share is a number each player has",
                "rank cards there (`best 5 of hand by high`); a number decides a showdown with a pot",
                code="E455",
            )
        names = [s.name for s in shares]
        if len(set(names)) < len(names):
            raise fail(
                node.span,
                "two shares of the showdown have one name",
                "label each share: high: ... low: ...",
                code="E110",
            )
        house = house_lines(node, fail)
        rules, pairwise = split_lines(attrs.evolve(node, rules=tuple(r for r in node.rules if r not in house)), fail)
        shares = self.unwon_to(node, shares, names, fail)
        fields: dict = {"showing": {}, "pot": {}}
        kinds: set[str] = set()
        for rule in rules:
            said = {part: dict(fields[part]) for part in ("showing", "pot")}
            self.showdown_rule(rule, names, fields, fail)
            changed = any(fields[part][k] is not v for part, was in said.items() for k, v in was.items())
            if rule.kind in kinds or changed:  # the later line would silently replace the earlier
                raise fail(
                    rule.span,
                    "this line says again what an earlier line of this showdown says",
                    "keep one line of each rule (one `odd chip to`, one `if none qualifies ...`)",
                    code="E111",
                )
            kinds.add(rule.kind)
        needs = fields.pop("dealer_alone_needs", None)
        showdown = ir.Showdown(
            shares=shares,
            declared=node.declared,
            showing=ir.Showing(**fields["showing"]),
            pot=PotRule(**fields["pot"]),
            pairwise=lower_pairwise(pairwise, shares, self.count, fail, node.royalties) if node.pairwise else None,
            house=lower_house(self, node, shares, house, fail) if node.house is not None else None,
        )
        if needs is not None:
            return self.lone_needs(showdown, "dealer", needs, fail)
        return showdown

    def unwon_to(self, node: ast.Showdown, shares: tuple[ir.Share, ...], names, fail) -> tuple[ir.Share, ...]:
        """``top-low: ... else top-high``: the share that takes a share nobody wins. It must
        name another share, and following the names must end at a share, not go round."""
        to = {}
        for written, share in zip(node.shares, shares):
            target = written.unwon_to
            if target is None:
                continue
            if target.text not in names:
                raise fail(
                    target.span, f"no share is called '{target.text}'", did_you_mean(target.text, names), code="E105"
                )
            to[share.name] = (target.text, target.span)
        for name in to:
            seen, at = [name], to[name][0]
            while at in to and at not in seen:
                seen.append(at)
                at = to[at][0]
            if at in seen:
                raise fail(
                    to[name][1],
                    f"'{name}' would go to {' then '.join(repr(s) for s in seen[1:] + [at])}: round to itself",
                    "a share nobody wins goes on to a share that is not sent back: drop one `else`",
                    code="E113",
                )
        return tuple(
            self.mark(attrs.evolve(share, unwon_to=to[share.name][0]), fail.path, written.span)
            if share.name in to
            else share
            for written, share in zip(node.shares, shares)
        )

    def showdown_rule(self, rule: ast.Line, names, fields: dict, fail) -> None:
        """A showdown phrase, as fields of how hands are shown and of the pot rule."""
        kind, showing, pot = rule.kind, fields["showing"], fields["pot"]
        if kind == "order":  # who shows first, and who when that is nobody
            first, *otherwise = (self.opener(who, fail) for who in rule.who)
            showing["first"] = attrs.evolve(first, otherwise=otherwise[0]) if otherwise else first
        elif kind == "surrender-keeps":
            showing["muck"] = True
            showing["keeps"] = (self.zone_ref(rule.words[0], fail, per_seat=True),)
        elif kind in PAYMENTS:
            pot["payment"] = PAYMENTS[kind]
        elif kind == "alone-wins-leg":
            pot["lone"] = "leg"
        elif kind == "winner-wins-leg":  # the best hand, alone or not: a leg, and the pot stays
            pot["lone"] = "best-leg"
        elif kind == "win-only-alone":
            pot["award"] = "alone"
        elif kind == "cap":
            pot["cap"] = self.count(rule.numbers[0], fail, 1, 10_000)
        elif kind == "dealer-alone-needs":
            fields["dealer_alone_needs"] = rule.words[0]  # checked against the ranking below
        elif kind == "odd-chip":
            share = rule.words[0]
            if share.text not in names:
                raise fail(
                    share.span, f"no share is called '{share.text}'", did_you_mean(share.text, names), code="E105"
                )
            pot["odd_chip"] = share.text
        elif kind == "ties-by-seat":
            pot["ties"] = "seat"
        elif kind == "natural-beats-wild":
            pot["naturals"] = True
        elif kind.startswith("if-none"):
            moves.if_none(rule, names, pot, fail)

    def share(self, node: ast.Share | ast.ScoreShare, index: int, fail) -> ir.Share:
        if isinstance(node, ast.ScoreShare):
            return self.score_share(node, index, fail)
        ranking = self.ranking_ref(node.ranking, fail)
        name = _share_name(node, index, ranking.name)
        share = ir.Share(
            name=name,
            composition=self.composition(node.composition, ranking, fail, named=True),
            ranking=ranking,
            wilds=tuple(lower_wild(w, self, fail, fail.path) for w in node.wilds),
        )
        return self.mark(share, fail.path, node.span)

    def score_share(self, node: ast.ScoreShare, index: int, fail) -> ir.Share:
        """`points: highest points of seat`: the number is asked of each player in, as a
        block for one player asks it (`seat`, and the player's own zones named alone)."""
        self._one_seat = getattr(self, "_one_seat", 0) + 1  # type: ignore[has-type]
        try:
            score = self.expr(node.score, fail, e.NUMBER)  # type: ignore[attr-defined]
        finally:
            self._one_seat -= 1
        order = "lowest" if node.lowest else "highest"
        name = _share_name(node, index, order)
        share = ir.Share(name=name, composition=NO_CARDS, ranking=SCORE, score=score, lowest=node.lowest)
        return self.mark(share, fail.path, node.span)

    def composition(self, node: ast.Composition, ranking: RankingSpec, fail, named: bool = False) -> Composition:
        """``named``: a source may take the cards of a rank named by a card dealt
        (``matching rank of kill``): a showdown's hands, ranked once the cards are down."""
        sources = self.sources(node.sources, node.span, fail, named=named)
        exact = sum(s.min_count for s in sources if s.max_count == s.min_count)
        size = self.count(node.best, fail, 1, 7) if node.best else exact
        if node.best is None and ranking.pips is not None and not any(s.max_count for s in sources):
            return Composition(size=ranking.cards, sources=sources)  # a count takes every card
        if node.best is None and any(s.max_count != s.min_count for s in sources):
            raise fail(
                node.span,
                "how many cards make the hand?",
                f"write `best {ranking.cards} of ...` (the {ranking.cards}-card hands of its ranking), "
                "or an exact count from each zone"
                + (  # a line's count is written before it: `3 of one line of cross`
                    f" (`3 of one line of {next(s.zone for s in sources if s.lines)}`)"
                    if any(s.lines for s in sources)
                    else ""
                ),
                code="E403",
            )
        if exact > size:
            raise fail(
                node.span,
                f"the exact counts add up to {exact}, more than the {size} cards of a hand",
                f"make a larger hand (`best {exact} of ...`), or take fewer cards exactly",
                code="E404",
            )
        if size < ranking.min_cards or size > ranking.cards:
            raise fail(
                node.span,
                f"ranking '{ranking.name}' ranks hands of {ranking.cards} cards, not {size}",
                f"write best {ranking.cards} of ...",
                code="E402",
            )
        return Composition(size=size, sources=sources)


def _share_name(node: ast.Share | ast.ScoreShare, index: int, first: str) -> str:
    """A share's name: its label, else ``first`` for the first share (its ranking's name, or
    `highest`), else by its place (`share-2`)."""
    return node.label.text if node.label else (first if index == 0 else f"share-{index + 1}")
