import MVCRuntime

/// Reads a goal as a lesson file writes it (`property ada.name == "Grace"`) into a ``Goal``.
///
/// The grammar is small on purpose; docs/lessons.md describes every form.
public enum GoalParser {
  /// The words a goal may start with, for error messages and docs.
  public static let keywords = [
    "object", "class", "protocol", "property", "count", "bound", "target", "observer",
    "subview", "child", "message", "no", "distinct", "window", "presented", "alive", "freed",
    "array", "whatif", "exported", "new", "leaked", "still",
  ]

  /// Parses one goal.
  /// - Throws: ``GoalSyntaxError`` saying what was expected.
  public static func parse(_ text: String) throws(GoalSyntaxError) -> Goal {
    let words = try GoalWords.split(text)
    guard let keyword = words.first else {
      throw GoalSyntaxError("tutor.goalSyntax.empty", [keywords.joined(separator: ", ")])
    }
    let rest = Array(words.dropFirst())
    switch keyword.text {
    case "object": return try object(rest)
    case "class": return try classGoal(rest)
    case "protocol":
      try expectCount(rest, 3, ["protocol NAME requires SELECTOR"])
      try expectWord(rest[1], "requires", in: ["protocol NAME requires SELECTOR"])
      return .protocolRequires(name: try identifier(rest[0]), selector: try selector(rest[2]))
    case "property":
      try expectCount(rest, 3, ["property PATH == VALUE"])
      return .property(try path(rest[0]), try comparison(rest[1]), try value(rest[2]))
    case "count": return try count(rest)
    case "bound":
      try expectCount(rest, 3, ["bound VIEW to MODEL.KEY"])
      try expectWord(rest[1], "to", in: ["bound VIEW to MODEL.KEY"])
      let (model, key) = try keyPath(rest[2])
      return .bound(view: try path(rest[0]), model: model, key: key)
    case "target": return try target(rest)
    case "observer": return try observer(rest)
    case "subview":
      try expectCount(rest, 3, ["subview VIEW of VIEW"])
      try expectWord(rest[1], "of", in: ["subview VIEW of VIEW"])
      return .subview(view: try path(rest[0]), superview: try path(rest[2]))
    case "child":
      try expectCount(rest, 3, ["child CONTROLLER of CONTROLLER"])
      try expectWord(rest[1], "of", in: ["child CONTROLLER of CONTROLLER"])
      return .child(controller: try path(rest[0]), parent: try path(rest[2]))
    case "message": return try message(rest)
    case "distinct":
      try expectCount(rest, 2, ["distinct PATH PATH"])
      return .distinct(try path(rest[0]), try path(rest[1]))
    case "window":
      try expectCount(rest, 2, ["window shows PATH"])
      try expectWord(rest[0], "shows", in: ["window shows PATH"])
      return .inWindow(try path(rest[1]))
    case "presented":
      let forms = [
        "presented CONTROLLER by CONTROLLER", "presented CONTROLLER by CONTROLLER as .STYLE",
      ]
      guard rest.count == 3 || rest.count == 5 else { throw expected(forms) }
      try expectWord(rest[1], "by", in: forms)
      var style: String?
      if rest.count == 5 {
        try expectWord(rest[3], "as", in: forms)
        guard rest[4].text.hasPrefix("."), rest[4].text.count > 1 else { throw expected(forms) }
        style = String(rest[4].text.dropFirst())
      }
      return .presented(controller: try path(rest[0]), presenter: try path(rest[2]), style: style)
    case "array":
      try expectCount(rest, 3, ["array PATH holds PATH"])
      try expectWord(rest[1], "holds", in: ["array PATH holds PATH"])
      return .arrayHolds(try path(rest[0]), try path(rest[2]))
    case "leaked":
      try expectCount(rest, 1, ["leaked CLASS"])
      return .leaked(try identifier(rest[0]))
    case "still":
      // The rest is a goal of its own; `still still …` is refused, so nesting stays one deep.
      guard let first = rest.first, first.text != "still" || first.isQuoted else {
        throw expected(["still GOAL"])
      }
      let inner = String(text.drop { $0 == " " || $0 == "\t" }.dropFirst("still".count))
      return .still(try parse(inner))
    case "new":
      try expectCount(rest, 1, ["new PATH"])
      return .made(try path(rest[0]))
    case "alive":
      try expectCount(rest, 1, ["alive PATH"])
      return .alive(try path(rest[0]))
    case "freed":
      try expectCount(rest, 1, ["freed NAME"])
      return .freed(try identifier(rest[0]))
    case "whatif":
      guard rest.first?.text == "ran", !(rest.first?.isQuoted ?? true), rest.count <= 2 else {
        throw expected(["whatif ran", "whatif ran \"TEXT\""])
      }
      guard rest.count == 2 else { return .whatIfRan(containing: nil) }
      guard rest[1].isQuoted else { throw expected(["whatif ran \"TEXT\""]) }
      return .whatIfRan(containing: rest[1].text)
    case "exported":
      let plain = rest.allSatisfy { !$0.isQuoted }
      guard plain, rest.first?.text == "html", rest.count <= 2,
        rest.count == 1 || rest[1].text == "all"
      else { throw expected(["exported html", "exported html all"]) }
      return .exported(all: rest.count == 2)
    case "no":
      guard rest.first?.text == "message", !(rest.first?.isQuoted ?? true) else {
        throw expected(["no message FILTER…"])
      }
      return .noMessage(try filter(Array(rest.dropFirst()), allowEmpty: false))
    default:
      throw GoalSyntaxError(
        "tutor.goalSyntax.unknownGoal", [keyword.text, keywords.joined(separator: ", ")])
    }
  }

