import MVCLocalization
import MVCRuntime
import MVCScript

/// The one place where failures become words: every case of ``ScriptFailure``,
/// ``SyntaxFailure``, ``InterpreterFailure`` and ``RuntimeFailure`` has its catalog key here,
/// and its values become the key's arguments.
///
/// Code stays code in every language: class names, selectors, property keys, types (as Swift
/// writes them) and numbers. Objects are named with the world's display names; the parts of a
/// message that are words for people — what the parser expected and found, "an enum case" —
/// come from the catalogs too.
public struct FailureText {
  /// The catalogs of the reader's language.
  public var localizer: Localizer
  /// How objects are named (the world's display names).
  public var name: (ObjectID) -> String

  /// Words in a language, with objects named by `name`.
  public init(localizer: Localizer, name: @escaping (ObjectID) -> String) {
    self.localizer = localizer
    self.name = name
  }

  /// Words in a language, with objects named as the world names them (as they were when the
  /// failing statement failed).
  public init(localizer: Localizer, world: WorldReader) {
    self.init(localizer: localizer) { world.failureName(of: $0) }
  }

  // MARK: Messages

  /// What went wrong, in one sentence (no position, no suggestion).
  public func message(_ failure: ScriptFailure) -> String {
    switch failure.reason {
    case .syntax(let reason): return message(reason)
    case .interpreter(let reason): return message(reason)
    case .runtime(let reason): return message(reason)
    }
  }

  /// What a mistake in the text is.
  public func message(_ failure: SyntaxFailure) -> String {
    let (key, arguments) = entry(failure)
    return string(key, arguments)
  }

  /// Why a statement cannot run as written.
  public func message(_ failure: InterpreterFailure) -> String {
    let (key, arguments) = entry(failure)
    return string(key, arguments)
  }

  /// Why the world refused.
  public func message(_ failure: RuntimeFailure) -> String {
    let (key, arguments) = entry(failure)
    return string(key, arguments)
  }

  /// The message and, on the next line, the suggestion, as commands print a failure that has no
  /// place in a source line.
  public func messageWithSuggestion(_ failure: ScriptFailure) -> String {
    var text = message(failure)
    if let suggestion = failure.suggestion {
      text += "\n   = " + didYouMean(suggestion)
    }
    return text
  }

  /// "did you mean ‘…’?"
  public func didYouMean(_ suggestion: String) -> String {
    localizer.string("diag.didYouMean", [suggestion])
  }

  /// A catalog string; arguments such as a huge unknown name are shortened to stay readable.
  private func string(_ key: String, _ arguments: [String]) -> String {
    // A list of cases may be long: it is cut later than a name.
    let text = localizer.string(
      key, arguments.map { TextWidth.truncated($0, to: $0.hasPrefix(".") ? 120 : 60) })
    // Every key below is in the catalogs (a test walks every case); this only guards against a
    // catalog file laid over the built-in ones that lacks a key.
    if text.hasPrefix("‹?›") { return localizer.string("error.generic", [key]) }
    return text
  }

  // MARK: Keys and arguments

  /// The catalog key and arguments of a mistake in the text.
  func entry(_ failure: SyntaxFailure) -> (String, [String]) {
    switch failure {
    case .expected(let expectation, let found):
      return ("error.expected", [words(expectation), words(found)])
    case .unexpectedCharacter(let c):
      return ("error.unexpectedCharacter", [SyntaxFailure.spelling(of: c)])
    case .invalidUTF8: return ("error.invalidUTF8", [])
    case .unterminatedString: return ("error.unterminatedString", [])
    case .unterminatedComment: return ("error.unterminatedComment", [])
    case .badEscape(let escape): return ("error.badEscape", [escape])
    case .numberTooLarge(let digits): return ("error.numberTooLarge", [digits])
    case .tooDeeplyNested(let limit): return ("error.tooDeeplyNested", [String(limit)])
    case .chainTooLong(let limit): return ("error.chainTooLong", [String(limit)])
    case .notAssignable: return ("error.notAssignable", [])
    case .classNeedsSuperclass(let name): return ("error.classNeedsSuperclass", [name])
    case .propertyNeedsTypeOrValue(let name): return ("error.propertyNeedsTypeOrValue", [name])
    case .computedPropertyNeedsType(let name): return ("error.computedPropertyNeedsType", [name])
    case .misplacedAccessor(let word): return ("error.misplacedAccessor", [word])
    case .unfinishedStatement: return ("error.unfinishedStatement", [])
    case .unsupported(let feature): return ("error.unsupported." + feature.rawValue, [])
    case .unknownModule(let name): return ("error.unknownModule", [name])
    case .outsideLoop(let keyword): return ("error.outsideLoop", [keyword])
    case .guardMustExit: return ("error.guardMustExit", [])
    case .emptyCase: return ("error.emptyCase", [])
    case .superOutsideCall: return ("error.superOutsideCall", [])
    case .nestedInterpolation: return ("error.nestedInterpolation", [])
    case .unterminatedInterpolation: return ("error.unterminatedInterpolation", [])
    }
  }

