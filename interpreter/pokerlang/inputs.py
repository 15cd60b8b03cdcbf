"""Every file pokerlang reads comes in here: regular files only, read up to a limit, UTF-8
(and the files it writes are opened here: a pipe nobody reads must never block it).

``/dev/zero``, ``/dev/urandom``, a FIFO or a folder named where a variant or a history
belongs must be refused at once: reading one would block for ever or fill the memory.
The file is opened without blocking (a FIFO with no writer would block the ``open``
itself), its kind is checked on the open descriptor (no race with a rename), and no
more than the limit plus one byte is ever read.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

from pokerlang.diagnostics import NOWHERE, Diagnostic, PokerlangError, Span

MAX_SOURCE_BYTES = 100_000  # a variant is a page or two of text; parsing stays well under a second
MAX_PHH_BYTES = 1_000_000  # one PHH hand is a few kilobytes
MAX_LOG_BYTES = 50_000_000  # a site's hand history file: many hands, but text
MAX_LINE_BYTES = 4_000_000  # one history line is one hand: a few kilobytes
_BOM = b"\xef\xbb\xbf"
_READ_HINT = "check the name and that the file may be read"


def unusable(
    path: str | Path, message: str, hint: str | None = None, span: Span = NOWHERE, *, code: str | None = None
) -> PokerlangError:
    """The input cannot be used at all: the CLI prints it and exits 2."""
    return PokerlangError([Diagnostic(str(path), span, message, hint, code=code)], unusable=True)


def open_regular(path: str | Path) -> int:
    """A file descriptor of ``path``, opened for reading, once it is known to be a regular file."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        if isinstance(exc, OSError) and exc.errno == 21:  # EISDIR
            reason = "it is a folder, not a file"
        raise unusable(path, f"cannot read file: {reason}", hint=_READ_HINT, code="E901") from None
    kind = os.fstat(fd).st_mode
    if not stat.S_ISREG(kind):
        os.close(fd)
        what = (
            "a folder"
            if stat.S_ISDIR(kind)
            else "a pipe"
            if stat.S_ISFIFO(kind)
            else "a device"
            if stat.S_ISCHR(kind) or stat.S_ISBLK(kind)
            else "not a regular file"
        )
        raise unusable(
            path, f"cannot read file: it is {what}, not a regular file", hint="name a file saved on disk", code="E901"
        )
    if hasattr(os, "set_blocking"):
        os.set_blocking(fd, True)
    return fd


def read_bytes(path: str | Path, limit: int, what: str = "a variant") -> bytes:
    """At most ``limit`` bytes of a regular file, or an unusable-input error saying why."""
    fd = open_regular(path)
    try:
        with os.fdopen(fd, "rb") as file:
            data = file.read(limit + 1)
    except OSError as exc:
        raise unusable(path, f"cannot read file: {exc.strerror or exc}", hint=_READ_HINT, code="E901") from None
    if len(data) > limit:
        raise unusable(
            path,
            f"file is too large (more than {limit:,} bytes)",
            hint=f"{what} fits in {limit:,} bytes; is this the right file?",
            code="E902",
        )
    return data


def decode(path: str | Path, data: bytes, line_offset: int = 0) -> str:
    """The UTF-8 text of ``data``, or an error at the line and column of the first bad byte.
    A byte-order mark opening the file (some editors save one) is not part of the text."""
    if line_offset == 0 and data.startswith(_BOM):
        data = data[len(_BOM) :]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1 + line_offset
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise unusable(
            path, "file is not UTF-8 text", hint="save the file as UTF-8", span=Span.at(line, column), code="E903"
        ) from None


def read_text(path: str | Path, limit: int = MAX_SOURCE_BYTES, what: str = "a variant") -> str:
    """The UTF-8 text of a regular file of at most ``limit`` bytes, its line ends made
    ``\n`` whatever the editor wrote (``\r\n``, or an old Mac's lone ``\r``), so that a
    diagnostic counts the lines the author sees."""
    text = decode(path, read_bytes(path, limit, what))
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


def read_lines(path: str | Path, limit: int = MAX_LINE_BYTES) -> Iterator[tuple[int, str]]:
    """The numbered lines of a regular UTF-8 file, each at most ``limit`` bytes, read one
    at a time so a long history never sits in memory whole."""
    fd = open_regular(path)
    with os.fdopen(fd, "rb") as file:
        number = 0
        while True:
            try:
                raw = file.readline(limit + 1)
            except OSError as exc:
                raise unusable(path, f"cannot read file: {exc.strerror or exc}", hint=_READ_HINT, code="E901") from None
            if not raw:
                return
            number += 1
            if len(raw) > limit and not raw.endswith(b"\n"):
                raise unusable(
                    path,
                    f"line {number} is too long (more than {limit:,} bytes)",
                    hint="one line of a history holds one hand",
                    span=Span.at(number, 1),
                    code="E902",
                )
            yield number, decode(path, raw, number - 1)


def open_for_writing(path: str | Path, *, binary: bool = False, exclusive: bool = False):
    """A file opened to be written (``exclusive``: only if it does not exist yet, with no
    window between a look and the open). A FIFO nobody reads fails at once (ENXIO, said
    in words) instead of blocking the open for ever."""
    import errno

    flags = os.O_WRONLY | os.O_CREAT | (os.O_EXCL if exclusive else os.O_TRUNC) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags, 0o666)
    except OSError as err:
        if err.errno == errno.ENXIO:
            raise OSError(err.errno, "it is a pipe nobody reads", str(path)) from None
        raise
    if hasattr(os, "set_blocking"):
        os.set_blocking(fd, True)
    return os.fdopen(fd, "wb") if binary else os.fdopen(fd, "w", encoding="utf-8")