  // MARK: Forms

  private static func object(_ words: [GoalWords.Word]) throws(GoalSyntaxError) -> Goal {
    let form = ["object NAME is CLASS", "object NAME plays model|view|controller"]
    if words.count == 4, words[1].text == "is", words[2].text == "exactly", !words[2].isQuoted {
      return .objectIsExactly(name: try identifier(words[0]), className: try identifier(words[3]))
    }
    try expectCount(words, 3, form)
    let name = try identifier(words[0])
    switch words[1].text {
    case "is": return .objectIs(name: name, className: try identifier(words[2]))
    case "plays": return .objectPlays(name: name, role: try role(words[2]))
    default: throw GoalSyntaxError("tutor.goalSyntax.objectVerb", [name] + form)
    }
  }

  private static func classGoal(_ words: [GoalWords.Word]) throws(GoalSyntaxError) -> Goal {
    let form = ["class NAME extends CLASS | adopts PROTOCOL | implements SELECTOR"]
    let propertyForms = [
      "class NAME holds PROPERTY weakly", "class NAME types PROPERTY as TYPE",
    ]
    if words.count == 4, words[1].text == "holds", !words[1].isQuoted {
      try expectWord(words[3], "weakly", in: propertyForms)
      return .classHoldsWeakly(name: try identifier(words[0]), property: try identifier(words[2]))
    }
    if words.count == 5, words[1].text == "types", !words[1].isQuoted {
      try expectWord(words[3], "as", in: propertyForms)
      return .classTypesProperty(
        name: try identifier(words[0]), property: try identifier(words[2]),
        type: try identifier(words[4]))
    }
    try expectCount(words, 3, form)
    let name = try identifier(words[0])
    switch words[1].text {
    case "extends": return .classExtends(name: name, superclass: try identifier(words[2]))
    case "adopts": return .classAdopts(name: name, protocolName: try identifier(words[2]))
    case "implements": return .classImplements(name: name, selector: try selector(words[2]))
    default: throw GoalSyntaxError("tutor.goalSyntax.classVerb", form)
    }
  }

