"""La Guerre des Moutons (id ``guerre-des-moutons``): this package will hold the game's engine.

The spec is ``shared/rules/guerre-des-moutons.md``. So far only :mod:`.tiles`, the tile set (faces,
rotations, pieces inside a face, edge matching, text forms), is written. The game is not registered
in :mod:`game.core` yet and cannot be played.
"""
