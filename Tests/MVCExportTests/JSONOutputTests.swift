import Foundation
import Testing

@testable import MVCExport

@Suite struct JSONOutputTests {
  private func encoded(_ text: String, htmlSafe: Bool = false) -> String {
    var output = JSONOutput()
    output.string(text, htmlSafe: htmlSafe)
    return output.text
  }

  @Test func escapesQuotesBackslashesAndControlCharacters() {
    #expect(encoded("a\"b\\c") == #""a\"b\\c""#)
    #expect(encoded("\n\r\t\u{8}\u{C}") == #""\n\r\t\b\f""#)
    #expect(encoded("\u{0}\u{1B}[31m\u{7F}") == #""\u0000\u001b[31m\u007f""#)
  }

  @Test func escapesC1ControlsAndLineSeparators() {
    #expect(encoded("x\u{85}y\u{9B}z") == #""x\u0085y\u009bz""#)
    #expect(encoded("a\u{2028}b\u{2029}") == #""a\u2028b\u2029""#)
  }

  @Test func keepsOtherUnicodeAsUTF8() {
    #expect(encoded("视图 視圖 🙂 é") == "\"视图 視圖 🙂 é\"")
  }

  @Test func htmlSafeEscapesMarkup() {
    #expect(
      encoded("</script><b>&", htmlSafe: true) == #""\u003c/script\u003e\u003cb\u003e\u0026""#)
    #expect(encoded("</script>") == "\"</script>\"")
  }

  @Test func everyScalarRoundTripsThroughJSONSerialization() throws {
    var text = ""
    for value in 0..<0x3000 where !(0xD800...0xDFFF).contains(value) {
      if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
    }
    text += "\u{10FFFF}\u{1F600}"
    let json = "[" + encoded(text) + "]"
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
    #expect(decoded == [text])
  }

  @Test func integersAndDoubles() {
    var output = JSONOutput()
    for value in [0, 7, -12, 1_000_000, Int.max, Int.min] {
      output.int(value)
      output.byte(0x20)
    }
    output.double(1)
    output.byte(0x20)
    output.double(2.5e-7)
    output.byte(0x20)
    output.double(-0.0)
    output.byte(0x20)
    output.double(1e300)
    #expect(
      output.text
        == "0 7 -12 1000000 9223372036854775807 -9223372036854775808 1.0 2.5e-07 -0.0 1e+300")
  }
}
