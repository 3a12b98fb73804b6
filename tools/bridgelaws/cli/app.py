"""The shared typer application that every command module registers on."""

import typer

app = typer.Typer(
    name="bridgelaws",
    help="The Laws of Duplicate Bridge and their commentaries: check, link, search, compute.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
