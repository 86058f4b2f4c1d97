import Foundation
import MVCExport
import MVCLocalization
import MVCStrings
import MVCTestSupport
import Testing

@testable import MVCRuntime

/// Properties every export must have, checked on the text itself.
@Suite struct StructureTests {
  static func traces() throws -> [Trace] {
    [
      try Scenarios.roundTrip().trace, try Scenarios.roundTripSession().trace,
      try Scenarios.flaggedAndHostile().trace,
    ]
  }

  @Test func mermaidActivationsBalanceAndNumbersMatchSteps() throws {
    for trace in try Self.traces() {
      let text = GoldenTests.exporter().export(trace, as: .mermaid)
      var active: [String: Int] = [:]
      var numbered = 0
      var numbering = true
      // Mermaid numbers from the last `autonumber N` on: each must name the next message's
      // sequence number, so the picture shows the numbers `:trace` shows.
      let sequences = trace.events.map(\.sequence)
      let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(lines.first == "sequenceDiagram")
      #expect(lines.dropFirst().first == "autonumber \(sequences.first ?? 0)")
      var shown = 0
      for line in lines {
        if line == "autonumber off" { numbering = false; continue }
        if line.hasPrefix("autonumber ") {
          numbering = true
          shown = Int(line.dropFirst("autonumber ".count)) ?? -1
          if numbered < sequences.count { #expect(shown == sequences[numbered], "\(line)") }
          continue
        }
        if line.hasPrefix("rect ") || line == "end" || line.hasPrefix("activate ") { continue }
        if line.hasPrefix("deactivate ") {
          let id = String(line.dropFirst("deactivate ".count))
          active[id, default: 0] -= 1
          #expect(active[id, default: 0] >= 0, "deactivating inactive \(id)")
          continue
        }
        guard let colon = line.firstIndex(of: ":"), !line.hasPrefix("Note"),
          !line.hasPrefix("participant"),
          !line.hasPrefix("actor")
        else { continue }
        let arrow = String(line[..<colon])
        if let plus = arrow.firstIndex(of: "+") {
          active[String(arrow[arrow.index(after: plus)...]), default: 0] += 1
          if numbering {
            #expect(shown == sequences[numbered], "message \(numbered) drawn as \(shown)")
            numbered += 1
            shown += 1
          }
        } else if let minus = arrow.lastIndex(of: "-"), arrow[..<minus].hasSuffix(">>") {
          let id = String(arrow[..<minus].split(separator: "-").first ?? "")
          active[id, default: 0] -= 1
        }
        // Nothing a label holds may end the statement or open an entity by accident.
        let label = line[line.index(after: colon)...]
        #expect(!label.contains(";") || label.contains("#"), "raw ; in \(line)")
        for piece in label.split(separator: "#").dropFirst() {
          #expect(piece.contains(";"), "raw # in \(line)")
        }
      }
      #expect(active.values.allSatisfy { $0 == 0 }, "unbalanced: \(active)")
      #expect(numbered == trace.events.count)
    }
  }

  @Test func plantUMLActivationsBalance() throws {
    for trace in try Self.traces() {
      let text = GoldenTests.exporter().export(trace, as: .plantuml)
      #expect(text.hasPrefix("@startuml\n") && text.hasSuffix("@enduml\n"))
      let opened = text.components(separatedBy: " ++ : ").count - 1
      let closed =
        text.components(separatedBy: "\ndeactivate ").count - 1
        + text.components(separatedBy: " -- : ").count - 1
      #expect(opened == trace.events.count)
      #expect(opened == closed)
      #expect(
        text.components(separatedBy: "autonumber stop").count
          == text.components(separatedBy: "autonumber resume").count)
    }
  }

