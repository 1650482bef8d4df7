"""Clustered in the browser (cards laid on an open table): the modules web/games.py names; its cards
are drawn in cards.py."""

# The height of the frame the embed page's snippet gives the game (web/games.py frame_height): its
# players' lines (points, hand, deck) are whole there.
FRAME_HEIGHT = 780
