"""Kulami in the browser (marbles on wooden plates). The shell finds it through the registry (``Entry.ui``)
and asks it for these modules by name (web/games.py):

table.py         the setup form, the table (board, hand, panels), input, what a move says aloud
words.py         its words on screen, English and French
rules_page.py    its rules page, English and French, and the page's figures
style.css        its styles (joined into the site's stylesheet by the build)

Nothing is imported here, so the menu can read ``words`` without loading the table.
"""
