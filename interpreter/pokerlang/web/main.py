"""Run the server: uvicorn with the websockets protocol; where friends reach it from
(a loopback address, the LAN, a public URL in front of a proxy or tunnel)."""

from __future__ import annotations

import contextlib
import ipaddress


def is_wildcard(host: str) -> bool:
    """``0.0.0.0`` or ``::``: every address of the machine."""
    try:
        return ipaddress.ip_address(host).is_unspecified
    except ValueError:
        return False


def lan_address() -> str | None:
    """This machine's address on its local network, as others there reach it; None if
    it has none. Connecting a UDP socket sends nothing: it only picks the interface a
    packet out would leave by."""
    import socket

    for probe in ("192.168.0.1", "10.0.0.1", "8.8.8.8"):
        with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect((probe, 9))
            address = s.getsockname()[0]
            if not ipaddress.ip_address(address).is_loopback and not ipaddress.ip_address(address).is_unspecified:
                return address
    return None


def public_origin(url: str) -> str:
    """``--public-url``: the address friends open, as ``scheme://host[:port]``; raises
    ValueError saying what is wrong. The pages link to ``/static`` and ``/ws`` from the
    root, so a proxy must forward the whole site: a path after the host is refused."""
    from urllib.parse import urlsplit

    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"{url} is not an address such as https://poker.example.org")
    if parts.path not in ("", "/") or parts.query or parts.fragment:
        raise ValueError(f"{url} has a path: give the site's root (https://poker.example.org), all of it forwarded")
    try:
        port = parts.port
    except ValueError:
        raise ValueError(f"{url} has a port out of range") from None
    return f"{parts.scheme}://{parts.hostname if ':' not in parts.hostname else '[' + parts.hostname + ']'}" + (
        f":{port}" if port else ""
    )


def serve(host: str, port: int, db: str, public_url: str | None = None, limits=None, **timing) -> None:
    from pokerlang.web.server import create_app
    from pokerlang.web.table import Timing

    from pokerlang.web.writer import own, release

    # The database is this server's from before it listens until it stops (DatabaseTaken:
    # another server has it); the app's Store shares the hold.
    lock = own(db)
    # The names the server answers to (guard.Hosts): the one it is bound to, besides
    # loopback names, IP addresses and --public-url's host.
    app = create_app(
        db, Timing(**timing), public_url=public_url, hosts=[] if is_wildcard(host) else [host], limits=limits
    )
    try:
        _run(app, host, port)
    finally:
        release(lock)


def _run(app, host: str, port: int) -> None:
    import uvicorn

    from pokerlang.web.seat import MAX_FRAME

    uvicorn.run(
        app,
        host=host,
        port=port,
        ws="websockets-sansio",
        ws_max_size=MAX_FRAME,
        limit_concurrency=1000,
        timeout_keep_alive=5,
        log_level="warning",
    )
