"""The one way the project reads a file it is given (a scenario, a data CSV, datapackage.json, a
runs file, a model's config.json): a regular file only (a FIFO, a device or a folder would block,
never end or fail later; a symlink counts as what it points to), and never more than a limit;
and the one way it writes a file it makes (`write_file`: never through a planted symlink)."""
from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import math
import os
import re
import signal
import stat
import sys
import tempfile
import threading
import unicodedata
from pathlib import Path

from .contract import OUTPUT_MARKER, PROJECT_INPUTS, WORK_PREFIX


#: the project's folder: a symlink in a folder the project reads may lead here (data/ linked in a copy)
PROJECT = Path(__file__).resolve().parent.parent

#: characters that print as nothing but are no format character: the line and paragraph separators
#: (a line break unseen), the Hangul fillers and the Braille blank (letters printed blank), the
#: combining grapheme joiner, the variation selectors and the Khmer and Mongolian invisible marks
BLANK_MARKS = ("\u2028\u2029\u115f\u1160\u3164\uffa0\u2800\u034f\u17b4\u17b5\u180b\u180c\u180d\u180f"
               + "".join(map(chr, [*range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0)])))
#: ... and the controls that reorder text (bidirectional embeddings, overrides and isolates: a report
#: or a terminal shows the text in another order than it is written), named as controls
REORDERING = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"


def _refused() -> str:
    """The character class of `CONTROL_RE`, by Unicode category (Python's `unicodedata`): Cc, the
    controls (but tab and line ends); Cf, the format characters (zero-width spaces and joiners, soft
    hyphens, direction marks, tag characters: they print as nothing, so a name holding one reads as
    another); Cs, lone surrogates (a YAML or JSON escape such as "\\ud800" of half a character);
    Co, private use, and Cn, unassigned code points and noncharacters (no font or reader agrees on
    them), but where later Unicode versions than Python's add emoji, symbols and CJK ideographs
    (U+1F000-1FBFF, planes 2 and 3: an emoji of Unicode 15 is no unassigned point); and
    `BLANK_MARKS`. Planes 4 to 13 are unassigned and 15 to 16 private, whole."""
    ranges, start = [], None
    points = [*range(0x40000), *range(0xE0000, 0xF0000)]
    for i, cp in enumerate(points):
        c = chr(cp)
        cat = unicodedata.category(c)
        newer = cat == "Cn" and (0x1F000 <= cp <= 0x1FBFF or 0x20000 <= cp <= 0x3FFFD) and cp & 0xFFFE != 0xFFFE
        bad = c not in "\t\n\r" and not newer and (cat in ("Cc", "Cf", "Cs", "Co", "Cn") or c in BLANK_MARKS)
        if bad and start is None:
            start = cp
        if start is not None and (not bad or i + 1 == len(points) or points[i + 1] != cp + 1):
            ranges.append((start, cp - 1 if not bad else cp))
            start = None
    ranges += [(0x40000, 0xDFFFF), (0xF0000, 0x10FFFF)]
    return "".join(re.escape(chr(a)) if a == b else f"{re.escape(chr(a))}-{re.escape(chr(b))}" for a, b in ranges)


class _CharClass:
    """A compiled character class whose `search` reads a text of ASCII alone (nearly every cell and
    value) against the class's ASCII members only: the same answer, where the whole class (ranges up to
    U+10FFFF, which the regex engine scans one by one) costs about half a microsecond per character."""

    def __init__(self, members: str):
        self.full = re.compile(f"[{members}]")
        ascii_members = "".join(c for c in map(chr, range(128)) if self.full.match(c))
        self.ascii = re.compile(f"[{re.escape(ascii_members)}]" if ascii_members else "(?!)")   # (?!): never matches

    def search(self, text: str):
        return (self.ascii if text.isascii() else self.full).search(text)


#: characters no text of the project's inputs may hold (a data cell, a scenario value): `_refused`
CONTROL_RE = _CharClass(_refused())
def _marks() -> str:
    """The combining marks (Unicode's canonical combining class above 0), as a regex class's ranges."""
    ranges, start = [], None
    for cp in range(0x30000):
        bad = unicodedata.combining(chr(cp)) > 0
        if bad and start is None:
            start = cp
        if start is not None and not bad:
            ranges.append((start, cp - 1))
            start = None
    return "".join(re.escape(chr(a)) if a == b else f"{re.escape(chr(a))}-{re.escape(chr(b))}" for a, b in ranges)


