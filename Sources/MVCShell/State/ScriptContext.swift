/// Where the line being run comes from: the prompt, a script (`mvcsh FILE`) or a file `:load`
/// runs. Diagnostics read it to say where a failure is.
struct ScriptContext {
  /// The line number of the line being run (1 at the prompt; the file's line in a script).
  var currentLine = 1
  /// Whether diagnostics name the line (scripts) or only the column (the prompt).
  var showLineNumbers = false
  /// The file diagnostics start with (`FILE:LINE:COL: error: …`) while a script or a loaded
  /// file runs; nil at the prompt and in transcripts.
  var diagnosticFile: String?
  /// The files being run, outermost first (by ``FileSystem/identity(of:)``): a file already
  /// here is not loaded again, so a script cannot load itself forever.
  var loadingFiles: [String] = []
}
