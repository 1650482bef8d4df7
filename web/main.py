# The entry point index.html's <script type="py"> imports (PyScript runs it): start the app (routing, menu,
# games). Game modules are imported on demand.
from web.app import start

app = start()