#: most combining marks one letter carries in a written language (Vietnamese two, some scripts three
#: or four); more is a stack that paints over the lines above and below it ('Z' and 30 accents)
MAX_MARKS = 4
MARK_STACK_RE = re.compile(f"[{_marks()}]{{{MAX_MARKS + 1},}}")


def mark_stack(text: str) -> str | None:
    """What is wrong with a text holding a letter stacked with more than MAX_MARKS combining marks, or None."""
    if not text.isascii() and (m := MARK_STACK_RE.search(text)):     # every combining mark lies beyond ASCII
        return (f"a letter with {len(m[0])} combining marks stacked on it ({named_chars(m[0], 2)}): at most "
                f"{MAX_MARKS} are drawn within its line; more paint over the lines around it")
    return None


#: the characters CONTROL_RE lets through (a data note may hold them), refused in a text shown on one line
#: (a name, an id, a title: a line break splits the headline, a tab is drawn as a box)
ONE_LINE_RE = re.compile("[\t\n\r]")
#: what a message expects where `CONTROL_RE` found one
NO_CONTROL = ("text without control or invisible characters (NUL, ESC, BEL, bidirectional overrides, zero-width "
              "spaces and joiners, soft hyphens, variation selectors), private-use or unassigned code points, or "
              "lone surrogates")


def what_char(c: str) -> str:
    """A character `CONTROL_RE` found, named: 'the control character U+001B', 'the lone surrogate U+D800',
    'the invisible character U+200B'."""
    kind = {"Cs": "lone surrogate", "Co": "private-use character", "Cn": "unassigned code point"}.get(
        unicodedata.category(c), "control character" if unicodedata.category(c) == "Cc" or c in REORDERING
        else "invisible character")
    return f"the {kind} U+{ord(c):04X}"


def same_key(text: str) -> str:
    """A name or id as it reads: Unicode NFKC (an accent written either way, a fullwidth letter), with
    the characters that print as nothing (format characters: zero-width joiners, marks) left out, so
    two that read alike compare alike."""
    return "".join(c for c in unicodedata.normalize("NFKC", text) if unicodedata.category(c) != "Cf")


#: the scripts whose letters pass for Latin ones (Cyrillic а, е, о, р, с; Greek ο, ν): a word mixing
#: them with Latin letters is a look-alike, not a name (Unicode TS #39's mixed-script rule, in short)
LOOK_ALIKE_SCRIPTS = ("CYRILLIC", "GREEK")


def named_chars(chars, limit: int = 3) -> str:
    """Characters as a reader can tell them apart: "'а' U+0430 CYRILLIC SMALL LETTER A", the first
    `limit` of them, then '...'."""
    chars = list(dict.fromkeys(chars))
    named = ", ".join(f"the byte 0x{ord(c) - 0xDC00:02X}, not UTF-8" if 0xDC80 <= ord(c) <= 0xDCFF else   # a file
                      f"{c!r} U+{ord(c):04X} {unicodedata.name(c, 'unnamed')}" for c in chars[:limit])  # name's
    return named + (", ..." if len(chars) > limit else "")


def non_ascii(text: str) -> str:
    """The non-ASCII characters of `text`, named (see named_chars), or '' when it has none."""
    return named_chars(c for c in text if ord(c) > 127)


@functools.lru_cache(maxsize=2)
def font_advances(bold: bool = False) -> dict[int, float]:
    """The report's font (Matplotlib's default, DejaVu Sans, first in the style sheets and print.css too),
    read once: each code point it draws and its advance in em."""
    from fontTools.ttLib import TTFont
    from matplotlib import font_manager
    path = font_manager.findfont(font_manager.FontProperties(family="DejaVu Sans", weight="bold" if bold else "normal"))
    with TTFont(path, fontNumber=0, lazy=True) as font:      # closed once read (no file left open)
        units, metrics = font["head"].unitsPerEm, font["hmtx"].metrics
        return {cp: metrics[glyph][0] / units for cp, glyph in font.getBestCmap().items() if glyph in metrics}


def undrawn(text: str) -> str:
    """The characters of `text` that the font the charts and the PDF are drawn in (`font_advances`) has
    no glyph for, named (`named_chars`), or ''.
    They print there as a box (Chinese, Japanese, emoji: the machine has no font with them); the HTML
    report, in the reader's browser, may show them."""
    if text.isascii():
        return ""
    drawn = font_advances()
    return named_chars(c for c in text if ord(c) > 127 and not c.isspace() and ord(c) not in drawn)


