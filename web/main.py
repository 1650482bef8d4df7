# The entry point web/boot.js imports: start the app (routing, menu, games). Game modules are imported on demand.
from web.app import start

app = start()
