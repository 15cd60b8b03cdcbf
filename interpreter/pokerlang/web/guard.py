"""Who may talk to the server at all: the Host a request names, and where a request that
changes something comes from.

* **Host allow-list** (against DNS rebinding: a page on ``evil.example`` whose name is
  made to point at 127.0.0.1 reaches the server with ``Host: evil.example``). A request
  is answered only if its Host is an IP address (a rebinding page always has a name), a
  loopback name (``localhost``, ``*.localhost``), the address the server is bound to,
  the host of ``--public-url``, or a name the app was given.
* **Same origin** for every request that changes something (every method but GET, HEAD
  and OPTIONS) and for the websocket handshake (a socket acts for its seat): an
  ``Origin`` (or, without one, a ``Referer``) naming another site is refused, and so is
  ``Origin: null``. A request with neither is not a browser's on another site's behalf
  (browsers send ``Origin`` on every cross-site POST and websocket), so it is let
  through: a script could say anything anyway, and the seat token and host key are
  what it must hold.
* **JSON only** for those requests: ``content-type: application/json``, which a page on
  another site cannot send without the browser asking first (CORS preflight), and the
  server never answers a preflight.
"""

from __future__ import annotations

import hmac
import ipaddress
import json
from collections.abc import Iterable
from urllib.parse import urlsplit

SAFE_METHODS = ("GET", "HEAD", "OPTIONS")
LOOPBACK_NAMES = ("localhost",)
DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}


def _hostname(netloc: str) -> str:
    """``Example.org:8000`` -> ``example.org``; ``[::1]:80`` -> ``::1``; "" if unreadable."""
    try:
        return (urlsplit("//" + netloc).hostname or "").rstrip(".")
    except ValueError:
        return ""


def _is_ip(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


class Hosts:
    """The host names the server answers to (IP addresses always)."""

    def __init__(self, names: Iterable[str | None] = ()):
        self.names = {n.lower().strip("[]").rstrip(".") for n in names if n} | set(LOOPBACK_NAMES)

    def allows(self, host_header: str) -> bool:
        name = _hostname(host_header.lower())
        if not name:
            return False
        return _is_ip(name) or name in self.names or name.endswith(".localhost")


def _origin_of(url: str) -> tuple[str, str] | None:
    """``https://Poker.example.org/x`` -> (``https``, ``poker.example.org:443``); None if it
    names no site (``null``, garbage)."""
    try:
        parts = urlsplit(url.strip())
        host, port = parts.hostname, parts.port
    except ValueError:
        return None
    if parts.scheme not in DEFAULT_PORTS or not host:
        return None
    host = f"[{host}]" if ":" in host else host
    return parts.scheme, f"{host}:{port or DEFAULT_PORTS[parts.scheme]}"


def same_origin(origin: str, host_header: str, public_url: str | None) -> bool:
    """``origin`` is this site: the address the request came to (the Host it names, as a
    proxy passes it on), or the public URL. The scheme is not compared with the request's:
    a TLS proxy in front makes an https page's request reach us as http."""
    seen = _origin_of(origin)
    if seen is None:
        return False
    here = _origin_of(f"{seen[0]}://{host_header}")
    if here is not None and here[1] == seen[1]:
        return True
    return public_url is not None and _origin_of(public_url) == seen


def same_secret(given: object, secret: str) -> bool:
    """``given`` is ``secret``, compared in constant time whatever it is: a token typed
    with any character (``compare_digest`` takes only ASCII text) is simply not it."""
    if not isinstance(given, str):
        return False
    return hmac.compare_digest(given.encode("utf-8", "surrogatepass"), secret.encode("utf-8"))


def _header(scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", ()):
        if key.lower() == name:
            return value.decode("latin-1")
    return None


class Guard:
    """ASGI middleware: refuses what the module docstring says, before any route runs."""

    def __init__(self, app, hosts: Hosts, public_url: str | None = None):
        self.app, self.hosts, self.public_url = app, hosts, public_url

    async def __call__(self, scope, receive, send):
        kind = scope["type"]
        if kind not in ("http", "websocket"):
            return await self.app(scope, receive, send)
        host = _header(scope, b"host") or ""
        why = None
        status = 403
        if not self.hosts.allows(host):
            why = f"this server does not answer to the name {host[:80]!r} (see docs/web.md: --public-url)"
            status = 421
        elif kind == "websocket" or scope.get("method", "GET") not in SAFE_METHODS:
            origin = _header(scope, b"origin")
            if origin is None:
                origin = _header(scope, b"referer")
            if origin is not None and not same_origin(origin, host, self.public_url):
                why = "a request from another site is refused"
            elif kind == "http":
                content = (_header(scope, b"content-type") or "").split(";")[0].strip().lower()
                if content != "application/json":
                    why, status = "send the request as JSON (content-type: application/json)", 415
        if why is None:
            return await self.app(scope, receive, send)
        if kind == "websocket":
            await receive()  # the handshake's connect
            await send({"type": "websocket.close", "code": 4403, "reason": why[:100]})
            return
        body = json.dumps({"errors": [why]}).encode()
        await send(
            {
                "type": "http.response.start",
                "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())],
            }
        )
        await send({"type": "http.response.body", "body": body})


LOOPBACK_NAMES = ("localhost",)


def is_loopback(host: str) -> bool:
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def points_home(url: str) -> bool:
    """A link on this address opens only on this machine (127.0.0.1, localhost, ::1)."""
    from urllib.parse import urlsplit

    host = urlsplit(url).hostname or ""
    return is_loopback(host) or host.endswith(".localhost")
