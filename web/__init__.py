"""Ludothèque browser side: Python on Pyodide, started by PyScript, driving the page (through web/dom.py)."""
