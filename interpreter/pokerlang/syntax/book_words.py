"""Hints for a rule book's way of writing what the language writes otherwise: a range with
a dash, a count in words or followed by 'cards', a zone called by its kind, the
shorthands players use, a keyword that starts a longer word (``antes``), a zone named by
a word of the language. ``syntax.parse`` asks these before its general hints: each
answers only for its own mistake, else None."""

from __future__ import annotations

import re

from lark import Token
from lark.exceptions import UnexpectedToken

from pokerlang.diagnostics import SHORTHANDS


def range_hint(text: str, at: int) -> str | None:
    """A dash between two numbers (``players 2-10``): the way a rule book writes a range."""
    if text[at] in "-\u2013\u2014" and text[at - 1 : at].isdigit() and text[at + 1 : at + 2].isdigit():
        before = text[:at].split()
        if len(before) > 1 and before[-2] == "spread":  # `stakes ... spread 2-4-8-8`: a card room's spread
            return "a spread is the game's betting, its sizes the stakes: `betting spread` and `stakes bets 2/4/8`"
        low = text[:at].split()[-1] if text[:at].split() else ""
        high = text[at + 1 :].split()[0] if text[at + 1 :].split() else ""
        return f"a range of numbers is written with two dots: `{low}..{high}`"
    return None


def dash_hint(text: str, at: int) -> str | None:
    """A '-' read as a minus: between two numbers, a rule book's range (``players 2-10``);
    right after a keyword and before a word, the two words written as one (``per-seat``:
    a name would have taken the dash, so the word before it is the language's)."""
    found = range_hint(text, at)
    if found is None and text[at - 1 : at].isalpha() and text[at + 1 : at + 2].isalpha():
        before = re.findall(r"[A-Za-z]+$", text[:at])[0]
        after = re.findall(r"^[A-Za-z]+", text[at + 1 :])[0]
        found = f"`{before}` is a word of the language: write `{before} {after}`, with a space"
    return found


def previous_word(tok: Token, text: str, back: int = 1) -> str:
    """The word before ``tok`` in the text (``back`` 2: the one before that), read off the
    text: the parser keeps the tokens before an error only in some of its states."""
    before = text[: tok.start_pos].split() if tok.start_pos is not None else []
    return before[-back] if len(before) >= back else ""


def glued_keyword(exc: UnexpectedToken, text: str) -> str | None:
    """The keyword a word starts with (`antes`: `ante`), which the lexer read as a word of
    its own, the rest (`s`) as another; None for a word that stands apart."""
    tok = exc.token
    at = tok.start_pos
    if tok.type != "NAME" or not at or not text[at - 1].isalpha():
        return None
    glued = previous_word(tok, text)
    return glued if glued.isalpha() else None


def one_zone_hint(tok: Token, text: str) -> str | None:
    """`draw 1..1 from hole + shown`: a card decision takes its cards from one zone."""
    at = getattr(tok, "start_pos", None)
    if at is None or str(tok) != "+":
        return None
    line = text[:at].rsplit("\n", 1)[-1]
    found = re.search(r"\b(draw|discard|choose|expose)\b[^{}]*\bfrom\s+[\w-]+\s*$", line)
    if found is None:
        return None
    return (
        f"`{found.group(1)}` takes its cards from one zone: to let a player pick among two, put them into one"
        " zone first (`put all from shown to hole`), or offer each zone as a declaration's option and"
        f" `{found.group(1)}` from the zone declared"
    )


def qualify_line_hint(tok: Token, text: str) -> str | None:
    """A line `qualify 8 or better` written in a showdown, where the parse stops at what
    follows it: a qualifier is a ranking's line."""
    at = getattr(tok, "start_pos", None)
    if at is None:
        return None
    before = text[:at]
    lines = [line for line in before.splitlines() if line.strip()]
    if not lines or not re.match(r"\s*qualify\b", lines[-1]):
        return None
    if before.rfind("showdown") < before.rfind("ranking"):  # a ranking's own line: not this hint
        return None
    return (
        "a qualifier is a ranking's own line: `by eight-or-better`, or a ranking of your own,"
        " `ranking low8 extends ace-to-five-low { qualify high-card, 8 or better }`, and `by low8`"
    )


