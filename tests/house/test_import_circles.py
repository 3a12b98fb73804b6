"""No module of tools/bridgelaws/ imports itself back through others: the import graph (every import
statement, at the top, in a function or under TYPE_CHECKING) has no circle. import-linter's contracts
(pyproject.toml, run by `make lint`) keep the layers; this finds a circle of any length, even inside
one folder, and names its modules."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "tools" / "bridgelaws"


def modules(package: Path) -> dict[str, Path]:
    """Every module of `package` by its dotted name (a folder's __init__.py by the folder's name)."""
    found = {}
    for path in sorted(package.rglob("*.py")):
        parts = path.relative_to(package.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def imports(package: Path) -> dict[str, set[str]]:
    """Which modules of `package` each of its modules imports. A module importing its own package's
    __init__ (a parent) is left out: Python runs the parent first whatever the child imports."""
    known = modules(package)
    graph: dict[str, set[str]] = {name: set() for name in known}
    for name, path in known.items():
        home = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = home.split(".")[: len(home.split(".")) - node.level + 1]
                    base = ".".join([*parts, base] if base else parts)
                targets = [
                    f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                    for alias in node.names
                ]
            else:
                continue
            for target in targets:
                while target and target not in known:  # `import a.b.c` of a function: the module a.b
                    target = target.rpartition(".")[0]
                parent = known.get(target, Path()).name == "__init__.py" and name.startswith(target + ".")
                if target and target != name and not parent:
                    graph[name].add(target)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                component.append(other)
                if other == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10_000))
    try:
        for module in sorted(graph):
            if module not in index:
                visit(module)
    finally:
        sys.setrecursionlimit(limit)
    return sorted(found)


def test_no_import_circle_in_bridgelaws() -> None:
    graph = imports(PACKAGE)
    assert len(graph) > 100 and graph["bridgelaws.model.load"]  # the whole package was read
    assert circles(graph) == [], "import circles: " + "; ".join(" ↔ ".join(c) for c in circles(graph))


def test_a_circle_is_found_wherever_its_imports_stand(tmp_path: Path) -> None:
    """The circles the house had (model/link, load, rawhtml through a TYPE_CHECKING import; site/links,
    pages, text through a relative one), rebuilt in a package of their own, are found."""
    package = tmp_path / "house"
    for folder in ("model", "site"):
        (package / folder).mkdir(parents=True)
        (package / folder / "__init__.py").write_text("", encoding="utf-8")
    (package / "__init__.py").write_text("", encoding="utf-8")
    files = {
        "model/link.py": "import typing\nif typing.TYPE_CHECKING:\n    from .load import _Reader\n",
        "model/load.py": "from .rawhtml import check\nfrom . import schema\n",
        "model/rawhtml.py": "def check():\n    from house.model.link import passages\n",
        "model/schema.py": "import house.model  # its own package: no circle\n",
        "site/links.py": "from .pages import SiteMap\n",
        "site/pages.py": "from .text import plain_title\nfrom ..model import load\n",
        "site/text.py": "from . import links\n",
    }
    for name, text in files.items():
        (package / name).write_text(text, encoding="utf-8")
    assert circles(imports(package)) == [
        ["house.model.link", "house.model.load", "house.model.rawhtml"],
        ["house.site.links", "house.site.pages", "house.site.text"],
    ]