  private static func count(_ words: [GoalWords.Word]) throws(GoalSyntaxError) -> Goal {
    if let first = words.first, first.text == "message", !first.isQuoted {
      let form = ["count message FILTER… == NUMBER"]
      guard words.count >= 4 else { throw expected(form) }
      let filterWords = Array(words[1..<(words.count - 2)])
      return .messageCount(
        try filter(filterWords, allowEmpty: false), try comparison(words[words.count - 2]),
        try integer(words[words.count - 1]))
    }
    if words.count == 4, words[1].text == "objects" {
      let sortWord = words[0]
      let sort: ObjectSort
      if let role = MVCRole(rawValue: sortWord.text), Self.countableRoles.contains(role) {
        sort = .role(role)
      } else {
        sort = .className(try identifier(sortWord))
      }
      return .countObjects(sort, try comparison(words[2]), try integer(words[3]))
    }
    try expectCount(
      words, 3,
      ["count PATH >= NUMBER", "count model|view|controller|CLASS objects >= NUMBER"])
    return .count(try path(words[0]), try comparison(words[1]), try integer(words[2]))
  }

  private static func target(_ words: [GoalWords.Word]) throws(GoalSyntaxError) -> Goal {
    let form = [
      "target CONTROL sends SELECTOR to TARGET|nil",
      "target CONTROL sends SELECTOR to TARGET for .EVENT",
    ]
    guard words.count == 5 || words.count == 7 else { throw expected(form) }
    try expectWord(words[1], "sends", in: form)
    try expectWord(words[3], "to", in: form)
    let receiver: ObjectPath? = words[4].text == "nil" ? nil : try path(words[4])
    var event: String?
    if words.count == 7 {
      try expectWord(words[5], "for", in: form)
      guard words[6].text.hasPrefix("."), !words[6].isQuoted,
        Identifier.isValid(String(words[6].text.dropFirst()))
      else { throw expected(form) }
      event = String(words[6].text.dropFirst())
    }
    return .target(
      control: try path(words[0]), selector: try selector(words[2]), target: receiver, event: event)
  }

  private static func observer(_ words: [GoalWords.Word]) throws(GoalSyntaxError) -> Goal {
    let notification = "observer OBSERVER of notification \"NAME\""
    let form = ["observer OBSERVER of MODEL.KEY", notification]
    guard words.count >= 3 else { throw expected(form) }
    try expectWord(words[1], "of", in: form)
    let observer = try path(words[0])
    if words[2].text == "notification", !words[2].isQuoted {
      try expectCount(words, 4, form)
      guard words[3].isQuoted else {
        throw GoalSyntaxError("tutor.goalSyntax.unquotedNotification", [notification])
      }
      return .notificationObserver(observer: observer, name: words[3].text)
    }
    try expectCount(words, 3, form)
    let (model, key) = try keyPath(words[2])
    return .observer(observer: observer, model: model, key: key)
  }

  private static func message(_ words: [GoalWords.Word]) throws(GoalSyntaxError) -> Goal {
    if let split = words.firstIndex(where: { $0.text == "before" && !$0.isQuoted }) {
      let first = try filter(Array(words[..<split]), allowEmpty: false)
      let second = try filter(Array(words[(split + 1)...]), allowEmpty: false)
      return .messageOrder(first, before: second)
    }
    return .message(try filter(words, allowEmpty: true))
  }

  // MARK: Message filters

  /// The filter words: `kind=`, `role=`, `from=`, `to=`, `selector=`, `sender=`, `receiver=`,
  /// `receiver-class=`, `operation=`, `flagged`, `flagged=yes|no`, `typed`, `typed=yes|no`,
  /// `made-typed=yes|no`, `caused-by=`, `within=`, `key=`, `argument=`.
  static let filterNames = [
    "kind", "role", "from", "to", "selector", "sender", "receiver", "receiver-class",
    "operation", "flagged", "typed", "made-typed", "caused-by", "within", "key", "argument",
  ]
  /// The filters that are flags: `yes`/`no` (or alone, `yes`).
  static let flagNames: Set<String> = ["flagged", "typed", "made-typed"]

