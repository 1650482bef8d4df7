"""A stand-in for the browser under CPython, enough to start the app, route to a table and play on
it with no page: the tests of the table's redraws and bench/one_click.py drive the app's own Python
with it.

``FakePage`` holds what the app touches: a ``document`` whose elements exist by id once a painted
piece of markup names them (``id="..."``), each remembering its attributes, classes and how often its
content was written; a ``window`` with the address, ``localStorage`` (counting writes per key), the
browser's ``URLSearchParams`` and the listeners. Nothing is laid out and no script of the page runs:
``window.ludothequeMotion`` is absent, so the table's parts are written as the app writes them when
motion.js is missing, and nothing moves.

``page.module()`` is a module with the names web/dom.py gives (``install(page)`` puts it in
``sys.modules`` as ``web.dom``, for a process that imports the app's modules after it).
"""

from __future__ import annotations

import re
import sys
import types
from collections import Counter, defaultdict
from typing import Any
from urllib.parse import parse_qsl, urlencode

from tools.prerender import Nothing as Anything  # a browser object on a path these fakes do not follow

FAKE_PYODIDE_VERSION = "0.0-fake"
_IDS = re.compile(r'\bid="([^"]+)"')


class ClassList:
    def __init__(self) -> None:
        self.names: set[str] = set()

    def add(self, name: str) -> None:
        self.names.add(name)

    def remove(self, name: str) -> None:
        self.names.discard(name)

    def contains(self, name: str) -> bool:
        return name in self.names

    def toggle(self, name: str, force: bool | None = None) -> bool:
        on = name not in self.names if force is None else bool(force)
        (self.names.add if on else self.names.discard)(name)
        return on


class NodeList(list):
    @property
    def length(self) -> int:
        return len(self)

    def item(self, index: int) -> Any:
        return self[index]


class Element:
    """An element: its attributes and classes, its content as last written, and the ids in it."""

    def __init__(self, document: Document, element_id: str = "", attributes: dict[str, str] | None = None) -> None:
        self.document = document
        self.id = element_id
        self.attributes = dict(attributes or {})
        self.classList = ClassList()
        self.hidden = False
        self.title = ""
        self.value = ""
        self.open = False
        self._content = ""
        self._inner: list[str] = []  # the ids its content names
        self._found: dict[str, Element] = {}  # its children, by the selector that found them

    # -- content: every write is counted, by element id --
    @property
    def innerHTML(self) -> str:  # noqa: N802 (the DOM's names)
        return self._content

    @innerHTML.setter
    def innerHTML(self, markup: Any) -> None:  # noqa: N802
        self._write(str(markup), _IDS.findall(str(markup)))

    @property
    def textContent(self) -> str:  # noqa: N802
        return self._content

    @textContent.setter
    def textContent(self, text: Any) -> None:  # noqa: N802
        self._write(str(text), [])

    @property
    def offsetWidth(self) -> int:  # noqa: N802 (reading it makes a browser lay the page out; nothing here)
        return 0

    scrollHeight = clientHeight = 0  # noqa: N815 (the DOM's names; nothing is laid out here)

    def _write(self, content: str, ids: list[str]) -> None:
        self.document.writes[self.id] += 1
        for name in self._inner:
            self.document.forget(name)
        self._content, self._inner = content, ids
        for name in ids:
            self.document.elements[name] = Element(self.document, name)

    @property
    def firstElementChild(self) -> Any:  # noqa: N802
        return self if "<" in self._content else None

    # -- attributes --
    def setAttribute(self, name: str, value: Any) -> None:  # noqa: N802
        self.attributes[name] = str(value)

    def getAttribute(self, name: str) -> str | None:  # noqa: N802
        return self.attributes.get(name)

    def hasAttribute(self, name: str) -> bool:  # noqa: N802
        return name in self.attributes

    def removeAttribute(self, name: str) -> None:  # noqa: N802
        self.attributes.pop(name, None)

    def toggleAttribute(self, name: str, force: bool) -> bool:  # noqa: N802
        if force:
            self.attributes[name] = ""
        else:
            self.attributes.pop(name, None)
        return force

    # -- the rest the app asks of an element --
    def closest(self, selector: str) -> Element | None:
        """Itself when one of the selectors is ``[attribute]`` and it has that attribute (the targets of
        clicks and keys are built so); nothing else is an ancestor here."""
        for part in selector.split(","):
            part = part.strip()
            if part.startswith("[") and part.endswith("]") and part[1:-1].split("=")[0] in self.attributes:
                return self
        return None

    def querySelector(self, selector: str) -> Element:  # noqa: N802
        """A child that answers to ``selector`` (the notice's text in the notice): one per selector."""
        return self._found.setdefault(selector, Element(self.document, f"{self.id} {selector}"))

    def querySelectorAll(self, selector: str) -> NodeList:  # noqa: N802
        return NodeList()

    def remove(self) -> None:
        self.document.forget(self.id)

    def focus(self) -> None:
        self.document.activeElement = self

    def select(self) -> None:
        pass

    def scrollIntoView(self, options: Any = None) -> None:  # noqa: N802
        pass

    def addEventListener(self, kind: str, listener: Any) -> None:  # noqa: N802
        self.document.listeners[kind].append(listener)