def keyword_zone_hint(exc: UnexpectedToken, text: str) -> str | None:
    """`best 5 of hole + up by high` in a file with `zone up ...`: the zone's name was read
    as the word of the language (E114 refuses the name itself)."""
    word = previous_word(exc.token, text)
    if word in KEYWORD_ZONES and re.search(rf"(?m)^\s*zone\s+{word}\b", text):
        return f"'{word}' reads as {KEYWORD_ZONES[word]} here, not as your zone: rename the zone (`shown`)"
    # `wild rank of last` with a zone called `last`: the words after it, on the next line
    # too, are read as `last card dealt to ZONE`, and the error comes where they differ.
    if re.search(r"(?m)^\s*zone\s+last\b", text) and re.search(r"\brank\s+of\s+last\b", text):
        return f"'last' after `rank of` reads as {KEYWORD_ZONES['last']}, not as your zone: rename the zone (`final`)"
    return None


# The words that may stand where a hand's zones are named and mean something else there
# (``best 5 of hole + up to 1 of board``): a zone of that name could be defined and dealt
# to, and then not be read back. Every other word of the grammar can name a zone
# (tests/syntax/test_book_words.py tries them all).
KEYWORD_ZONES = {
    "up": "`up to N of ZONE`",
    "one": "`one line of ZONE`",
    "opponent": "`N of opponent ZONE`",
    "last": "`rank of last card dealt to ZONE`",
}


# A rule book's phrases for well-known wild cards, by a word of theirs: the line to write.
WILD_PHRASES = {
    "after": "the card after a queen dealt up: `wild queens` and `wild rank dealt up after last up queen`",
    "following": "the card after a queen dealt up: `wild rank dealt up after last up queen`",
    "one-eyed": "the one-eyed jacks (and the king of diamonds): `wild Js Jh` (`wild Js Jh Kd`)",
    "suicide": "the suicide king: `wild Kh`",
    "lowest": "a player's lowest hole card: `wild lowest rank of hole per seat`; the lowest card of a shared"
    " zone: `wild lowest rank of board`",
}


def wild_phrase_hint(tok: Token, text: str) -> str | None:
    """A `wild` line in a rule book's words that the parser cannot read at all (`wild the
    card after the last queen dealt up`): the line to write for it."""
    start = text.rfind("\n", 0, tok.start_pos or 0) + 1
    words = text[start : text.find("\n", start) if "\n" in text[start:] else len(text)].lower().split()
    if not words or words[0] != "wild":
        return None
    said = next((WILD_PHRASES[w] for w in words if w in WILD_PHRASES), None)
    return f"for {said}" if said else None


def unfinished_hint(tok: Token, text: str, expected) -> str | None:
    """A line left short of its last words, which the parser finds only at the next one:
    an opening requirement without the hand it is read from, an `expose` without how."""
    at = tok.start_pos or 0
    statement = text[max(text.rfind("{", 0, at), text.rfind("\n\n", 0, at), 0) : at]
    if "FROM" in expected and re.search(r"\bopener\s+needs\b", statement):
        return (
            "an opening requirement ends with the hand it is read from: `bet opener needs pair, J or better"
            " from 5 of hand by high`"
        )
    if re.search(r"\bexpose\s+\d+\s+from\s+[\w-]+\s*$", statement):
        return (
            "say how the cards are turned: `expose 1 from hand next` (a roll: the next card, the player"
            " choosing none), or `in turn` / `together` (each player chooses which)"
        )
    return None


