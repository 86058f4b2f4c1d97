import Foundation
import MVCLocalization
import MVCTestSupport
import Testing

@testable import MVCShell

/// The DOT export of worlds made by statements: a view holding a model is a flagged edge, and
/// Traditional Chinese asks for Traditional Chinese fonts.
@Suite struct DOTWorldTests {
  static func dot(_ script: String, language: Language = .en) throws -> String {
    let session = Session(options: SessionOptions(language: language, width: 80))
    let run = session.runScript(script, bail: true)
    #expect(!run.failed, "\(run.output)")
    return String(decoding: session.exportTrace(.dot, all: true), as: UTF8.self)
  }

  static let viewHoldingModel = """
    class Contact: Model { var name = "Ada" }
    class Card: View { var contact: Contact? = nil }
    let ada = Contact()
    let card = Card()
    card.contact = ada
    """

  @Test func aViewHoldingAModelIsAFlaggedEdge() throws {
    let text = try Self.dot(Self.viewHoldingModel)
    let edge = try #require(
      text.split(separator: "\n").first { $0.contains("⚠ contact") }, "no flagged edge:\n\(text)")
    #expect(edge.contains("color=\"#C62828\""))
    #expect(edge.contains("discouraged: a view holding a model"))
    let dot = try ExternalTool.require("dot", from: .graphviz, "flagged DOT edge not rendered")
    let result = try ExternalTool.run(dot, ["-Tsvg"], input: Data(text.utf8))
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
  }

  @Test func traditionalChineseAsksForTraditionalFonts() throws {
    let hant = try Self.dot(Self.viewHoldingModel, language: .zhHant)
    #expect(hant.contains("fontname=\"Helvetica,Arial,Noto Sans CJK TC,"))
    #expect(hant.contains("不建議：視圖持有模型"))
    let hans = try Self.dot(Self.viewHoldingModel, language: .zhHans)
    #expect(hans.contains("fontname=\"Helvetica,Arial,Noto Sans CJK SC,"))
  }
}
