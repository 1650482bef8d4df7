"""La Guerre des Moutons in the browser (meadow tiles on an open table): the modules web/games.py
names; its tiles are drawn in tiles.py."""

# The height of the frame the embed page's snippet gives the game (web/games.py frame_height): its
# players' lines are whole there, and the meadow about 320 px tall (160 px in 720).
FRAME_HEIGHT = 860