#: what a warning says of the characters `undrawn` names
UNDRAWN = ("no glyph in DejaVu Sans, the font of the charts and the PDF: they print there as boxes "
           "(the HTML report may show them)")


def unlisted_id(value: str) -> str:
    """What to add to 'unknown ...' or 'expected an id listed in ...' for an id that is not listed: its
    non-ASCII characters, named (a Cyrillic 'а' in 'trаinium2' prints as the Latin one), or nothing."""
    named = non_ascii(value)
    return f"; it holds non-ASCII characters ({named}): a look-alike letter?" if named else ""


#: Cyrillic and Greek letters drawn as a Latin one in most fonts (Н as H, Р as P, Α as A): a name of
#: these and digits ('Н100', 'Р5') reads as a Latin chip or instance name with no Latin text beside it
LATIN_TWINS = frozenset("АВЕЅІЈКМНОРСТХУасеіјорхуѕԁԛԝΑΒΕΖΗΙΚΜΝΟΡΤΥΧοκνυ")


def look_alike(text: str) -> str | None:
    """What is odd about a word of `text` that mixes Latin letters with Cyrillic or Greek ones
    ('trаinium2' with a Cyrillic а prints as the Latin id), or a name of such letters and digits in a
    text of Latin letters ('vs Н100'), or None. A word of one script is fine."""
    for c in dict.fromkeys(text):    # '𝖧100' (a mathematical sans-serif H): a styled form of ASCII (fullwidth
        # forms, 'ｐ５', are refused by the rules of ASCII ids and numbers, which say more)
        if not c.isascii() and not "\uff00" <= c <= "\uffef" and \
                (unicodedata.category(c)[0] == "L" or unicodedata.category(c) == "Nd") and \
                (plain := unicodedata.normalize("NFKC", c)) != c and plain.isascii() and plain.isalnum():
            return f"writes {named_chars([c])}, a styled form of {plain!r}: a look-alike of a plain name"
    latin = any(unicodedata.name(c, "").startswith("LATIN") for c in text)
    twins_only = all(c in LATIN_TWINS for c in text if c.isalpha())
    for token in re.findall(r"[^\W_]+", text):        # 'Н100' (a Cyrillic Н) prints as the chip H100
        letters = [c for c in dict.fromkeys(token) if c.isalpha()]
        if letters and any(c.isdigit() for c in token) and all(
                unicodedata.name(c, "").split(" ")[0] in LOOK_ALIKE_SCRIPTS for c in letters) and (
                latin or twins_only):         # 'Н100' in a text of nothing but Latin twins prints as H100 too
            return (f"writes {token!r} in letters of another script ({named_chars(letters)})"
                    + (" beside Latin text" if latin else ", each the twin of a Latin letter")
                    + ": a look-alike of a Latin name")
    for word in re.findall(r"[^\W\d_]+", text):
        scripts: dict[str, list[str]] = {}
        for c in dict.fromkeys(word):
            script = unicodedata.name(c, "").split(" ")[0]
            if script == "LATIN" or script in LOOK_ALIKE_SCRIPTS:
                scripts.setdefault(script, []).append(c)
        if "LATIN" in scripts and len(scripts) > 1:
            odd = [c for script, cs in scripts.items() if script != "LATIN" for c in cs]
            return f"mixes Latin letters with look-alikes of another script in {word!r} ({named_chars(odd)})"
    return None


def printable(text: str) -> str:
    """A one-line message with the control characters of what it quotes (a newline in a folder's
    name) written as escapes, so that it stays one line."""
    return re.sub(r"[\x00-\x1f\x7f-\x9f]", lambda m: repr(m[0])[1:-1], text)


def short(value, limit: int = 60) -> str:
    """repr() of a value, cut to `limit` characters: error text stays bounded."""
    text = repr(value)
    count = len(value) if isinstance(value, str) else len(text)      # the value's own, not its quotes
    return text if len(text) <= limit else text[:limit] + f"... ({count:,} characters)"


def fault_text(exc: BaseException, folder: Path | str | None = None, limit: int = 4_000) -> str:
    """An exception as one short line for a build's report: shutil's copy error (a list of every file
    that failed, thousands of characters) as its first failure and a count; an OSError that names no
    file (a full disk, 'No space left on device') with the folder that was being written."""
    if type(exc).__name__ == "Error" and exc.args and isinstance(exc.args[0], list) and exc.args[0]:
        first, more = exc.args[0][0], len(exc.args[0]) - 1
        why = first[2] if isinstance(first, tuple) and len(first) == 3 else str(first)
        text = f"copying failed: {why}" + (f" (and {more:,} more files)" if more else "")
    elif isinstance(exc, OSError) and not exc.filename and folder is not None:
        text = f"{type(exc).__name__}: {exc.strerror or exc} (writing in {folder})"
    else:
        text = f"{type(exc).__name__}: {exc}"
    return text if len(text) <= limit else text[:limit] + f"... ({len(text):,} characters)"


