# The entry point index.html's <script type="py"> imports (PyScript runs it): start the app (routing, menu,
# games). Game modules are imported on demand.
from web.zip_imports import read_each_module_once

read_each_module_once()  # before the app's modules, which come from the wheel and web.zip

from web.app import start  # noqa: E402

app = start()
