enum ExportBenchmarks { static func run(into report: BenchmarkReport) {} }
