import MVCLocalization
import MVCShell

// mvcsh: the front end, and the only layer with a terminal. Everything that decides what a
// statement does lives in MVCShell; this target reads argv, the environment and the terminal.
// Every call into the system (files, the terminal, signals, the environment, other programs)
// is in Platform/, so a port to another system changes that folder only.

// Writing past a file-size limit (`ulimit -f`) is an error to report, not a reason to die.
ProcessControl.ignoreFileSizeSignal()
Terminal.adoptUTF8Locale()
let environment = ProcessEnvironment.snapshot()
let status: Int32
do {
  let options = try CommandLineOptions.parse(
    Array(CommandLine.arguments.dropFirst()), environment: environment)
  status = Program.run(options, environment: environment)
} catch {
  let language = Language.fromEnvironment(environment)
  StandardStreams.writeError(error.diagnostic(Localizer.embedded(language: language)))
  status = ExitStatus.usage
}
StandardStreams.flush()
ProcessControl.exit(status)
