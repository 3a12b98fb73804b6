"""Hostile YAML in content: anchors and aliases (a 1 KB file that would expand to 387 million nodes),
nesting deeper than content needs (the C loader would crash the process), values that cannot be read
(a date such as 2019-13-45) — each a located problem at once, never a traceback, a crash or memory
running away, in `bridgelaws check` (on a copy of the knowledge base) and under the serve watcher.

The commands run in child processes with their address space capped, so that a regression fails the
test (MemoryError, a timeout) instead of taking the machine's memory."""

from __future__ import annotations

import json
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bridgelaws.model.yamlfile import MAX_DEPTH, YamlError, load_yaml, read_yaml
from kbtree import law, law_index, write_tree

ROOT = Path(__file__).resolve().parents[2]
CAP = 3 * 2**30  # address space of a child (Python and its libraries map ~1 GB): far below a bomb's need


def alias_bomb() -> str:
    """Nine levels of nine aliases each over a list of nine: about 1 KB, 9**10 values expanded."""
    lines = ["level0: &level0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for n in range(1, 10):
        lines.append(f"level{n}: &level{n} [" + ", ".join([f"*level{n - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def _capped() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (CAP, CAP))


# CPU seconds, and the peak RSS of the program itself (VmHWM: ru_maxrss would keep the forked parent's).
_MEASURE = """import atexit, resource, sys
def _measure():
    used = resource.getrusage(resource.RUSAGE_SELF)
    with open("/proc/self/status") as status:
        peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
    sys.stderr.write("\\nMEASURED %f %d\\n" % (used.ru_utime + used.ru_stime, peak))
atexit.register(_measure)
"""


def run_capped(code: str, cwd: Path, timeout: float) -> tuple[subprocess.CompletedProcess[str], float, int]:
    """`code` run by Python in a child capped in memory: its result, the CPU seconds it used (the
    machine's load does not change them, as it changes the wall clock's) and its peak RSS in MB."""
    result = subprocess.run(
        [sys.executable, "-c", _MEASURE + code],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        preexec_fn=_capped,
    )
    measured = [line.split() for line in result.stderr.splitlines() if line.startswith("MEASURED ")]
    assert measured, result.stderr[-2000:]
    return result, float(measured[-1][1]), int(measured[-1][2]) // 1024


REFUSED = (
    "content/glossary/bomb.yaml:1:9: YAML anchors and aliases are not allowed (&level0): write the value out"
)
CHECK = "import sys; from bridgelaws.cli import app; sys.argv = ['bridgelaws', 'check', '--json']; app()"


def test_the_bomb_is_about_a_kilobyte() -> None:
    assert 500 < len(alias_bomb()) <= 1024
    assert alias_bomb().count("*level") == 81


def test_check_refuses_the_alias_bomb_at_once_with_its_place(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "laws", tmp_path / "laws")
    shutil.copytree(ROOT / "content", tmp_path / "content")
    (tmp_path / "content/glossary/bomb.yaml").write_text(alias_bomb(), encoding="utf-8")
    result, seconds, peak = run_capped(CHECK, tmp_path, timeout=120)
    assert result.returncode == 1, result.stderr[-2000:]
    assert "Traceback" not in result.stderr and "MemoryError" not in result.stderr
    problems = json.loads(result.stdout)["problems"]
    assert problems == [REFUSED]
    assert peak < 200, f"{peak} MB"  # the real knowledge base alone needs ~50 MB
    assert seconds < 5, seconds


def test_check_of_a_small_base_with_the_bomb_needs_little(tmp_path: Path) -> None:
    write_tree(tmp_path, law_index(law(27, "Insufficient Bid", ["A", "B"])))
    (tmp_path / "content/glossary").mkdir(parents=True)
    (tmp_path / "content/glossary/bomb.yaml").write_text(alias_bomb(), encoding="utf-8")
    result, seconds, peak = run_capped(CHECK, tmp_path, timeout=60)
    assert result.returncode == 1 and "bomb.yaml:1:9: YAML anchors and aliases" in result.stdout
    assert seconds < 5 and peak < 200, (seconds, peak)


WATCH = """
import json, resource, sys, time
from pathlib import Path
from bridgelaws.serve.watch import ContentWatcher
root = Path(".")
log, shown = [], []
watcher = ContentWatcher(root, root / "index", None, on_problems=shown.append, delay=0.1, log=log.append)
watcher.start()
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
Path("content/glossary/bomb.yaml").write_text(sys.argv[1], encoding="utf-8")
deadline = time.monotonic() + 60
def waiting():
    return watcher.rebuilds < 1 and not any(m.startswith("rebuild failed") for m in log)
while waiting() and time.monotonic() < deadline:
    time.sleep(0.05)
watcher.stop()
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
print(json.dumps({"log": log, "problems": shown[-1] if shown else None, "before": before, "after": after}))
"""


def test_the_serve_watcher_reports_the_bomb_and_does_not_grow(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "laws", tmp_path / "laws")
    shutil.copytree(ROOT / "content", tmp_path / "content")
    code = WATCH.replace("sys.argv[1]", repr(alias_bomb()))
    result, _, _ = run_capped(code, tmp_path, timeout=180)
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert not any(line.startswith("rebuild failed") for line in report["log"]), report["log"]
    assert any(line.startswith("content changed") for line in report["log"]), report["log"]
    assert report["problems"] == [REFUSED]
    assert report["after"] - report["before"] < 50, report  # the rebuild needs no more than the first load


@pytest.mark.parametrize(
    ("text", "where", "fragment"),
    [
        ("a: &x 1\nb: *x\n", (1, 4), "YAML anchors and aliases are not allowed (&x)"),
        ("title: Insufficient\nlaws: *laws\n", (2, 7), "YAML anchors and aliases are not allowed (*laws)"),
        ("base: &b {a: 1}\nmore:\n  <<: *b\n", (1, 7), "(&b)"),
        ("- " * (MAX_DEPTH + 1) + "x\n", (1, 2 * MAX_DEPTH + 1), f"nested deeper than {MAX_DEPTH} levels"),
        ("[" * 200_000 + "]" * 200_000, (1, MAX_DEPTH + 1), f"nested deeper than {MAX_DEPTH} levels"),
        ("id: demo\ndate: 2019-13-45\n", (2, 7), "'2019-13-45' cannot be read (month must be in 1..12)"),
        ("a: !!python/object/apply:os.system [ls]\n", (1, 4), "could not determine a constructor"),
        ("a: [1\n", (2, 1), "YAML syntax error"),
    ],
)
def test_hostile_text_is_a_located_error(
    tmp_path: Path, text: str, where: tuple[int, int], fragment: str
) -> None:
    with pytest.raises(YamlError) as raised:
        load_yaml(text)
    assert (raised.value.line, raised.value.col) == where and fragment in raised.value.message
    path = tmp_path / "x.yaml"
    path.write_text(text, encoding="utf-8")
    doc, problems = read_yaml(path, "content/x.yaml")
    line, col = where
    assert doc is None
    assert [str(p) for p in problems] == [f"content/x.yaml:{line}:{col}: {raised.value.message}"]


def test_plain_content_with_ampersands_and_stars_reads_as_before() -> None:
    text = "text: 'Q&A: **bold** * and & in prose'\nlist: ['*', '&']\nnote: a * b & c\n"
    expected = {"text": "Q&A: **bold** * and & in prose", "list": ["*", "&"], "note": "a * b & c"}
    assert load_yaml(text) == expected