class InputError(ValueError):
    """A file the project cannot read as given; the message names the file and why."""


def written_otherwise(path: Path) -> str:
    """For a file or folder not found: one beside it whose name reads the same but is written in other code
    points ('café' with é as one letter or as e and an accent: NFC and NFD), named; else ''."""
    want = unicodedata.normalize("NFC", path.name)
    try:
        twins = [p.name for p in Path(path).parent.iterdir() if p.name != path.name
                 and unicodedata.normalize("NFC", p.name) == want]
    except OSError:
        return ""
    return (f" (the folder holds {twins[0]!r}, which reads the same but is written in other code points: "
            f"{non_ascii(twins[0]) or twins[0]} against {non_ascii(path.name) or path.name}; give the name as "
            "the folder writes it)") if twins else ""


def kind_problem(path: Path) -> str | None:
    """None for a regular file (after symlinks that stay in their folder or the project,
    `link_problem`); else what it is instead."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:              # through a link that leaves its folder: that is said first
        return link_problem(path) or "no such file" + written_otherwise(path)
    except OSError as exc:
        return f"cannot be read ({exc.strerror or exc})"
    if stat.S_ISREG(mode):
        return link_problem(path)
    what = ("a folder" if stat.S_ISDIR(mode) else "a FIFO (named pipe)" if stat.S_ISFIFO(mode)
            else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "a socket" if stat.S_ISSOCK(mode)
            else "not a regular file")
    return f"{what}, not a regular file"


#: the longest name of one file or folder, and of a whole path, the system takes (Linux: bytes)
NAME_MAX, PATH_MAX = 255, 4095

#: the longest name `write_file` puts beside a file it writes (its temporary file), and a build's
#: marker looked for in each folder above: a path's folder must leave this much room
BESIDE = 40


def length_problem(path: str | Path, below: int = 0) -> str | None:
    """Why the system would refuse `path` as too long (one name over NAME_MAX bytes, or the whole
    over PATH_MAX), or None: asked before anything looks at the path, which would raise. `below`:
    the bytes of the longest path written under it (a build's own folders and files)."""
    full = os.fsencode(os.path.abspath(path))
    if len(full) + below > PATH_MAX:
        room = f", and the files written under it take up to {below:,} more" if below else ""
        return f"a path of {len(full):,} bytes{room}; the system takes at most {PATH_MAX:,} in all"
    if long := next((part for part in full.split(b"/") if len(part) > NAME_MAX), None):
        return (f"it holds a name of {len(long):,} bytes ({os.fsdecode(long[:24])}...); the system takes at most "
                f"{NAME_MAX} in one file or folder name")
    return None


def folder_problem(path: str | Path, write: bool = True) -> str | None:
    """Why this user cannot use `path` as a folder (one to write into when `write`), or None; a
    folder that does not exist yet is judged by the nearest one above it that does (where it would
    be made). Asked before anything looks inside the path, which would raise."""
    for q in (Path(path), *Path(path).parents):
        try:
            mode = os.stat(q).st_mode
        except (FileNotFoundError, NotADirectoryError):     # not there yet, or under a file: the one above says
            continue
        except PermissionError:
            return "permission denied: this user may not look into a folder on its way"
        except OSError as exc:
            return f"cannot be looked up ({exc.strerror or exc})"
        if not stat.S_ISDIR(mode):
            return f"{'it' if q == Path(path) else q} is a file, not a folder"
        what = "it" if q == Path(path) else f"{q} (where it would be made)"
        if write and os.statvfs(q).f_flag & os.ST_RDONLY:
            return f"{what} lies on a read-only file system"
        if not os.access(q, (os.W_OK | os.X_OK) if write else (os.R_OK | os.X_OK)):
            return f"this user may not {'write in' if write else 'read'} {what}"
        return None
    return None


def link_problem(path: Path) -> str | None:
    """None unless a symlink on `path` leads out of the folder it sits in and out of the project
    (a data CSV linked to /etc/shadow, a runs file under a folder linked to /home/someone): the
    project reads the files it is pointed at, not what a link placed among them reaches. A link
    above the path's folders stays within its parent (the root holds everything), so /home linked
    to /data/home does not count."""
    here = Path(os.path.abspath(path))
    for q in [*reversed(here.parents), here]:
        if not os.path.islink(q):
            continue
        target = Path(os.path.realpath(q))
        if target.is_relative_to(os.path.realpath(q.parent)) or target.is_relative_to(PROJECT):
            continue
        return ("a symlink leading out of its folder and the project (not followed)" if q == here
                else f"under a symlink leading out of its folder and the project (not followed): {q.name}")
    return None


READ_CHUNK = 1 << 20      # bytes read at a time (a file is read whole, up to its limit)


def read_bytes(path: str | Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes, not reached through a symlink that
    leaves its folder (`link_problem`); InputError otherwise."""
    path = Path(path)
    if problem := kind_problem(path):
        raise InputError(f"{path}: {problem}")
    try:
        with open(path, "rb") as fh:     # in pieces: read(limit + 1) would reserve the limit, 50 MB, at once
            chunks, size = [], 0
            while size <= limit and (piece := fh.read(min(READ_CHUNK, limit + 1 - size))):
                chunks.append(piece)
                size += len(piece)
        data = b"".join(chunks)
    except OSError as exc:
        raise InputError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    if len(data) > limit:
        raise InputError(f"{path}: more than {limit:,} bytes; at most {limit:,} are read")
    if _RECORDING or os.environ.get(PINS_ENV):
        _held(path, data)
    return data


class Changed(InputError):
    """An input whose bytes are not those the build (or the command) read before: never a data problem
    of its own, so each reader lets it through as it is."""


#: a build's kernels read the inputs again; this names a file of the digests (path -> sha256) of what
#: the build read when it checked them and keyed its runs, and a read of other bytes is refused
PINS_ENV = "TRAINIUM_REPORT_PINS"
_RECORDING: list[dict] = []
_PINS: dict = {}
MAX_PINS_BYTES = 4_000_000       # a path and a digest per input a build read: a few KB


@contextlib.contextmanager
def recording():
    """The digest of every file `read_bytes` reads meanwhile (path -> sha256): what a build keys
    its runs by, given to its kernels (`PINS_ENV`). A file read twice with other bytes is refused."""
    seen: dict[str, str] = {}
    _RECORDING.append(seen)
    try:
        yield seen
    finally:
        _RECORDING.remove(seen)


def _pins() -> dict:
    where = os.environ.get(PINS_ENV, "")
    if where and where not in _PINS:
        _PINS[where] = {}
        try:                         # the build's own file: a regular one, read to a bound (never a device)
            with os.fdopen(open_own(where), "rb") as fh:
                pins = json.loads(fh.read(MAX_PINS_BYTES).decode("utf-8"))
            if isinstance(pins, dict):
                _PINS[where] = {str(k): str(v) for k, v in pins.items()}
        except (OSError, ValueError):
            pass
    return _PINS.get(where, {})


def _held(path: Path, data: bytes) -> None:
    name, digest = os.path.abspath(path), hashlib.sha256(data).hexdigest()
    for seen in _RECORDING:
        if seen.setdefault(name, digest) != digest:
            raise Changed(f"{path}: changed while it was being read (saved meanwhile?); run it again "
                             "once the file is saved")
    if _pins().get(name, digest) != digest:
        raise Changed(f"{path}: changed since the build began (the build checked it, and keys its "
                         "results by, the content it had then); nothing was kept of this run: build "
                         f"again once the file is saved (the build's digests are named by {PINS_ENV}="
                         f"{printable(os.environ.get(PINS_ENV, ''))[:120]}; outside a build, unset it)")


def open_own(path: Path | str, flags: int = os.O_RDONLY, mode: int = 0o600) -> int:
    """A file descriptor on a file the project keeps for itself (a cache entry, a lock): opened without
    following a symlink and without blocking on a FIFO, then refused (OSError) unless it is a regular
    file with no other name: a device read would never end, and a hard link's other name may be a
    user's file that a lock's write or truncation would change."""
    fd = os.open(path, flags | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, mode)
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode) or info.st_nlink > 1:
        os.close(fd)
        raise OSError(f"{path}: {'has another name (a hard link)' if stat.S_ISREG(info.st_mode) else 'not a regular file'}")
    return fd


def _umask() -> int:
    """The process's umask: from /proc (no change to it, which another thread's file would see), else read
    by setting it and setting it back at once."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_file(path: Path | str, data: bytes | str) -> None:
    """Write a file the project makes (a figure, the index page, a CSV): into a new temporary file
    beside it (created exclusively, so no symlink or other file planted under a guessable name is
    followed or truncated), flushed to disk, then renamed over `path`. A symlink at `path` itself is replaced,
    never written through; a folder there is an error naming it; so is a folder on the way that is a
    symlink leading out of its folder and the project (`link_problem`)."""
    path = Path(path)
    if problem := link_problem(path.parent):    # as for reads: a folder linked out of its own is not followed
        raise OSError(f"{path.parent}: {problem}; the file is not written")
    if path.is_dir() and not path.is_symlink():
        raise IsADirectoryError(f"{path} is a folder; the file is not written")
    if path.exists() and not path.is_symlink() and not path.is_file():
        raise OSError(f"{path} is a device, FIFO or socket, not a file; it is not replaced")
    # the temporary name takes at most 16 characters of the file's: a name the system takes (up to 255
    # bytes) must not fail for the longer temporary one beside it
    # signals whose default ends the process with no clean-up (SIGUSR1, SIGQUIT...) are held while the
    # temporary file exists: one that comes meanwhile acts once it is renamed (or removed), so no hidden
    # half-file is left beside yours (a SIGKILL still can)
    held = _hold_signals()
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name[:16]}.", suffix=".tmp")
    except BaseException:
        _release_signals(held)
        raise
    renaming = False
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data.encode("utf-8") if isinstance(data, str) else data)
            fh.flush()
            os.fsync(fh.fileno())       # on disk before the rename: a power cut leaves the old file or the new
        # as a plain open() would make it (mkstemp's is 0600): a new file 0666 less the umask (077 kept), a
        # file replaced keeps its own mode (a private 0600 export stays private)
        mode, owner = 0o666 & ~_umask(), None
        with contextlib.suppress(OSError):
            if stat.S_ISREG((info := os.stat(path, follow_symlinks=False)).st_mode):     # a link is replaced
                mode, owner = stat.S_IMODE(info.st_mode), (info.st_uid, info.st_gid)
        os.chmod(tmp, mode)
        if owner is not None:       # a file replaced keeps its owner and group where this process may set them
            with contextlib.suppress(OSError):
                os.chown(tmp, *owner)
        renaming = True
        os.replace(tmp, path)
    except BaseException as exc:
        left = ""
        try:
            os.unlink(tmp)
        except OSError:
            left = tmp                  # an append-only folder takes a new file and lets none go: said
        if isinstance(exc, OSError) and (renaming or left):
            raise OSError(exc.errno, (f"{exc.strerror}: the new file cannot be renamed over it (an append-only "
                                      "or immutable folder or file?)" if renaming else str(exc.strerror))
                          + (f"; its temporary file is left behind: {left}" if left else "")) from exc
        raise
    finally:
        _release_signals(held)


