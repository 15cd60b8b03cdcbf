"""The language's vocabulary that is not grammar: the words a place of the grammar takes as
a NAME and looks up here (a betting structure, a visibility, a unit ...), and the fixed
sentences that a clause reads against a table of phrases (``losers match pot``).

A new choice or a new sentence is then a row here (and a builder method making its node),
never a new keyword of grammar/poker.lark. An unknown word gets E130 with a caret on it,
the choices and a did-you-mean; an unknown sentence E131 at the first word that no row
expects there, with the sentences that begin like it.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence

from lark import Token

from pokerlang.diagnostics import did_you_mean
from pokerlang.syntax.problem import SyntaxProblem, token_span

# kind -> (what the word names, in a message; the words it may be)
CHOICES: dict[str, tuple[str, tuple[str, ...]]] = {
    "visibility": ("visibility of a zone", ("private", "public", "others", "hidden")),
    "betting": ("betting structure", ("no-limit", "pot-limit", "fixed-limit", "spread", "all-in")),
    "kill": ("size of a kill", ("full", "half")),
    "size": ("size of a bet", ("small", "big", "biggest", "no-limit", "pot-limit")),
    "side": ("side", ("left", "right")),
    "hands": ("unit of hands", ("hands", "hand")),
    "every": ("schedule", ("orbit",)),
    "big-blinds": ("unit of chips", ("big-blinds",)),
    "pots": (
        "price",
        (
            "pot",
            "pots",
            "ante",
            "antes",
            "chip",
            "chips",
            "big-blind",
            "big-blinds",
            "small-blind",
            "small-blinds",
            "small-bet",
            "small-bets",
            "big-bet",
            "big-bets",
            "bring-in",
            "bring-ins",
        ),
    ),
    "antes": ("unit of antes", ("ante", "antes")),
    "jokers": ("unit of jokers", ("joker", "jokers")),
    "legs": ("unit of legs", ("leg", "legs")),
    "stacks": ("kind of grid", ("stacks",)),
    "division": ("kind of showdown", ("declared", "pairwise")),
    "twice": ("number of runs", ("twice",)),
    "stand": ("second choice of a hit", ("stand",)),
    "optional": ("player's choice", ("optional",)),
}


# The word after which a place takes a choice: completion offers the choices there.
CHOICE_AFTER = {"seat": "visibility", "shared": "visibility", "betting": "betting", "kill": "kill", "bet": "size"}


def choice(tok: Token, kind: str) -> str:
    """The word ``tok`` as one of the choices of ``kind``, or E130 at it."""
    what, words = CHOICES[kind]
    text = str(tok)
    if text in words:
        return text
    listed = ", ".join(words)
    close = did_you_mean(text, words)
    hint = close if close and close.startswith("did you mean") else f"write one of: {listed}"
    raise SyntaxProblem(token_span(tok), f"unknown {what} '{text}' (one of: {listed})", hint, code="E130")


def expect(tok: Token, *words: str, hint: str | None = None) -> str:
    """The word ``tok``, where only ``words`` may stand (the rest of a fixed clause), or E130
    (``hint``: what the clause is, where writing the word alone would mislead)."""
    text = str(tok)
    if text in words:
        return text
    listed = " or ".join(f"'{w}'" for w in words)
    raise SyntaxProblem(
        token_span(tok), f"expected {listed} here, not '{text}'", hint or f"write {listed}", code="E130"
    )


# A sentence's words, with holes: NAME (a name), INT (a number), RANK (a number or a name).
# Each table maps a sentence to the builder method that makes its node from the holes.
PHRASES: dict[str, dict[str, str]] = {
    "showdown": {
        "order last-aggressor": "order_last_aggressor",
        "surrender keeps NAME": "surrender_keeps",
        "losers match pot": "losers_match",
        "worst loser doubles pot": "worst_doubles",
        "win only alone": "win_only_alone",
        "losers pay winner pot": "losers_pay_winner",
        "worst loser pays winner pot": "worst_pays_winner",
        "alone wins a leg": "alone_wins_leg",
        "winner wins a leg": "winner_wins_leg",
        "cap INT antes": "cap",
        "dealer alone needs NAME or better": "dealer_alone_needs",
        "odd chip to NAME": "odd_chip",
        "unit INT big-blinds": "unit",
        "scoop INT": "scoop",
        "scoop doubles": "scoop_doubles",
        "ties NAME": "ties",
        "ties by seat": "ties_by_seat",
        "natural beats wild": "natural_beats_wild",
        "if none qualifies split": "if_none_split",
        "if none qualifies best NAME": "if_none_best",
    },
    "forced": {
        "blinds": "blinds",
        "INT blinds": "blinds_count",
        "INT straddles": "straddles",
        "button straddle": "button_straddle",
        "ante": "ante",
        "ante INT big-blinds": "ante",
        "big-blind ante": "big_blind_ante",
        "big-blind ante INT big-blinds": "big_blind_ante",
        "button ante": "button_ante",
        "button ante INT big-blinds": "button_ante",
        "button blind": "button_blind",
        "blind": "single_blind",
        "straddle": "straddle",
        "none": "no_forced",
    },
    "stakes": {
        "ante INT": "ante",
        "blinds INT / INT": "blinds",
        "blinds INT / INT / INT": "blinds",
        "button-blind INT": "button-blind",
        "blind INT": "blind",
        "bring-in INT": "bring-in",
        "bet INT": "bet",
        "bets INT / INT": "bets",
        "bets INT / INT / INT": "bets",
        "stack INT": "stack",
        "stack INT big-blinds": "stack-big-blinds",
        "straddle INT": "straddle",
    },
    "ranking": {
        "cards INT": "r_cards",
        "nearest INT": "r_nearest",
        "nearest INT / INT": "r_nearest",
        "partial from INT": "r_partial",
        "ace high": "r_ace_high",
        "ace low": "r_ace_low",
        "ace high , low in straights": "r_ace_both",
        "lowest wins": "r_lowest",
        "over busts": "r_over_busts",
        "distinct ranks and suits": "r_distinct",
        "ties by suit NAME...": "r_suits",
        "qualify NAME , RANK or better": "r_qualify",
    },
    "single": {
        "single offered face up": "offered_up",
        "single offered face up on request": "offered_up_on_request",
        "single two dealt keep one": "two_keep_one",
    },
    "throw": {"folded stay out": "folded_stay_out", "no new ante": "no_new_ante"},
    "offered": {"round the table": "offered"},
    "levels": {"then doubling": "growth_doubling", "then up INT %": "growth_up"},
    "in": {"one": "cond_one_in", "thrown": "cond_thrown_in"},
    "pays": {"play": "pays_play", "ante": "pays_ante"},
    "cap": {"even heads-up": "cap_kept", "except heads-up": "cap_lifted", "big-blinds": "cap_hand"},
    "table": {
        "fold only when facing a bet": "fold_out",
        "when deck runs out reshuffle muck": "reshuffle",
        "when deck runs out reshuffle muck except discards of players still to draw": "reshuffle",
        "kill when a player scoops INT big-blinds": "kill",
        "kill NAME when a player scoops INT big-blinds": "kill",
        "kill when a player scoops INT big-bets": "kill",
        "kill NAME when a player scoops INT big-bets": "kill",
        "kill when a player scoops INT chips": "kill",
        "kill NAME when a player scoops INT chips": "kill",
        "kill when a player scoops INT pots in a row": "kill",
        "kill NAME when a player scoops INT pots in a row": "kill",
        "kill when a player wins INT pots in a row": "kill",
        "kill NAME when a player wins INT pots in a row": "kill",
        "run it twice when all in": "runs",
        "run it INT times when all in": "runs",
        "run it twice when all in by agreement": "runs",
        "run it INT times when all in by agreement": "runs",
    },
}

# A rule book's word in a sentence where the language says it elsewhere: the hint to give.
BOOK = {
    "showdown": {
        "qualify": "a qualifier is a ranking's own line: `by eight-or-better`, or a ranking of your own,"
        " `ranking low8 extends ace-to-five-low { qualify high-card, 8 or better }`, and `by low8`"
    },
    "forced": {
        "bring-in": "the bring-in is said at its betting round: `forced ante`,"
        " then `bet small bring-in worst shown by upcards` (`shown`: the zone of the upcards)",
        "optional": "an optional straddle is `forced blinds and optional straddle` (each straddle the seat's choice)",
        "bb": "the big blind is `big-blind`: `forced blinds and big-blind ante` (the big blind antes for the table)",
    },
}

_HOLES = {"NAME": ("NAME",), "INT": ("INT",), "RANK": ("INT", "NAME")}

# A sentence whose holes say little by their kind alone: an example, for its hint.
EXAMPLES = {"qualify NAME , RANK or better": ("qualify pair, 9 or better", "a category, then a rank: a pair of nines")}


def _fits(tok: Token, word: str) -> bool:
    if word in _HOLES:
        return tok.type in _HOLES[word]
    return str(tok) == word


def phrase(tokens: Sequence[Token], table: str) -> tuple[str, list[Token]]:
    """The method that builds the sentence ``tokens`` and the tokens in its holes, or E131
    at the first word that no sentence of ``table`` expects there."""
    rows = PHRASES[table]
    best, best_row = 0, ""
    for row, method in rows.items():
        words = row.split()
        variadic = words[-1].endswith("...")
        if variadic:  # `order NAME...`: names to the end, `<` between them
            kind, words = words[-1][:-3], words[:-1]
            head, rest = tokens[: len(words)], tokens[len(words) :]
            if (
                len(head) == len(words)
                and all(_fits(t, w) for t, w in zip(head, words, strict=True))
                and rest
                and all(_fits(t, kind) or not str(t)[:1].isalnum() for t in rest)
            ):
                holes = [t for t, w in zip(head, words, strict=True) if w in _HOLES]
                return method, holes + [t for t in rest if _fits(t, kind)]
        fits = 0
        while fits < min(len(words), len(tokens)) and _fits(tokens[fits], words[fits]):
            fits += 1
        if fits == len(words) == len(tokens) and not variadic:
            return method, [t for t, w in zip(tokens, words, strict=True) if w in _HOLES]
        if fits > best or not best_row:
            best, best_row = fits, row
    at = tokens[min(best, len(tokens) - 1)]
    said = " ".join(str(t) for t in tokens)
    alike = [r for r in rows if r.split()[:best] == best_row.split()[:best]] or list(rows)
    alike = difflib.get_close_matches(said, alike, n=1, cutoff=0.6) or alike
    hint = (
        f"did you mean `{alike[0]}`?" if len(alike) == 1 else "write one of: " + "; ".join(f"`{r}`" for r in alike[:16])
    )
    if table == "forced" and len(alike) > 1:  # each may be the player's choice
        hint += "; each may be `optional` (`optional straddle`), and several joined by `and`"
    if len(alike) == 1 and alike[0] in EXAMPLES:
        example, meaning = EXAMPLES[alike[0]]
        hint = f"write `{example}` ({meaning})"
    book = next((BOOK[table][str(t)] for t in tokens if str(t) in BOOK.get(table, {})), None)
    raise SyntaxProblem(token_span(at), f"unknown sentence `{said}`", book or hint, code="E131")


# The clauses whose words after the first are checked one by one (``expect``): listed for
# the highlighting and the hover, which take their words as the language's own.
CLAUSES = (
    "NAME alone",
    "deck has fewer than INT",
    "NAME beats others by NAME",
    "opened",
    "nobody declared NAME",
    "a player has INT legs",
    "deck standard",
    "grid INT x INT",
    "rebuy to INT when below INT",
    "every orbit play NAME",
    "if the deck is short",
    "opener needs NAME , then NAME",
    "bring-in NAME , otherwise first NAME",
    "discard the rest",
    "when hand ends",
    "at least INT",
    "by everyone but NAME",
    "showdown against the house",
    "as bug",
    "one line of",
    "rank of last card dealt to NAME",
    "house plays",
    "house qualifies with NAME or better",
    "ante bonus",
    "foul unless NAME >= NAME",
    "royalty NAME :",
    "round the corner",
    "or better",
    "hit or stand",
    "expose INT from NAME next",
    "set INT of NAME into NAME INT",
    "to NAME across",
    "forced bet NAME of INT antes",
    "side bet NAME , kept on a fold",
)


def table_words() -> tuple[str, ...]:
    """Every word the tables know (the highlighting colours them as keywords)."""
    words = {w for _, choices in CHOICES.values() for w in choices}
    words |= {w for clause in CLAUSES for w in clause.split() if w not in _HOLES}
    words |= {w for rows in PHRASES.values() for row in rows for w in row.split() if w.rstrip(".") not in _HOLES}
    words = {w for w in words if w[:1].isalpha()}
    return tuple(sorted(words))
