"""Clustered in the browser (cards laid on an open table): the modules web/games.py names; its cards
are drawn in cards.py."""