#: held while `write_file`'s temporary file exists: every signal whose default action ends the process
#: (SIGVTALRM, SIGXCPU, SIGSYS, the real-time ones... with no Python clean-up; SIGINT/SIGTERM/SIGHUP, which the
#: commands turn into a clean stop), all but those no process can hold (SIGKILL, SIGSTOP) and those whose
#: default ends nothing (a child's end, a window's size, a job's stop and continue)
_HELD_SIGNALS = signal.valid_signals() - {signal.SIGKILL, signal.SIGSTOP, signal.SIGCHLD, signal.SIGCONT, signal.SIGURG,
                                          signal.SIGWINCH, signal.SIGTSTP, signal.SIGTTIN, signal.SIGTTOU}


def _hold_signals():
    """Block `_HELD_SIGNALS` in this thread (the main thread: the only one a command writes from); the
    mask before, or None where signals cannot be masked here."""
    if threading.current_thread() is not threading.main_thread():
        return None
    try:
        return signal.pthread_sigmask(signal.SIG_BLOCK, _HELD_SIGNALS)
    except (OSError, ValueError):
        return None


def _release_signals(before) -> None:
    if before is not None:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


#: what an output folder's marker (contract.OUTPUT_MARKER) says it is: a report folder (--out) or a
#: figures folder (--figures, or a notebook's figures_dir)
ROLES = {"report": ("report folder", "--out"), "figures": ("figures folder", "--figures")}


