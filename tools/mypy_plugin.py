"""A mypy plugin (pyproject.toml's [tool.mypy]): ``view.get("key")`` with a key the view's TypedDict
does not declare is an error, as ``view["key"]`` is.

The typing spec allows ``.get`` with any key (mypy then types the result ``object``, which a test
such as ``if event.get("idel"):`` accepts), so a misspelt key read with ``.get`` would pass the
type check and leave the screen blank. The screens read optional keys (a log event's ``bonus``)
with ``.get``: this holds those reads to the declared keys too. The plugin then hands over to
mypy's own typing of ``.get``.
"""

from __future__ import annotations

from collections.abc import Callable

import mypy.errorcodes as codes
from mypy.plugin import MethodContext, Plugin
from mypy.plugins.default import typed_dict_get_callback
from mypy.typeops import try_getting_str_literals
from mypy.types import Type, TypedDictType, get_proper_type


def checked_get(context: MethodContext) -> Type:
    typed = get_proper_type(context.type)
    if isinstance(typed, TypedDictType) and context.args and len(context.args[0]) == 1:
        keys = try_getting_str_literals(context.args[0][0], context.arg_types[0][0]) or []
        name = typed.fallback.type.name
        for key in keys:
            if key not in typed.items:
                context.api.fail(f'TypedDict "{name}" has no key "{key}" (read with .get)', context.context,
                                 code=codes.TYPEDDICT_ITEM)
    return typed_dict_get_callback(context)


class TypedDictGetPlugin(Plugin):
    def get_method_hook(self, fullname: str) -> Callable[[MethodContext], Type] | None:
        return checked_get if fullname == "typing.Mapping.get" else None


def plugin(version: str) -> type[Plugin]:
    return TypedDictGetPlugin
