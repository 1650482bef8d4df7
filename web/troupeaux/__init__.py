"""Troupeaux in the browser (herds of cards along a path): the modules web/games.py names; its cards
are drawn in cards.py."""
