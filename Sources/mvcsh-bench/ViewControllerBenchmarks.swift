enum ViewControllerBenchmarks { static func run(into report: BenchmarkReport) {} }
