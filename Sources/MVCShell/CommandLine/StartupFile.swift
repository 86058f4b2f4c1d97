/// The start-up file the interactive shell runs before its first prompt, as `.sqliterc` and
/// `.psqlrc` are run: `$XDG_CONFIG_HOME/mvcsh/init.mvcsh`, following the XDG Base Directory
/// specification (configuration belongs under `$XDG_CONFIG_HOME`, by default `~/.config`).
/// `--no-init` skips it; scripts, `-c` and piped input never run it, so they run the same for
/// everyone.
public enum StartupFile {
  /// The file for an environment, or nil when there is nowhere to look: under
  /// `$XDG_CONFIG_HOME` when it is an absolute path (the specification says to ignore a
  /// relative one), else under `$HOME/.config` when `HOME` is an absolute path.
  public static func path(environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return joined(config, "mvcsh/init.mvcsh")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return joined(home, ".config/mvcsh/init.mvcsh")
    }
    return nil
  }

  private static func joined(_ base: String, _ rest: String) -> String {
    base.hasSuffix("/") ? base + rest : base + "/" + rest
  }
}
