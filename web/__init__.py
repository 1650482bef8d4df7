"""Ludothèque browser side: Python on Pyodide driving the page (web/boot.js starts it)."""
