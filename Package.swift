// swift-tools-version:6.0
import PackageDescription

/// mvcsh: a terminal sandbox for Cocoa's Model-View-Controller.
///
/// Layers (one direction only, see docs/ARCHITECTURE.md):
/// MVCRuntime ← {MVCScript, MVCTutor, MVCExport} ← MVCShell ← mvcsh (+ CLibEdit);
/// MVCLocalization (words, no world) is used by MVCTutor, MVCExport and MVCShell; it reads
/// catalogs with MVCStrings, which the generator `mvcsh-embed` (`make embed`) uses too.
/// Release builds leave Swift's run-time exclusivity checks out of the hot layers: every debug
/// build and every test keeps them (a violation fails there), and a statement runs about a
/// tenth faster without them (`make bench`).
let releaseSpeed: [SwiftSetting] = [
  .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

let package = Package(
  name: "mvcsh",
  products: [
    .executable(name: "mvcsh", targets: ["mvcsh"])
  ],
  targets: [
    .systemLibrary(
      name: "CLibEdit",
      path: "Sources/CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    .target(
      name: "MVCRuntime", swiftSettings: releaseSpeed, linkerSettings: [.linkedLibrary("m")]),
    .target(name: "MVCScript", dependencies: ["MVCRuntime"], swiftSettings: releaseSpeed),
    // The one reader of Apple's `.strings` catalogs (overlays, the checker, the generator).
    .target(name: "MVCStrings"),
    .target(name: "MVCLocalization", dependencies: ["MVCStrings"]),
    .target(name: "MVCTutor", dependencies: ["MVCRuntime", "MVCLocalization"]),
    .target(name: "MVCExport", dependencies: ["MVCRuntime", "MVCLocalization"]),
    .target(
      name: "MVCShell",
      dependencies: ["MVCRuntime", "MVCScript", "MVCLocalization", "MVCTutor", "MVCExport"],
      swiftSettings: releaseSpeed,
      linkerSettings: [.linkedLibrary("m")]
    ),
    .executableTarget(
      name: "mvcsh",
      dependencies: ["MVCShell", "MVCExport", "MVCTutor", "MVCLocalization", "CLibEdit"]),
    // Writes the generated sources that carry the catalogs and lessons (`make embed`).
    .executableTarget(name: "mvcsh-embed", dependencies: ["MVCStrings"]),
    .executableTarget(
      name: "mvcsh-bench",
      dependencies: [
        "MVCShell", "MVCRuntime", "MVCScript", "MVCExport", "MVCTutor", "MVCLocalization",
      ]
    ),
    // Helpers the test targets share (Tests/TestSupport): golden files, the trace probe,
    // world snapshots, and the tools some checks need (skipped on a developer's machine when
    // missing, failed in CI).
    .target(
      name: "MVCTestSupport", dependencies: ["MVCRuntime", "MVCLocalization"],
      path: "Tests/TestSupport"),
    .testTarget(name: "MVCRuntimeTests", dependencies: ["MVCRuntime", "MVCTestSupport"]),
    .testTarget(name: "MVCScriptTests", dependencies: ["MVCScript", "MVCRuntime"]),
    .testTarget(
      name: "MVCLocalizationTests",
      dependencies: ["MVCLocalization", "MVCStrings", "MVCTestSupport"]),
    .testTarget(
      name: "MVCTutorTests",
      dependencies: ["MVCTutor", "MVCShell", "MVCStrings", "MVCTestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "MVCExportTests",
      dependencies: ["MVCExport", "MVCShell", "MVCStrings", "MVCTestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "MVCShellTests", dependencies: ["MVCShell", "MVCTutor", "MVCTestSupport"],
      exclude: ["Transcripts", "Rendering/Golden", "Commands/Trace/Golden"]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["MVCShell", "MVCExport", "MVCTutor", "MVCTestSupport"]),
    // What each fuzz target does with an input (Fuzz/Harness; scripts/fuzz.sh links it with the
    // libFuzzer entry points, Fuzz/<target>/main.swift), and the test that replays every input
    // a fuzz target once failed on (Fuzz/<target>/regressions) without the sanitizers.
    .target(
      name: "FuzzHarness",
      dependencies: ["MVCShell", "MVCExport", "MVCTutor", "MVCLocalization", "MVCStrings"],
      path: "Fuzz/Harness"),
    .testTarget(name: "FuzzTests", dependencies: ["FuzzHarness"], path: "Fuzz/Tests"),
  ],
  swiftLanguageModes: [.v6]
)