def _said(role: str) -> str:
    return f"the {ROLES[role][0]}, {ROLES[role][1]}"


def marker_role(folder: Path) -> str | None:
    """The role an earlier build (or notebook run) wrote in the folder's marker (None: no marker, a
    symlink as the marker, or one that says none)."""
    with contextlib.suppress(OSError, UnicodeDecodeError):
        fd = os.open(Path(folder) / OUTPUT_MARKER, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        with os.fdopen(fd, "rb") as fh:
            text = fh.read(500).decode("utf-8")
        return next((role for role in ROLES if f"({_said(role)})" in text), None)
    return None


def mark_folder(folder: Path, role: str) -> None:
    """Write the marker that makes `folder` this project's output, in `role`."""
    write_file(Path(folder) / OUTPUT_MARKER,
               f"This folder is trainium-report's build output ({_said(role)}): builds replace what is in it.\n")


def foreign_files(folder: Path) -> str | None:
    """What an unmarked folder holds that no build wrote ('a.txt, b, c, ...'), or None when it is
    empty (a .gitkeep aside): the files a build or a notebook would mix its output with."""
    theirs = sorted(p.name for p in Path(folder).iterdir() if p.name != ".gitkeep")
    return f"{', '.join(theirs[:3])}{', ...' if len(theirs) > 3 else ''}" if theirs else None


#: the project's own output folders: a build or a notebook writes into these, or into a folder of its own
PROJECT_OUTPUTS = ("report", "figures")


#: UTF-32's byte order marks (little-, big-endian)
UTF32_BOMS = (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")
#: UTF-16's (little-, big-endian)
UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


def utf16_without_bom(head: bytes) -> bool:
    """A file's first bytes read as UTF-16 with no byte order mark: every other byte NUL (valid UTF-8 byte
    by byte, so no decode error says it)."""
    return len(head) >= 8 and (head[1::2].count(0) > len(head) // 4 or head[0::2].count(0) > len(head) // 4)


def utf16_hint(head: bytes) -> str:
    """' (UTF-16: ...)' when a file starts with a UTF-16 byte order mark (Windows PowerShell's
    Out-File writes one), else ''."""
    if head[:4] in UTF32_BOMS:       # UTF-32's begins as UTF-16-LE's does
        return " (the file starts with a UTF-32 byte order mark: it was saved as UTF-32)"
    return " (the file starts with a UTF-16 byte order mark: it was saved as UTF-16)" \
        if head[:2] in UTF16_BOMS else ""


#: the project's hidden folders, as a refusal to write into them says them
HIDDEN = {".cache": "its cache (emptied by make clean)", ".venv": "its Python environment", ".git": "its history"}


def project_output_problem(folder: Path) -> str | None:
    """Why a folder inside the project may not take a build's or a notebook's output, or None: output
    goes into report/ or figures/ or a new folder of its own, never into the project's inputs and code,
    its hidden folders (.venv, .cache, .git) or another folder of its (trainium_report.egg-info)."""
    inner = Path(os.path.abspath(folder))
    if not inner.is_relative_to(PROJECT) or inner == PROJECT:
        return None
    top = inner.relative_to(PROJECT).parts[0]
    if top in PROJECT_INPUTS:
        return f"inside the project's {top}/, which holds its inputs"
    if top.startswith("."):
        what = HIDDEN.get(top, "a hidden folder of the project's own")
        return f"inside the project's {top}/, {what}"
    if top not in PROJECT_OUTPUTS and inner != PROJECT / top and (PROJECT / top).is_dir() \
            and not (PROJECT / top / OUTPUT_MARKER).is_file():
        return f"inside the project's {top}/, which is not an output folder"
    return None


def figures_problem(folder: Path) -> str | None:
    """Why a notebook may not write its figures and tables into `folder` (papermill's -p figures_dir,
    JupyterLab), or None, having taken it: the build's rule for --figures, so a run never mixes its
    files with someone else's. Taken: a folder in the project's figures/; one in a build's work
    folder (the build's staging) or in a figures folder a build marked; one marked as a figures
    folder; a new or empty one (made, and marked as a figures folder)."""
    if os.path.islink(folder):
        return "a symlink; it is not followed: give the folder itself"
    if why := link_problem(folder):            # a folder on its way swapped for a link (a build's --out)
        return why
    real = Path(os.path.realpath(folder))
    if any(up.name.startswith(WORK_PREFIX) and (up.parent / OUTPUT_MARKER).is_file() for up in real.parents):
        return None                         # a build's staging, in the report folder it holds (marked first)
    if real.is_relative_to(PROJECT / "figures"):
        return None
    if real.is_relative_to(PROJECT / "report"):     # before its first build as after: the report's, not figures'
        return "inside the project's report/, the build's report folder (a notebook's figures go to figures/)"
    if problem := project_output_problem(real):
        return problem
    for up in real.parents:
        if (role := marker_role(up)) == "figures":
            return None
        if role or (up / OUTPUT_MARKER).is_file():
            return f"inside {up}, an earlier build's report folder, whose next build replaces what it holds"
    if real.is_dir():
        if (role := marker_role(real)) == "figures":
            return None
        if role or (real / OUTPUT_MARKER).is_file() or (real / "index.html").is_file():
            return "an earlier build's report folder (--out), not a figures folder"
        if theirs := foreign_files(real):
            return (f"it holds files no build or notebook run of this project wrote ({theirs}): the figures and "
                    "tables would be mixed with them")
    if problem := folder_problem(real):
        return problem
    real.mkdir(parents=True, exist_ok=True)
    mark_folder(real, "figures")
    return None


class DuplicateKey(ValueError):
    """A JSON object that gives one key twice (json.loads lets the last win, silently)."""


class NotFinite(ValueError):
    """NaN or Infinity where a JSON file must give a number (JSON itself has neither; Python reads them):
    which (`name`) and the line of the first (`line`, 0: not found)."""

    def __init__(self, name: str, line: int, why: str = "JSON has no NaN or Infinity"):
        self.name, self.line, self.why = name, line, why
        super().__init__(f"{name}" + (f" on line {line}" if line else "") + f": {why}; give a number")


_NON_FINITE_RE = re.compile(r"[:\[,]\s*(-?Infinity|NaN)\b")


def json_loads(text: str, finite: bool = False):
    """json.loads, refusing a key given twice in one object (DuplicateKey names it and the line of
    its second appearance), as the YAML reader refuses one; `finite`: refusing NaN and Infinity too
    (NotFinite names the first and its line), where every number must be one (a bound, a unit factor)."""
    def constant(name):
        m = _NON_FINITE_RE.search(text)
        line = text.count("\n", 0, m.start()) + 1 if m else 0
        raise NotFinite(name, line)

    def pairs(items):
        seen = {}
        for k, v in items:
            if k in seen:
                line = _second_in_one_object(text, k)
                raise DuplicateKey(f"key {json.dumps(k)[:80]} appears twice in one object"
                                   + (f" (again on line {line})" if line else "") + "; remove one")
            seen[k] = v
        return seen
    def number(literal, kind):
        value = kind(literal)
        if (math.isfinite(value) if kind is float else abs(value) <= sys.float_info.max):
            return value
        at = text.find(literal)            # 1e400 reads as inf, a 400-digit integer overflows every float
        raise NotFinite(literal[:40] + ("..." if len(literal) > 40 else ""), text.count("\n", 0, at) + 1 if at >= 0 else 0,
                        "beyond the largest number a float holds (about 1.8e308)")

    hooks = {"parse_constant": constant, "parse_float": lambda v: number(v, float),
             "parse_int": lambda v: number(v, int)} if finite else {}
    return json.loads(text, object_pairs_hook=pairs, **hooks)


def _second_in_one_object(text: str, key: str) -> int:
    """The line where `key` is given a second time in one JSON object (0: not found): a scan that
    keeps the keys of each open object, so the same key in another object (every field's "type")
    is not taken for it."""
    keys: list[set] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            k = j + 1
            while k < n and text[k] in " \t\r\n":
                k += 1
            if keys and k < n and text[k] == ":":
                with contextlib.suppress(ValueError):
                    if json.loads(text[i:j + 1]) == key:
                        if key in keys[-1]:
                            return text.count("\n", 0, i) + 1
                        keys[-1].add(key)
            i = j + 1
            continue
        if c == "{":
            keys.append(set())
        elif c == "}" and keys:
            keys.pop()
        i += 1
    return 0


#: a run of digits longer than Python turns into an int (sys.get_int_max_str_digits: 4,300)
_LONG_NUMBER = re.compile(r"""["']?([A-Za-z_][\w.-]{0,60})["']?\s*:\s*[-+]?\d{4300,}""")


def long_number_at(text: str) -> str:
    """Where a number of thousands of digits sits in YAML or JSON text: "line N, key 'k'" (the
    parser's own error names neither), or "" when none is found."""
    m = _LONG_NUMBER.search(text)
    if not m:
        return ""
    return f"line {text.count(chr(10), 0, m.start()) + 1}, key '{m.group(1)}'"
