"""Long-running `ellipsis measure -` processes: one text a line in, one JSON object a line out.

Starting `ellipsis` loads fonts and locale data, which costs far more than measuring one string,
so each set of options (locale, surface, fonts) keeps one process and sends it text after text.
"""
import atexit
import json
import os
import select
import shutil
import subprocess
import tempfile
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass


class EllipsisError(Exception):
    """`ellipsis` could not be started or refused its options or a text (its message says why)."""


@dataclass(frozen=True)
class Measurement:
    """What `ellipsis measure` says of one text (docs/contract.md, `measure --format json`)."""

    text: str
    fits: bool
    truncated: bool
    visible: str
    lines: tuple
    width: float
    available_width: float
    max_lines: int
    fonts: tuple
    missing_glyphs: tuple

    @classmethod
    def from_json(cls, text, obj):
        return cls(text=text, fits=bool(obj["fits"]), truncated=bool(obj["truncated"]), visible=obj["visible"],
                   lines=tuple(obj["lines"]), width=float(obj["width"]),
                   available_width=float(obj.get("availableWidth", float("inf"))),
                   max_lines=int(obj.get("maxLines", 0)), fonts=tuple(obj.get("fonts", ())),
                   missing_glyphs=tuple(obj.get("missingGlyphs", ())))

    def verdict(self):
        """One sentence for a translator: what is seen, and why it does not fit."""
        if self.fits:
            return f"Fits: shows “{self.visible}”."
        room = []
        if self.available_width != float("inf"):
            lines = f"{self.max_lines} line{'s' if self.max_lines != 1 else ''} of " if self.max_lines else ""
            room.append(f"{lines}{_points(self.available_width)} pt available")
        needs = f"needs {_points(self.width)} pt on one line"
        reason = "; ".join([needs] + room)
        if self.missing_glyphs:
            reason += f"; no glyph for {' '.join(self.missing_glyphs)}"
        if self.truncated:
            return f"Cut: shows “{self.visible}” ({reason})."
        return f"Does not fit ({reason})."


def _points(value):
    return f"{value:.1f}".rstrip("0").rstrip(".")


def encode_line(text):
    """A text as one line of `measure -` input: backslash, line feed, CR and tab escaped."""
    return (text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t") + "\n")


def find_ellipsis(explicit=None):
    """The `ellipsis` to run: `explicit`, else $ELLIPSIS, else the one on PATH."""
    candidate = explicit or os.environ.get("ELLIPSIS") or shutil.which("ellipsis")
    if not candidate:
        raise EllipsisError("no ellipsis binary: install the package, put it on PATH or set ELLIPSIS_BINARY")
    return candidate


class MeasureProcess:
    """One `ellipsis measure - OPTIONS` process. Thread-safe: one text at a time."""

    def __init__(self, binary, options, timeout=30.0):
        self.binary = binary
        self.options = tuple(options)
        self.timeout = timeout
        self._lock = threading.Lock()
        self._process = None
        self._errors = None
        self._buffer = b""

    def _start(self):
        self._errors = tempfile.TemporaryFile()
        try:
            self._process = subprocess.Popen([self.binary, "measure", "-", "--format", "json", *self.options],
                                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._errors)
        except OSError as error:
            raise EllipsisError(f"cannot run {self.binary}: {error}") from error
        self._buffer = b""

    def _failure(self):
        """The process's own message, once it has exited."""
        process, self._process = self._process, None
        try:
            process.stdin.close()
        except OSError:
            pass
        try:
            status = process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            status = process.wait()
        process.stdout.close()
        self._errors.seek(0)
        message = self._errors.read().decode("utf-8", "replace").strip()
        self._errors.close()
        return EllipsisError(message or f"ellipsis measure exited with status {status}")

    def _read_line(self):
        deadline = time.monotonic() + self.timeout
        stdout = self._process.stdout
        while b"\n" not in self._buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                self._process.kill()
                raise EllipsisError(f"ellipsis measure gave no answer in {self.timeout:g} s")
            ready, _, _ = select.select([stdout], [], [], remaining)
            if ready:
                chunk = os.read(stdout.fileno(), 1 << 16)
                if not chunk:
                    raise self._failure()
                self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line

    def measure(self, text):
        """Measures one text; starts the process the first time, and again after it has stopped."""
        with self._lock:
            if self._process is None or self._process.poll() is not None:
                if self._process is not None:
                    self._failure()
                self._start()
            try:
                self._process.stdin.write(encode_line(text).encode("utf-8"))
                self._process.stdin.flush()
            except (BrokenPipeError, OSError):
                raise self._failure() from None
            line = self._read_line()
            try:
                return Measurement.from_json(text, json.loads(line))
            except (ValueError, KeyError) as error:
                raise EllipsisError(f"unexpected answer from ellipsis measure: {line[:200]!r}") from error

    def close(self):
        with self._lock:
            if self._process is not None:
                self._failure()

    @property
    def pid(self):
        return self._process.pid if self._process is not None else None


class MeasurePool:
    """Processes by option set, the least recently used closed beyond `limit`."""

    def __init__(self, binary=None, limit=16, timeout=30.0, extra_options=()):
        self.binary = binary
        self.limit = limit
        self.timeout = timeout
        self.extra_options = tuple(extra_options)
        self._processes = OrderedDict()
        self._lock = threading.Lock()
        atexit.register(self.close)

    def process(self, options):
        key = tuple(options) + self.extra_options
        with self._lock:
            process = self._processes.pop(key, None)
            if process is None:
                process = MeasureProcess(find_ellipsis(self.binary), key, self.timeout)
            self._processes[key] = process
            while len(self._processes) > self.limit:
                _, oldest = self._processes.popitem(last=False)
                oldest.close()
        return process

    def measure(self, text, options):
        return self.process(options).measure(text)

    def close(self):
        with self._lock:
            processes = list(self._processes.values())
            self._processes.clear()
        for process in processes:
            process.close()
