import CLibEdit
import Glibc

/// Facts about the terminal, if any, that mvcsh runs in.
enum Terminal {
  /// Whether standard input is a terminal (a person may be typing).
  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether standard output is a terminal.
  static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Whether standard error is a terminal.
  static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// The width in columns of the terminal on standard output (else standard input), or 80.
  static var columns: Int {
    for descriptor in [STDOUT_FILENO, STDIN_FILENO] {
      let columns = Int(mvcsh_terminal_columns(descriptor))
      if columns > 0 { return columns }
    }
    return 80
  }

  /// Adopts the user's locale so that libedit reads multibyte input (Chinese would otherwise
  /// vanish keystroke by keystroke); when that locale is not UTF-8 (`LANG=C`, or a locale
  /// that is not installed) the character type falls back to glibc's built-in `C.UTF-8`.
  static func adoptUTF8Locale() {
    _ = setlocale(LC_ALL, "")
    if mvcsh_locale_is_utf8() == 0 {
      if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "C.utf8") }
    }
  }
}