# The units an amount may be counted in (`3 big-blinds`), as a rule book writes them after brackets.
_UNIT_WORDS = {"big-blinds", "big-blind", "small-blinds", "small-blind", "antes", "ante", "chips", "chip"}
_UNIT_WORDS |= {"small-bets", "small-bet", "big-bets", "big-bet", "bring-ins", "bring-in"}

_NUMBER_WORDS = dict(zip("one two three four five six seven eight nine ten".split(), range(1, 11)))


def suit_card_hint(tok: Token, text: str) -> str | None:
    """`spade: highest spade in hand` (Chicago): the book's words read as a share won by a
    number (`highest AMOUNT`), which fails a word or two later; the card is a share of
    one card matching the suit."""
    if tok.start_pos is None:
        return None
    line = text[: tok.start_pos].rsplit("\n", 1)[-1] + str(tok)
    found = re.search(r"\b(highest|lowest)\s+(spade|heart|club|diamond)s?\b", line, re.IGNORECASE)
    if found is None:
        return None
    order, suit = found.group(1).lower(), found.group(2).lower()
    low = order == "lowest"
    ranking = "low-card` (`ranking low-card extends one-card { lowest wins }`)" if low else "one-card`"
    return f"the {order} {suit} of a zone: `1 of hole matching {suit}s by {ranking}"