  @Test func perfettoSlicesNestAndFlowsPair() throws {
    for trace in try Self.traces() {
      let data = Data(GoldenTests.exporter().export(trace, as: .perfetto).utf8)
      let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let events = try #require(root["traceEvents"] as? [[String: Any]])
      var named = Set<String>()
      var slices: [String: [(Int, Int)]] = [:]
      var starts: [Int: (Int, Int)] = [:]
      var finishes: [Int: (Int, Int)] = [:]
      var messageSlices = 0
      for event in events {
        let ph = try #require(event["ph"] as? String)
        let pid = event["pid"] as? Int ?? -1
        let tid = event["tid"] as? Int ?? -1
        let key = "\(pid)/\(tid)"
        switch ph {
        case "M":
          if event["name"] as? String == "thread_name" { named.insert(key) }
        case "X":
          let ts = try #require(event["ts"] as? Int)
          let dur = try #require(event["dur"] as? Int)
          #expect(dur > 0)
          slices[key, default: []].append((ts, ts + dur))
          if (event["args"] as? [String: Any])?["step"] != nil { messageSlices += 1 }
        case "s": starts[try #require(event["id"] as? Int)] = (pid, event["ts"] as? Int ?? 0)
        case "f":
          #expect(event["bp"] as? String == "e")
          finishes[try #require(event["id"] as? Int)] = (pid, event["ts"] as? Int ?? 0)
        default: Issue.record("unexpected phase \(ph)")
        }
      }
      #expect(messageSlices == trace.events.count)
      #expect(!starts.isEmpty, "no flow arrows")
      #expect(Set(starts.keys) == Set(finishes.keys))
      for (id, start) in starts { #expect(start.1 <= (finishes[id]?.1 ?? 0)) }
      for (track, list) in slices {
        #expect(named.contains(track), "track \(track) has no name")
        // Slices on one track nest strictly: never overlap partially.
        let sorted = list.sorted { $0.0 < $1.0 }
        var stack: [(Int, Int)] = []
        for slice in sorted {
          while let top = stack.last, top.1 <= slice.0 { stack.removeLast() }
          if let top = stack.last { #expect(slice.1 <= top.1, "overlap on \(track)") }
          stack.append(slice)
        }
      }
    }
  }

  @Test func htmlIsSelfContained() throws {
    for trace in try Self.traces() {
      let html = GoldenTests.exporter().export(trace, as: .html)
      for remote in ["http://", "https://", "src=\"", "href=\"", "@import", "url("] {
        let occurrences = html.components(separatedBy: remote).count - 1
        let allowed =
          remote == "http://"
          ? html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1 : 0
        let markers = remote == "url(" ? html.components(separatedBy: "url(#").count - 1 : 0
        #expect(occurrences == allowed + markers, "\(remote) found in the HTML player")
      }
      #expect(html.contains("Content-Security-Policy"))
      // The steps' JSON cannot close its script element.
      let data = html.components(
        separatedBy: "<script type=\"application/json\" id=\"trace-data\">")[1]
        .components(separatedBy: "</script>")[0]
      #expect(!data.contains("<"))
      let parsed = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
      #expect((parsed?["steps"] as? [Any])?.count == trace.events.count)
    }
  }

  @Test func markdownTableHasARowPerStep() throws {
    for trace in try Self.traces() {
      let text = GoldenTests.exporter().export(trace, as: .markdown)
      let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") }
      #expect(rows.count == trace.events.count + 1)
      #expect(text.contains("```mermaid\nsequenceDiagram\n"))
      for row in rows.dropFirst() {
        // Escaped pipes do not split cells: every row has the header's seven separators.
        let unescaped = row.replacingOccurrences(of: "\\|", with: "")
        #expect(unescaped.filter { $0 == "|" }.count == 7, "\(row)")
      }
    }
  }

  @Test func streamingGivesTheSameBytesInChunks() throws {
    let (world, trace) = try Scenarios.roundTripSession()
    let exporter = GoldenTests.exporter()
    for format in ExportFormat.allCases {
      let whole = exporter.exportBytes(trace, as: format, world: world.reader)
      var chunks: [[UInt8]] = []
      exporter.write(trace, as: format, world: world.reader, chunkSize: 300) { chunks.append($0) }
      #expect(chunks.flatMap { $0 } == whole, "\(format)")
      #expect(chunks.count > 1, "\(format) was not chunked")
    }
  }

  @Test func sinkErrorsStopTheExport() throws {
    struct DiskFull: Error {}
    let (_, trace) = try Scenarios.roundTripSession()
    var calls = 0
    #expect(throws: DiskFull.self) {
      try GoldenTests.exporter().write(trace, as: .jsonl, chunkSize: 100) { _ in
        calls += 1
        if calls == 2 { throw DiskFull() }
      }
    }
    #expect(calls == 2)
  }

  @Test func formatsKnowTheirFiles() {
    #expect(
      ExportFormat.allCases.map(\.rawValue) == [
        "jsonl", "json", "mermaid", "plantuml", "dot", "perfetto", "svg", "html", "markdown",
      ])
    #expect(ExportFormat(fileName: "a/trace.perfetto.json") == .perfetto)
    #expect(ExportFormat(fileName: "trace.JSON") == .json)
    #expect(ExportFormat(fileName: "notes.txt") == nil)
    #expect(ExportFormat.allCases.filter(\.isReadable) == [.jsonl, .json])
  }

  @Test func emptyTraceExportsInEveryFormat() {
    let empty = Trace(events: [], participants: [])
    for format in ExportFormat.allCases {
      let text = GoldenTests.exporter().export(empty, as: format)
      #expect(!text.isEmpty, "\(format)")
    }
    #expect(GoldenTests.exporter().export(empty, as: .html).contains("This trace has no messages."))
  }

  @Test func noExportLeavesARawEscapeCharacter() throws {
    let (world, trace) = try Scenarios.flaggedAndHostile()
    for format in ExportFormat.allCases {
      let text = GoldenTests.exporter().export(trace, as: format, world: world.reader)
      #expect(!text.unicodeScalars.contains("\u{1B}"), "\(format) holds a raw ESC")
    }
  }

  @Test func everyExportStringExistsInEveryLanguage() throws {
    func keys(_ language: String) throws -> Set<String> {
      let text = try #require(TranslationFiles.files[language + "/export.strings"])
      return Set(try StringsFile.parse(text).map(\.key))
    }
    let english = try keys("en")
    #expect(english.count > 50)
    for language in ["zh-Hans", "zh-Hant"] {
      let translated = try keys(language)
      #expect(
        translated == english, "\(language): missing \(english.subtracting(translated).sorted())")
    }
  }

}
