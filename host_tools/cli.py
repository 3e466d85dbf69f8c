"""The `regalia` command: every host tool a user runs, under one name.

    regalia COMMAND [ARGS ...]
    python -m host_tools.cli COMMAND [ARGS ...]      (the same, from a checkout)

`pip install .` puts `regalia` on the PATH (pyproject.toml); `make` runs the tools by their
modules and needs none of this. Each command is its tool's own `main(argv)`, found in
`COMMANDS` and imported for that command alone: its arguments and exit status are the tool's;
`regalia COMMAND --help` prints the tool's docstring (the referee's own help for the referee:
`regalia referee king --help` prints the King referee's usage).
"""
import importlib
import sys

# command -> (module, what it does); each module's main(argv) returns the exit status
COMMANDS = {
    "referee": ("host_tools.referee", "check and play positions: referee GAME VERB [ARGS ...]"),
    "sim": ("host_tools.sim", "the real firmware in this terminal"),
    "deploy": ("host_tools.deploy", "put the firmware on a board: deploy --port PORT"),
    "build": ("host_tools.build", "compile the on-device files with mpy-cross, with sizes"),
    "web": ("host_tools.web", "the web app: web build | web serve"),
    "screenshots": ("host_tools.screenshots", "button scripts to PNG pictures of the panel"),
    "pull": ("host_tools.records_pull", "copy a board's records and saves: pull --port PORT"),
    "report": ("host_tools.records_report", "charts and figures of records.json"),
}
HELP_FLAGS = ("--help", "-h")


def usage():
    width = max(len(name) for name in COMMANDS)
    lines = ["usage: regalia COMMAND [ARGS ...]", "", "commands:"]
    lines += ["  %-*s  %s" % (width, name, COMMANDS[name][1]) for name in COMMANDS]
    lines += ["", "`regalia COMMAND --help` prints a command's own usage."]
    return "\n".join(lines)


def main(argv=None):
    """Run one command; returns its exit status (2 and the usage for a bad command)."""
    args = sys.argv[1:] if argv is None else list(argv)
    if args[:1] and args[0] in HELP_FLAGS:
        print(usage())
        return 0
    if not args or args[0] not in COMMANDS:
        if args:
            print("regalia: unknown command %r" % args[0], file=sys.stderr)
        print(usage(), file=sys.stderr)
        return 2
    name, rest = args[0], args[1:]
    tool = importlib.import_module(COMMANDS[name][0])
    # the tool's docstring is its usage; the referee has its own help for each game and verb
    if name != "referee" and rest[:1] and rest[0] in HELP_FLAGS:
        print(tool.__doc__.strip())
        return 0
    if name == "build":  # its main takes no arguments
        if rest:
            print("usage: regalia build", file=sys.stderr)
            return 2
        return tool.main()
    return tool.main(rest)


if __name__ == "__main__":
    sys.exit(main())
