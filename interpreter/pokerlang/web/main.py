"""Run the server: uvicorn on a loopback address, with the websockets protocol."""

from __future__ import annotations

import ipaddress

LOOPBACK_NAMES = ("localhost",)


def is_loopback(host: str) -> bool:
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def serve(host: str, port: int, db: str, **timing) -> None:
    import uvicorn

    from pokerlang.web.server import MAX_MESSAGE, create_app
    from pokerlang.web.table import Timing

    app = create_app(db, Timing(**timing))
    uvicorn.run(
        app,
        host=host,
        port=port,
        ws="websockets-sansio",
        ws_max_size=MAX_MESSAGE * 4,
        limit_concurrency=1000,
        timeout_keep_alive=5,
        log_level="warning",
    )