def word_hint(tok: Token, expected, previous: str, words: list[str], earlier: str = "") -> str | None:
    """Words a rule book writes where the language wants none or another: a number in
    words (`best five`), `cards` after a count (`deal 2 cards to hand`), a zone's kind
    in the book's words (`zone board community`), a qualifier on a share, the bring-in
    among the forced bets, the shorthands of ``SHORTHANDS``."""
    word = str(tok).lower()
    if previous.endswith(")") and word in _UNIT_WORDS:  # `min(5, 100) big-blinds`: a unit after brackets
        return f"a unit follows a number written out: multiply, `(...) * 1 {word}` (`min(5, 100) * 1 {word}`)"
    if earlier == "tally" and {"PER", "SHARED"} <= set(expected):  # ``earlier``: the word before ``previous``
        return "a tally is one count `per seat` or one `shared`, its start after `from`: `tally lives per seat from 3`"
    if earlier == "from" and previous.isdigit() and "INT" not in expected and word.isalpha():  # `from 1 antes`
        return (
            "a tally starts at a whole number (`tally stake shared from 1`); an amount in the"
            " table's stakes is set by a step: `step start { set stake to 1 antes }`"
        )
    if previous in ("best", "not") and word in ("<", ">", "=", "<=", ">=", "!="):  # a tally named `best`
        return (
            f"'{previous}' begins a condition here (`best 5 of hand makes ...`, `not ...`), so a tally"
            f" cannot be named '{previous}': give it another name, as `top`"
        )
    if word == "of" and "COMMA" in expected and earlier in ("with", "qualify"):  # `qualifies with pair of 4`
        return f"a qualifier names the category, then the rank: `{previous}, 4 or better` (a {previous} of fours)"
    if word == "offered" and "COMMA" in expected:  # `deal 1 up to shown offered round the table`
        return "a deal's clause follows a comma: `deal 1 up to shown, offered round the table`"
    if word in ("redeal", "reshuffle", "misdeal"):  # `when dealt up Qs { redeal }`: Black Mariah
        return (
            "a deal dealt again is thrown in: `throw in` (inside `repeat until not thrown in { ... }`, the pot"
            " staying), or, for the muck shuffled into the deck, `when deck runs out reshuffle muck`"
        )
    if word == "makes" and earlier == "+":  # `if hand + board makes ...`
        return (
            "a hand of several zones is taken as a showdown takes it: `best 5 of hand + board makes ...`"
            " (`2 of hand + 3 of board makes ...`)"
        )
    if word == "," and earlier.endswith(",") and expected == {"OR"}:  # `makes full-house, A, K or better`
        return (
            "a `makes` test names the category and its top rank only (`full-house, A or better`); to tell"
            " hands further apart, compare strengths: `strength(hand + board, high) > strength(...)`"
        )
    if word == ">" and earlier == "suit":  # `ties by suit hearts > diamonds ...`
        return "suits are listed lowest first, with `<`: `ties by suit spades < clubs < diamonds < hearts`"
    if word == "{" and previous.isdigit() and earlier == "repeat":  # `repeat 2 { ... }`
        return f"write `repeat {previous} times {{ ... }}`"
    if word == ".." and previous.isdigit() and earlier == "of" and "OF" in expected:  # `best 5 of 0..2 of hand`
        return "none to N of a zone's cards is `up to N of ZONE`: `best 5 of up to 2 of hand + board`"
    if previous == "bounty" and word.isdigit():  # `match tournament { ... bounty 2500 }`
        return (
            "a bounty is a count on each player's head: `tally bounty per seat from 2500`, paid in"
            " `when hand ends { add bounty of knocked-out to collected of winners }`; out of the buy-ins:"
            " `prize pool 50%` in the match"
        )
    if word == "/" and previous.isdigit() and "PERCENT" in expected:  # `payouts 50/30/20`
        return "payouts are percents of the prize pool: `payouts 50% 30% 20%`"
    if word == "then" and "COMMA" in expected:  # `levels ...: 10/20 then doubling`
        return "`then` follows a comma: `levels every 10 hands: 10/20, 25/50, then doubling`"
    if word == "blind" and previous in ("big", "small"):  # `bet first after big blind`
        return f"the seat is one word: `{previous}-blind` (`bet first after {previous}-blind`)"
    if word == "limit" and previous in ("pot", "no", "fixed", "spread"):  # `betting pot limit`
        return f"the betting is one word: `{previous}-limit`" if previous != "spread" else "write `betting spread`"
    if word == "most" and previous == "at":
        return "write `up to 2 of hand`: at most two of the zone's cards (none, one or two)"
    if "re-entr" in word or "re-entr" in str(previous).lower() or word in ("reentry", "re-enter"):
        return (
            "a re-entry is a rebuy in the same seat: `rebuy 1500 when below 1 until level 5`; to cap how"
            " many, count them in a tally and put a player out past the cap (`when hand ends`)"
        )
    if word == ".." and earlier in ("discard", "choose", "expose", "burn"):
        return (
            f"a {earlier} takes an exact count (`{earlier} 1 ...`); only a draw takes a count the player"
            " picks (`draw 0..3 from hand`), or offer each count as a declaration and `if` on it"
        )
    if word == "up" and previous == "draw" and "INT" in expected:  # `draw up to 4 from hand`
        return "a draw of up to N cards is a range from none: `draw 0..4 from hand`"
    if word in _NUMBER_WORDS and "INT" in expected:
        return f"write numbers in digits: `{_NUMBER_WORDS[word]}`"
    if word in ("card", "cards") and {"TO", "UP", "DOWN"} & set(expected):
        return "a count needs no word after it: `deal 2 to hand`, `deal 1 up to board`"
    if (
        word == "," and earlier == "by" and ("COLON" in expected or "NAME" in expected)
    ):  # `by ace-to-five-low, 8 or better`
        return (
            "a qualifier is a ranking's own line: `by eight-or-better`, or a ranking of your own,"
            f" `ranking low8 extends {previous} {{ qualify high-card, 8 or better }}`, and `by low8`"
        )
    if word == "{" and previous == "bet" and earlier == "a":  # `if facing a bet { ... }`
        return (
            "`facing a bet` is no condition of steps: it is the table rule `fold only when facing a bet`;"
            " a player's choice in turn is a declaration (`declare call = pay 1 ante, fold = fold in turn`)"
        )
    if word == "qualify" or (word.isdigit() and str(previous) == "qualify"):
        return "a qualifier is a ranking's own line: `by eight-or-better`, or a ranking with `qualify ...`"
    if word[:1].isdigit() and str(previous) == "by":
        return "a ranking's name starts with a letter: `deuce-to-seven-low`, `ace-to-five-low`, `eight-or-better`"
    if {"IN", "TOGETHER"} <= set(expected) and len(set(expected)) == 2:
        return "say how the players decide: `together` (in secret, shown at once) or `in turn` (one after another)"
    if word == "or" and {"COMMA", "EQUAL"} <= set(expected):
        return (
            "a declaration's options are listed with commas, and one that folds says so:"
            " `declare in, out = fold together`"
        )
    if "FROM" in expected and "TO" not in expected and str(previous) != "pay":  # `pay the pot or fold`
        return (
            "a payment says who pays whom: `pay 1 ante from others to winners`; a price a player"
            " may choose to pay is a declaration's option: `declare match = pay pot, fold = fold in turn`"
        )
    if word in ("pay", "match", "buy") and "DECLARE" in expected:
        return "a payment is a declaration's option: `declare match = pay pot, fold = fold in turn` (`= pay 10`)"
    if word == "pass" and "CHOOSE" in expected:
        return "passing cards is a choice given to a neighbour: `choose 3 from hand to hand of left together`"
    if word in ("and", ",", "&") and {"PLUS", "BY"} & set(expected) and "AND" not in expected:
        return "the zones a hand is made from are joined with '+': `best 5 of hand + board`"
    if {"PER", "SHARED"} <= set(expected):
        return "a zone is `per seat` or `shared`, then who sees it: `zone board shared public`"
    if word in ("rake", "drop", "bounty", "bounties", "commission"):
        return (
            "money outside the pot is a payment once the hand is settled: a rake is `when hand ends"
            " { pay min(5% of pot, 3 big-blinds) from pot to house if cards(board) > 0 }`, a bounty"
            " `... { pay 5 big-blinds from others to winners if hand holds 7 and hand holds 2 }`"
        )
    spelled = SHORTHANDS.get(word)
    if spelled is not None and any(spelled in w for w in words):
        return f"did you mean '{spelled}'?"
    return None


