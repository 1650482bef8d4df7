"""Ludothèque browser side (PyScript modules)."""
