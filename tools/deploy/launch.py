"""bridgelaws behind nginx: render tools/deploy/nginx.conf; start search API replicas and nginx.

    # the configuration for real replicas (one `--replica` per `bridgelaws serve --api-only`)
    python tools/deploy/launch.py render --listen 80 --site /srv/bridgelaws/site --user www-data \\
        --replica 10.0.0.11:8000 --replica 10.0.0.12:8000 > /srv/bridgelaws/nginx/nginx.conf

    # everything on one machine, to try it: the index built once, N replicas (each gunicorn with
    # --workers processes) on free loopback ports, nginx in the foreground on LISTEN; Ctrl-C stops it all
    python tools/deploy/launch.py run --replicas 2 --workers 1 --listen 127.0.0.1:8080 --site site

Uses nothing but the standard library and the `bridgelaws` command of the running Python.
"""

from __future__ import annotations

import argparse
import getpass
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

TEMPLATE = Path(__file__).with_name("nginx.conf")
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
MIME_TYPES = "/etc/nginx/mime.types"
_PLACEHOLDER = re.compile(r"\{\{([A-Z_]+)\}\}")
_SERVING = re.compile(r"serving .* on http://(\S+?)/")


def render(
    replicas: Sequence[str],
    *,
    listen: str,
    site: Path,
    user: str,
    server_name: str = "_",
    mime_types: str = MIME_TYPES,
    api_rate: str = "10r/s",
    api_burst: int = 20,
    template: Path = TEMPLATE,
) -> str:
    """The nginx configuration for `replicas` ("host:port" each) and the built `site` folder."""
    if not replicas:
        raise ValueError("give at least one replica")
    if not re.fullmatch(r"\d+r/[sm]", api_rate):
        raise ValueError(f"API rate {api_rate!r} is not like 10r/s or 600r/m")
    values = {
        "USER": user,
        "LISTEN": listen,
        "SERVER_NAME": server_name,
        "SITE": str(site.resolve()),
        "MIME_TYPES": mime_types,
        "REPLICAS": "\n".join(f"        server {each} max_fails=1 fail_timeout=10s;" for each in replicas),
        "API_RATE": api_rate,
        "API_BURST": str(api_burst),
    }
    text = template.read_text(encoding="utf-8")
    missing = set(_PLACEHOLDER.findall(text)) - values.keys()
    if missing:
        raise ValueError(f"{template} has placeholders nobody fills: {', '.join(sorted(missing))}")
    return _PLACEHOLDER.sub(lambda match: values[match[1]], text)


def host_port(address: str) -> tuple[str, int]:
    """("127.0.0.1", 8080) for "127.0.0.1:8080"; a bare port means every address, reached on loopback."""
    host, _, port = address.rpartition(":")
    return host.strip("[]") or "127.0.0.1", int(port)


def free_port(host: str = "127.0.0.1") -> int:
    """A port nobody listens on at the moment."""
    with socket.socket() as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


def bridgelaws(*args: str | Path) -> list[str]:
    """The command line running `bridgelaws ARGS` with this Python."""
    return [sys.executable, "-c", "from bridgelaws.cli import main; main()", *map(str, args)]


def build_index(root: Path, index: Path) -> None:
    """Build (or update) the search index once, before any replica opens it."""
    subprocess.run(bridgelaws("index", "--root", root, "--out", index), check=True, stdout=subprocess.DEVNULL)


@dataclass
class Replica:
    """A running `bridgelaws serve --api-only`: its process, its address, its log."""

    process: subprocess.Popen[bytes]
    address: str
    log: Path


def start_replica(
    root: Path,
    index: Path,
    log: Path,
    host: str = "127.0.0.1",
    rate: float = 1000.0,
    trusted_proxies: Sequence[str] = ("127.0.0.1",),
    workers: int = 1,
    timeout: float = 20.0,
) -> Replica:
    """Start a replica (`bridgelaws serve --api-only`: gunicorn, `workers` processes) on a free port of
    `host`; return once it listens.

    nginx on the same machine reaches it from 127.0.0.1, a trusted proxy: the replica counts each
    client by the address nginx appends to X-Forwarded-For. Its own per-client `rate` is high all
    the same: the per-client limit is nginx's `limit_req`, the replica's only a backstop."""
    trusted = [part for proxy in trusted_proxies for part in ("--trusted-proxy", proxy)]
    command = bridgelaws(
        "serve", "--api-only", "--host", host, "--port", "0", "--no-watch", "--quiet",
        "--workers", str(workers), "--rate", str(rate), *trusted, "--root", root, "--index", index,
    )  # fmt: skip
    with log.open("wb") as out:
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=out, start_new_session=True)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = _SERVING.search(_text(log))
        if found:
            return Replica(process, found[1], log)
        if process.poll() is not None:
            break
        time.sleep(0.05)
    stop(process)
    raise RuntimeError(f"replica did not start: {_text(log)}")


