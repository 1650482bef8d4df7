"""Four by Four on screen: the screen package of the test-only sixth game (words.py, setup.py,
table.py, picture.py for the menu, pieces.py drawn by both)."""
