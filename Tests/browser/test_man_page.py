"""folio's man page as a reader sees it (`man -l`, rendered by man-db and groff) against
`folio --help` and each subcommand's `--help`: the page's COMMANDS section has one subsection
per subcommand `folio --help` lists, in the same order, and each subsection names the
arguments and the options (long and short) its `--help` lists, no more, no fewer (`--help` and
`--version`, which every command has, are in the page's SYNOPSIS).

The page is the installed share/man/man1/folio.1 when FOLIO_INSTALL_PREFIX names an installed
prefix (scripts/test-install sets it), else scripts/man-page's output for the folio under test.
"""
import os
import pathlib
import re
import subprocess

import pytest

from conftest import ROOT, folio_executable, needs_tool

pytestmark = [needs_tool("man")]
NAME = re.compile(r"(?<![\w-])(--?[a-z][a-z-]*|<[a-z][\w.=-]*>)")


def run(command, **options):
    return subprocess.run([str(c) for c in command], check=True, capture_output=True, text=True, timeout=60,
                          **options).stdout


def help_sections(*words):
    """The names in a command's `--help`: its SUBCOMMANDS, and the ARGUMENTS and OPTIONS together."""
    text = run([folio_executable(), *words, "--help"])
    sections, current = {}, None
    for line in text.splitlines():
        if re.match(r"^[A-Z]+:", line):
            current = line.rstrip(":")
            sections[current] = []
        elif current and re.match(r"^  \S", line):
            sections[current].append(line.strip().split("  ")[0])
    subcommands = [entry.split()[0] for entry in sections.get("SUBCOMMANDS", []) if re.match(r"^[a-z-]+$", entry)]
    names = set()
    for entry in sections.get("ARGUMENTS", []) + sections.get("OPTIONS", []):
        names.update(NAME.findall(entry.split(" <")[0] if entry.startswith("-") else entry))
    return subcommands, names


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    """The man page's roff source and the page as `man -l` shows it (tabs expanded, 200 columns)."""
    prefix = os.environ.get("FOLIO_INSTALL_PREFIX")
    if prefix:
        path = pathlib.Path(prefix) / "share" / "man" / "man1" / "folio.1"
    else:
        path = tmp_path_factory.mktemp("man") / "folio.1"
        path.write_text(run([ROOT / "scripts" / "man-page", folio_executable()]))
    environment = {"PATH": os.environ["PATH"], "MANWIDTH": "200", "LANG": "C.UTF-8", "MAN_KEEP_FORMATTING": ""}
    text = run(["man", "-l", path], env=environment)
    shown = subprocess.run(["col", "-bx"], input=text, capture_output=True, text=True, check=True).stdout
    return {"source": path.read_text(), "shown": shown}


def plain(roff):
    """A line of roff as text: font changes dropped, escaped hyphens as hyphens."""
    return re.sub(r"\\f[BIRP]", "", roff).replace("\\-", "-").replace("\\&", "")


def commands_in_page(source):
    """Each subsection of COMMANDS (`.SS "folio NAME"`) and the names in its tags (the line after
    each `.TP`), in the page's order."""
    lines = source.splitlines()
    start = lines.index(".SH COMMANDS")
    end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith(".SH "))
    commands, current = {}, None
    for index in range(start + 1, end):
        heading = re.match(r'^\.SS "folio (\S+)"$', lines[index])
        if heading:
            current = heading.group(1)
            commands[current] = set()
        elif current and lines[index] == ".TP":
            tag = plain(lines[index + 1])
            commands[current].update(NAME.findall(tag.split(" <")[0] if tag.startswith("-") else tag))
    return commands


def test_the_man_page_lists_every_command_of_folio_help(page):
    subcommands, top = help_sections()
    in_page = list(commands_in_page(page["source"]))
    assert in_page == [name for name in subcommands if name != "help"], f"man page: {in_page}; --help: {subcommands}"
    shown = page["shown"]
    synopsis = shown[shown.index("SYNOPSIS"):shown.index("DESCRIPTION")]
    assert set(NAME.findall(synopsis)) >= top - {"-h"}, synopsis


def test_each_commands_arguments_and_options_are_its_help(page):
    commands = commands_in_page(page["source"])
    wrong = []
    for name, in_page in commands.items():
        _, in_help = help_sections(name)
        in_help -= {"-h", "--help", "--version"}
        if in_page != in_help:
            wrong.append(f"folio {name}: only in the man page {sorted(in_page - in_help)}, "
                         f"only in --help {sorted(in_help - in_page)}")
    assert commands and not wrong, "\n".join(wrong)
    # What man shows: each command's heading, and each name written as it is typed.
    shown = page["shown"]
    for name, names in commands.items():
        section = shown[shown.index(f"\n   folio {name}\n"):]
        for option in names:
            assert re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", section), f"man shows no {option} for folio {name}"
