import MVCLocalization
import MVCRuntime

/// Says what a goal checks, in the learner's language, so the checklist tells exactly what is
/// compared. Names, paths and selectors stay code, in backticks.
public struct GoalDescriber: Sendable {
  /// The catalogs to take words from (`tutor.goal.*`, `tutor.role.*`, `tutor.kind.*`).
  public let localizer: Localizer

  /// Creates a describer for a language's catalogs.
  public init(localizer: Localizer) { self.localizer = localizer }

  /// One line describing a goal.
  public func describe(_ goal: Goal) -> String {
    let l = localizer
    switch goal {
    case .objectIs(let name, let className):
      return l.string("tutor.goal.objectIs", [code(name), code(className)])
    case .objectPlays(let name, let role):
      return l.string("tutor.goal.objectPlays", [code(name), roleWord(role)])
    case .classExtends(let name, let superclass):
      return l.string("tutor.goal.classExtends", [code(name), code(superclass)])
    case .classAdopts(let name, let protocolName):
      return l.string("tutor.goal.classAdopts", [code(name), code(protocolName)])
    case .classImplements(let name, let selector):
      return l.string("tutor.goal.classImplements", [code(name), code(selector)])
    case .protocolRequires(let name, let selector):
      return l.string("tutor.goal.protocolRequires", [code(name), code(selector)])
    case .property(let path, let comparison, let value):
      return l.string(
        "tutor.goal.property",
        [code(path.description), phrase(comparison), code(value.description)])
    case .count(let path, let comparison, let number):
      return l.string(
        "tutor.goal.count", [code(path.description), phrase(comparison), String(number)])
    case .countObjects(let sort, let comparison, let number):
      switch sort {
      case .role(let role):
        return l.string(
          "tutor.goal.countRoleObjects", [roleWord(role), phrase(comparison), String(number)])
      case .className(let name):
        return l.string(
          "tutor.goal.countClassObjects", [code(name), phrase(comparison), String(number)])
      }
    case .objectIsExactly(let name, let className):
      return l.string("tutor.goal.objectIsExactly", [code(name), code(className)])
    case .distinct(let first, let second):
      return l.string("tutor.goal.distinct", [code(first.description), code(second.description)])
    case .inWindow(let path):
      return l.string("tutor.goal.inWindow", [code(path.description)])
    case .presented(let controller, let presenter, let style):
      if let style {
        return l.string(
          "tutor.goal.presentedAs",
          [code(controller.description), code(presenter.description), code("." + style)])
      }
      return l.string(
        "tutor.goal.presented", [code(controller.description), code(presenter.description)])
    case .arrayHolds(let path, let item):
      return l.string("tutor.goal.arrayHolds", [code(path.description), code(item.description)])
    case .alive(let path):
      return l.string("tutor.goal.alive", [code(path.description)])
    case .freed(let name):
      return l.string("tutor.goal.freed", [code(name)])
    case .whatIfRan(let text):
      guard let text else { return l.string("tutor.goal.whatIf") }
      return l.string("tutor.goal.whatIfWith", [code(text)])
    case .exported(let all):
      return l.string(all ? "tutor.goal.exportedAll" : "tutor.goal.exported")
    case .messageCount(let filter, let comparison, let number):
      return l.string(
        "tutor.goal.messageCount", [describe(filter), phrase(comparison), String(number)])
    case .bound(let view, let model, let key):
      return l.string("tutor.goal.bound", [code(view.description), code("\(model).\(key)")])
    case .target(let control, let selector, let target, let event?):
      let to = target.map { code($0.description) } ?? l.string("tutor.goal.targetChainWord")
      return l.string(
        "tutor.goal.targetFor", [code(control.description), code(selector), to, code("." + event)])
    case .target(let control, let selector, let target, nil):
      if let target {
        return l.string(
          "tutor.goal.target",
          [code(control.description), code(selector), code(target.description)])
      }
      return l.string("tutor.goal.targetChain", [code(control.description), code(selector)])
    case .observer(let observer, let model, let key):
      return l.string("tutor.goal.observer", [code(observer.description), code("\(model).\(key)")])
    case .notificationObserver(let observer, let name):
      return l.string(
        "tutor.goal.notificationObserver", [code(observer.description), code("\"\(name)\"")])
    case .subview(let view, let superview):
      return l.string("tutor.goal.subview", [code(view.description), code(superview.description)])
    case .child(let controller, let parent):
      return l.string("tutor.goal.child", [code(controller.description), code(parent.description)])
    case .message(let filter):
      return l.string("tutor.goal.message", [describe(filter)])
    case .noMessage(let filter):
      return l.string("tutor.goal.noMessage", [describe(filter)])
    case .messageOrder(let first, let second):
      return l.string("tutor.goal.order", [describe(first), describe(second)])
    case .leaked(let className):
      return l.string("tutor.goal.leaked", [code(className)])
    case .still(let goal):
      return l.string("tutor.goal.still", [describe(goal)])
    case .made(let path):
      return l.string("tutor.goal.made", [code(path.description)])
    case .classHoldsWeakly(let name, let property):
      return l.string("tutor.goal.holdsWeakly", [code(name), code(property)])
    case .classTypesProperty(let name, let property, let type):
      return l.string("tutor.goal.typesProperty", [code(name), code(property), code(type)])
    }
  }

