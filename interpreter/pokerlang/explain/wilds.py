"""Wild cards and jokers in rule-book English: "Deuces are wild. A wild card stands for
any card; five of a kind beats a straight flush." """

from __future__ import annotations

from pokerlang.cards.card import RANK_NAMES, SUIT_NAMES, Card
from pokerlang.explain import english as w
from pokerlang.explain.table import Table, place
from pokerlang.ir.pattern import CardPattern
from pokerlang.ir.ranking import RankingSpec
from pokerlang.ir.wild import Wild


def cards(p: CardPattern) -> str:
    """The pattern's cards as a rule book names them: "deuces", "threes and nines",
    "the jack of spades and the jack of hearts", "jokers", "all spades"."""
    parts = [w.RANK_PLURALS[r] for r in p.ranks]
    parts += [f"all {SUIT_NAMES[s]}" for s in p.suits]
    parts += [f"the {Card(i).long_name()}" for i in p.cards]
    if p.jokers:
        parts.append("jokers")
    parts = ["deuces" if x == "twos" else x for x in parts]
    return w.join(parts) if parts else "no cards"


def _one(p: CardPattern) -> str:
    """One card of the pattern: "a queen", "a spade", "a joker"."""
    if p.ranks and not (p.suits or p.cards or p.jokers) and len(p.ranks) == 1:
        name = RANK_NAMES[p.ranks]
        return ("an " if name[0] in "aeio" else "a ") + name
    return f"one of the {cards(p)}"


def _zone(zone: str | None, table: Table | None, article: str) -> str:
    """The zone a rule looks in: its place at the table, else its name after ``article``."""
    return place(zone, table) if table is not None and zone is not None and zone in table.zones else f"{article} {zone}"


def wild(rule: Wild, table: Table | None = None) -> str:
    """One rule, as a sentence."""
    if rule.kind == "cards":
        p = rule.pattern
        assert p is not None, "a rule of wild cards names them"
        who = cards(p)
        lying = {"down": " when dealt face down", "up": " when dealt or turned face up", None: ""}[rule.face]
        if len(p.cards) == 1 and not (p.ranks or p.suits or p.jokers):  # one card: "the queen of spades is wild"
            text = f"{w.capital(who)} is {'a bug' if rule.bug else 'wild'}{lying}."
        else:
            text = f"{w.capital(who)} are {'bugs' if rule.bug else 'wild'}{lying}."
    elif rule.kind == "follows":
        assert rule.pattern is not None, "a rule of the card that follows names the up card followed"
        one = _one(rule.pattern)
        noun = one[one.index(" ") + 1 :]
        text = (
            f"Every card of the rank dealt face up right after the latest face-up {noun} is"
            f" {'a bug' if rule.bug else 'wild'} too; when another {noun} is dealt face up, the card"
            " after it sets the rank instead, and until a card follows it no rank is wild this way."
        )
    elif rule.kind == "up":
        zone = _zone(rule.zone, table, "the")
        text = (
            f"Every card face up in {zone}, and every card of its rank, is {'a bug' if rule.bug else 'wild'}"
            " for every player; a card there still face down makes nothing wild."
        )
    elif rule.kind == "down":
        zone = _zone(rule.zone, table, "their")
        text = (
            f"Each player's face-down cards in {zone}, and every card of their ranks, are"
            f" {'bugs' if rule.bug else 'wild'} for that player alone; a card turned face up during the play"
            " (not by showing the hand at the showdown) is no longer wild for its rank."
        )
    elif rule.kind == "lowest_up":
        zone = _zone(rule.zone, table, "the")
        text = (
            f"The {'highest' if rule.highest else 'lowest'} card face up in {zone} (aces high), and every card"
            f" of its rank, is {'a bug' if rule.bug else 'wild'} for every player; a card dealt there later"
            " may change the rank."
        )
    elif rule.kind == "last":
        shared = table is not None and rule.zone in table.zones and not table.zones[rule.zone].per_seat
        zone = _zone(rule.zone, table, "the" if shared else "their")
        whose = "The latest card dealt" if shared else "Each player's latest card dealt"
        text = (
            f"{whose} to {zone}, and every card of its rank, is {'a bug' if rule.bug else 'wild'}"
            + (" for every player while it lies face up" if shared else " for that player alone, face up or down")
            + "; the next card dealt there takes its place."
        )
    else:
        zone = _zone(rule.zone, table, "their")
        text = (
            f"Each player's {'highest' if rule.highest else 'lowest'} card in {zone} (aces high), and every card"
            f" of its rank, is {'a bug' if rule.bug else 'wild'} for that player alone (a card already wild by"
            " another rule is passed over in finding it)."
        )
    if rule.condition is not None:  # `wild deuces if dealer declared deuces`
        from pokerlang.explain.control import condition

        text = f"{text[:-1]}, but only while {condition(rule.condition, table)}."
    return text


def meaning(rules: tuple[Wild, ...], rankings: tuple[RankingSpec, ...] = ()) -> str:
    """What a wild card and a bug are, said once for the rules in play; ``rankings``: those
    the showdowns rank by (what a wild card makes depends on their hands: none known, the
    standard five-card one's)."""
    highs = [r for r in rankings if not r.lowest_wins] if rankings else None
    lows = [r for r in rankings if r.lowest_wins]
    out = []
    if any(not r.bug for r in rules):
        said = "A wild card stands for any card, even one already held"
        if highs is None or any(r.cards >= 5 and "straight-flush" in r.order for r in highs):
            said += ", so five of a kind is possible and beats a straight flush"
        if highs is None or any("flush" in r.order for r in highs):
            said += "; in a flush it is the best card of the suit the hand lacks"
        if lows:
            said += "; where the lowest wins, it is the card that makes the hand lowest"
        out.append(said + ".")
    if any(r.bug for r in rules):
        out.append(
            "A bug counts as an ace, or as any card that completes a straight, a flush or a straight"
            " flush (four aces and a bug are five aces); in a hand where the lowest wins it is the"
            " best low card the hand lacks."
        )
    return " ".join(out)


def wilds(rules: tuple[Wild, ...], table: Table | None = None, rankings: tuple[RankingSpec, ...] = ()) -> str:
    """A paragraph: every rule, then what wild cards are (``rankings``: as ``meaning``'s)."""
    if not rules:
        return ""
    return " ".join([wild(r, table) for r in rules] + [meaning(rules, rankings)])