  private static func filter(_ words: [GoalWords.Word], allowEmpty: Bool) throws(GoalSyntaxError)
    -> MessageFilter
  {
    if words.isEmpty && !allowEmpty {
      throw GoalSyntaxError("tutor.goalSyntax.noFilter", [filterNames.joined(separator: ", ")])
    }
    var result = MessageFilter()
    var seen: Set<String> = []
    for word in words {
      let parts = word.text.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts.first ?? ""
      guard !word.isQuoted, filterNames.contains(name) else {
        throw GoalSyntaxError(
          "tutor.goalSyntax.unknownFilter",
          [
            word.text,
            filterNames.map { flagNames.contains($0) ? $0 : $0 + "=…" }.joined(
              separator: ", "),
          ])
      }
      guard seen.insert(name).inserted else {
        throw GoalSyntaxError("tutor.goalSyntax.filterTwice", [name])
      }
      if flagNames.contains(name) {
        let flag: Bool
        switch parts.count == 1 ? "yes" : parts[1] {
        case "yes", "true": flag = true
        case "no", "false": flag = false
        default: throw GoalSyntaxError("tutor.goalSyntax.badFlagged", [parts[1]])
        }
        switch name {
        case "flagged": result.flagged = flag
        case "typed": result.typed = flag
        default: result.madeTyped = flag
        }
        continue
      }
      guard parts.count == 2, !parts[1].isEmpty else {
        throw GoalSyntaxError("tutor.goalSyntax.filterNeedsValue", [name])
      }
      let text = parts[1]
      let valueWord = GoalWords.Word(text: text, isQuoted: false)
      switch name {
      case "kind":
        guard let kind = MessageKind(rawValue: text) else {
          throw GoalSyntaxError(
            "tutor.goalSyntax.unknownKind",
            [text, MessageKind.allCases.map(\.rawValue).joined(separator: ", ")])
        }
        result.kind = kind
      case "role":
        let ends = text.split(separator: "-").map(String.init)
        guard ends.count == 2, let from = MVCRole(rawValue: ends[0]),
          let to = MVCRole(rawValue: ends[1])
        else {
          throw GoalSyntaxError("tutor.goalSyntax.badRolePair", [text])
        }
        guard !seen.contains("from"), !seen.contains("to") else {
          throw GoalSyntaxError("tutor.goalSyntax.roleAndEnds")
        }
        seen.formUnion(["from", "to"])
        result.from = from
        result.to = to
      case "from": result.from = try anyRole(valueWord, filter: "from", seen: seen)
      case "to": result.to = try anyRole(valueWord, filter: "to", seen: seen)
      case "selector": result.selector = try selector(valueWord)
      case "operation": result.operation = try selector(valueWord)
      case "sender": result.sender = try path(valueWord)
      case "receiver-class": result.receiverClass = try identifier(valueWord)
      case "caused-by":
        guard let root = MessageFilter.CauseRoot(rawValue: text) else {
          throw GoalSyntaxError("tutor.goalSyntax.badCause", [text])
        }
        result.causedBy = root
      case "within": result.within = try path(valueWord)
      case "key": result.key = try identifier(valueWord)
      case "argument": result.argument = try path(valueWord)
      default: result.receiver = try path(valueWord)
      }
    }
    return result
  }

  private static func anyRole(_ word: GoalWords.Word, filter: String, seen: Set<String>)
    throws(GoalSyntaxError) -> MVCRole
  {
    guard seen.contains("role") == false else {
      throw GoalSyntaxError("tutor.goalSyntax.roleAndEnds")
    }
    guard let role = MVCRole(rawValue: word.text) else {
      throw GoalSyntaxError(
        "tutor.goalSyntax.unknownRole",
        [word.text, filter, MVCRole.allCases.map(\.rawValue).joined(separator: ", ")])
    }
    return role
  }

  // MARK: Pieces

  /// The roles `count … objects` and `object … plays` accept.
  static let countableRoles: [MVCRole] = [.model, .view, .controller]