  /// The catalog key and arguments of a statement that cannot run as written.
  func entry(_ failure: InterpreterFailure) -> (String, [String]) {
    switch failure {
    case .unknownName(let name, _): return ("error.unknownName", [name])
    case .typeIsNotAValue(let name): return ("error.typeIsNotAValue", [name])
    case .noValue(let name): return ("error.noValue", [name])
    case .nameTaken(let name): return ("error.nameTaken", [name])
    case .constantAssigned(let name): return ("error.constantAssigned", [name])
    case .conversionNotPossible(let type, let found):
      return ("error.conversionNotPossible", [type, words(found)])
    case .conversionOutOfRange(let type, let value):
      return ("error.conversionOutOfRange", [type, value])
    case .constantMutated(let name, let method):
      return ("error.constantMutated", [name, method])
    case .returnOutsideMethod: return ("error.returnOutsideMethod", [])
    case .selfOutsideMethod: return ("error.selfOutsideMethod", [])
    case .conditionNotBool(let found): return ("error.conditionNotBool", [words(found)])
    case .nilObject: return ("error.nilObject", [])
    case .notAnObject(let found): return ("error.notAnObject", [words(found)])
    case .noMember(let member, let found): return ("error.noMember", [member, words(found)])
    case .unknownStaticMember(let member, let className):
      return ("error.unknownStaticMember", [member, className])
    case .notCallable: return ("error.notCallable", [])
    case .overflow: return ("error.overflow", [])
    case .valueTooDeep(let limit): return ("error.valueTooDeep", [String(limit)])
    case .castFailed(let found, let type): return ("error.castFailed", [words(found), type])
    case .unknownMainQueueCall: return ("error.unknownMainQueueCall", [])
    case .selfImmutable(let name): return ("error.selfImmutable", [name])
    case .enumRawValue(let name, let type): return ("error.enumRawValue", [name, type])
    case .enumPayload(let name, let expected, let found):
      return ("error.enumPayload", [name, String(expected), String(found)])
    case .cannotTakeApart(let count, let found):
      return ("error.cannotTakeApart", [String(count), words(found)])
    case .operatorType(let op, let found): return ("error.operatorType", [op, words(found)])
    case .binaryOperatorTypes(let op, let lhs, let rhs):
      return ("error.binaryOperatorTypes", [op, words(lhs), words(rhs)])
    case .cannotSubclass(let name): return ("error.cannotSubclass", [name])
    case .storedPropertyInExtension(let name):
      return ("error.storedPropertyInExtension", [name])
    case .duplicateProperty(let property, let className):
      return ("error.duplicateProperty", [property, className])
    case .duplicateMethod(let selector, let className):
      return ("error.duplicateMethod", [selector, className])
    case .unknownProtocol(let name, _): return ("error.unknownProtocol", [name])
    case .missingRequirement(let className, let protocolName, let selector):
      return ("error.missingRequirement", [className, protocolName, selector])
    case .unknownType(let name, _): return ("error.unknownType", [name])
    case .cannotInferType(let property): return ("error.cannotInferType", [property])
    case .propertyNeedsDefault(let property, let type):
      return ("error.propertyNeedsDefault", [property, type.description])
    case .missingOverride(let selector, let superclass):
      return ("error.missingOverride", [selector, superclass])
    case .overridesNothing(let selector, let superclass, _):
      return ("error.overridesNothing", [selector, superclass])
    case .notASequence(let found): return ("error.notASequence", [words(found)])
    case .invalidRange(let lower, let upper):
      return ("error.invalidRange", [String(lower), String(upper)])
    case .noMatchingCase(let found): return ("error.noMatchingCase", [words(found)])
    case .indexOutOfRange(let index, let count):
      return ("error.indexOutOfRange", [String(index), String(count)])
    case .notSubscriptable(let found): return ("error.notSubscriptable", [words(found)])
    case .divisionByZero: return ("error.divisionByZero", [])
    case .fatalError(let message) where message.isEmpty: return ("error.fatalErrorBare", [])
    case .fatalError(let message): return ("error.fatalError", [message])
    case .emptyCollection(let selector): return ("error.emptyCollection", [selector])
    case .noValueMethod(let selector, let found, _):
      return ("error.noValueMethod", [selector, words(found)])
    case .superOutsideMethod: return ("error.superOutsideMethod", [])
    case .nestedTooDeep: return ("error.nestedTooDeep", [])
    case .unownedReferenceFreed(let name): return ("error.unownedReferenceFreed", [name])
    case .weakNeedsOptionalObject(let property):
      return ("error.weakNeedsOptionalObject", [property])
    }
  }

