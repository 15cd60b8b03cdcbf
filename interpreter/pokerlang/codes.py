"""Every diagnostic's code: a stable name for one kind of mistake, as rustc's ``E0308``.

A code names a meaning, not a sentence: the words of a message may improve, its code
stays, so a search for ``E201`` finds the same explanation next year. Each code is
explained, with a wrong and a fixed example, in docs/errors.md (a test holds the two
together). A code is never reused for another meaning: retire it instead.

    E0xx  syntax: the text is not a sentence of the language, or a number in it is out of range
    E1xx  names: unknown, defined or listed twice, reserved
    E2xx  card budget and flow (``check``): cards that cannot be there, steps that never run
    E3xx  stakes, betting and forced bets
    E4xx  hands, rankings and the showdown
    E5xx  zones, steps and moves in a place where they cannot work
    E6xx  files: ``import`` and ``extends``
    E9xx  input that cannot be used at all (exit 2), and internal errors (a bug in pokerlang)
    Wxxx  warnings (none yet: every problem found today stops the game from running as written)
"""

from __future__ import annotations

CODES: dict[str, str] = {
    # E0xx syntax
    "E001": "unexpected word or symbol",
    "E002": "unexpected character",
    "E003": "unterminated string",
    "E004": "control character in a string",
    "E005": "the file ends in the middle of a rule",
    "E006": "number too large",
    "E007": "unknown language version",
    "E008": "the language version is not the first line",
    "E009": "the file nests too deeply",
    "E010": "a wild line without its cards",
    "E050": "number out of range",
    "E051": "empty range",
    # E1xx names
    "E101": "unknown zone",
    "E102": "unknown ranking",
    "E103": "unknown seat",
    "E104": "unknown move",
    "E105": "unknown share",
    "E106": "unknown hand category",
    "E107": "unknown step",
    "E108": "not a rank, suit or card",
    "E109": "not a PHH game code",
    "E110": "a name defined twice",
    "E111": "an item listed twice",
    "E112": "a built-in zone's name",
    "E113": "a share that goes back to itself",
    "E114": "a word of the language as a zone's name",
    "E119": "a rotation whose games seat no common number of players",
    "E120": "a rotation where one game is needed",
    "E121": "a rotation beside rules of its own",
    # E2xx card budget and flow
    "E201": "the deck runs out",
    "E202": "a zone holds too few cards to take from",
    "E203": "a repeat runs the deck dry",
    "E204": "events may deal more cards than the deck holds",
    "E205": "a hand needs more cards than its zones hold",
    "E206": "a line names a position that is never dealt",
    "E210": "the game never reaches a showdown",
    "E211": "a step after the showdown",
    "E212": "the game can end without a showdown",
    "E213": "a repeat that never ends",
    "E214": "a repeat that gathers every card and deals none again",
    "E215": "a condition that can never hold",
    "E216": "cards for a declaration nobody can make",
    "E217": "a showdown by declaration with nothing declared",
    "E218": "a zone never used",
    "E219": "the first bettor goes by cards that are not face up",
    "E220": "a wild rule that matches no card of the deck",
    "E221": "an opening requirement on a round that a forced bet opens",
    "E222": "`throw in` where no deal follows",
    "E223": "deal after deal until opened, and no deal is ever thrown in",
    "E224": "a rule for the next deal's pot where no deal follows",
    "E225": "an opening requirement that does not rise",
    "E226": "a rising opening requirement where no deal is thrown in",
    "E227": "a condition on an option no declaration offers",
    "E228": "deal after deal until one is not thrown in, and none ever is",
    "E229": "an event throws in a deal that no deal follows",
    "E230": "a row that cannot be set into",
    "E231": "more cards to set than the rows have room for",
    "E232": "a row named twice in one set",
    # E3xx stakes and betting
    "E301": "a fold rule without betting",
    "E302": "betting after the blinds, without blinds",
    "E303": "'none' with other forced bets",
    "E304": "a button blind with blinds",
    "E305": "stakes for something the game does not have",
    "E306": "amounts in the wrong order",
    "E307": "bet sizes given twice",
    "E308": "a straddle the game cannot post",
    "E309": "a big-blind ante without blinds",
    "E312": "a price in antes in a game without an ante for every player",
    "E314": "blinds or straddles the table has no seats for",
    "E316": "a third bet size that no round bets",
    "E317": "a kill in a game without limits or blinds to raise",
    "E330": "`first opener` in a game where no round has an opening requirement",
    # E4xx hands, rankings and the showdown
    "E401": "a ranking that does not rank every card of the deck",
    "E402": "a hand size the ranking does not rank",
    "E403": "a hand without its size",
    "E404": "exact counts larger than the hand",
    "E405": "a showdown without a hand",
    "E406": "a ranking that extends itself",
    "E407": "a qualifier no hand can meet",
    "E408": "a ranking needs more cards than its deck has",
    "E409": "an incomplete suit order",
    "E410": "jokers that are not wild",
    "E411": "a ranking that cannot rank wild cards",
    "E412": "jokers in a PHH game",
    "E413": "a hand made from more cards than can be ranked in time",
    "E414": "a ranking line of the other kind (poker categories or a pip count)",
    "E415": "a pip count out of range",
    "E416": "a rule of the wrong kind of showdown (pairwise or with a pot)",
    "E417": "a foul rule that cannot compare the hands it names",
    "E418": "a pot in a game whose showdown is pairwise",
    "E419": "a royalty for a hand its row cannot make",
    "E420": "a royalty written twice, or counted from no rank",
    "E423": "a showdown against the house without the house's hand (or a pay table alone)",
    "E424": "the house's hand made from a seat's cards",
    "E425": "a showdown against the house with more than one share",
    "E426": "a rule of the house in a showdown not against it, or a rule of a pot in one",
    "E427": "a category defined under a name already taken",
    "E428": "a rank order that lists what its category does not have",
    "E429": "a category pattern no hand of the ranking can make",
    "E430": "a category defined but not placed in the order",
    "E431": "a rank order for a category the ranking does not order",
    "E432": "a pay table that names a hand twice",
    "E433": "a side bet named twice, or that no declaration's option at a price makes",
    "E440": "running it twice in a game that deals seats' cards or asks for decisions after betting starts",
    "E441": "running it twice with no shared cards to come after a betting round",
    "E442": "running it twice with no pot to divide (a pairwise showdown, or one against the house)",
    "E443": "running it several times needs more cards than the deck holds",
    # E5xx zones, steps and moves
    "E501": "a zone of the wrong kind (a seat's or shared)",
    "E502": "cards moved to or from the deck or the muck",
    "E503": "a shared zone seen by its owner",
    "E504": "a grid where there is none, or none where there must be one",
    "E505": "lines on a zone that cannot have them",
    "E506": "a choice among cards the player cannot see",
    "E507": "an opponent's cards nobody can see",
    "E508": "a short-deck deal to a shared zone",
    "E509": "a one-card exchange rule where one card cannot be drawn",
    "E510": "a declaration with one choice",
    "E511": "a block with nothing to do",
    "E512": "one player's step outside a turn",
    "E513": "a step that cannot stand in this block",
    "E514": "`if` after a step that is not a declaration",
    "E515": "a repeat with a showdown that does not repeat until one is in, opened, N legs or not thrown in",
    "E516": "a leg won where no legs are counted",
    "E517": "legs counted where none are won",
    "E518": "a deal offered round the table that is not one card face up to each player",
    # E6xx files
    "E601": "cannot find a file to import or extend",
    "E602": "import or extends cycle",
    "E603": "a variant extends more than one other",
    "E604": "an import that names no file",
    "E605": "too many files",
    "E608": "cannot find a game of a rotation",
    "E609": "a rotation with nothing to play",
    # E80x the match above the hand
    "E800": "not a kind of match",
    "E801": "a match rule that does not belong",
    "E802": "payouts that do not pay the pool",
    "E803": "levels that cannot be played",
    "E804": "a stack or rebuy of nothing",
    "E805": "a scheduled game that cannot be played",
    # E9xx unusable input, internal errors
    "E901": "cannot read the file",
    "E902": "input too large",
    "E903": "not UTF-8 text",
    "E904": "no such variant or file",
    "E999": "internal error",
}


def title(code: str) -> str:
    """The short title of ``code`` (KeyError for a code no table row holds)."""
    return CODES[code]