  /// The parts of a message filter, joined with ` · `.
  public func describe(_ filter: MessageFilter) -> String {
    let l = localizer
    var parts: [String] = []
    if let kind = filter.kind { parts.append(l.string("tutor.kind." + kind.rawValue)) }
    switch (filter.from, filter.to) {
    case (let from?, let to?): parts.append(roleWord(from) + " → " + roleWord(to))
    case (let from?, nil): parts.append(l.string("tutor.filter.from", [roleWord(from)]))
    case (nil, let to?): parts.append(l.string("tutor.filter.to", [roleWord(to)]))
    case (nil, nil): break
    }
    if let selector = filter.selector { parts.append(code(selector)) }
    if let sender = filter.sender {
      parts.append(l.string("tutor.filter.sender", [code(sender.description)]))
    }
    if let receiver = filter.receiver {
      parts.append(l.string("tutor.filter.receiver", [code(receiver.description)]))
    }
    if let receiverClass = filter.receiverClass {
      parts.append(l.string("tutor.filter.receiverClass", [code(receiverClass)]))
    }
    if let flagged = filter.flagged {
      parts.append(l.string(flagged ? "tutor.filter.flagged" : "tutor.filter.unflagged"))
    }
    if let operation = filter.operation {
      parts.append(l.string("tutor.filter.operation", [code(operation)]))
    }
    if let typed = filter.typed {
      parts.append(l.string(typed ? "tutor.filter.typedAtPrompt" : "tutor.filter.byMethod"))
    }
    if let madeTyped = filter.madeTyped {
      parts.append(
        l.string(madeTyped ? "tutor.filter.madeAtPrompt" : "tutor.filter.madeByMethod"))
    }
    if let causedBy = filter.causedBy {
      parts.append(l.string("tutor.filter.causedBy." + causedBy.rawValue))
    }
    if let within = filter.within {
      parts.append(l.string("tutor.filter.within", [code(within.description)]))
    }
    if let key = filter.key { parts.append(l.string("tutor.filter.key", [code(key)])) }
    if let argument = filter.argument {
      parts.append(l.string("tutor.filter.argument", [code(argument.description)]))
    }
    return parts.isEmpty ? l.string("tutor.filter.any") : parts.joined(separator: " · ")
  }

  /// How a comparison reads in a sentence: "is at least", "is not".
  public func phrase(_ comparison: Comparison) -> String {
    localizer.string("tutor.cmp." + String(describing: comparison))
  }

  /// A role's name in the learner's language.
  public func roleWord(_ role: MVCRole) -> String {
    localizer.string("tutor.role." + role.rawValue)
  }

  /// Code as the learner reads it: in backticks.
  public func code(_ text: String) -> String { "`" + text + "`" }
}