# Who acts (or shows) first, as a betting round's `first WHO` and `bring-in WHO`, and a
# showdown's `order WHO`, write it.
_WHO_WORDS = ("first", "bring-in", "otherwise", "order")
_WHO = (
    "`after SEAT` (`after dealer`: the first player to the dealer's left), `best` or `worst SOURCES by"
    " RANKING` (the best or worst cards showing: `worst shown by upcards`), `last-aggressor`, `opener`,"
    " or `highest`/`lowest TALLY` (a count kept for each player)"
)


def who_hint(tok: Token, text: str) -> str | None:
    """`first left of dealer`, `bring-in lowest shown by upcards`: who acts first in a rule
    book's words."""
    before = previous_word(tok, text)
    if tok.type == "NAME" and before in _WHO_WORDS:
        return f"who acts first is written {_WHO}"
    most = previous_word(tok, text, 2)
    if str(tok) == "by" and most in ("highest", "lowest") and previous_word(tok, text, 3) in _WHO_WORDS:
        cards = "worst" if most == "lowest" else "best"
        return (
            f"`{most} NAME` is the player with the {most} count of a tally; the {most} cards showing are"
            f" `{cards} {before} by RANKING` (`{cards} shown by upcards`)"
        )
    return None


def level_hint(tok: Token, text: str) -> str | None:
    """`levels every 10 hands: 20, 30`: a level is written with both blinds."""
    at = tok.start_pos
    if at is None:
        return None
    line = text[:at].rsplit("\n", 1)[-1]
    if re.search(r"\blevels\b.*:\s*(\d+/\d+\b[^,]*,\s*)*\d+\s*$", line):
        return "a level is written with its small and big blind, `10/20`; where one blind alone is posted, `0/20`"
    return None
