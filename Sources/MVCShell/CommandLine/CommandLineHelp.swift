/// The texts `mvcsh --help` and `mvcsh --version` print on standard output.
public enum CommandLineHelp {
  /// The version number of the program.
  public static let versionNumber = "0.1.0"

  /// What `--version` prints (one line, with its newline).
  public static var version: String { "mvcsh \(versionNumber)\n" }

  /// What `--help` prints.
  public static let usage = """
    Usage: mvcsh [OPTIONS] [FILE]
           mvcsh [OPTIONS] -c STATEMENT [-c STATEMENT ...]

    A terminal sandbox for learning Cocoa's Model-View-Controller. With no FILE and no -c,
    mvcsh reads statements at a prompt with line editing when standard input is a terminal,
    and runs them without prompt or colour when standard input is piped.

    Options:
      -c, --command STATEMENT  run STATEMENT and exit; repeat to run several in order
          --bail               stop at the first statement that fails
          --lang LANGUAGE      speak en, zh-Hans or zh-Hant (default: from the LANGUAGE,
                               LC_ALL, LC_MESSAGES or LANG environment variable)
          --color[=WHEN]       colour the output: auto (default), always or never
          --no-color           the same as --color=never
          --export FORMAT      export the trace of the run in FORMAT
          --output FILE        write the export to FILE instead of standard output
      -h, --help               show this help and exit
      -V, --version            show the version and exit

    A FILE of '-' reads the script from standard input.

    Exit status: 0 when everything ran, 1 when a statement of a script failed (each failure
    is reported with its line number), 2 for a mistake on the command line.

    Environment:
      MVCSH_HISTORY   the interactive history file (default: $XDG_STATE_HOME/mvcsh/history,
                      or ~/.local/state/mvcsh/history)
      NO_COLOR        when set and not empty, no colour unless --color=always

    """
}
