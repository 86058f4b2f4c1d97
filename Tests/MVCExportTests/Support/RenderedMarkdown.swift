import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The HTML cmark-gfm makes of a Markdown file, parsed as XML under one root element.
///
/// cmark-gfm writes well-formed XHTML-style markup (`<br />`, the five XML entities, comments
/// for omitted raw HTML), so it parses as XML. Raw HTML it let through (with `--unsafe`) that
/// is not well formed makes parsing fail, which a check reports as a failure too.
struct RenderedMarkdown {
  /// The root element around the rendered blocks.
  let root: XMLElement

  /// The elements a report's HTML may hold; any other came from text that was not escaped.
  static let reportElements: Set<String> = [
    "h1", "p", "pre", "code", "table", "thead", "tbody", "tr", "th", "td", "strong",
  ]

  /// Parses cmark-gfm's output.
  init(html: String) throws {
    let document = try XMLDocument(xmlString: "<root>" + html + "</root>", options: [])
    guard let root = document.rootElement() else { throw NoRoot() }
    self.root = root
  }

  struct NoRoot: Error {}

  /// The top-level blocks (`h1`, `p`, `pre`, `table`…).
  var blocks: [XMLElement] { Self.elements(in: root) }

  /// Every element, at any depth, in document order.
  var allElements: [XMLElement] {
    var out: [XMLElement] = []
    func visit(_ element: XMLElement) {
      for child in Self.elements(in: element) {
        out.append(child)
        visit(child)
      }
    }
    visit(root)
    return out
  }

  /// The element children of `element`.
  static func elements(in element: XMLElement) -> [XMLElement] {
    (element.children ?? []).compactMap { $0 as? XMLElement }
  }

  /// The text of `element` as shown: its text and its descendants', comments left out.
  static func text(_ element: XMLNode) -> String {
    var out = ""
    for child in element.children ?? [] {
      switch child.kind {
      case .text: out += child.stringValue ?? ""
      case .element: out += text(child)
      default: break
      }
    }
    return out
  }

  /// The rows of a table (its head's and its body's), each as its cells.
  static func rows(of table: XMLElement) -> (head: [[XMLElement]], body: [[XMLElement]]) {
    func rows(_ section: String) -> [[XMLElement]] {
      elements(in: table).filter { $0.name == section }.flatMap { elements(in: $0) }
        .filter { $0.name == "tr" }.map { elements(in: $0) }
    }
    return (rows("thead"), rows("tbody"))
  }
}
