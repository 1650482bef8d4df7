"""Ludothèque rules engines: pure Python, no browser imports anywhere below this package."""

__version__ = "0.1.0"
