"""``pokerlang serve``: home games in the browser, people and bots at one table.

A thin layer on the engine's public face (``new_hand``, ``legal_actions()``, ``apply()``,
``view(seat)``, ``result()``): ``server`` (the ASGI app), ``opening`` (a request to open a
table), ``table`` (a table's seats and the loop that deals it), ``store`` (SQLite: tables,
seats, hands, the hand in play), ``frames`` (a view as JSON), ``decide`` (a browser's
message -> a legal action), ``games`` (shipped and uploaded variants), ``pages`` (escaped
HTML). See docs/web.md.
"""
