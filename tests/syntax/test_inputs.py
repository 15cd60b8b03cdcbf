"""Hostile inputs: every command that reads a file refuses what is not a regular file at
once, never reads past its limit, and says where a file is not UTF-8 (exit 2, no hang)."""

import os
import subprocess
import sys

import pytest

from pokerlang.check import check_file
from pokerlang.diagnostics import PokerlangError
from pokerlang.inputs import read_lines, read_text

COMMANDS = ("check", "explain", "run", "replay", "play")


def pokerlang(*args, timeout=20):
    """The real command in a child process, so a hang fails the test instead of stalling it."""
    return subprocess.run(
        [sys.executable, "-m", "pokerlang.cli", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
        env=os.environ.copy(),
    )


@pytest.mark.parametrize("command, device", [(c, "/dev/zero") for c in COMMANDS] + [("check", "/dev/urandom")])
def test_a_device_is_refused_at_once(command, device):
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    out = pokerlang(command, device)
    assert out.returncode == 2
    assert f"{device}: error[E901]: cannot read file: it is a device, not a regular file" in out.stderr


@pytest.mark.parametrize(
    "command, name", [("check", "v.poker"), ("run", "v.poker"), ("replay", "h.jsonl"), ("replay", "h.phh")]
)
def test_a_fifo_is_refused_without_waiting_for_a_writer(command, name, tmp_path):
    fifo = tmp_path / name
    os.mkfifo(fifo)
    out = pokerlang(command, str(fifo))
    assert out.returncode == 2
    assert "it is a pipe, not a regular file" in out.stderr + out.stdout  # replay: one refused line


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(PokerlangError) as err:
        check_file(tmp_path)
    assert err.value.unusable and "it is a folder" in err.value.diagnostics[0].message


def test_a_large_file_is_refused_after_reading_one_byte_past_the_limit(tmp_path):
    path = tmp_path / "big.poker"
    path.write_text("# " + "x" * 200 + "\n")
    with pytest.raises(PokerlangError) as err:
        read_text(path, limit=100)
    assert err.value.unusable and "more than 100 bytes" in err.value.diagnostics[0].message
    assert read_text(path, limit=1000).startswith("# x")


def test_a_bad_byte_is_placed_at_its_line_and_column(tmp_path):
    path = tmp_path / "v.poker"
    path.write_bytes(b"game \"x\"\nplayers \xff2\n")
    with pytest.raises(PokerlangError) as err:
        read_text(path)
    assert err.value.diagnostics[0].render().startswith(f"{path}:2:9: error[E903]: file is not UTF-8 text")


def test_history_lines_are_read_one_at_a_time_and_bounded(tmp_path):
    path = tmp_path / "h.jsonl"
    path.write_text("{}\n" + "[" * 50 + "\n")
    assert [n for n, _ in read_lines(path)] == [1, 2]
    with pytest.raises(PokerlangError) as err:
        list(read_lines(path, limit=10))
    assert "line 2 is too long" in err.value.diagnostics[0].message
    path.write_bytes(b"{}\n{\"a\": \"\xff\"}\n")
    with pytest.raises(PokerlangError) as err:
        list(read_lines(path))
    assert err.value.diagnostics[0].span.line == 2


def test_a_name_the_system_cannot_look_up_is_no_such_variant():
    from click.testing import CliRunner

    from pokerlang.cli import cli

    result = CliRunner().invoke(cli, ["check", "a" * 5000], catch_exceptions=False)
    assert result.exit_code == 2 and "error[E904]: no such variant or file" in result.output


def test_control_characters_in_a_path_are_escaped_not_sent_to_the_terminal(tmp_path):
    from click.testing import CliRunner

    from pokerlang.cli import cli

    for command in ("check", "replay"):
        result = CliRunner().invoke(cli, [command, str(tmp_path / "a\x1b[31mb.poker")], catch_exceptions=False)
        assert result.exit_code == 2
        assert "\x1b" not in result.output and "a\\x1b[31mb.poker" in result.output


# Line ends as any editor writes them: a diagnostic names the line the author sees,
# whether the file ends its lines with \n, \r\n or an old Mac's lone \r.
@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_a_diagnostic_counts_lines_whatever_their_ends(tmp_path, end):
    path = tmp_path / "v.poker"
    lines = [
        'game "x"',
        "import rankings",
        "zone hand per seat private",
        "step a { deal 5 to hand  bet }",
        "showdown best 5 of hand by hgh",
    ]
    path.write_bytes(end.join(lines).encode() + end.encode())
    [diagnostic] = check_file(path)
    assert diagnostic.render().startswith(f"{path}:5:28: error[E102]: unknown ranking 'hgh'")
