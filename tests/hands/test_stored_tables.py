"""Ranking tables kept in the cache folder: built once, read back the same by later runs,
never trusted when unreadable, and not kept at all with POKERLANG_CACHE=off."""

from __future__ import annotations

from pokerlang.hands import stored as kept
from pokerlang.hands.tables import Tables, table_key
from pokerlang.ir.ranking import RankingSpec


def builds(calls: list[int], spec: RankingSpec):
    def build() -> Tables:
        calls.append(1)
        return Tables(spec)

    return build


def test_a_table_set_is_built_once_and_read_back_the_same(tmp_path, monkeypatch):
    monkeypatch.setenv("POKERLANG_CACHE", str(tmp_path))
    spec, calls = RankingSpec(name="high"), []
    first = kept.stored(table_key(spec), builds(calls, spec))
    again = kept.stored(table_key(spec), builds(calls, spec))
    assert calls == [1] and len(list(tmp_path.glob("tables-*.pickle"))) == 1
    assert again is not first and again.dense == first.dense and again.category == first.category


def test_a_spoiled_file_is_built_again(tmp_path, monkeypatch):
    monkeypatch.setenv("POKERLANG_CACHE", str(tmp_path))
    spec, calls = RankingSpec(name="high", cards=3, min_cards=3), []
    kept.stored(table_key(spec), builds(calls, spec))
    [path] = tmp_path.glob("tables-*.pickle")
    path.write_bytes(b"not a pickle")
    rebuilt = kept.stored(table_key(spec), builds(calls, spec))
    assert calls == [1, 1] and rebuilt.dense == Tables(spec).dense


def test_off_keeps_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("POKERLANG_CACHE", "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    spec, calls = RankingSpec(name="high", cards=3, min_cards=3), []
    kept.stored(table_key(spec), builds(calls, spec))
    kept.stored(table_key(spec), builds(calls, spec))
    assert calls == [1, 1] and not any(tmp_path.rglob("*"))


def test_the_bigger_sizes_and_the_wild_counts_a_showdown_asks_for_are_kept_too(tmp_path, monkeypatch):
    """Seven cards with one wild: sizes six and seven and the tables of one wild card are
    built by the first run and read back by the next, which builds none of them."""
    from pokerlang.hands.wild import WildTables, wild_ranker

    monkeypatch.setenv("POKERLANG_CACHE", str(tmp_path))
    built: list[object] = []
    bigger, plain = Tables._bigger, WildTables.plain
    monkeypatch.setattr(Tables, "_bigger", lambda self, n: built.append(n) or bigger(self, n))
    monkeypatch.setattr(WildTables, "plain", lambda self, *wbm: built.append(wbm) or plain(self, *wbm))
    spec, six = RankingSpec(name="high"), (0, 5, 10, 15, 20, 44)
    first = Tables(spec)
    first.extend(7)
    value = wild_ranker(spec, first, 1, 0)(six)
    assert built[:2] == [6, 7] and (1, 0, 6) in built and len(list(tmp_path.glob("tables-*.pickle"))) == 3
    built.clear()
    again = Tables(spec)
    again.extend(7)
    assert wild_ranker(spec, again, 1, 0)(six) == value and again.by_size == first.by_size and built == []


def test_files_no_run_has_read_for_a_month_go_when_a_new_one_is_written(tmp_path, monkeypatch):
    """Each new pokerlang names new files: those of before do not stay for good, but a file
    still read is kept however old (a read marks it, once a day)."""
    import os
    import time

    from pokerlang.user_cache import kept

    monkeypatch.setenv("POKERLANG_CACHE", str(tmp_path))
    old, used = tmp_path / "tables-old.pickle", tmp_path / "tables-used.pickle"
    for path in (old, used):
        kept(path.name, lambda: 1)
        month_ago = time.time() - 31 * 24 * 3600
        os.utime(path, (month_ago, month_ago))
    assert kept(used.name, lambda: 2) == 1  # read back: marked as in use
    assert kept("tables-new.pickle", lambda: 3) == 3  # built: the folder is swept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tables-new.pickle", "tables-used.pickle"]
