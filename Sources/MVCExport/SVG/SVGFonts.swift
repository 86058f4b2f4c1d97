import MVCLocalization

/// The fonts diagrams ask for: a Latin sans-serif first, then CJK fonts in the order the
/// export's language prefers (Simplified or Traditional glyph forms), then any sans-serif.
enum SVGFonts {
  /// A CSS `font-family` value for a language.
  static func family(for language: Language) -> String {
    let simplified = [
      "\"Noto Sans CJK SC\"", "\"Source Han Sans SC\"", "\"PingFang SC\"",
      "\"Hiragino Sans GB\"", "\"Microsoft YaHei\"", "\"WenQuanYi Micro Hei\"",
    ]
    let traditional = [
      "\"Noto Sans CJK TC\"", "\"Source Han Sans TC\"", "\"PingFang TC\"",
      "\"Microsoft JhengHei\"",
    ]
    let cjk = language == .zhHant ? traditional + simplified : simplified + traditional
    return (["\"Helvetica Neue\"", "Helvetica", "Arial"] + cjk + ["sans-serif"])
      .joined(separator: ", ")
  }
}
