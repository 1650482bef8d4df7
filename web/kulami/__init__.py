"""Kulami in the browser (marbles on wooden plates): the modules web/games.py names."""
