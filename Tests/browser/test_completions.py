"""folio's shell completions, run in the shells themselves: for `folio ` and `folio build --`
(and `folio import --`), the candidates bash, fish and zsh offer are the subcommands and options
`folio --help` and the subcommand's `--help` list, no more, no fewer.

- bash: the completion script is sourced and its function called as bash-completion calls it,
  with COMP_WORDS, COMP_CWORD, COMP_LINE and COMP_POINT; COMPREPLY is the candidates;
- fish: `complete -C 'folio build --'` after sourcing the script (with --no-config);
- zsh: compinit with the script's folder first in fpath, in an interactive zsh driven through
  zpty; Tab is pressed after the words and every candidate compadd adds is printed.

The scripts are the installed files when FOLIO_INSTALL_PREFIX names an installed prefix
(scripts/test-install sets it), else `folio --generate-completion-script SHELL`'s output, as
scripts/install writes them. Outside CI, a missing fish or zsh skips its test; under CI=true it fails.
"""
import os
import pathlib
import re
import subprocess

import pytest

from conftest import folio_executable, needs_tool

INSTALLED = {"bash": "share/bash-completion/completions/folio", "zsh": "share/zsh/site-functions/_folio",
             "fish": "share/fish/vendor_completions.d/folio.fish"}
LINES = ["folio ", "folio build --", "folio import --"]

BASH = r"""
shopt -s extglob
source "$1"; shift
COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
_folio folio "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
printf '%s\n' "${COMPREPLY[@]}"
"""

# An interactive zsh in a pseudo-terminal: compinit, compadd wrapped to print what it adds (the
# markers are split in the source so the terminal's echo of these lines never matches them),
# Tab after the words, and the shell left once completion has finished.
ZSH = r"""
zmodload zsh/zpty
zpty z zsh -f -i
zpty -w z "PROMPT=''; RPROMPT=''; fpath=(${(q)1} \$fpath); autoload -U compinit; compinit -u -D"
zpty -w z 'bindkey "^I" complete-word; zstyle ":completion:*" list-grouped false'
zpty -w z 'compadd () {
  if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
  typeset -a __hits; builtin compadd -A __hits "$@"; (( $#__hits == 0 )) && return 1
  local h; for h in $__hits; do print -r -- "<c""and>$h</c""and>"; done
}'
zpty -w z 'comppostfuncs=(finish); finish () { print -r -- "<do""ne>"; exit }'
zpty -w -n z "$2"$'\t'
finished=0
while zpty -r z line; do
  [[ $line == *'<done>'* ]] && { finished=1; break; }
  if [[ $line == *'<cand>'* ]]; then l=${line#*<cand>}; print -r -- ${l%%</cand>*}; fi
done
zpty -d z
(( finished )) || { print -u2 "zsh: completion did not finish"; exit 1; }
"""


def run(command, **options):
    return subprocess.run([str(c) for c in command], check=True, capture_output=True, text=True, timeout=60,
                          **options).stdout


def help_of(*words):
    return run([folio_executable(), *words, "--help"])


def subcommands():
    """The subcommands `folio --help` lists, and `help`, which swift-argument-parser adds."""
    text = help_of()
    section = text[text.index("SUBCOMMANDS:"):]
    names = re.findall(r"^  ([a-z][a-z-]*)\s", section, re.MULTILINE)
    assert "build" in names and "new" in names, text
    return set(names) | {"help"}


def options(*words):
    """The names (long and short) the OPTIONS section of a command's `--help` lists."""
    text = help_of(*words)
    section = text[text.index("OPTIONS:"):]
    found = set()
    for line in section.splitlines():
        if re.match(r"^  -", line):
            found.update(re.findall(r"(?<![\w-])(--?[a-z][a-z-]*)", line.strip().split("  ")[0]))
    assert "--help" in found, text
    return found


def expected(line, shell):
    """What `line` should complete to in `shell`: subcommands after `folio ` (bash also offers
    folio's own options there), the subcommand's long options after `--`."""
    words = line.split()
    if len(words) == 1:
        return subcommands() | (options() if shell == "bash" else set())
    return {name for name in options(*words[1:-1]) if name.startswith("--")}


@pytest.fixture(scope="module")
def scripts(tmp_path_factory):
    prefix = os.environ.get("FOLIO_INSTALL_PREFIX")
    if prefix:
        found = {shell: pathlib.Path(prefix) / path for shell, path in INSTALLED.items()}
    else:
        folder = tmp_path_factory.mktemp("completions")
        found = {"bash": folder / "folio", "zsh": folder / "zsh" / "_folio", "fish": folder / "folio.fish"}
        found["zsh"].parent.mkdir()
        for shell, path in found.items():
            path.write_text(run([folio_executable(), "--generate-completion-script", shell]))
    for path in found.values():
        assert path.is_file() and path.stat().st_size > 0, f"no completion script at {path}"
    return found


def lines():
    """The lines to complete: `folio import --` only while folio has an import command."""
    return [line for line in LINES if len(line.split()) == 1 or line.split()[1] in subcommands()]


def clean_environment(tmp_path):
    return {"PATH": os.environ["PATH"], "HOME": str(tmp_path), "LANG": "C.UTF-8", "TERM": "dumb"}


def test_bash_completes_subcommands_and_options(scripts, tmp_path):
    for line in lines():
        words = line.split(" ")
        got = set(run(["bash", "--norc", "--noprofile", "-c", BASH, "completion", scripts["bash"], *words],
                      env=clean_environment(tmp_path)).split())
        assert got == expected(line, "bash"), f"bash, {line!r}: {sorted(got)}"


@needs_tool("fish")
def test_fish_completes_subcommands_and_options(scripts, tmp_path):
    for line in lines():
        out = run(["fish", "--no-config", "-c", f"source {scripts['fish']}; complete -C '{line}'"],
                  env=clean_environment(tmp_path))
        got = {entry.split("\t")[0] for entry in out.splitlines() if entry}
        assert got == expected(line, "fish"), f"fish, {line!r}: {sorted(got)}"


@needs_tool("zsh")
def test_zsh_completes_subcommands_and_options(scripts, tmp_path):
    for line in lines():
        got = set(run(["zsh", "-f", "-c", ZSH, "capture", scripts["zsh"].parent, line],
                      env=clean_environment(tmp_path)).split())
        assert got == expected(line, "zsh"), f"zsh, {line!r}: {sorted(got)}"