  /// The catalog key and arguments of a refusal of the world.
  func entry(_ failure: RuntimeFailure) -> (String, [String]) {
    let n = name
    switch failure {
    // Classes, objects and properties
    case .unknownClass(let className, _): return ("error.unknownClass", [className])
    case .notInstantiable(let className): return ("error.notInstantiable", [className])
    case .initNeedsLabels(let className): return ("error.initNeedsLabels", [className])
    case .alertActionNotShown(let action): return ("error.alertActionNotShown", [n(action)])
    case .textFieldInActionSheet(let sheet): return ("error.textFieldInActionSheet", [n(sheet)])
    case .viewCovered(let view, let cover): return ("error.viewCovered", [n(view), n(cover)])
    case .deinitKeptSelf(let object, let holder?):
      return ("error.deinitKeptSelf", [n(object), n(holder)])
    case .deinitKeptSelf(let object, nil): return ("error.deinitKeptSelfInName", [n(object)])
    case .viewOffScreen(let view, let frame):
      let f = ViewControllerFormat.number
      return (
        "error.viewOffScreen",
        [n(view), f(frame.x), f(frame.y), f(frame.width), f(frame.height)]
      )
    case .barButtonItemNotShown(let item): return ("error.barButtonItemNotShown", [n(item)])
    case .notSimulated(let selector, let className):
      return ("error.notSimulated", [selector, className])
    case .initializerLeftPropertyUnset(let property, let className, let selector):
      return ("error.initializerLeftPropertyUnset", [property, className, selector])
    case .noMatchingInitializer(let selector, let className, let available):
      return (
        "error.noMatchingInitializer", [selector, className, available.joined(separator: ", ")]
      )
    case .duplicateArgumentLabel(let label, let className):
      return ("error.duplicateArgumentLabel", [label, className])
    case .unknownInitLabel(let label, let className, _):
      return ("error.unknownInitLabel", [label, className])
    case .builtinClassRedeclared(let className):
      return ("error.builtinClassRedeclared", [className])
    case .classInUseRedeclared(let className):
      return ("tutor.redefine.refused", [className])
    case .noSuchObject(let id): return ("error.noSuchObject", [n(id)])
    case .notYetMade(let path, let className): return ("error.notYetMade", [path, className])
    case .unknownProperty(let key, let className, _):
      return ("error.unknownProperty", [key, className])
    case .readOnlyProperty(let key, let className):
      return ("error.readOnlyProperty", [key, className])
    case .getOnlyProperty(let key, let className):
      return ("error.getOnlyProperty", [key, className])
    case .propertyType(let key, let className, let expected, let found):
      return ("error.propertyType", [key, className, expected?.description ?? "?", words(found)])
    case .argumentType(let argument, let expected, let found):
      return ("error.argumentType", [argument, expected.description, words(found)])
    // Messages and calls
    case .unknownMethod(let selector, let className, _):
      return ("error.unknownMethod", [selector, className])
    case .unknownFunction(let selector, _): return ("error.unknownFunction", [selector])
    case .tooDeep(let limit): return ("error.tooDeep", [String(limit)])
    case .budgetExceeded(let resource, let limit):
      return ("error.budget." + resource.rawValue, [String(limit)])
    case .interrupted: return ("error.interrupted", [])
    case .internalError(let step): return ("error.internal", [code(step)])
    // Views, bindings and user input
    case .viewOwnSuperview(let view): return ("error.viewOwnSuperview", [n(view)])
    case .viewCycle(let child, let parent): return ("error.viewCycle", [n(child), n(parent)])
    case .notBindable(let view): return ("error.notBindable", [n(view)])
    case .bindingType(let key, let found, let view, let property):
      return ("error.bindingType", [key, words(found), n(view), property])
    case .alreadyBound(let view, let key): return ("error.alreadyBound", [n(view), key])
    case .notAControl(let view): return ("error.notAControl", [n(view)])
    case .unknownControlEvent(let event, _): return ("error.unknownControlEvent", [event])
    case .noSuchAction(let selector, let className, _):
      return ("error.noSuchAction", [selector, className])
    case .tapListNeedsRow(let list): return ("error.tapListNeedsRow", [n(list)])
    case .typeNeedsTextField(let view): return ("error.typeNeedsTextField", [n(view)])
    case .toggleNeedsSwitch(let view): return ("error.toggleNeedsSwitch", [n(view)])
    case .selectNeedsList(let view): return ("error.selectNeedsList", [n(view)])
    case .rowOutOfRange(let row, let list, let count):
      return ("error.rowOutOfRange", [String(row), n(list), String(count)])
    case .notAView(let id): return ("error.notAView", [n(id)])
    case .viewHidden(let view): return ("error.viewHidden", [n(view)])
    case .viewDisabled(let view): return ("error.viewDisabled", [n(view)])
    case .viewNotInteractive(let view, let className):
      return ("error.viewNotInteractive", [n(view), className])
    case .viewTransparent(let view, let alpha):
      return ("error.viewTransparent", [n(view), number(alpha)])
    // View properties and their values
    case .unknownEnumCase(let name, let type, let valid, _):
      return ("error.view.unknownCase", [name, type, cases(valid)])
    case .enumCaseNotSimulated(let name, let type, let simulated):
      return ("error.view.caseNotSimulated", [name, type, cases(simulated)])
    case .outOfRange(let name, let value, let range):
      return ("error.view.outOfRange." + range.rawValue, [name, number(value)])
    case .unknownFontName(let name, _): return ("error.view.unknownFont", [name])
    case .unnamedColor(let selector): return ("error.view.unnamedColor", [selector])
    case .valueInitializer(let className, let forms):
      return ("error.view.valueInitializer", [className, forms.joined(separator: ", ")])
    // Table views
    case .cellNotRegistered(let identifier, let table):
      return ("error.table.cellNotRegistered", [identifier, n(table)])
    case .notACellClass(let className): return ("error.table.notACellClass", [className])
    case .dataSourceMissingMethod(let dataSource, let selector, let table):
      return ("error.table.dataSourceMissingMethod", [n(dataSource), selector, n(table)])
    case .dataSourceAnswer(let dataSource, let selector, let expected, let found):
      return (
        "error.table.dataSourceAnswer",
        [n(dataSource), selector, expected.description, words(found)]
      )
    case .rowCountOutOfRange(let dataSource, let selector, let count, let limit):
      return (
        "error.table.rowCountOutOfRange", [n(dataSource), selector, String(count), String(limit)]
      )
    case .failedToObtainCell(let table, let dataSource, let found):
      guard let dataSource else { return ("error.table.noDataSource", [n(table)]) }
      return ("error.table.failedToObtainCell", [n(table), n(dataSource), words(found)])
    case .invalidRowCount(let table, let section, let before, let after, let inserted, let deleted):
      return (
        "error.table.invalidRowCount",
        [
          String(section), String(after), String(before), String(inserted), String(deleted),
          n(table),
        ]
      )
    case .invalidSectionCount(let table, let before, let after):
      return ("error.table.invalidSectionCount", [String(after), String(before), n(table)])
    case .rowUpdateOutOfRange(let table, let row, let section, let isInsertion, let count):
      return (
        isInsertion ? "error.table.insertOutOfRange" : "error.table.deleteOutOfRange",
        [String(row), String(section), String(count), n(table)]
      )
    case .tableNotLoaded(let table): return ("error.table.notLoaded", [n(table)])
    case .sectionOutOfRange(let section, let table, let count):
      return ("error.table.sectionOutOfRange", [String(section), n(table), String(count)])
    case .indexPathInitializer: return ("error.table.indexPathInitializer", [])
    // View controller containment
    case .ownChild(let vc): return ("error.containment.ownChild", [n(vc)])
    case .ancestorChild(let child, let parent):
      return ("error.containment.ancestor", [n(child), n(parent)])
    case .presentedChild(let vc): return ("error.containment.presentedChild", [n(vc)])
    case .windowRootChild(let vc): return ("error.containment.windowRootChild", [n(vc)])
    case .childOfContainer(let child, let container):
      return ("error.containment.childOfContainer", [n(child), n(container)])
    case .builtinContainer(let container):
      return ("error.containment.builtinContainer", [n(container)])
    case .didMoveMismatch(let child, let given, let actual):
      return (
        "error.containment.didMoveMismatch",
        [n(child), given.map(n) ?? "nil", actual.map(n) ?? "nil"]
      )
    case .loadViewSetNoView(let controller):
      return ("error.containment.loadViewSetNoView", [n(controller)])
    case .rootViewTaken(let view, let owner):
      return ("error.containment.rootViewTaken", [n(view), n(owner)])
    case .hierarchyInconsistency(let child, let parent, let owner):
      return ("error.containment.hierarchyInconsistency", [n(child), n(parent), n(owner)])
    case .transitionNeedsCommonParent(let from, let to, let receiver):
      return ("error.containment.transitionNeedsCommonParent", [n(from), n(to), n(receiver)])
    case .transitionForwardsByHand(let container):
      return ("error.containment.transitionForwardsByHand", [n(container)])
    // Navigation, tabs and split views
    case .alreadyOnStack(let vc, let nav):
      return ("error.navigation.alreadyOnStack", [n(vc), n(nav)])
    case .pushNavigationController(let vc):
      return ("error.navigation.pushNavigationController", [n(vc)])
    case .pushTabBarController(let vc): return ("error.navigation.pushTabBarController", [n(vc)])
    case .notOnStack(let vc, let nav): return ("error.navigation.notOnStack", [n(vc), n(nav)])
    case .noBackButton(let nav): return ("error.navigation.noBackButton", [n(nav)])
    case .hasOtherParent(let vc, let parent):
      return ("error.container.hasOtherParent", [n(vc), n(parent)])
    case .duplicateInContainer(let vc): return ("error.container.duplicate", [n(vc)])
    case .presentedInContainer(let vc): return ("error.container.presented", [n(vc)])
    case .windowRootInContainer(let vc): return ("error.container.windowRoot", [n(vc)])
    case .containerAncestor(let vc, let container):
      return ("error.container.ancestor", [n(vc), n(container)])
    case .removingPresenter(let vc, let presented):
      return ("error.container.removingPresenter", [n(vc), n(presented)])
    case .tabIndexOutOfRange(let index, let tabBar, let count):
      return ("error.tab.indexOutOfRange", [String(index), n(tabBar), String(count)])
    case .notATab(let vc, let tabBar): return ("error.tab.notATab", [n(vc), n(tabBar)])
    case .moreTabByIndex(let tabBar): return ("error.tab.moreByIndex", [n(tabBar)])
    case .splitCount(let count): return ("error.split.count", [String(count)])
    // Presentation and the window
    case .presentSelf(let vc): return ("error.presentation.self", [n(vc)])
    case .alreadyPresenting(let vc, let presenter, let current):
      return ("error.presentation.alreadyPresenting", [n(vc), n(presenter), n(current)])
    case .presenterNotInWindow(let vc, let presenter):
      return ("error.presentation.notInWindow", [n(vc), n(presenter)])
    case .alreadyPresented(let vc, let presenter):
      return ("error.presentation.alreadyPresented", [n(vc), n(presenter)])
    case .presentChild(let vc, let parent):
      return ("error.presentation.hasParent", [n(vc), n(parent)])
    case .presentWindowRoot(let vc): return ("error.presentation.windowRoot", [n(vc)])
    case .presentAncestor(let vc, let presenter):
      return ("error.presentation.ancestor", [n(vc), n(presenter)])
    case .unknownPresentationStyle(let style, _):
      return ("error.presentation.unknownStyle", [style])
    case .popoverWithoutAnchor(let vc): return ("error.popover.noAnchor", [n(vc)])
    case .transitionNeedsFullScreen(let vc, let transition, let style):
      return ("error.presentation.partialCurl", [n(vc), transition, style])
    case .swipeNotPresented(let vc): return ("error.swipe.notPresented", [n(vc)])
    case .swipeNotSheet(let vc, let style): return ("error.swipe.notSheet", [n(vc), style])
    case .swipeCovered(let vc, let above): return ("error.swipe.covered", [n(vc), n(above)])
    case .completionNotAClosure(let selector): return ("error.completionNotAClosure", [selector])
    case .rootHasParent(let vc, let parent):
      return ("error.window.rootHasParent", [n(vc), n(parent)])
    case .rootIsPresented(let vc): return ("error.window.rootIsPresented", [n(vc)])
    case .replaceWhilePresenting(let old, let presented):
      return ("error.window.replaceWhilePresenting", [n(old), n(presented)])
    // Layout, the screen and devices
    case .unknownEdges(let found): return ("error.layout.unknownEdges", [words(found)])
    case .insetsFormat(let found): return ("error.layout.insetsFormat", [words(found)])
    case .tapOutsideScreen(let x, let y, let width, let height):
      return ("error.tap.outsideScreen", [number(x), number(y), number(width), number(height)])
    case .windowNotVisible: return ("error.tap.windowNotVisible", [])
    case .unknownDevice(let device, _): return ("error.device.unknown", [device])
    }
  }

