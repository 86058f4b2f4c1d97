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
    main.diagram * { scroll-margin: 90px 40px 24px; }
    .headings { position: sticky; top: 0; z-index: 1; overflow: hidden; background: #FFFFFF;
      box-shadow: 0 1px 0 #ECEFF1; }
    .headings svg { display: block; }
    .controls { display: flex; flex-wrap: wrap;
      align-items: center; gap: 8px; padding: 8px 10px; background: #FFFFFF;
      border: 1px solid #CFD8DC; border-radius: 8px; }
    .controls button { font: inherit; font-size: 14px; padding: 5px 12px; border-radius: 6px;
      border: 1px solid #90A4AE; background: #ECEFF1; cursor: pointer; min-width: 5em; }
    .controls button:hover { background: #CFD8DC; }
    .controls button:disabled { opacity: 0.45; cursor: default; }
    .controls .speed { font-size: 14px; }
    .controls select { font: inherit; }
    #slider { flex: 1 1 200px; min-width: 140px; }
    #position { font-weight: bold; font-size: 14px; min-width: 9em; white-space: nowrap; }
    .step { margin: 10px 0; padding: 10px 14px; background: #FFFFFF;
      border-left: 4px solid #1565C0; border-radius: 4px; min-height: 4.5em; }
    .step p { margin: 3px 0; }
    .step .hop { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace, \(fontFamily);
      font-size: 14px; font-weight: bold; overflow-wrap: anywhere; }
    .step .kind-role { color: #546E7A; font-size: 13px; }
    .step .flag { color: #C62828; font-weight: bold; }
    .diagram { flex: 1 1 auto; min-height: 0; overflow: auto; background: #FFFFFF;
      border: 1px solid #CFD8DC;
      border-radius: 8px; padding: 6px; }
    .diagram svg { display: block; }
    .msg, .note, .reply { transition: opacity 0.2s; }
    body.playing-ready .msg.future, body.playing-ready .note.future,
    body.playing-ready .reply.future { opacity: 0.22; }
    .msg.current .arrow { stroke: #1565C0; stroke-width: 3; }
    .msg.current .label { fill: #0D47A1; font-weight: bold; }
    .msg.current .badge { fill: #1565C0; }
    .lifeline.sender .heading { stroke: #1565C0; stroke-width: 3.5; }
    .lifeline.receiver .heading { stroke: #8E24AA; stroke-width: 3.5; }
    .lifeline.sender line, .lifeline.receiver line { stroke: #546E7A; stroke-dasharray: none; }

    """
  }
}