  private static func role(_ word: GoalWords.Word) throws(GoalSyntaxError) -> MVCRole {
    guard let role = MVCRole(rawValue: word.text), countableRoles.contains(role) else {
      throw GoalSyntaxError("tutor.goalSyntax.expectedRole", [word.text])
    }
    return role
  }

  private static func identifier(_ word: GoalWords.Word) throws(GoalSyntaxError) -> String {
    guard !word.isQuoted, Identifier.isValid(word.text) else {
      throw GoalSyntaxError("tutor.goalSyntax.expectedName", [word.text])
    }
    return word.text
  }

  private static func selector(_ word: GoalWords.Word) throws(GoalSyntaxError) -> String {
    guard !word.isQuoted, Identifier.isSelector(word.text) else {
      throw GoalSyntaxError("tutor.goalSyntax.expectedSelector", [word.text])
    }
    return word.text
  }

  private static func path(_ word: GoalWords.Word) throws(GoalSyntaxError) -> ObjectPath {
    guard !word.isQuoted, let path = ObjectPath(parsing: word.text) else {
      throw GoalSyntaxError("tutor.goalSyntax.expectedPath", [word.text])
    }
    return path
  }

  private static func keyPath(_ word: GoalWords.Word) throws(GoalSyntaxError) -> (
    ObjectPath, String
  ) {
    guard let split = try path(word).splittingLastMember else {
      throw GoalSyntaxError("tutor.goalSyntax.expectedKeyPath", [word.text])
    }
    return (split.owner, split.key)
  }

  private static func comparison(_ word: GoalWords.Word) throws(GoalSyntaxError) -> Comparison {
    guard !word.isQuoted, let comparison = Comparison(rawValue: word.text) else {
      throw GoalSyntaxError(
        "tutor.goalSyntax.expectedComparison",
        [Comparison.allCases.map(\.symbol).joined(separator: " "), word.text])
    }
    return comparison
  }

  private static func integer(_ word: GoalWords.Word) throws(GoalSyntaxError) -> Int {
    guard !word.isQuoted, let number = Int(word.text) else {
      throw GoalSyntaxError("tutor.goalSyntax.expectedInteger", [word.text])
    }
    return number
  }

  private static func value(_ word: GoalWords.Word) throws(GoalSyntaxError) -> GoalValue {
    if word.isQuoted { return .string(word.text) }
    switch word.text {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "nil": return .null
    default: break
    }
    if let number = Int(word.text) { return .int(number) }
    if word.text.contains("."), let number = Double(word.text), word.text.first != "." {
      return .double(number)
    }
    if word.text.hasPrefix("."), Identifier.isValid(String(word.text.dropFirst())) {
      return .enumCase(String(word.text.dropFirst()))
    }
    if let path = ObjectPath(parsing: word.text) { return .path(path) }
    throw GoalSyntaxError("tutor.goalSyntax.expectedValue", [word.text])
  }

  /// Checks that a form has its number of words.
  /// - Parameter form: how the goal is written: one way, or two alternatives.
  private static func expectCount(_ words: [GoalWords.Word], _ count: Int, _ form: [String])
    throws(GoalSyntaxError)
  {
    guard words.count == count else { throw expected(form) }
  }

  /// Checks that a word of a form is the one it must be.
  /// - Parameter form: how the goal is written: one way, or two alternatives.
  private static func expectWord(_ word: GoalWords.Word, _ expected: String, in form: [String])
    throws(GoalSyntaxError)
  {
    guard word.text == expected, !word.isQuoted else {
      throw GoalSyntaxError(
        form.count == 1 ? "tutor.goalSyntax.expectedWord" : "tutor.goalSyntax.expectedWordOr",
        [expected, word.text] + form)
    }
  }

  /// The error for a goal not written in its form (one way, or two alternatives).
  private static func expected(_ form: [String]) -> GoalSyntaxError {
    GoalSyntaxError(
      form.count == 1 ? "tutor.goalSyntax.expectedForm" : "tutor.goalSyntax.expectedFormOr", form)
  }
}
