import Foundation
import Testing

/// Every call into the system the executable makes (files, the terminal, signals, the
/// environment, other programs) is in `Sources/mvcsh/Platform`, so a port to another system
/// changes that folder only: no other file of the executable imports a system module.
@Suite struct PlatformFolderTests {
  static let executable = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Sources/mvcsh")

  static let systemModules = ["Glibc", "Darwin", "Musl", "WinSDK", "CLibEdit", "Foundation"]

  @Test func onlyThePlatformFolderImportsTheSystem() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.executable.path)
    let files = names.filter { $0.hasSuffix(".swift") }
    #expect(files.count >= 5)
    for name in files {
      let text = try String(
        contentsOf: Self.executable.appendingPathComponent(name), encoding: .utf8)
      for module in Self.systemModules {
        #expect(!text.contains("import \(module)\n"), "\(name) imports \(module)")
      }
      for call in ["getenv(", "isatty(", "ioctl(", "signal(", "posix_spawn", "stat("] {
        #expect(!text.contains(call), "\(name) calls \(call)")
      }
    }
    let platform = try FileManager.default.contentsOfDirectory(
      atPath: Self.executable.appendingPathComponent("Platform").path)
    for expected in ["Terminal.swift", "PosixPrograms.swift", "ProcessEnvironment.swift"] {
      #expect(platform.contains(expected))
    }
  }
}
