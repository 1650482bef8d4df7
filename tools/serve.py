"""Serve a directory (the assembled site) over HTTP on 127.0.0.1 with the MIME types it needs.

    python tools/serve.py [--dir _site] [--port 8000]

Also imported by e2e/conftest.py and bench/startup.py (`start_server`).
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import io
import os
import sys
import threading

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".py": "text/x-python; charset=utf-8",
    ".toml": "application/toml; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".map": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive: one connection serves the many Pyodide files
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (the base class's name)
        if not self.quiet:
            super().log_message(format, *args)


class QuietSiteHandler(SiteHandler):
    quiet = True


# What GitHub Pages compresses (text; not the archives, nor images): HostedSiteHandler does as well.
COMPRESSED = (".html", ".js", ".mjs", ".css", ".json", ".svg", ".toml", ".webmanifest", ".txt")


@functools.lru_cache(maxsize=256)
def _gzipped(path: str, mtime_ns: int) -> bytes:
    with open(path, "rb") as file:
        return gzip.compress(file.read(), compresslevel=6, mtime=0)


class HostedSiteHandler(QuietSiteHandler):
    """The site as GitHub Pages serves it, for benchmarks: text files gzipped for browsers that accept
    it, and every file fresh for 10 minutes (a reload then finds every file in the HTTP cache,
    whatever the files' ages on this disk)."""

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def send_head(self):  # noqa: ANN201 (the base class's signature)
        path = self.translate_path(self.path)
        plain = not path.endswith(COMPRESSED) or not os.path.isfile(path) or "If-Modified-Since" in self.headers \
            or "gzip" not in self.headers.get("Accept-Encoding", "")
        if plain:
            return super().send_head()
        stat = os.stat(path)
        body = _gzipped(path, stat.st_mtime_ns)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return io.BytesIO(body)


class SiteServer(http.server.ThreadingHTTPServer):
    """A browser that leaves a page while a file is still coming closes the connection: not an error."""

    def handle_error(self, request, client_address) -> None:  # noqa: ANN001 (the base class's names)
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def start_server(
    directory: str | os.PathLike, port: int = 0, *, quiet: bool = True, handler_class: type[SiteHandler] | None = None
) -> SiteServer:
    """Serve `directory` on 127.0.0.1:`port` (0 picks a free port) from a daemon thread, with
    `handler_class` (a SiteHandler; by default the quiet one, or the logging one if not `quiet`).

    The caller stops it with `server.shutdown()`; the URL is `http://127.0.0.1:{server.server_port}`.
    """
    handler_class = handler_class or (QuietSiteHandler if quiet else SiteHandler)
    handler = functools.partial(handler_class, directory=os.fspath(directory))
    server = SiteServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, name="site-server", daemon=True).start()
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", default="_site", help="directory to serve (default: _site)")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    args = parser.parse_args()
    handler = functools.partial(SiteHandler, directory=args.dir)
    with SiteServer(("127.0.0.1", args.port), handler) as server:
        print(f"Serving {args.dir}/ at http://127.0.0.1:{server.server_port}/ (Ctrl-C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
