enum ShellBenchmarks { static func run(into report: BenchmarkReport) {} }