  // MARK: Parts of messages

  /// What the parser expected: a piece of code, or words for what kind of thing.
  func words(_ expectation: Expectation) -> String {
    switch expectation {
    case .code(let text): return localizer.string("syntax.code", [text])
    case .name: return localizer.string("syntax.expected.name")
    case .type: return localizer.string("syntax.expected.type")
    case .className: return localizer.string("syntax.expected.className")
    case .superclass: return localizer.string("syntax.expected.superclass")
    case .protocolName: return localizer.string("syntax.expected.protocolName")
    case .propertyName: return localizer.string("syntax.expected.propertyName")
    case .methodName: return localizer.string("syntax.expected.methodName")
    case .parameterName: return localizer.string("syntax.expected.parameterName")
    case .memberName: return localizer.string("syntax.expected.memberName")
    case .expression: return localizer.string("syntax.expected.expression")
    case .enumCase: return localizer.string("syntax.expected.enumCase")
    case .classMember: return localizer.string("syntax.expected.classMember")
    case .protocolMember: return localizer.string("syntax.expected.protocolMember")
    case .anyObject: return localizer.string("syntax.expected.anyObject")
    case .moduleName: return localizer.string("syntax.expected.moduleName")
    case .switchCase: return localizer.string("syntax.expected.switchCase")
    }
  }

