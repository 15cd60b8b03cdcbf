"""What the tests share: stacked decks, small games, drivers of the peers, paths."""
