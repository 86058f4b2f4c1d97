import MVCLocalization
import MVCRuntime

/// A learner's session: lines in, rendered text out. No terminal, no file descriptors: the
/// executable feeds it lines and prints what it answers; tests drive it in-process.
public final class Session {
  /// The simulated world the statements act on.
  public let world: World
  /// The presentation settings (language, colour, width).
  public internal(set) var options: SessionOptions
  /// Where `:save`, `:load`, `:export` and `:trace load` read and write.
  public let fileSystem: any FileSystem
  /// The localized text catalogs.
  public internal(set) var localizer: Localizer
  /// Whether `:quit` was entered.
  public internal(set) var shouldQuit = false
  /// Statement text typed so far when a statement spans several lines (open brace or bracket).
  var pendingLines: [String] = []

  /// Creates a session over a fresh world.
  public init(options: SessionOptions, fileSystem: any FileSystem = MemoryFileSystem()) {
    self.world = World()
    self.options = options
    self.fileSystem = fileSystem
    self.localizer = Localizer.embedded(language: options.language)
  }

  /// The prompt text without colour: `mvcsh> `, or `...> ` while a statement continues.
  public var prompt: String { pendingLines.isEmpty ? "mvcsh> " : "  ...> " }

  /// Whether the last line left a statement open (an unclosed brace, bracket or parenthesis).
  public var isContinuing: Bool { !pendingLines.isEmpty }

  /// Runs one line: a statement (or several separated by `;`), a meta-command, or part of a
  /// statement that continues on the next line.
  public func execute(_ line: String) -> SessionResponse {
    SessionResponse(output: "")
  }

  /// Runs a whole script, line by line, as `mvcsh FILE` does.
  /// - Parameter bail: stop at the first failure (as `sqlite3 -bail`).
  /// - Returns: all output, and whether any statement failed.
  public func runScript(_ text: String, bail: Bool) -> SessionResponse {
    SessionResponse(output: "")
  }

  /// Ctrl-C: forgets a half-typed multi-line statement.
  public func interrupt() { pendingLines = [] }

  /// Completion candidates for the word that ends at `cursor` (a character offset into `line`).
  /// - Returns: the offset where the word starts and the full words that could replace it.
  public func completions(for line: String, cursor: Int) -> (wordStart: Int, candidates: [String]) {
    (cursor, [])
  }

  /// Renders step `index` (0-based) of a playback: "step k of n", sender → receiver, role, rule.
  public func renderStep(_ index: Int, of playback: Playback) -> String { "" }

  /// The prompt shown while a playback waits for a key.
  public func stepPrompt(_ index: Int, of playback: Playback) -> String { "" }

  /// The banner printed when an interactive session starts.
  public var banner: String { "" }
}
