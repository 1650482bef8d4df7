"""The Kluitz in the browser (a field of face-down tiles and fences): the modules web/games.py names;
its tiles are drawn in tiles.py."""
