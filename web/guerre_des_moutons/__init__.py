"""La Guerre des Moutons in the browser (meadow tiles on an open table): the modules web/games.py
names; its tiles are drawn in tiles.py."""