class Document:
    def __init__(self) -> None:
        self.writes: Counter[str] = Counter()  # element id -> how often its content was written
        self.listeners: defaultdict[str, list[Any]] = defaultdict(list)
        self.elements: dict[str, Element] = {}
        self.documentElement = Element(self, "")
        self.body = Element(self, "")
        self.activeElement: Any = None
        self.elements["app"] = Element(self, "app")

    def forget(self, element_id: str) -> None:
        element = self.elements.pop(element_id, None)
        if element is not None:
            for name in element._inner:
                self.forget(name)

    def getElementById(self, element_id: str) -> Element | None:  # noqa: N802
        return self.elements.get(element_id)

    def querySelector(self, selector: str) -> Any:  # noqa: N802
        return None

    def querySelectorAll(self, selector: str) -> NodeList:  # noqa: N802
        return NodeList()

    def createElement(self, tag: str) -> Element:  # noqa: N802
        return Element(self)

    def addEventListener(self, kind: str, listener: Any) -> None:  # noqa: N802
        self.listeners[kind].append(listener)


class Storage:
    """localStorage, counting the writes per key."""

    def __init__(self, items: dict[str, str] | None = None) -> None:
        self.items = dict(items or {})
        self.writes: Counter[str] = Counter()

    def getItem(self, key: str) -> str | None:  # noqa: N802
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        self.writes[key] += 1
        self.items[key] = str(value)

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(key, None)

    def key(self, index: int) -> str | None:
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None

    @property
    def length(self) -> int:
        return len(self.items)


class SearchParams:
    """The browser's URLSearchParams, by urllib.parse."""

    def __init__(self, given: Any = None) -> None:
        if isinstance(given, str):
            self.pairs = parse_qsl(given.lstrip("?"), keep_blank_values=True)
        elif isinstance(given, dict):
            self.pairs = [(str(k), str(v)) for k, v in given.items()]
        else:
            self.pairs = []

    @classmethod
    def new(cls, given: Any = None) -> SearchParams:
        return cls(given)

    def append(self, name: str, value: Any) -> None:
        self.pairs.append((str(name), str(value)))

    def toString(self) -> str:  # noqa: N802
        return urlencode(self.pairs)


class JsObject(dict):
    """A JS object made from entries, as Pyodide hands it back."""

    def to_py(self) -> dict[str, Any]:
        return dict(self)


class Location:
    def __init__(self, hash_text: str, search: str) -> None:
        self.hash = hash_text
        self.search = search

    @property
    def href(self) -> str:
        return f"https://ludotheque.example/index.html{self.search}{self.hash}"


class Window:
    def __init__(self, hash_text: str, search: str, storage: Storage) -> None:
        self.location = Location(hash_text, search)
        self.localStorage = storage
        self.listeners: defaultdict[str, list[Any]] = defaultdict(list)
        self.navigator = types.SimpleNamespace(language="en", maxTouchPoints=0, clipboard=Anything())
        self.Date = types.SimpleNamespace(now=lambda: 0)
        self.URLSearchParams = SearchParams
        self.Object = types.SimpleNamespace(fromEntries=lambda params: JsObject(params.pairs))
        self.history = types.SimpleNamespace(replaceState=self._replace_state, pushState=lambda state, title: None,
                                             state=None, back=lambda: None)
        self.performance = self.console = self.JSON = Anything()
        self.parent = self

    def _replace_state(self, state: Any, title: str, url: str) -> None:
        self.location.hash = url if url.startswith("#") else self.location.hash

    def matchMedia(self, query: str) -> Any:  # noqa: N802
        return types.SimpleNamespace(matches=False)

    def addEventListener(self, kind: str, listener: Any) -> None:  # noqa: N802
        self.listeners[kind].append(listener)

    def setTimeout(self, callback: Any, ms: int) -> None:  # noqa: N802
        pass

    def scrollTo(self, x: int, y: int) -> None:  # noqa: N802
        pass


class Event:
    """A click or a key on ``target``."""

    def __init__(self, target: Any, key: str = "") -> None:
        self.target = target
        self.key = key
        self.prevented = False

    def preventDefault(self) -> None:  # noqa: N802
        self.prevented = True


class FakePage:
    """A page at ``hash_text`` (``search``: embed.html's query), with ``storage`` already in the browser.

    Practice (web/warm_up.py) is marked done, so that nothing but the app runs in the background."""

    def __init__(self, hash_text: str = "", search: str = "", storage: dict[str, str] | None = None) -> None:
        self.document = Document()
        self.storage = Storage({"ludotheque.warmed": FAKE_PYODIDE_VERSION, **(storage or {})})
        self.window = Window(hash_text, search, self.storage)

    @property
    def html(self) -> Element:
        return self.document.documentElement

    def element(self, **attributes: str) -> Element:
        """An element of the page with these attributes (``**{"data-action": "d4"}``), to click on."""
        return Element(self.document, attributes.get("id", ""), attributes)

    def click(self, target: Element) -> Event:
        event = Event(target)
        for listener in list(self.document.listeners["click"]):
            listener(event)
        return event

    def key(self, target: Element, key: str) -> Event:
        event = Event(target, key)
        for listener in list(self.document.listeners["keydown"]):
            listener(event)
        return event

    def module(self) -> types.ModuleType:
        """What web/dom.py gives, from this page."""
        dom = types.ModuleType("web.dom")
        dom.document, dom.window = self.document, self.window
        dom.PYODIDE_VERSION = FAKE_PYODIDE_VERSION
        dom.create_proxy = dom.create_once_callable = dom.to_js = lambda value, *args, **kwargs: value
        dom.pyodide_js = Anything()
        return dom


def install(page: FakePage) -> None:
    """Put ``page`` in ``sys.modules`` as web.dom: for a process that imports the app after this."""
    sys.modules["web.dom"] = page.module()
