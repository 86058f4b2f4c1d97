/// The HTML player's style sheet.
enum HTMLPlayerStyle {
  static func css(fontFamily: String) -> String {
    """
    :root { color-scheme: light; }
    html, body { height: 100%; }
    body { margin: 0; padding: 12px 20px 16px; box-sizing: border-box; font-family: \(fontFamily);
      color: #263238; background: #FAFBFC; display: flex; flex-direction: column;
      overflow: hidden; }
    header h1 { font-size: 20px; margin: 0 0 2px; }
    header .meta { margin: 0 0 12px; color: #607D8B; font-size: 13px; }
    header, .panel { flex: none; }
    .controls { display: flex; flex-wrap: wrap;
      align-items: center; gap: 8px; padding: 8px 10px; background: #FFFFFF;
      border: 1px solid #CFD8DC; border-radius: 8px; }
    .controls button { font: inherit; font-size: 14px; padding: 5px 12px; border-radius: 6px;
      border: 1px solid #90A4AE; background: #ECEFF1; cursor: pointer; min-width: 5em; }
    .controls button:hover { background: #CFD8DC; }
    .controls button:disabled { opacity: 0.45; cursor: default; }
    .controls button[aria-expanded="true"] { background: #E3F2FD; border-color: #1565C0; }
    .controls .speed, .controls .statement { font-size: 14px; }
    .controls .statement select { max-width: 22em; }
    .controls select { font: inherit; }
    .controls .toggles { display: flex; gap: 6px; margin-left: auto; }
    #slider { flex: 1 1 200px; min-width: 140px; }
    #position { font-weight: bold; font-size: 14px; min-width: 9em; white-space: nowrap; }
    .step { margin: 10px 0; padding: 10px 14px; background: #FFFFFF;
      border-left: 4px solid #1565C0; border-radius: 4px; min-height: 4.5em; }
    .step p { margin: 3px 0; }
    .step .hop { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace, \(fontFamily);
      font-size: 14px; font-weight: bold; overflow-wrap: anywhere; }
    .step .kind-role { color: #546E7A; font-size: 13px; }
    .step .flag { color: #C62828; font-weight: bold; }
    body.collapsed #details { display: none; }
    body.collapsed .step { min-height: 0; padding: 6px 10px; margin: 6px 0; }
    body.collapsed .step .hop { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .content { flex: 1 1 auto; min-height: 0; display: flex; gap: 10px; position: relative; }
    .diagram { flex: 1 1 auto; min-width: 0; min-height: 0; overflow: auto; background: #FFFFFF;
      border: 1px solid #CFD8DC; border-radius: 8px; padding: 0; }
    .canvas { position: relative; }
    .headings { position: sticky; top: 0; z-index: 1; overflow: hidden; background: #FFFFFF;
      box-shadow: 0 1px 0 #ECEFF1; }
    .headings svg, .tile svg { display: block; }
    .tile { content-visibility: auto; overflow: hidden; }
    .end { position: absolute; z-index: 1; pointer-events: none; white-space: nowrap;
      font-size: 12px; font-weight: bold; line-height: 18px; padding: 1px 7px;
      border-radius: 10px; background: #FFFFFF; border: 2px solid #1565C0; color: #0D47A1;
      box-shadow: 0 1px 4px rgba(0, 0, 0, 0.2); }
    .end.receiver { border-color: #8E24AA; color: #6A1B9A; }
    .end[hidden] { display: none; }
    .world { flex: 0 0 34%; max-width: 460px; min-height: 0; overflow: auto; background: #FFFFFF;
      border: 1px solid #CFD8DC; border-radius: 8px; padding: 4px 10px 10px; }
    .world h2 { font-size: 14px; margin: 8px 0 4px; color: #455A64; }
    .world svg { display: block; max-width: none; }
    body.world-closed .world { display: none; }
    .msg, .note, .reply { transition: opacity 0.2s; }
    body.playing-ready .tile g.msg:not(.past):not(.current),
    body.playing-ready .tile g.note:not(.past):not(.current),
    body.playing-ready .tile g.reply:not(.past):not(.current) { opacity: 0.22; }
    .msg.current .arrow { stroke: #1565C0; stroke-width: 3; }
    .msg.current .label { fill: #0D47A1; font-weight: bold; }
    .msg.current .badge { fill: #1565C0; }
    .lifeline.sender .heading { stroke: #1565C0; stroke-width: 3.5; }
    .lifeline.receiver .heading { stroke: #8E24AA; stroke-width: 3.5; }
    @media (max-width: 600px) {
      body { padding: 6px 6px 8px; }
      header h1 { font-size: 16px; }
      header .meta { margin-bottom: 6px; font-size: 11px; }
      .controls { gap: 5px; padding: 5px 6px; }
      .controls button { min-width: 0; padding: 4px 9px; }
      .controls #back .word, .controls #play .word, .controls #next .word,
      .controls .speed .word, .controls .statement .word { display: none; }
      .controls .statement select { max-width: 9em; }
      #slider { flex-basis: 100%; order: 9; }
      #position { min-width: 0; font-size: 13px; }
      .world { position: absolute; inset: 0; max-width: none; z-index: 2;
        box-shadow: 0 2px 12px rgba(0, 0, 0, 0.25); }
    }

    """
  }

  /// For each lifeline, how its line is drawn when it sends or receives the current message
  /// (the body's `data-sender` and `data-receiver`): one rule for every tile's copy of the line,
  /// so a step changes two attributes, not every tile.
  static func lifelineRules(count: Int) -> String {
    var out = ""
    for index in 0..<count {
      out += "body[data-sender=\"\(index)\"] .ll-\(index), "
      out += "body[data-receiver=\"\(index)\"] .ll-\(index) "
      out += "{ stroke: #546E7A; stroke-dasharray: none; }\n"
    }
    return out
  }
}