  /// What the parser found instead: the end of the text or line, a string, or a token as code.
  func words(_ found: TokenDescription) -> String {
    switch found {
    case .endOfInput: return localizer.string("syntax.found.endOfInput")
    case .endOfLine: return localizer.string("syntax.found.endOfLine")
    case .stringLiteral: return localizer.string("syntax.found.stringLiteral")
    case .code(let text): return localizer.string("syntax.code", [text])
    }
  }

  /// The kind of a value: its type as Swift writes it (an object's class), or words.
  func words(_ kind: ValueKind) -> String {
    switch kind {
    case .string: return "String"
    case .int: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    case .null: return "nil"
    case .array: return "Array"
    case .enumCase: return localizer.string("value.enumCase")
    case .void: return "Void"
    case .object(let className): return className
    case .missingObject: return "?"
    case .closure: return localizer.string("value.closure")
    case .dictionary: return "Dictionary"
    }
  }

  /// An internal step, named by the code that runs it.
  func code(_ step: RuntimeFailure.InternalStep) -> String {
    switch step {
    case .loadView: return "loadView"
    case .bar: return "ensureBar(of:)"
    case .statement: return "World.perform(_:)"
    }
  }

  /// Enumeration cases as Swift writes them: `.left, .center, .right`.
  func cases(_ names: [String]) -> String {
    names.map { "." + $0 }.joined(separator: ", ")
  }

  /// A number as the messages show it: `20`, `12.5`.
  func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
