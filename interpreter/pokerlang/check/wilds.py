"""Wild cards and jokers that cannot work: a rule that names no card of the deck, a
joker that nothing makes wild, a ranking that cannot rank wild cards, a PHH code for a
game with jokers (PHH has no joker)."""

from __future__ import annotations

from pokerlang.cards.card import FIRST_JOKER
from pokerlang.check.budget import Problem
from pokerlang.check.scan import found_in_steps
from pokerlang.ir import game as ir
from pokerlang.ir.ranking import RankingSpec
from pokerlang.ir.wild import Wild
from pokerlang.syntax import ast


def wild_problems(game: ir.Game) -> list[Problem]:
    deck = game.deck()
    problems = []
    showdowns = [a for a in game.actions() if isinstance(a, ir.Showdown)]
    shares = [sh for s in showdowns for sh in s.shares]
    for rule in game.wilds + tuple(w for sh in shares for w in sh.wilds):
        if rule.pattern is not None and not any(rule.pattern.matches(c) for c in deck):
            what = "is wild" if rule.kind == "cards" else "is followed"
            message = f"no card of the deck {what}: the deck holds no {rule.pattern.words()}"
            hint = (
                "add jokers to the deck: `deck standard + 1 joker`"
                if rule.pattern.jokers
                else "name cards the deck holds"
            )
            if any(i >= FIRST_JOKER for i in rule.pattern.cards):  # `wild X1`: a history's name for a joker
                message = f"no card of the deck {what}: a joker is named `jokers` in a rule, not X1 or X2"
                hint = "write `wild jokers` (X1 and X2 name the jokers in hand histories and tests)"
            problems.append(Problem(rule, message, hint, code="E220"))
    jokers = any(c.is_joker for c in deck)
    if jokers and game.phh:
        problems.append(
            Problem(
                ast.Phh, "a game with jokers has no PHH code: PHH has no joker", "remove the `phh` line", code="E412"
            )
        )
    for share in shares:
        if share.is_score:
            continue  # a number each player has: no cards ranked, wild or not
        rules = game.wilds + share.wilds
        if jokers and not _jokers_wild(rules):
            face = _half_face(rules)
            if face:
                message = f"share '{share.name}' ranks hands that may hold a joker face {face}, "
                message += "which no rule makes wild"
                hint = "name the other face too: `wild jokers face down, as bug face up`"
                problems.append(Problem(share, message, hint, code="E435"))
            else:
                problems.append(
                    Problem(
                        share,
                        f"share '{share.name}' ranks hands that may hold a joker, but no rule makes jokers wild",
                        "add `wild jokers` (or `wild jokers as bug`)",
                        code="E410",
                    )
                )
        if rules:
            problems += _rankable(share.ranking, share)
    for bet in (a for a in game.actions() if isinstance(a, ir.Bet)):
        for opener in (bet.first, bet.bring_in):
            if opener is None or opener.ranking is None:
                continue
            if jokers and not _jokers_wild(game.wilds) and _half_face(game.wilds):
                face = _half_face(game.wilds)
                message = f"who bets first is decided by cards that may show a joker face {face}, "
                message += "which no rule makes wild"
                hint = "name the other face too: `wild jokers face down, as bug face up`"
                problems.append(Problem(bet, message, hint, code="E435"))
            elif jokers and not _jokers_wild(game.wilds):
                problems.append(
                    Problem(
                        bet,
                        "who bets first is decided by cards that may show a joker, "
                        "but no rule of the game makes jokers wild",
                        "add `wild jokers` (or `wild jokers as bug`)",
                        code="E410",
                    )
                )
            if game.wilds:
                problems += _rankable(opener.ranking, bet)
    if game.wilds:  # a strength, `makes` or `beats` ranks the cards with the game's wild cards, as a showdown does
        for spec, step in found_in_steps(game, RankingSpec, skip=(ir.Showdown, ir.Bet)).items():
            problems += _rankable(spec, step)
    return problems


def _half_face(rules: tuple[Wild, ...]) -> str:
    """The face no rule covers, where rules by the face make jokers wild the other way only."""
    faces = {r.face for r in rules if r.kind == "cards" and r.pattern is not None and r.pattern.jokers}
    return "up" if faces == {"down"} else "down" if faces == {"up"} else ""


def _jokers_wild(rules: tuple[Wild, ...]) -> bool:
    """Whether some rule makes a joker wild, however it lies (a rule by the face covers half)."""
    faces = {r.face for r in rules if r.kind == "cards" and r.pattern is not None and r.pattern.jokers}
    return None in faces or {"up", "down"} <= faces


def _rankable(spec: RankingSpec, node) -> list[Problem]:
    if spec.pips is not None:
        return [
            Problem(
                node,
                f"ranking '{spec.name}' counts pips, and a wild card has no count",
                "a `wild` line makes a card wild for this count: take it out, and count a card of"
                " the player's choosing in a tally instead (see Pip counts in the language guide)",
                code="E411",
            )
        ]
    if spec.distinct or "four-flush" in spec.order or "four-straight" in spec.order:
        return [
            Problem(
                node,
                f"ranking '{spec.name}' cannot rank wild cards yet "
                "(only distinct ranks and suits, or four-card flushes and straights)",
                "use a ranking of poker's usual categories with wild cards",
                code="E411",
            )
        ]
    if spec.categories:
        return [
            Problem(
                node,
                f"ranking '{spec.name}' cannot rank wild cards yet (it defines categories of its own)",
                "use a ranking of poker's usual categories with wild cards",
                code="E411",
            )
        ]
    return []
