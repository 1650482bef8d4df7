"""Four by Four at the table: the screen package of the test-only sixth game (words.py, setup.py, table.py)."""