def start_nginx(
    prefix: Path, config: str, listen: str, nginx: str = NGINX, timeout: float = 10.0
) -> subprocess.Popen[bytes]:
    """Write `config` into `prefix`, check it (`nginx -t`) and run nginx in the foreground; return
    its process once it accepts connections on `listen`."""
    for folder in ("logs", "temp"):
        (prefix / folder).mkdir(parents=True, exist_ok=True)
    conf = prefix / "nginx.conf"
    conf.write_text(config, encoding="utf-8")
    command = [nginx, "-p", f"{prefix}/", "-c", str(conf)]
    command += ["-g", f"daemon off; pid {prefix}/nginx.pid; error_log stderr;"]
    check = subprocess.run([*command, "-t", "-q"], capture_output=True, text=True, timeout=timeout)
    if check.returncode != 0:
        raise RuntimeError(f"nginx refuses {conf}:\n{check.stderr}")
    log = prefix / "logs" / "stderr.log"
    with log.open("wb") as out:
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=out, start_new_session=True)
    host, port = host_port(listen)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        try:
            socket.create_connection((host, port), timeout=1).close()
            return process
        except OSError:
            time.sleep(0.05)
    stop(process)
    raise RuntimeError(f"nginx did not start on {listen}: {_text(log)}")


def _text(log: Path) -> str:
    return log.read_text(encoding="utf-8", errors="replace")


def stop(process: subprocess.Popen[bytes], timeout: float = 10.0) -> None:
    """Terminate `process` (nginx: fast shutdown; a replica: its workers finish what they answer), killing
    its whole process group (it leads one: its workers are in it) if it does not end in time."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout)


def _run(options: argparse.Namespace) -> None:
    root, site = options.root.resolve(), options.site.resolve()
    if not (site / "index.html").is_file():
        sys.exit(f"no built site in '{site}': run `mkdocs build` first")
    index = root / ".cache" / "search"
    prefix = (options.prefix or root / ".cache" / "deploy").resolve()
    (prefix / "logs").mkdir(parents=True, exist_ok=True)
    build_index(root, index)
    processes: list[subprocess.Popen[bytes]] = []
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        replicas = []
        for number in range(options.replicas):
            log = prefix / "logs" / f"replica-{number}.log"
            replicas.append(start_replica(root, index, log, workers=options.workers))
            processes.append(replicas[-1].process)
        config = render(
            [replica.address for replica in replicas],
            listen=options.listen, site=site, user=options.user, api_rate=options.api_rate,
            api_burst=options.api_burst,
        )  # fmt: skip
        nginx = start_nginx(prefix, config, options.listen)
        processes.append(nginx)
        host, port = host_port(options.listen)
        print(f"serving on http://{host}:{port}/ — replicas {', '.join(r.address for r in replicas)}")
        nginx.wait()
    except KeyboardInterrupt:
        pass
    finally:
        for process in reversed(processes):
            stop(process)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    for name in ("render", "run"):
        command = commands.add_parser(name)
        command.add_argument("--listen", default="127.0.0.1:8080", help="what nginx listens on")
        command.add_argument("--site", type=Path, default=Path("site"), help="the built site folder")
        command.add_argument("--user", default=getpass.getuser(), help="account of nginx's workers")
        command.add_argument("--api-rate", default="10r/s", help="API requests per client address")
        command.add_argument("--api-burst", type=int, default=20, help="requests past the rate at once")
    render_command, run_command = commands.choices["render"], commands.choices["run"]
    render_command.add_argument("--replica", action="append", required=True, help="host:port of a replica")
    render_command.add_argument("--server-name", default="_")
    render_command.add_argument("--mime-types", default=MIME_TYPES)
    run_command.add_argument("--replicas", type=int, default=2, help="how many replicas to start")
    run_command.add_argument("--workers", type=int, default=1, help="worker processes of each replica")
    run_command.add_argument("--root", type=Path, default=Path("."), help="the project root")
    run_command.add_argument("--prefix", type=Path, help="nginx's folder [default: ROOT/.cache/deploy]")
    options = parser.parse_args(argv)
    try:
        if options.command == "render":
            config = render(
                options.replica, listen=options.listen, site=options.site, user=options.user,
                server_name=options.server_name, mime_types=options.mime_types,
                api_rate=options.api_rate, api_burst=options.api_burst,
            )  # fmt: skip
            print(config, end="")
        elif options.replicas < 1 or options.workers < 1:
            parser.error("--replicas and --workers must be at least 1")
        else:
            _run(options)
    except ValueError as error:
        parser.error(str(error))
    except (RuntimeError, subprocess.CalledProcessError) as error:
        sys.exit(f"error: {error}")


if __name__ == "__main__":
    main()
