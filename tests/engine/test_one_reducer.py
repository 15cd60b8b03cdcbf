"""A hand changes in one place: the reducer (``engine/reducer.py``) carries out every
effect (``engine/effects.py``), and no other module of the package writes a field of the
State: no assignment, augmented assignment, assignment into it or ``del`` of it, and no
call that changes it in place (``hand.paid.append(...)``, ``hand.live[i] = False``),
outside the reducer and the State's own ``__init__``.

The scan reads the package's source with ``ast``. A hand is what the package calls one:
a name or an attribute ``hand`` or ``state`` (``self.hand``), a parameter annotated
``State`` or ``Hand``, and ``self`` in the State's own methods. A field is a name the
State sets (a new hand's ``vars``) or the ``Hand`` trait declares. A write through
another name bound to the same list is not seen: the scan holds the rule as written.
"""

from __future__ import annotations

import ast

from helpers.paths import ROOT

from pokerlang.engine.fields import fields_of
from pokerlang.compiler import load_game
from pokerlang.engine import new_hand

PACKAGE = ROOT / "interpreter" / "pokerlang"
REDUCER = PACKAGE / "engine" / "reducer.py"
MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "update", "add", "discard", "setdefault"}
HAND_NAMES = {"hand", "state"}
HAND_TYPES = {"State", "Hand"}
SETTERS = {"setattr", "delattr"}


def state_fields() -> set[str]:
    hand = new_hand(load_game(ROOT / "variants" / "holdem.poker"), seed=1)
    trait = ast.parse((PACKAGE / "engine" / "hand.py").read_text(encoding="utf-8"))
    declared = {
        node.target.id
        for cls in trait.body
        if isinstance(cls, ast.ClassDef) and cls.name == "Hand"
        for node in cls.body
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
    }
    return set(fields_of(hand)) | declared


def _annotated_hands(tree: ast.AST) -> set[str]:
    """The parameters annotated as a hand (``hand: State``, ``h: Hand | None``)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.arg) and node.annotation is not None:
            words = {n.id for n in ast.walk(node.annotation) if isinstance(n, ast.Name)}
            words |= {n.value for n in ast.walk(node.annotation) if isinstance(n, ast.Constant)}
            if words & HAND_TYPES:
                names.add(node.arg)
    return names


def writes(source: str, fields: set[str], reducer: bool = False) -> list[str]:
    """Each write to a field of a hand in ``source``, as ``line: what``."""
    tree = ast.parse(source)
    hands = HAND_NAMES | _annotated_hands(tree)
    found: list[str] = []

    def is_hand(node: ast.AST, own: bool) -> bool:
        if isinstance(node, ast.Name):
            return node.id in hands or (own and node.id == "self")
        return isinstance(node, ast.Attribute) and node.attr in HAND_NAMES

    def field_of(node: ast.AST, own: bool) -> str | None:
        """The field a target or a receiver reaches (``hand.live[2]``: live), if any."""
        while isinstance(node, ast.Subscript):
            inner = node.value
            if isinstance(inner, ast.Attribute) and inner.attr == "__dict__" and is_hand(inner.value, own):
                return "__dict__"
            node = inner
        if isinstance(node, ast.Attribute) and node.attr in fields and is_hand(node.value, own):
            return node.attr
        return None

    def targets(node: ast.AST) -> list[ast.AST]:
        if isinstance(node, ast.Assign):
            return list(node.targets)
        if isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            return [node.target]
        if isinstance(node, ast.Delete):
            return list(node.targets)
        return []

    def unpacked(target: ast.AST) -> list[ast.AST]:
        if isinstance(target, (ast.Tuple, ast.List)):
            return [t for e in target.elts for t in unpacked(e)]
        if isinstance(target, ast.Starred):
            return unpacked(target.value)
        return [target]

    def visit(node: ast.AST, own: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inside = own
            if isinstance(child, ast.ClassDef):
                inside = child.name == "State"
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) and own and child.name == "__init__":
                continue  # the State made: its fields set for the first time
            for target in targets(child):
                for t in unpacked(target):
                    name = field_of(t, inside)
                    if name is not None:
                        found.append(f"{child.lineno}: {type(child).__name__.lower()} to {name}")
            if isinstance(child, ast.Call) and isinstance(child.func, ast.Attribute) and child.func.attr in MUTATORS:
                name = field_of(child.func.value, inside)
                if name is not None:
                    found.append(f"{child.lineno}: {child.func.attr} on {name}")
            setter = isinstance(child, ast.Call) and isinstance(child.func, ast.Name) and child.func.id in SETTERS
            if setter and child.args and is_hand(child.args[0], inside):
                found.append(f"{child.lineno}: {child.func.id} on a hand")
            visit(child, inside)

    if not reducer:
        visit(tree, False)
    return found


def test_no_module_but_the_reducer_writes_a_field_of_the_state():
    fields = state_fields()
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for write in writes(path.read_text(encoding="utf-8"), fields, reducer=path == REDUCER):
            found.append(f"{path.relative_to(ROOT)}:{write}")
    assert found == []


def test_the_reducer_writes_the_fields():
    """The rule is not empty: the reducer is where the writes are (seen once it is scanned)."""
    source = REDUCER.read_text(encoding="utf-8")
    assert len(writes(source, state_fields())) > 30
    assert writes(source, state_fields(), reducer=True) == []


PLANTED = '''
class Step:
    def perform(self, seat):
        self.hand.live[seat] = False
        self.hand.paid_for[(seat, "x")] += 2


def post(hand, seat):
    hand.straddler = seat
    hand.paid.append(seat)
    hand.tallies["strikes"].append(seat)
    del hand.declarations[seat]
    hand.frames[3:3] = []
    hand.pending, hand.held = None, None
    setattr(hand, "street", "flop")
    hand.__dict__["street"] = "flop"


def settle(h: "State", scene):
    h.ending = scene
    h.put_out.add(3)


class State:
    def __init__(self):
        self.live = [True, True]

    def fold(self, seat):
        self.live[seat] = False
'''

CLEAN = """
def reads(hand, zones, report, twin):
    seat = hand.live.index(True)
    zones.held = {}
    report.tallies = {}
    twin.rng = None
    hand.zones.put("board", None, 3, True)
    hand.effect(Folded(seat=seat))
    pots = list(hand.paid)
    pots.append(1)


class Zones:
    def copy(self):
        self.live = []
"""


def test_the_scan_finds_every_kind_of_planted_write():
    fields = {"live", "paid_for", "straddler", "paid", "tallies", "declarations", "frames", "pending", "held"}
    fields |= {"ending", "put_out", "street"}
    assert writes(PLANTED, fields) == [
        "4: assign to live",
        "5: augassign to paid_for",
        "9: assign to straddler",
        "10: append on paid",
        "11: append on tallies",
        "12: delete to declarations",
        "13: assign to frames",
        "14: assign to pending",
        "14: assign to held",
        "15: setattr on a hand",
        "16: assign to __dict__",
        "20: assign to ending",
        "21: add on put_out",
        "29: assign to live",
    ]


def test_the_scan_passes_reads_effects_and_other_objects():
    assert writes(CLEAN, {"live", "held", "tallies", "rng", "paid"}) == []
