"""Troupeaux in the browser (herds of cards along a path): the modules web/games.py names; its cards
are drawn in cards.py."""

# The height of the frame the embed page's snippet gives the game (web/games.py frame_height): its
# players' lines (points, hand, pen) are whole there, and the path's cards big enough to tap.
FRAME_HEIGHT = 860
